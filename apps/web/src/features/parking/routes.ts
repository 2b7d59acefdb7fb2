import type { AppRoute } from '../../app/routes';

const login = { needLogin: true };

/** The parking records, bills and road parking pages (spec section 2), all for a logged-in driver. */
export const parkingRoutes: readonly AppRoute[] = [
  { path: '/orderRecord', page: () => import('./pages/order-record-page'), meta: { title: '停车订单', ...login } },
  {
    path: '/orderRecordDetail',
    page: () => import('./pages/order-record-detail-page'),
    meta: { title: '订单详情', ...login },
  },
  { path: '/parkingRecord', page: () => import('./pages/parking-record-page'), meta: { title: '停车记录', ...login } },
  {
    path: '/parkingRecordDetail',
    page: () => import('./pages/parking-record-detail-page'),
    meta: { title: '停车记录详情', ...login },
  },
  { path: '/billRecord', page: () => import('./pages/bill-record-page'), meta: { title: '账单记录', ...login } },
  { path: '/billComplain', page: () => import('./pages/bill-complain-page'), meta: { title: '账单申诉', ...login } },
  {
    path: '/billComplainDetail',
    page: () => import('./pages/bill-complain-detail-page'),
    meta: { title: '申诉详情', ...login },
  },
  {
    path: '/roadParking',
    page: () => import('./pages/road-parking-redirect-page'),
    meta: { title: '路内停车', ...login },
  },
  {
    path: '/roadParking/index',
    page: () => import('./pages/road-parking-page'),
    meta: { title: '路内停车', ...login },
  },
  {
    path: '/roadParking/palteList',
    page: () => import('./pages/road-plate-list-page'),
    meta: { title: '我的车牌', ...login },
  },
  {
    path: '/roadParking/parkingList',
    page: () => import('./pages/road-parking-list-page'),
    meta: { title: '路内停车记录', ...login },
  },
  {
    path: '/roadParking/addCar',
    page: () => import('./pages/road-add-car-page'),
    meta: { title: '添加车辆', ...login },
  },
];
