import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** Coupons (features/coupons, decision 039): the driver's wallet, choosing one at payment, scanning a merchant's QR code, and the merchant pages. */
const couponPage = () => import('../../features/coupons/pages/discount-page');
const opensPage = () => import('../../features/coupons/pages/opens-page');
export const couponsRoutes: AppRoute[] = [
  ...['', '/unused', '/used', '/past'].map((tab) => ({
    path: `${Paths.COUPONS}${tab}`,
    page: couponPage,
    meta: { title: '我的优惠券', needLogin: true },
  })),
  {
    path: '/choiceDiscountPage',
    page: () => import('../../features/coupons/pages/choice-discount-page'),
    meta: { title: '选择优惠券', needLogin: true },
  },
  {
    path: '/scanQRCode',
    page: () => import('../../features/coupons/pages/scan-qr-code-page'),
    meta: { title: '领取停车券', needLogin: true },
  },
  {
    path: '/scanQRCodeAddCar',
    page: () => import('../../features/coupons/pages/scan-add-car-page'),
    meta: { title: '绑定车辆', needLogin: true },
  },
  {
    path: '/scanQRCodeSuccess',
    page: () => import('../../features/coupons/pages/scan-success-page'),
    meta: { title: '领取成功', needLogin: true },
  },
  {
    path: '/scanQRCodeFailed',
    page: () => import('../../features/coupons/pages/scan-failed-page'),
    meta: { title: '领取失败' },
  },
  {
    path: '/chargingScanQRCode',
    page: () => import('../../features/coupons/pages/charging-scan-qr-code-page'),
    meta: { title: '领取充电券', needLogin: true },
  },
  {
    path: '/merchantManageList',
    page: () => import('../../features/coupons/pages/merchant-manage-list-page'),
    meta: { title: '商户管理', needLogin: true },
  },
  {
    path: '/merchantManage',
    page: () => import('../../features/coupons/pages/merchant-manage-page'),
    meta: { title: '停车券管理', needLogin: true },
  },
  {
    path: '/buyCouponsList',
    page: () => import('../../features/coupons/pages/buy-coupons-list-page'),
    meta: { title: '购买停车券', needLogin: true },
  },
  {
    path: '/buyCoupons',
    page: () => import('../../features/coupons/pages/buy-coupons-page'),
    meta: { title: '购买停车券', needLogin: true },
  },
  {
    path: '/buyCouponsReslut',
    page: () => import('../../features/coupons/pages/buy-coupons-result-page'),
    meta: { title: '购买结果', needLogin: true },
  },
  {
    path: '/buyCouponsRecord',
    page: () => import('../../features/coupons/pages/buy-coupons-record-page'),
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
  ].map((path) => ({ path, page: opensPage, meta: { title: '', needLogin: true } })),
  {
    path: '/showQRcode',
    page: () => import('../../features/coupons/pages/show-qr-code-page'),
    meta: { title: '出示二维码', needLogin: true },
  },
  // Merchant staff's detail reads (decision 053).
  {
    path: '/couponsDetail',
    page: () => import('../../features/coupons/pages/coupons-detail-page'),
    meta: { title: '停车券详情', needLogin: true },
  },
  {
    path: '/parkingDetail',
    page: () => import('../../features/coupons/pages/parking-detail-page'),
    meta: { title: '停车详情', needLogin: true },
  },
];
