import type { Screen } from '../../lib/screen';

/** Monthly plans (decision 037): find a plan park, apply with materials, pay, renew. */
export const bagScreens: Screen[] = [
  {
    path: '/nearbyBagParks',
    group: 'bag',
    frame: true,
    page: () => import('./pages/nearby-bag-parks-page'),
    meta: { title: '月卡办理' },
  },
  {
    path: '/mounthlyNotarize',
    group: 'bag',
    page: () => import('./pages/monthly-notarize-page'),
    meta: { title: '申请月卡', needLogin: true },
  },
  {
    path: '/monthParking',
    group: 'bag',
    frame: true,
    page: () => import('./pages/month-parking-page'),
    meta: { title: '我的月卡', needLogin: true },
  },
  {
    path: '/mounthlyDetail',
    group: 'bag',
    page: () => import('./pages/mounthly-detail-page'),
    meta: { title: '月卡详情', needLogin: true },
  },
  // The cars of a plan (decision 047).
  {
    path: '/mounthlyPayManage',
    group: 'bag',
    frame: true,
    page: () => import('./pages/mounthly-pay-manage-page'),
    meta: { title: '车辆管理', needLogin: true },
  },
  {
    path: '/mounthlyPayAddCar',
    group: 'bag',
    page: () => import('./pages/mounthly-pay-add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
];
