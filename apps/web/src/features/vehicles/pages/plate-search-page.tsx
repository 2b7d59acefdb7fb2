import {
  PLATE_LOOKUP_EMPTY_MESSAGE,
  PLATE_SEARCH_REMARK,
  parsePlate,
  type PlateColor,
  type PlateHistoryRecord,
} from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDefaultProvince } from '../../../api/basic/param-config';
import { usePageRemark } from '../../../api/basic/page-remark';
import { useWebPageConfig } from '../../../api/basic/web-page-config';
import { installedEffects } from '../../../api/ui-effects';
import { EMBEDDED } from '../../../lib/env';
import { loginPath, Paths } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { vehicleKeys } from '../api/keys';
import { useDeletePlateHistory, usePlateHistory } from '../api/plate-history';
import { lookupPlate } from '../api/plate-lookup';
import { HistoryTags } from '../components/history-tags';
import layout from '../../../components/card-page.module.css';
import { PlateInput, type PlateInputHandle } from '../../../plate-kit/plate-keyboard';
import { lookupOutcome } from '../lib/lookup-outcome';

/**
 * The plate entry screen (spec sections 2 and 4): type a plate on the plate keyboard (or tap a recent one) and look
 * up what it owes. Nothing → a toast and the history refreshed (the lookup recorded the plate); one bill → /payPage;
 * several → /multiPayPage. Works without an account: an anonymous visitor's history is kept per device.
 */
export default function PlateSearchPage() {
  const input = useRef<PlateInputHandle>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const province = useDefaultProvince();
  const config = useWebPageConfig();
  const remark = usePageRemark(PLATE_SEARCH_REMARK);
  const history = usePlateHistory();
  const forget = useDeletePlateHistory();
  const [searching, setSearching] = useState(false);
  const loggedIn = isLoggedIn(browserStore);

  async function search(plateNo: string, plateColor: PlateColor | undefined) {
    const parsed = parsePlate(plateNo, { plateColor });
    if (!parsed.ok) return installedEffects.toast(parsed.message, { fail: true });
    const plate = { plateNo: parsed.plate.plateNo, plateColor: parsed.plate.plateColor };
    setSearching(true);
    try {
      const outcome = lookupOutcome(await lookupPlate(plate, browserStore), plate);
      if (outcome.kind === 'navigate') return void navigate(outcome.to);
      installedEffects.toast(PLATE_LOOKUP_EMPTY_MESSAGE);
      await client.invalidateQueries({ queryKey: vehicleKeys.history });
    } catch {
      // The request layer has told the driver what went wrong.
    } finally {
      setSearching(false);
    }
  }

  function searchAgain(record: PlateHistoryRecord) {
    const plateColor = record.plateColor ?? undefined;
    input.current?.setPlate(record.plateNo, plateColor);
    void search(record.plateNo, plateColor);
  }

  return (
    <div className={layout.page}>
      <section className={layout.card} aria-label="车牌缴费">
        <h1 className={layout.heading}>输入车牌号，查询待缴停车费</h1>
        <PlateInput
          ref={input}
          defaultProvince={province}
          searchText={config.data?.searchButtonText}
          searching={searching}
          onSearch={(plateNo, plateColor) => void search(plateNo, plateColor)}
        />
        <HistoryTags
          records={history.data ?? []}
          disabled={searching}
          onPick={searchAgain}
          onDelete={(record) => forget.mutate(record.id)}
        />
      </section>
      {remark && <p className={layout.note}>{remark}</p>}
      {!EMBEDDED && (
        <div className={`${layout.card} ${layout.row}`}>
          <span className={layout.label}>
            {loggedIn ? '绑定车辆后可在首页查看在停费用' : '登录后可绑定车辆，缴费更便捷'}
          </span>
          <button
            type="button"
            className={layout.link}
            onClick={() => navigate(loggedIn ? Paths.CAR_MANAGE : loginPath(`${location.pathname}${location.search}`))}
          >
            {loggedIn ? '我的车辆' : '去登录'}
          </button>
        </div>
      )}
    </div>
  );
}
