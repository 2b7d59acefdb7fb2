import type { Screen } from '../../lib/screen';

/** The remaining monthly-plan screens (decision 048): rules across parks, application steps, renewal, history. */
export const bagMoreScreens: Screen[] = [
  {
    path: '/nearbyBagRules',
    group: 'bagMore',
    page: () => import('./pages/nearby-bag-rules-page'),
    meta: { title: '多停车场通用月卡' },
  },
  {
    path: '/suitParking',
    group: 'bagMore',
    page: () => import('./pages/suit-parking-page'),
    meta: { title: '适用停车场' },
  },
  {
    path: '/monthlyRuleNotice',
    group: 'bagMore',
    page: () => import('./pages/monthly-rule-notice-page'),
    meta: { title: '月卡办理须知' },
  },
  {
    path: '/submitSuccess',
    group: 'bagMore',
    page: () => import('./pages/submit-success-page'),
    meta: { title: '提交成功', needLogin: true },
  },
  {
    path: '/monthlyMaterial',
    group: 'bagMore',
    page: () => import('./pages/monthly-material-page'),
    meta: { title: '申请材料', needLogin: true },
  },
  {
    path: '/mounthlyEdit',
    group: 'bagMore',
    page: () => import('./pages/mounthly-edit-page'),
    meta: { title: '修改申请', needLogin: true },
  },
  {
    path: '/myMounthlyPay',
    group: 'bagMore',
    page: () => import('./pages/my-mounthly-pay-page'),
    meta: { title: '月卡支付', needLogin: true },
  },
  {
    path: '/mounthlyRenew',
    group: 'bagMore',
    page: () => import('./pages/mounthly-renew-page'),
    meta: { title: '月卡续费', needLogin: true },
  },
  {
    path: '/renew',
    group: 'bagMore',
    page: () => import('./pages/renew-page'),
    meta: { title: '续费', needLogin: true },
  },
  {
    path: '/mounthPayList',
    group: 'bagMore',
    page: () => import('./pages/mounth-pay-list-page'),
    meta: { title: '缴费记录', needLogin: true },
  },
  {
    path: '/choiceSelf',
    group: 'bagMore',
    page: () => import('./pages/choice-self-page'),
    meta: { title: '选择车辆', needLogin: true },
  },
  {
    path: '/balanceParks',
    group: 'bagMore',
    page: () => import('./pages/balance-parks-page'),
    meta: { title: '余额适用停车场' },
  },
  {
    path: '/suitBalanceParks',
    group: 'bagMore',
    page: () => import('./pages/suit-balance-parks-page'),
    meta: { title: '搜索停车场' },
  },
  {
    path: '/bookingNotarize',
    group: 'bagMore',
    page: () => import('./pages/booking-notarize-page'),
    meta: { title: '预约办理', needLogin: true },
  },
  {
    path: '/bookingSuccess',
    group: 'bagMore',
    page: () => import('./pages/booking-success-page'),
    meta: { title: '预约成功', needLogin: true },
  },
  // The landing page of a park's monthly-plan QR code (decision 055): signed out allowed.
  {
    path: '/H5Mounth',
    group: 'bagMore',
    frame: true,
    page: () => import('./pages/h5-mounth-page'),
    meta: { title: '月卡办理' },
  },
  // Topping up a 储值卡 (decision 055).
  {
    path: '/mounthlyTopUp',
    group: 'bagMore',
    page: () => import('./pages/mounthly-top-up-page'),
    meta: { title: '储值卡充值', needLogin: true },
  },
];
