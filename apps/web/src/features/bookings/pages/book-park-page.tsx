import { BERTH_TYPE_TEXT, formatFen, type BookPackage } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BottomButton } from '../../../components/bottom-button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { href } from '../../../lib/paths';
import { ParkTypeParam } from '../../../lib/map-links';
import { berthTypesQuery, packagesQuery, recommendBerthQuery } from '../api/bookings';
import { BookParkSkeleton } from '../components/booking-skeletons';
import { RowChoice } from '../components/row-choice';
import styles from '../components/bookings.module.css';
import { draftPath, BookingPaths } from '../lib/booking-paths';
import { arrivalChoices } from '../lib/times';
import * as screen from '../../../lib/screen-paths.gen';

/** /bookParks/index?parkId (预约停车): the berth type, the arrival time and the rules, then the plate. */
export default function BookParkPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const parkId = search.get('parkId') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(parkId)) {
    return (
      <PageState
        title="请选择要预约的停车场"
        description="在地图中筛选“可预约”的停车场，打开后点“预约车位”"
        action={{
          text: '在地图中选择',
          onClick: () => void navigate(href(screen.map, { parkType: ParkTypeParam.BOOK })),
        }}
      />
    );
  }
  return <Choose parkId={parkId} />;
}

function Choose({ parkId }: { parkId: string }) {
  const navigate = useNavigate();
  const info = useQuery(packagesQuery(parkId));
  const [packageId, setPackageId] = useState<string>();
  const [startAt, setStartAt] = useState<string>();
  // The choices are fixed when the screen opens (a state initialiser runs once).
  const [times] = useState(() => arrivalChoices(Date.now()));
  const start = startAt ?? times[0]!.toISOString();
  // Free spaces per type for the chosen arrival, and the type offered first; the packages show while they load.
  const free = useQuery(berthTypesQuery(parkId, start));
  const recommended = useQuery(recommendBerthQuery(parkId));
  if (!info.isSuccess) return <QueryState query={info} failed="预约信息加载失败" loading={<BookParkSkeleton />} />;
  const { packages } = info.data;
  if (packages.length === 0) return <PageState title="该停车场暂未开放预约" />;
  const freeOf = (id: string) => free.data?.results.find((r) => r.packageId === id)?.freeSpaces;
  const preferred = packageId ?? recommended.data?.berth?.packageId;
  const chosen: BookPackage = packages.find((p) => p.packageId === preferred) ?? packages[0]!;
  const chosenFull = freeOf(chosen.packageId) === 0;

  return (
    <div className={styles.page}>
      <Section title={info.data.parkName}>
        <p className={styles.muted}>{info.data.parkAddr}</p>
      </Section>
      <Section title="车位类型">
        <RowChoice label="车位类型" items={packages} keyOf={(p) => p.packageId} chosen={chosen} onChoose={setPackageId}>
          {(p) => (
            <>
              <span>
                {BERTH_TYPE_TEXT[p.berthType]}
                <span className={styles.muted}>
                  {freeOf(p.packageId) === undefined
                    ? ` · 共 ${p.totalSpaces} 个`
                    : ` · 可预约 ${freeOf(p.packageId)}/${p.totalSpaces} 个`}
                </span>
              </span>
              <span className={styles.money}>预约金 {formatFen(p.depositFen)}</span>
            </>
          )}
        </RowChoice>
      </Section>
      <Section title="预计到达时间">
        <ul className={styles.choices} role="radiogroup" aria-label="预计到达时间">
          {times.map((t, i) => (
            <li key={t.toISOString()}>
              <button
                type="button"
                role="radio"
                aria-checked={start === t.toISOString()}
                className={styles.choice}
                onClick={() => setStartAt(t.toISOString())}
              >
                {i === 0 ? '现在' : formatShanghaiMinute(t).slice(11)}
              </button>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          车位保留至 {formatShanghaiMinute(new Date(Date.parse(start) + chosen.holdMinutes * 60_000))}
        </p>
      </Section>
      <Section title="预约须知">
        <ul className={styles.rules}>
          {chosen.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
      {chosenFull && <p className={styles.note}>该时段此类车位已约满，请换个时间或车位类型</p>}
      <BottomButton
        disabled={chosenFull}
        onClick={() =>
          void navigate(draftPath(BookingPaths.PLATE, { parkId, packageId: chosen.packageId, startAt: start }))
        }
      >
        下一步：选择车牌
      </BottomButton>
    </div>
  );
}
