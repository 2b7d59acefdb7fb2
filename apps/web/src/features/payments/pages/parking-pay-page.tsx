import { PLATE_LOOKUP_EMPTY_MESSAGE, parsePlate, type PlateColor } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDefaultProvince } from '../../../api/basic/param-config';
import { installedEffects } from '../../../api/ui-effects';
import { href } from '../../../lib/paths';
import { PlateInput } from '../../../plate-kit/plate-keyboard';
import { billsQuery } from '../api/bills';
import styles from '../components/pay.module.css';
import { rememberPlate } from '../lib/last-plate';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /parkingPayPage[?parkId]: pay parking by plate — a park's own pay point (its QR code carries parkId, and only that
 * park's bills are found) or, without parkId, any park of the dealer (the embedded build's start page). One bill →
 * /payPage, several → /multiPayPage, none → 未查到待缴费信息.
 */
export default function ParkingPayPage() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId') ?? undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const province = useDefaultProvince();
  const [searching, setSearching] = useState(false);

  async function search(plateNo: string, plateColor: PlateColor | undefined) {
    const parsed = parsePlate(plateNo, { plateColor });
    if (!parsed.ok) return installedEffects.toast(parsed.message, { fail: true });
    const plate = { plateNo: parsed.plate.plateNo, plateColor: parsed.plate.plateColor === 2 ? '2' : '' };
    setSearching(true);
    try {
      const found = await client.fetchQuery(billsQuery({ ...plate, parkId }));
      rememberPlate(plate);
      const [only] = found.results;
      if (found.results.length === 0) return installedEffects.toast(PLATE_LOOKUP_EMPTY_MESSAGE);
      if (found.results.length === 1 && only) {
        const isArreas = only.isArrears ? 1 : undefined;
        return void navigate(href(screen.payPage, { uniqueId: only.uniqueId, parkId: only.parkId, isArreas }));
      }
      const arrearsOnly = found.results.every((b) => b.isArrears) ? 1 : undefined;
      void navigate(href(screen.multiPayPage, { ...plate, arrearsOnly, parkId }));
    } catch {
      // The request layer has told the driver.
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label="停车缴费">
        <h1 className={styles.heading}>{parkId ? '输入车牌号，缴纳本停车场停车费' : '输入车牌号，查询待缴停车费'}</h1>
        <PlateInput
          defaultProvince={province}
          searching={searching}
          onSearch={(plateNo, plateColor) => void search(plateNo, plateColor)}
        />
      </section>
      <p className={styles.note}>无需登录即可缴费。支付成功后，请在免费离场时间内驶离。</p>
    </div>
  );
}
