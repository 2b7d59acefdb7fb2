import { bookingsQuery } from './api/bookings';
import type { Screen } from '../../lib/screen';
import type { BookingDraft } from './lib/booking-paths';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    bookParksIndex: BookingDraft;
    bookParksPlate: BookingDraft;
    bookParksPay: BookingDraft;
    bookParksResult: { bookingId: string; cancelled?: 1 };
    bookRecordDetail: { bookingId: string };
    lockDetail: { lockId: string };
  }
}

/** Bookings and parking locks (spec section 2, Other parking; decision 038), all for a logged-in driver. */
export const bookingsScreens: Screen[] = [
  {
    path: '/bookParks/index',
    group: 'bookings',
    frame: true,
    page: () => import('./pages/book-park-page'),
    meta: { title: '预约停车', needLogin: true },
  },
  {
    path: '/bookParks/plate',
    group: 'bookings',
    page: () => import('./pages/book-plate-page'),
    meta: { title: '选择车牌', needLogin: true },
  },
  {
    path: '/bookParks/pay',
    group: 'bookings',
    page: () => import('./pages/book-pay-page'),
    meta: { title: '支付预约金', needLogin: true },
  },
  {
    path: '/bookParks/result',
    group: 'bookings',
    page: () => import('./pages/book-result-page'),
    meta: { title: '预约结果', needLogin: true },
  },
  {
    path: '/bookRecord',
    group: 'bookings',
    frame: true,
    page: () => import('./pages/book-record-page'),
    meta: { title: '预约记录', needLogin: true },
    // An entry of 我的: the list's call starts while the page's code is still arriving.
    prefetch: ({ client }) => void client.prefetchInfiniteQuery(bookingsQuery()),
  },
  {
    path: '/bookRecordDetail',
    group: 'bookings',
    page: () => import('./pages/book-record-detail-page'),
    meta: { title: '预约详情', needLogin: true },
  },
  {
    path: '/lockControl',
    group: 'bookings',
    frame: true,
    page: () => import('./pages/lock-control-page'),
    meta: { title: '我的地锁', needLogin: true },
  },
  {
    path: '/lockDetail',
    group: 'bookings',
    page: () => import('./pages/lock-detail-page'),
    meta: { title: '地锁详情', needLogin: true },
  },
];
