import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    chargeStationDetail: { stationId: string };
    chargingPage: { gunNo: string; couponId?: string };
    chargingChoiceCoupon: { gunNo: string; couponId?: string };
    chargingResults: { orderNo: string };
    chargeBillDetail: { orderNo: string };
    changeCardPassword: { cardNo: string };
    occupyBillDetail: { orderNo: string };
    occupyPayResult: { orderNo: string };
    /** The order started (orderNo), or the payment that starts it (payOrderNo). */
    chargingPageResult: { orderNo: string } | { payOrderNo: string };
  }
}

/** Charging (spec section 2, issue 16): a station's guns, a scanned gun, live progress, bills, occupation fees. */
export const chargingScreens: Screen[] = [
  {
    path: '/chargeStationDetail',
    group: 'charging',
    page: () => import('./pages/station-detail-page'),
    meta: { title: '充电站详情' },
  },
  {
    path: '/chargingPage',
    group: 'charging',
    page: () => import('./pages/charging-page'),
    meta: { title: '扫码充电', needLogin: true },
  },
  {
    path: '/chargingResults',
    group: 'charging',
    page: () => import('./pages/charging-results-page'),
    meta: { title: '充电详情', needLogin: true },
  },
  {
    path: '/chargeBillManage',
    group: 'charging',
    frame: true,
    page: () => import('./pages/bill-manage-page'),
    meta: { title: '充电订单', needLogin: true },
  },
  {
    path: '/chargeBillDetail',
    group: 'charging',
    page: () => import('./pages/bill-detail-page'),
    meta: { title: '充电账单', needLogin: true },
  },
  {
    path: '/chargeOccupation',
    group: 'charging',
    frame: true,
    page: () => import('./pages/occupation-page'),
    meta: { title: '占位订单', needLogin: true },
  },
  // Charging without the app (decision 045): plug-and-charge VINs, charging cards.
  {
    path: '/chargingVinManage',
    group: 'charging',
    frame: true,
    page: () => import('./pages/vin-manage-page'),
    meta: { title: '即插即充', needLogin: true },
  },
  {
    path: '/chargingVinAdd',
    group: 'charging',
    page: () => import('./pages/vin-add-page'),
    meta: { title: '添加车架号', needLogin: true },
  },
  {
    path: '/chargingCard',
    group: 'charging',
    frame: true,
    page: () => import('./pages/card-page'),
    meta: { title: '充电卡', needLogin: true },
  },
  {
    path: '/changeCardPassword',
    group: 'charging',
    page: () => import('./pages/change-card-password-page'),
    meta: { title: '修改卡密码', needLogin: true },
  },
  // Occupation orders, the start's result, coupons on charging (decision 046).
  {
    path: '/occupyBillList',
    group: 'charging',
    page: () => import('./pages/occupy-bill-list-page'),
    meta: { title: '占位订单', needLogin: true },
  },
  {
    path: '/occupyBillDetail',
    group: 'charging',
    page: () => import('./pages/occupy-bill-detail-page'),
    meta: { title: '占位订单详情', needLogin: true },
  },
  {
    path: '/occupyPayResult',
    group: 'charging',
    page: () => import('./pages/occupy-pay-result-page'),
    meta: { title: '支付结果', needLogin: true },
  },
  {
    path: '/chargingPageResult',
    group: 'charging',
    page: () => import('./pages/charging-page-result-page'),
    meta: { title: '启动结果', needLogin: true },
  },
  {
    path: '/chargingChoiceCoupon',
    group: 'charging',
    page: () => import('./pages/charging-choice-coupon-page'),
    meta: { title: '选择优惠券', needLogin: true },
  },
];
