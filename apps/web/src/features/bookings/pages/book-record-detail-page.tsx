import { formatFen, type Booking } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Paths } from '../../../lib/paths';
import { Facts, Section } from '../../../components/section';
import { bookingQuery, cancelPreviewQuery, useCancelBooking } from '../api/bookings';
import styles from '../components/bookings.module.css';
import { useNow } from '../../../lib/use-now';
import { draftPath, lockDetailPath, BookingPaths } from '../lib/booking-paths';
import { countdown } from '../lib/times';

/** Where the deposit's refund stands (cancel, the guarantee, or the surplus over the stay's fee). */
const REFUND_STATE_TEXT: Record<Booking['refundState'], string> = {
  none: '原路退回',
  pending: '退款中，将原路退回',
  succeeded: '已原路退回',
  failed: '退款遇到问题，客服将尽快处理',
};

/** /bookRecordDetail?bookingId (预约详情): the booking, its countdown, the lock, cancel with the exact refund first. */
export default function BookRecordDetailPage() {
  const [search] = useSearchParams();
  const bookingId = search.get('bookingId') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(bookingId)) return <PageState title="预约不存在" description="链接缺少预约编号" />;
  return <Detail bookingId={bookingId} />;
}

function Detail({ bookingId }: { bookingId: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const now = useNow();
  const q = useQuery(bookingQuery(bookingId));
  const cancel = useCancelBooking();
  if (!q.isSuccess) return <QueryState query={q} failed="预约详情加载失败" />;
  const b = q.data;

  async function askCancel() {
    const preview = await client.fetchQuery(cancelPreviewQuery(bookingId));
    if (!preview.cancellable) {
      installedEffects.toast(preview.text);
      return;
    }
    const ok = await installedEffects.confirm({
      title: '取消预约',
      content: `${preview.text}。确定取消吗？`,
      confirmText: '确定取消',
      cancelText: '再想想',
    });
    if (!ok) return;
    await cancel.mutateAsync({ bookingId, expectedRefundFen: preview.refundFen });
    installedEffects.toast(preview.refundFen > 0 ? `已取消，${formatFen(preview.refundFen)} 将原路退回` : '已取消', {
      success: true,
    });
  }

  const rows: [string, string][] = [
    ['停车场', b.parkName],
    ['车位', `${b.berthTypeText} ${b.spaceCode}`],
    ['车牌号', b.formatPlateNo],
    ['预计到达', formatShanghaiMinute(b.startAt)],
    ['保留至', formatShanghaiMinute(b.holdUntil)],
    ['预约金', formatFen(b.depositFen)],
  ];
  if (b.appliedFen > 0) rows.push(['已抵扣停车费', formatFen(b.appliedFen)]);
  if (b.refundFen > 0) rows.push(['退还', `${formatFen(b.refundFen)}（${REFUND_STATE_TEXT[b.refundState]}）`]);
  if (b.orderNo) rows.push(['支付单号', b.orderNo]);
  const left = b.state === 'booked' ? (countdown(now, b.startAt) ?? countdown(now, b.holdUntil)) : undefined;

  return (
    <div className={styles.page}>
      {b.note && (
        <p className={styles.note} role="note">
          {b.note}
        </p>
      )}
      {b.couponId && (
        <Section title="补偿停车券">
          <p className={styles.muted}>已放入“我的-优惠券”，停车缴费时可直接使用</p>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => void navigate(Paths.COUPONS)}>
              查看停车券
            </Button>
          </div>
        </Section>
      )}
      {b.alternative && <Alternative booking={b} />}
      <Section title={b.stateText}>
        {left && (
          <p className={styles.money}>{Date.parse(b.startAt) > now ? `距预约开始 ${left}` : `车位保留剩余 ${left}`}</p>
        )}
        <Facts rows={rows} />
        <div className={styles.actions}>
          {b.canControlLock && <Button onClick={() => void navigate(lockDetailPath(b.lockId))}>地锁控制</Button>}
          {b.cancellable && (
            <Button variant="outline" disabled={cancel.isPending} onClick={() => void askCancel()}>
              取消预约
            </Button>
          )}
        </div>
      </Section>
    </div>
  );
}

function Alternative({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const alt = booking.alternative!;
  return (
    <Section title="为您推荐附近停车场">
      <Facts
        rows={[
          ['停车场', alt.parkName],
          ['地址', alt.parkAddr],
          [
            '距离',
            alt.distanceMeters < 1000 ? `${alt.distanceMeters}m` : `${(alt.distanceMeters / 1000).toFixed(2)}km`,
          ],
        ]}
      />
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => void navigate(draftPath(BookingPaths.INDEX, { parkId: alt.parkId }))}>
          预约该停车场
        </Button>
      </div>
    </Section>
  );
}
