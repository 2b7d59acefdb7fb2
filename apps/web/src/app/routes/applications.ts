import type { AppRoute } from '../first-routes';

/** Special-group benefit applications and follows (features/applications, features/follows; decision 041). */
export const applicationsRoutes: AppRoute[] = [
  {
    path: '/userApply',
    page: () => import('../../features/applications/pages/user-apply-page'),
    meta: { title: '优惠申请', needLogin: true },
  },
  {
    path: '/userApply/userCheckIn',
    page: () => import('../../features/applications/pages/check-in-page'),
    meta: { title: '申请登记', needLogin: true },
  },
  {
    path: '/userApply/result',
    page: () => import('../../features/applications/pages/result-page'),
    meta: { title: '申请结果', needLogin: true },
  },
  {
    path: '/userApply/history',
    page: () => import('../../features/applications/pages/history-page'),
    meta: { title: '申请记录', needLogin: true },
  },
  {
    path: '/fllowManage',
    page: () => import('../../features/follows/pages/follow-manage-page'),
    meta: { title: '我的关注', needLogin: true },
  },
];
