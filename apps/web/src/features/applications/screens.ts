import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    userApplyUserCheckIn: { programmeId: string };
    userApplyResult: { applicationId: string };
  }
}

/** Special-group benefit applications (group applications, decision 041). */
export const applicationsScreens: Screen[] = [
  {
    path: '/userApply',
    group: 'applications',
    frame: true,
    page: () => import('./pages/user-apply-page'),
    meta: { title: '优惠申请', needLogin: true },
  },
  {
    path: '/userApply/userCheckIn',
    group: 'applications',
    page: () => import('./pages/check-in-page'),
    meta: { title: '申请登记', needLogin: true },
  },
  {
    path: '/userApply/result',
    group: 'applications',
    page: () => import('./pages/result-page'),
    meta: { title: '申请结果', needLogin: true },
  },
  {
    path: '/userApply/history',
    group: 'applications',
    page: () => import('./pages/history-page'),
    meta: { title: '申请记录', needLogin: true },
  },
];
