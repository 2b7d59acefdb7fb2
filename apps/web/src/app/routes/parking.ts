import type { AppRoute } from '../first-routes';

/** The parking records, bills and road parking pages (spec section 2), all for a logged-in driver. */
export const parkingRoutes: AppRoute[] = [
  {
    path: '/orderRecord',
    page: () => import('../../features/parking/pages/order-record-page'),
    meta: { title: '停车订单', needLogin: true },
  },
  {
    path: '/orderRecordDetail',
    page: () => import('../../features/parking/pages/order-record-detail-page'),
    meta: { title: '订单详情', needLogin: true },
  },
  {
    path: '/parkingRecord',
    page: () => import('../../features/parking/pages/parking-record-page'),
    meta: { title: '停车记录', needLogin: true },
  },
  {
    path: '/parkingRecordDetail',
    page: () => import('../../features/parking/pages/parking-record-detail-page'),
    meta: { title: '停车记录详情', needLogin: true },
  },
  {
    path: '/billRecord',
    page: () => import('../../features/parking/pages/bill-record-page'),
    meta: { title: '账单记录', needLogin: true },
  },
  {
    path: '/billComplain',
    page: () => import('../../features/parking/pages/bill-complain-page'),
    meta: { title: '账单申诉', needLogin: true },
  },
  {
    path: '/billComplainDetail',
    page: () => import('../../features/parking/pages/bill-complain-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/roadParking',
    page: () => import('../../features/parking/pages/road-parking-redirect-page'),
    meta: { title: '路内停车', needLogin: true },
  },
  {
    path: '/roadParking/index',
    page: () => import('../../features/parking/pages/road-parking-page'),
    meta: { title: '路内停车', needLogin: true },
  },
  {
    path: '/roadParking/palteList',
    page: () => import('../../features/parking/pages/road-plate-list-page'),
    meta: { title: '我的车牌', needLogin: true },
  },
  {
    path: '/roadParking/parkingList',
    page: () => import('../../features/parking/pages/road-parking-list-page'),
    meta: { title: '路内停车记录', needLogin: true },
  },
  {
    path: '/roadParking/addCar',
    page: () => import('../../features/parking/pages/road-add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
];
