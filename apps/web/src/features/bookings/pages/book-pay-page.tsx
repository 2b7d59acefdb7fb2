import { BERTH_TYPE_TEXT, formatFen, formatPlateNo, type PayChannel } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BottomButton } from '../../../components/bottom-button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { Paths } from '../../../lib/paths';
import { ChannelChoice } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { packagesQuery } from '../api/bookings';
import styles from '../components/bookings.module.css';
import { useBook } from '../hooks/use-book';
import { draftOf } from '../lib/booking-paths';

/** /bookParks/pay (支付预约金): what is booked, the deposit and the pay channel. */
export default function BookPayPage() {
  const [search] = useSearchParams();
  const draft = draftOf(search);
  const { packageId, startAt, plateNo } = draft;
  if (!draft.parkId || !packageId || !startAt || !plateNo) return <PageState title="预约信息不完整，请重新选择" />;
  return <Pay draft={{ ...draft, packageId, startAt, plateNo }} />;
}

function Pay({
  draft,
}: {
  draft: ReturnType<typeof draftOf> & { packageId: string; startAt: string; plateNo: string };
}) {
  const navigate = useNavigate();
  const info = useQuery(packagesQuery(draft.parkId));
  const model = usePayModel();
  const { book, booking } = useBook();
  const [picked, setPicked] = useState<number | null>(null);
  if (!info.isSuccess) return <QueryState query={info} failed="预约信息加载失败" />;
  const pkg = info.data.packages.find((p) => p.packageId === draft.packageId);
  if (!pkg) return <PageState title="该预约套餐已下线" />;
  const channels = model.data?.channels ?? [];
  const channel = picked ?? model.data?.defaultChannel ?? null;
  const holdUntil = new Date(Date.parse(draft.startAt) + pkg.holdMinutes * 60_000);

  return (
    <div className={styles.page}>
      <Section title="预约信息">
        <Facts
          rows={[
            ['停车场', info.data.parkName],
            ['车位类型', BERTH_TYPE_TEXT[pkg.berthType]],
            ['车牌号', formatPlateNo(draft.plateNo)],
            ['预计到达', formatShanghaiMinute(draft.startAt)],
            ['保留至', formatShanghaiMinute(holdUntil)],
            ['预约金', <span className={styles.money}>{formatFen(pkg.depositFen)}</span>],
          ]}
        />
        <p className={styles.muted}>预约金入场后抵扣停车费；预约开始前取消全额退回。</p>
      </Section>
      <Section title="支付方式">
        <ChannelChoice
          pending={model.isPending}
          channels={channels}
          value={channel}
          onChange={setPicked}
          totalFen={pkg.depositFen}
          onTopUp={() => void navigate(Paths.ACCOUNT_BALANCE)}
        />
      </Section>
      <BottomButton
        loading={booking}
        disabled={channel === null}
        onClick={() => channel !== null && void book(draft, channel as PayChannel, pkg.depositFen)}
      >
        支付 {formatFen(pkg.depositFen)}
      </BottomButton>
    </div>
  );
}
