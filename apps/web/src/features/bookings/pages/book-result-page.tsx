import { formatFen, PaymentRoutes, type OrderStatus } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { bookingQuery } from '../api/bookings';
import styles from '../components/bookings.module.css';
import { bookingDetailPath, lockDetailPath } from '../lib/booking-paths';

/**
 * /bookParks/result?bookingId (预约结果): asks the server until the deposit is paid or the order closed. Back from a
 * hosted payment page it has the order number instead (?orderNo): the order's purchase names the booking.
 */
export default function BookResultPage() {
  const [search] = useSearchParams();
  const bookingId = search.get('bookingId') ?? '';
  const orderNo = search.get('orderNo') ?? '';
  const cancelled = search.get('cancelled') === '1';
  if (/^[0-9a-f-]{36}$/i.test(bookingId)) return <Result bookingId={bookingId} cancelled={cancelled} />;
  if (/^[0-9A-Za-z_-]{6,32}$/.test(orderNo)) return <FromOrder orderNo={orderNo} />;
  return <PageState title="预约不存在" description="链接缺少预约编号" />;
}

function FromOrder({ orderNo }: { orderNo: string }) {
  const order = useQuery({
    queryKey: ['payments', 'order', orderNo],
    queryFn: ({ signal }) => api.call(PaymentRoutes.payChargesSync, { params: { id: orderNo }, signal }),
  });
  if (!order.isSuccess) return <QueryState query={order} failed="支付结果加载失败" />;
  const ref = order.data.purchase?.ref;
  if (!ref) return <PageState title="预约不存在" description="该支付单不是预约订单" />;
  // Paid after the booking ended (it expired, or was cancelled meanwhile): the deposit goes back whole.
  const refused = order.data.purchase?.state === 'refused' ? order.data : undefined;
  return <Result bookingId={ref} cancelled={false} refused={refused} />;
}

const REFUSED_TEXT: Record<OrderStatus['refundState'], string> = {
  none: '定金将原路退回',
  pending: '定金将原路退回，退款处理中',
  succeeded: '定金已原路退回',
  failed: '退款遇到问题，客服将尽快处理',
};

function Result({
  bookingId,
  cancelled,
  refused,
}: {
  bookingId: string;
  cancelled: boolean;
  /** The order paid after the booking could no longer be had (its purchase refused). */
  refused?: OrderStatus | undefined;
}) {
  const navigate = useNavigate();
  const q = useQuery(bookingQuery(bookingId, { poll: true }));
  if (!q.isSuccess) return <QueryState query={q} failed="预约结果加载失败" />;
  const b = q.data;
  const booked = b.state === 'booked' || b.state === 'arrived';
  const panel = refused ? (
    // Booked by another payment first (this one came late), or ended before the money came in.
    <ResultPanel
      tone={booked ? 'success' : 'failure'}
      title={booked ? '预约成功' : '预约未成功'}
      amount={formatFen(refused.amountFen)}
    >
      <p className={styles.muted}>
        {booked ? '预约已由另一笔支付完成，本次' : '支付时预约已结束，'}
        {REFUSED_TEXT[refused.refundState]}
      </p>
    </ResultPanel>
  ) : b.state === 'pending' ? (
    <ResultPanel tone="waiting" title={cancelled ? '支付未完成' : '支付确认中…'} amount={formatFen(b.depositFen)}>
      <p className={styles.muted}>车位为您保留至订单关闭，可返回重新支付</p>
    </ResultPanel>
  ) : booked ? (
    <ResultPanel tone="success" title="预约成功" amount={formatFen(b.depositFen)} />
  ) : (
    <ResultPanel tone="failure" title={b.stateText}>
      {b.note && <p className={styles.muted}>{b.note}</p>}
    </ResultPanel>
  );
  return (
    <div className={styles.page}>
      {panel}
      <Section title="预约信息">
        <Facts
          rows={[
            ['停车场', b.parkName],
            ['车位', `${b.berthTypeText} ${b.spaceCode}`],
            ['车牌号', b.formatPlateNo],
            ['预计到达', formatShanghaiMinute(b.startAt)],
            ['保留至', formatShanghaiMinute(b.holdUntil)],
          ]}
        />
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => void navigate(bookingDetailPath(b.bookingId))}>
            查看预约
          </Button>
          {booked && <Button onClick={() => void navigate(lockDetailPath(b.lockId))}>地锁控制</Button>}
        </div>
      </Section>
    </div>
  );
}
