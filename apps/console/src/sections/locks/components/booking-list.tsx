import {
  BOOKING_STATE_TEXT,
  BOOKING_STATES,
  formatFen,
  OperatorBookingsQuery,
  ReservationOperatorOps,
  type OperatorBooking,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../api/client';
import { DeskTable, FilterBar, useDeskList, SelectFilter } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { RefundButton } from '../../refunds/components/refund-button';
import { lockKeys } from '../api/locks';
import { BookingDetailButton, BookingDrawer } from './booking-drawer';
import { optionsOf } from '../../../lib/options';
import { ParkFilter } from '../../parks/components/park-select';

const BookingFilter = OperatorBookingsQuery.pick({ parkId: true, state: true });

/** The dealer's bookings by park and state, newest first (filters in the URL, paged on the server). */
export function BookingList() {
  const list = useDeskList({
    schema: BookingFilter,
    query: (filters, paging) =>
      queryOptions({
        queryKey: [...lockKeys.bookings, filters, paging],
        queryFn: () => api.call(ReservationOperatorOps.bookings, { query: { ...filters, ...paging } }),
      }),
  });
  return (
    <>
      <FilterBar list={list} name="bookings">
        <ParkFilter width={240} />
        <SelectFilter name="state" label="状态" width={160} options={optionsOf(BOOKING_STATES, BOOKING_STATE_TEXT)} />
      </FilterBar>
      <DeskTable<typeof BookingFilter, OperatorBooking>
        list={list}
        rowKey="bookingId"
        emptyText="没有符合条件的预约"
        columns={[
          { title: '车场', dataIndex: 'parkName' },
          { title: '车位', dataIndex: 'spaceCode' },
          { title: '车牌', dataIndex: 'formatPlateNo' },
          { title: '状态', dataIndex: 'stateText' },
          { title: '开始', dataIndex: 'startAt', render: (at: string) => formatTime(at) },
          { title: '保留至', dataIndex: 'holdUntil', render: (at: string) => formatTime(at) },
          { title: '定金', dataIndex: 'depositFen', render: (f: number) => formatFen(f) },
          { title: '退款', dataIndex: 'refundFen', render: (f: number) => formatFen(f) },
          { title: '说明', dataIndex: 'note', render: (n: string | null) => n ?? '' },
          {
            title: '操作',
            width: 140,
            render: (_, b) => (
              <>
                <BookingDetailButton booking={b} />
                {b.orderNo && b.depositFen > 0 ? (
                  <RefundButton orderNo={b.orderNo} label={`退款 ${b.formatPlateNo} ${b.spaceCode}`} />
                ) : null}
              </>
            ),
          },
        ]}
      />
      <BookingDrawer />
    </>
  );
}
