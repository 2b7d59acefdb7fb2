import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    mounthlyNotarize: { parkId: string; startDate?: string; plateNo?: string };
    mounthlyDetail: { planId: string };
    mounthlyPayManage: { planId: string };
    mounthlyPayAddCar: { planId: string };
  }
}

/** Monthly plans (decision 037): find a plan park, apply with materials, pay, renew. */
export const monthlyPlanScreens: Screen[] = [
  {
    path: '/nearbyBagParks',
    group: 'monthlyPlans',
    frame: true,
    page: () => import('./pages/nearby-monthly-plan-parks-page'),
    meta: { title: '月卡办理' },
  },
  {
    path: '/mounthlyNotarize',
    group: 'monthlyPlans',
    page: () => import('./pages/monthly-notarize-page'),
    meta: { title: '申请月卡', needLogin: true },
  },
  {
    path: '/monthParking',
    group: 'monthlyPlans',
    frame: true,
    page: () => import('./pages/my-monthly-plans-page'),
    meta: { title: '我的月卡', needLogin: true },
  },
  {
    path: '/mounthlyDetail',
    group: 'monthlyPlans',
    page: () => import('./pages/monthly-plan-detail-page'),
    meta: { title: '月卡详情', needLogin: true },
  },
  // The cars of a plan (decision 047).
  {
    path: '/mounthlyPayManage',
    group: 'monthlyPlans',
    frame: true,
    page: () => import('./pages/monthly-plan-plates-page'),
    meta: { title: '车辆管理', needLogin: true },
  },
  {
    path: '/mounthlyPayAddCar',
    group: 'monthlyPlans',
    page: () => import('./pages/monthly-plan-add-plate-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
];
