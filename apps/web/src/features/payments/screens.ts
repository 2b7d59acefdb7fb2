import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** A bill: its unique id and park (isArreas=1: paying arrears). */
    payPage: { uniqueId: string; parkId: string; isArreas?: 0 | 1 };
    /** A plate's bills (arrearsOnly=1: its arrears only), or all the driver's arrears. */
    multiPayPage: { plateNo?: string; plateColor?: string | number; arrearsOnly?: 0 | 1; parkId?: string };
    payResultPage: { orderNo: string; cancelled?: 1 };
    paySuccess: { orderNo: string };
    barrierRslt: { orderNo: string };
    thirdpaySuccess: { orderNo: string };
    thirdpayFail: { orderNo: string };
  }
}

/**
 * The payment flow (spec section 2, Payment): pay, results and the gate. In the first bundle (QR codes at exits,
 * wallets returning to the result pages) and embedded; anonymous except /arrearsPage.
 */
export const paymentsScreens: Screen[] = [
  {
    path: '/parkingPayPage',
    embedded: true,
    frame: true,
    page: () => import('./pages/parking-pay-page'),
    meta: { title: '停车缴费' },
  },
  {
    path: '/payPage',
    embedded: true,
    frame: true,
    page: () => import('./pages/pay-page'),
    meta: { title: '停车缴费' },
  },
  {
    path: '/multiPayPage',
    embedded: true,
    page: () => import('./pages/multi-pay-page'),
    meta: { title: '停车缴费' },
  },
  {
    path: '/scanPayPage',
    embedded: true,
    frame: true,
    page: () => import('./pages/scan-pay-page'),
    meta: { title: '出口缴费' },
  },
  {
    path: '/scanOverduePay',
    embedded: true,
    frame: true,
    page: () => import('./pages/scan-overdue-pay-page'),
    meta: { title: '欠费补缴' },
  },
  {
    path: '/arrearsPage',
    embedded: true,
    frame: true,
    page: () => import('./pages/arrears-page'),
    meta: { title: '欠费补缴', needLogin: true },
  },
  {
    path: '/payResultPage',
    embedded: true,
    page: () => import('./pages/pay-result-page'),
    meta: { title: '支付结果' },
  },
  {
    path: '/paySuccess',
    embedded: true,
    page: () => import('./pages/pay-success-page'),
    meta: { title: '支付结果' },
  },
  {
    path: '/BarrierRslt',
    embedded: true,
    page: () => import('./pages/barrier-result-page'),
    meta: { title: '出场结果' },
  },
  {
    path: '/thirdpay',
    embedded: true,
    page: () => import('./pages/third-pay-page'),
    meta: { title: '支付确认' },
  },
  {
    path: '/thirdpaySuccess',
    embedded: true,
    page: () => import('./pages/third-pay-success-page'),
    meta: { title: '支付结果' },
  },
  {
    path: '/thirdpayFail',
    embedded: true,
    page: () => import('./pages/third-pay-fail-page'),
    meta: { title: '支付结果' },
  },
];
