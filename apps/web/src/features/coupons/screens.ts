import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    choiceDiscountPage: { uniqueId: string; parkId: string; couponId: string; back: string };
    scanQRCode: { token: string };
    scanQRCodeAddCar: { token: string };
    scanQRCodeSuccess: { couponId: string };
    scanQRCodeFailed: { errMsg: string };
    merchantManage: { merchantId: string };
    showQRcode: { merchantId: string; batchId: string };
    buyCouponsList: { merchantId: string };
    buyCoupons: { merchantId: string; templateId: string };
    buyCouponsRecord: { merchantId: string };
    buyCouponsReslut: { orderNo: string };
    couponsDetail: { merchantId: string; batchId: string };
    parkingDetail: { merchantId: string; couponId: string };
  }
}

/** Coupons (features/coupons, decision 039): the driver's wallet, choosing one at payment, scanning a merchant's QR code, and the merchant pages. */
const couponPage = () => import('./pages/discount-page');
const opensPage = () => import('./pages/opens-page');
export const couponsScreens: Screen[] = [
  // The wallet and its three tabs: one page; the wallet (the first) is painted as its frame.
  ...['/discount', '/discount/unused', '/discount/used', '/discount/past'].map((path, tab) => ({
    path,
    group: 'coupons' as const,
    frame: tab === 0,
    page: couponPage,
    meta: { title: '我的优惠券', needLogin: true },
  })),
  {
    path: '/choiceDiscountPage',
    group: 'coupons',
    page: () => import('./pages/choice-discount-page'),
    meta: { title: '选择优惠券', needLogin: true },
  },
  {
    path: '/scanQRCode',
    group: 'coupons',
    page: () => import('./pages/scan-qr-code-page'),
    meta: { title: '领取停车券', needLogin: true },
  },
  {
    path: '/scanQRCodeAddCar',
    group: 'coupons',
    page: () => import('./pages/scan-add-car-page'),
    meta: { title: '绑定车辆', needLogin: true },
  },
  {
    path: '/scanQRCodeSuccess',
    group: 'coupons',
    page: () => import('./pages/scan-success-page'),
    meta: { title: '领取成功', needLogin: true },
  },
  {
    path: '/scanQRCodeFailed',
    group: 'coupons',
    page: () => import('./pages/scan-failed-page'),
    meta: { title: '领取失败' },
  },
  {
    path: '/chargingScanQRCode',
    group: 'coupons',
    page: () => import('./pages/charging-scan-qr-code-page'),
    meta: { title: '领取充电券', needLogin: true },
  },
  {
    path: '/merchantManageList',
    group: 'coupons',
    page: () => import('./pages/merchant-manage-list-page'),
    meta: { title: '商户管理', needLogin: true },
  },
  {
    path: '/merchantManage',
    group: 'coupons',
    page: () => import('./pages/merchant-manage-page'),
    meta: { title: '停车券管理', needLogin: true },
  },
  {
    path: '/buyCouponsList',
    group: 'coupons',
    page: () => import('./pages/buy-coupons-list-page'),
    meta: { title: '购买停车券', needLogin: true },
  },
  {
    path: '/buyCoupons',
    group: 'coupons',
    page: () => import('./pages/buy-coupons-page'),
    meta: { title: '购买停车券', needLogin: true },
  },
  {
    path: '/buyCouponsReslut',
    group: 'coupons',
    page: () => import('./pages/buy-coupons-result-page'),
    meta: { title: '购买结果', needLogin: true },
  },
  {
    path: '/buyCouponsRecord',
    group: 'coupons',
    page: () => import('./pages/buy-coupons-record-page'),
    meta: { title: '购买记录', needLogin: true },
  },
  // Spec routes that open another screen in the right state (decision 049).
  ...[
    '/giveCoupons',
    '/giveCouponsList',
    '/giveCouponsRecord',
    '/invoicePage',
    '/invalidCoupons',
    '/couponSuccess',
  ].map((path) => ({ path, group: 'coupons' as const, page: opensPage, meta: { title: '', needLogin: true } })),
  {
    path: '/showQRcode',
    group: 'coupons',
    page: () => import('./pages/show-qr-code-page'),
    meta: { title: '出示二维码', needLogin: true },
  },
  // Merchant staff's detail reads (decision 053).
  {
    path: '/couponsDetail',
    group: 'coupons',
    page: () => import('./pages/coupons-detail-page'),
    meta: { title: '停车券详情', needLogin: true },
  },
  {
    path: '/parkingDetail',
    group: 'coupons',
    page: () => import('./pages/parking-detail-page'),
    meta: { title: '停车详情', needLogin: true },
  },
];
