import type { AppRoute } from '../first-routes';

/** The remaining monthly-plan screens (decision 048): rules across parks, application steps, renewal, history. */
export const bagMoreRoutes: AppRoute[] = [
  {
    path: '/nearbyBagRules',
    page: () => import('../../features/bag/pages/nearby-bag-rules-page'),
    meta: { title: '多停车场通用月卡' },
  },
  {
    path: '/suitParking',
    page: () => import('../../features/bag/pages/suit-parking-page'),
    meta: { title: '适用停车场' },
  },
  {
    path: '/monthlyRuleNotice',
    page: () => import('../../features/bag/pages/monthly-rule-notice-page'),
    meta: { title: '月卡办理须知' },
  },
  {
    path: '/submitSuccess',
    page: () => import('../../features/bag/pages/submit-success-page'),
    meta: { title: '提交成功', needLogin: true },
  },
  {
    path: '/monthlyMaterial',
    page: () => import('../../features/bag/pages/monthly-material-page'),
    meta: { title: '申请材料', needLogin: true },
  },
  {
    path: '/mounthlyEdit',
    page: () => import('../../features/bag/pages/mounthly-edit-page'),
    meta: { title: '修改申请', needLogin: true },
  },
  {
    path: '/myMounthlyPay',
    page: () => import('../../features/bag/pages/my-mounthly-pay-page'),
    meta: { title: '月卡支付', needLogin: true },
  },
  {
    path: '/mounthlyRenew',
    page: () => import('../../features/bag/pages/mounthly-renew-page'),
    meta: { title: '月卡续费', needLogin: true },
  },
  {
    path: '/renew',
    page: () => import('../../features/bag/pages/renew-page'),
    meta: { title: '续费', needLogin: true },
  },
  {
    path: '/mounthPayList',
    page: () => import('../../features/bag/pages/mounth-pay-list-page'),
    meta: { title: '缴费记录', needLogin: true },
  },
  {
    path: '/choiceSelf',
    page: () => import('../../features/bag/pages/choice-self-page'),
    meta: { title: '选择车辆', needLogin: true },
  },
  {
    path: '/balanceParks',
    page: () => import('../../features/bag/pages/balance-parks-page'),
    meta: { title: '余额适用停车场' },
  },
  {
    path: '/suitBalanceParks',
    page: () => import('../../features/bag/pages/suit-balance-parks-page'),
    meta: { title: '搜索停车场' },
  },
  {
    path: '/bookingNotarize',
    page: () => import('../../features/bag/pages/booking-notarize-page'),
    meta: { title: '预约办理', needLogin: true },
  },
  {
    path: '/bookingSuccess',
    page: () => import('../../features/bag/pages/booking-success-page'),
    meta: { title: '预约成功', needLogin: true },
  },
  // The landing page of a park's monthly-plan QR code (decision 055): signed out allowed.
  {
    path: '/H5Mounth',
    page: () => import('../../features/bag/pages/h5-mounth-page'),
    meta: { title: '月卡办理' },
  },
  // Topping up a 储值卡 (decision 055).
  {
    path: '/mounthlyTopUp',
    page: () => import('../../features/bag/pages/mounthly-top-up-page'),
    meta: { title: '储值卡充值', needLogin: true },
  },
];
