import type { Screen } from '../../lib/screen';

/** An order's pages are opened with the order's reference. */
type OrderRef = { uniqueId: string; parkId: string };

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    orderRecord: { requestType: number };
    orderRecordDetail: OrderRef;
    parkingRecordDetail: OrderRef;
    billComplain: OrderRef;
    billComplainDetail: OrderRef;
  }
}

/** The parking records, bills and road parking pages (spec section 2), all for a logged-in driver. */
export const parkingScreens: Screen[] = [
  {
    path: '/orderRecord',
    group: 'parking',
    frame: true,
    page: () => import('./pages/order-record-page'),
    meta: { title: '停车订单', needLogin: true },
  },
  {
    path: '/orderRecordDetail',
    group: 'parking',
    page: () => import('./pages/order-record-detail-page'),
    meta: { title: '订单详情', needLogin: true },
  },
  {
    path: '/parkingRecord',
    group: 'parking',
    frame: true,
    page: () => import('./pages/parking-record-page'),
    meta: { title: '停车记录', needLogin: true },
  },
  {
    path: '/parkingRecordDetail',
    group: 'parking',
    page: () => import('./pages/parking-record-detail-page'),
    meta: { title: '停车记录详情', needLogin: true },
  },
  {
    path: '/billRecord',
    group: 'parking',
    page: () => import('./pages/bill-record-page'),
    meta: { title: '账单记录', needLogin: true },
  },
  {
    path: '/billComplain',
    group: 'parking',
    page: () => import('./pages/bill-complain-page'),
    meta: { title: '账单申诉', needLogin: true },
  },
  {
    path: '/billComplainDetail',
    group: 'parking',
    page: () => import('./pages/bill-complain-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/roadParking',
    group: 'parking',
    frame: true,
    page: () => import('./pages/road-parking-redirect-page'),
    meta: { title: '路内停车', needLogin: true },
  },
  {
    path: '/roadParking/index',
    group: 'parking',
    frame: true,
    page: () => import('./pages/road-parking-page'),
    meta: { title: '路内停车', needLogin: true },
  },
  {
    path: '/roadParking/palteList',
    group: 'parking',
    page: () => import('./pages/road-plate-list-page'),
    meta: { title: '我的车牌', needLogin: true },
  },
  {
    path: '/roadParking/parkingList',
    group: 'parking',
    page: () => import('./pages/road-parking-list-page'),
    meta: { title: '路内停车记录', needLogin: true },
  },
  {
    path: '/roadParking/addCar',
    group: 'parking',
    page: () => import('./pages/road-add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
];
