import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** Charging (spec section 2, issue 16): a station's guns, a scanned gun, live progress, bills, occupation fees. */
export const chargingRoutes: AppRoute[] = [
  {
    path: '/chargeStationDetail',
    page: () => import('../../features/charging/pages/station-detail-page'),
    meta: { title: '充电站详情' },
  },
  {
    path: '/chargingPage',
    page: () => import('../../features/charging/pages/charging-page'),
    meta: { title: '扫码充电', needLogin: true },
  },
  {
    path: '/chargingResults',
    page: () => import('../../features/charging/pages/charging-results-page'),
    meta: { title: '充电详情', needLogin: true },
  },
  {
    path: '/chargeBillManage',
    page: () => import('../../features/charging/pages/bill-manage-page'),
    meta: { title: '充电订单', needLogin: true },
  },
  {
    path: '/chargeBillDetail',
    page: () => import('../../features/charging/pages/bill-detail-page'),
    meta: { title: '充电账单', needLogin: true },
  },
  {
    path: Paths.CHARGE_OCCUPATION,
    page: () => import('../../features/charging/pages/occupation-page'),
    meta: { title: '占位订单', needLogin: true },
  },
  // Charging without the app (decision 045): plug-and-charge VINs, charging cards.
  {
    path: '/chargingVinManage',
    page: () => import('../../features/charging/pages/vin-manage-page'),
    meta: { title: '即插即充', needLogin: true },
  },
  {
    path: '/chargingVinAdd',
    page: () => import('../../features/charging/pages/vin-add-page'),
    meta: { title: '添加车架号', needLogin: true },
  },
  {
    path: '/chargingCard',
    page: () => import('../../features/charging/pages/card-page'),
    meta: { title: '充电卡', needLogin: true },
  },
  {
    path: '/changeCardPassword',
    page: () => import('../../features/charging/pages/change-card-password-page'),
    meta: { title: '修改卡密码', needLogin: true },
  },
  // Occupation orders, the start's result, coupons on charging (decision 046).
  {
    path: '/occupyBillList',
    page: () => import('../../features/charging/pages/occupy-bill-list-page'),
    meta: { title: '占位订单', needLogin: true },
  },
  {
    path: '/occupyBillDetail',
    page: () => import('../../features/charging/pages/occupy-bill-detail-page'),
    meta: { title: '占位订单详情', needLogin: true },
  },
  {
    path: '/occupyPayResult',
    page: () => import('../../features/charging/pages/occupy-pay-result-page'),
    meta: { title: '支付结果', needLogin: true },
  },
  {
    path: '/chargingPageResult',
    page: () => import('../../features/charging/pages/charging-page-result-page'),
    meta: { title: '启动结果', needLogin: true },
  },
  {
    path: '/chargingChoiceCoupon',
    page: () => import('../../features/charging/pages/charging-choice-coupon-page'),
    meta: { title: '选择优惠券', needLogin: true },
  },
];
