import { formatFen, ReservationOperatorOps, type OperatorBooking } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { formatTime } from '../../../lib/format';
import { lockKeys } from '../api/locks';
import { ErrorAlert } from '../../../components/error-alert';

/** Where a booking's deposit refund stands (the payments module's refund states). */
const REFUND_TEXT: Record<OperatorBooking['refundState'], string> = {
  none: '无退款',
  pending: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};

/** The booking opened from the list: its id in the URL (`booking=<id>`), so a link opens it. */
export const BOOKING_PARAM = 'booking';

/** 详情 on a row of the bookings list: opens the booking's drawer. */
export function BookingDetailButton({ booking }: { booking: OperatorBooking }) {
  const [, setParams] = useSearchParams();
  return (
    <Button
      type="link"
      size="small"
      aria-label={`详情 ${booking.formatPlateNo}`}
      onClick={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set(BOOKING_PARAM, booking.bookingId);
          return next;
        })
      }
    >
      详情
    </Button>
  );
}

/**
 * One booking by id (ReservationOperatorOps.booking, read again on open: its state may have moved since the list):
 * park, space and plate, the times, the deposit and what became of it — applied to the stay, refunded and how far —,
 * the order and stay it led to, and why it ended. The server refuses a booking of another park (a park manager's) or
 * another dealer; its message is shown.
 */
export function BookingDrawer() {
  const [params, setParams] = useSearchParams();
  const bookingId = params.get(BOOKING_PARAM);
  const booking = useQuery({
    queryKey: [...lockKeys.bookings, 'one', bookingId],
    queryFn: () => api.call(ReservationOperatorOps.booking, { params: { bookingId: bookingId! } }),
    enabled: bookingId !== null,
    retry: false,
  });
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(BOOKING_PARAM);
      return next;
    });
  const b = booking.data;
  return (
    <Drawer
      open={bookingId !== null}
      onClose={close}
      size={640}
      title={b ? `预约详情 · ${b.formatPlateNo}` : '预约详情'}
    >
      <ErrorAlert error={booking.error} />
      {booking.isPending && bookingId !== null && <Descriptions title="加载中…" />}
      {b && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="预约编号">{b.bookingId}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag>{b.stateText}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="车场">{b.parkName}</Descriptions.Item>
          <Descriptions.Item label="车位">{`${b.spaceCode}（${b.berthTypeText}，地锁 ${b.lockId}）`}</Descriptions.Item>
          <Descriptions.Item label="车牌">{b.formatPlateNo}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatTime(b.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="预约到达">{formatTime(b.startAt)}</Descriptions.Item>
          <Descriptions.Item label="车位保留至">{formatTime(b.holdUntil)}</Descriptions.Item>
          <Descriptions.Item label="预约结束">{formatTime(b.endAt)}</Descriptions.Item>
          <Descriptions.Item label="定金">{formatFen(b.depositFen)}</Descriptions.Item>
          <Descriptions.Item label="抵扣停车费">{formatFen(b.appliedFen)}</Descriptions.Item>
          <Descriptions.Item label="退款">{`${formatFen(b.refundFen)}（${REFUND_TEXT[b.refundState]}）`}</Descriptions.Item>
          <Descriptions.Item label="支付订单">{b.orderNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="停车记录">{b.stayId ?? '尚未入场'}</Descriptions.Item>
          {b.note && <Descriptions.Item label="说明">{b.note}</Descriptions.Item>}
          {b.alternative && (
            <Descriptions.Item label="推荐车场">{`${b.alternative.parkName}（${b.alternative.distanceMeters} 米）`}</Descriptions.Item>
          )}
          {b.couponId && <Descriptions.Item label="补偿优惠券">已发放</Descriptions.Item>}
        </Descriptions>
      )}
    </Drawer>
  );
}
