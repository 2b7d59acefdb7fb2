import type { AppRoute } from '../first-routes';

/** Monthly plans (decision 037): find a plan park, apply with materials, pay, renew. */
export const bagRoutes: AppRoute[] = [
  {
    path: '/nearbyBagParks',
    page: () => import('../../features/bag/pages/nearby-bag-parks-page'),
    meta: { title: '月卡办理' },
  },
  {
    path: '/mounthlyNotarize',
    page: () => import('../../features/bag/pages/monthly-notarize-page'),
    meta: { title: '申请月卡', needLogin: true },
  },
  {
    path: '/monthParking',
    page: () => import('../../features/bag/pages/month-parking-page'),
    meta: { title: '我的月卡', needLogin: true },
  },
  {
    path: '/mounthlyDetail',
    page: () => import('../../features/bag/pages/mounthly-detail-page'),
    meta: { title: '月卡详情', needLogin: true },
  },
  // The cars of a plan (decision 047).
  {
    path: '/mounthlyPayManage',
    page: () => import('../../features/bag/pages/mounthly-pay-manage-page'),
    meta: { title: '车辆管理', needLogin: true },
  },
  {
    path: '/mounthlyPayAddCar',
    page: () => import('../../features/bag/pages/mounthly-pay-add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
];
