import { bookingsQuery } from '../../features/reservations/api/reservations';
import type { AppRoute } from '../first-routes';

/** Reservations and parking locks (spec section 2, Other parking; decision 038), all for a logged-in driver. */
export const reservationsRoutes: AppRoute[] = [
  {
    path: '/bookParks/index',
    page: () => import('../../features/reservations/pages/book-park-page'),
    title: '预约停车',
  },
  {
    path: '/bookParks/plate',
    page: () => import('../../features/reservations/pages/book-plate-page'),
    title: '选择车牌',
  },
  {
    path: '/bookParks/pay',
    page: () => import('../../features/reservations/pages/book-pay-page'),
    title: '支付预约金',
  },
  {
    path: '/bookParks/result',
    page: () => import('../../features/reservations/pages/book-result-page'),
    title: '预约结果',
  },
  {
    path: '/bookRecord',
    page: () => import('../../features/reservations/pages/book-record-page'),
    title: '预约记录',
    // An entry of 我的: the list's call starts while the page's code is still arriving.
    prefetch: ({ client }: Parameters<NonNullable<AppRoute['prefetch']>>[0]) =>
      void client.prefetchInfiniteQuery(bookingsQuery()),
  },
  {
    path: '/bookRecordDetail',
    page: () => import('../../features/reservations/pages/book-record-detail-page'),
    title: '预约详情',
  },
  {
    path: '/lockControl',
    page: () => import('../../features/reservations/pages/lock-control-page'),
    title: '我的地锁',
  },
  { path: '/lockDetail', page: () => import('../../features/reservations/pages/lock-detail-page'), title: '地锁详情' },
].map(({ title, ...route }) => ({ ...route, meta: { title, needLogin: true } }));
