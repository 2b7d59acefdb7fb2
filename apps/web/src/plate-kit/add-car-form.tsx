import { ErrorCode, MAX_PLATES_PER_DRIVER, parsePlate } from '@parking/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBindPlate } from '../api/driver/bind-plate';
import { isApiError } from '../api/client';
import { installedEffects } from '../api/ui-effects';
import { BottomButton } from '../components/bottom-button';
import layout from '../components/card-page.module.css';
import { href } from '../lib/paths';
import { isPlateTyped, NO_PLATE, PlateEntryCard } from './plate-entry-card';
import * as screen from '../lib/screen-paths.gen';

/** The button of the dialog that leads a second driver of a plate to certification. */
export const CERTIFY_TEXT = '去认证';

/**
 * Binding a plate, shared by /addCar and road-side parking's /roadParking/addCar: `boundTo` is where it ends,
 * `onBound` refreshes what else lists the driver's plates.
 */
export function AddCarForm({ boundTo, onBound }: { boundTo: string; onBound?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const bind = useBindPlate();
  const [plate, setPlate] = useState(NO_PLATE);
  const complete = isPlateTyped(plate);

  async function submit() {
    const parsed = parsePlate(plate.plateNo, { plateColor: plate.plateColor });
    if (!parsed.ok) return installedEffects.toast(parsed.message, { fail: true });
    const checked = { plateNo: parsed.plate.plateNo, plateColor: parsed.plate.plateColor };
    try {
      await bind.mutateAsync(checked);
      await onBound?.();
      installedEffects.toast('绑定成功');
      navigate(boundTo, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.PLATE_BOUND_BY_OTHER) {
        const certify = await installedEffects.confirm({
          title: '车牌已被绑定',
          content: error.message,
          confirmText: CERTIFY_TEXT,
        });
        if (certify) navigate(href(screen.plateMaterial, { ...checked, purpose: 'ownership' }));
      }
      // Anything else has been told by the request layer.
    }
  }

  return (
    <div className={layout.page}>
      <PlateEntryCard label="添加车辆" heading="请输入车牌号" onChange={setPlate} />
      <p className={layout.note}>
        每个账号最多绑定{MAX_PLATES_PER_DRIVER}
        辆车。绑定后可在首页查看车辆的在停费用；如车牌已被他人绑定，可提交行驶证等材料认证。
      </p>
      <BottomButton disabled={!complete} loading={bind.isPending} onClick={() => void submit()}>
        绑定车辆
      </BottomButton>
    </div>
  );
}
