import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** A plan's parks, or a rule group's. */
    suitParking: { planId: string } | { groupId: string };
    monthlyRuleNotice: { parkId: string };
    submitSuccess: { applicationId: string };
    monthlyMaterial: { applicationId: string };
    mounthlyEdit: { applicationId: string };
    myMounthlyPay: { applicationId: string };
    mounthlyRenew: { planId: string };
    bookingNotarize: { parkId: string };
    bookingSuccess: { planId: string };
    mounthlyTopUp: { planId: string };
  }
}

/** The remaining monthly-plan screens (decision 048): rules across parks, application steps, renewal, history. */
export const monthlyPlanMoreScreens: Screen[] = [
  {
    path: '/nearbyBagRules',
    group: 'monthlyPlansMore',
    page: () => import('./pages/nearby-monthly-plan-rules-page'),
    meta: { title: '多停车场通用月卡' },
  },
  {
    path: '/suitParking',
    group: 'monthlyPlansMore',
    page: () => import('./pages/suit-parking-page'),
    meta: { title: '适用停车场' },
  },
  {
    path: '/monthlyRuleNotice',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-rule-notice-page'),
    meta: { title: '月卡办理须知' },
  },
  {
    path: '/submitSuccess',
    group: 'monthlyPlansMore',
    page: () => import('./pages/submit-success-page'),
    meta: { title: '提交成功', needLogin: true },
  },
  {
    path: '/monthlyMaterial',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-material-page'),
    meta: { title: '申请材料', needLogin: true },
  },
  {
    path: '/mounthlyEdit',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-plan-edit-page'),
    meta: { title: '修改申请', needLogin: true },
  },
  {
    path: '/myMounthlyPay',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-plan-pay-page'),
    meta: { title: '月卡支付', needLogin: true },
  },
  {
    path: '/mounthlyRenew',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-plan-renew-page'),
    meta: { title: '月卡续费', needLogin: true },
  },
  {
    path: '/renew',
    group: 'monthlyPlansMore',
    page: () => import('./pages/renew-page'),
    meta: { title: '续费', needLogin: true },
  },
  {
    path: '/mounthPayList',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-plan-payments-page'),
    meta: { title: '缴费记录', needLogin: true },
  },
  {
    path: '/choiceSelf',
    group: 'monthlyPlansMore',
    page: () => import('./pages/choice-self-page'),
    meta: { title: '选择车辆', needLogin: true },
  },
  {
    path: '/balanceParks',
    group: 'monthlyPlansMore',
    page: () => import('./pages/balance-parks-page'),
    meta: { title: '余额适用停车场' },
  },
  {
    path: '/suitBalanceParks',
    group: 'monthlyPlansMore',
    page: () => import('./pages/suit-balance-parks-page'),
    meta: { title: '搜索停车场' },
  },
  {
    path: '/bookingNotarize',
    group: 'monthlyPlansMore',
    page: () => import('./pages/booking-notarize-page'),
    meta: { title: '预约办理', needLogin: true },
  },
  {
    path: '/bookingSuccess',
    group: 'monthlyPlansMore',
    page: () => import('./pages/booking-success-page'),
    meta: { title: '预约成功', needLogin: true },
  },
  // The landing page of a park's monthly-plan QR code (decision 055): signed out allowed.
  {
    path: '/H5Mounth',
    group: 'monthlyPlansMore',
    frame: true,
    page: () => import('./pages/monthly-plan-landing-page'),
    meta: { title: '月卡办理' },
  },
  // Topping up a 储值卡 (decision 055).
  {
    path: '/mounthlyTopUp',
    group: 'monthlyPlansMore',
    page: () => import('./pages/monthly-plan-top-up-page'),
    meta: { title: '储值卡充值', needLogin: true },
  },
];
