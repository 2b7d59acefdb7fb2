import { BAG_MAX_START_AHEAD_DAYS } from '@parking/contracts';
import { shanghaiDay, shanghaiDayStart } from '@parking/contracts/shanghai-time';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useMonthlyPlanPark } from '../api/monthly-plans';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

const DAY_MS = 86_400_000;

/** The first day of next month (Shanghai) — the start most bookings ask for — if within the window, else the earliest. */
function suggested(earliest: number, latest: number): number {
  const [y, m] = shanghaiDay(earliest).split('-').map(Number) as [number, number];
  const first = Date.parse(
    `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01T00:00:00+08:00`,
  );
  return first <= latest ? first : earliest;
}

/**
 * /bookingNotarize?parkId: 预约办理 — book a plan now to start on a later day (the 1st of next month, when a plan
 * elsewhere ends): the day is chosen here, within the park's window; the application (/mounthlyNotarize) follows,
 * and the space is held from payment on.
 */
export default function BookingNotarizePage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId') ?? '';
  const park = useMonthlyPlanPark(parkId);
  const navigate = useNavigate();
  const [startDate, setStartDate] = useState('');
  const [now] = useState(() => Date.now());
  if (!park.isSuccess) return <QueryState query={park} failed="月卡信息加载失败" gone="该停车场未开通月卡" />;
  const earliest = shanghaiDayStart(now) + (park.data.rules.startsNextDay ? DAY_MS : 0);
  const latest = earliest + BAG_MAX_START_AHEAD_DAYS * DAY_MS;
  const [min, max] = [shanghaiDay(earliest), shanghaiDay(latest)];
  const chosen = startDate || shanghaiDay(suggested(earliest, latest));
  const soldOut = park.data.leftBagSpaceNum === 0;
  return (
    <div className={styles.page}>
      <Section title={park.data.parkName}>
        <p className={styles.meta}>{park.data.parkAddr}</p>
        <p className={styles.meta}>
          {soldOut ? '名额已满，暂不可预约' : '预约办理：现在申请并支付，月卡自所选日期 00:00 起生效'}
        </p>
      </Section>
      <Section title="生效日期">
        <label className={styles.field}>
          开始日期（{min} 至 {max}）
          <input
            className={styles.input}
            type="date"
            min={min}
            max={max}
            value={chosen}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </label>
      </Section>
      <div className={styles.actions}>
        <MainButton
          disabled={soldOut || chosen < min || chosen > max}
          onClick={() => void navigate(href(screen.mounthlyNotarize, { parkId, startDate: chosen }))}
        >
          下一步：填写申请材料
        </MainButton>
      </div>
    </div>
  );
}
