import type { Screen } from '../../lib/screen';

/** The parks and stations the driver follows (group applications; the spec's spelling). */
export const followsScreens: Screen[] = [
  {
    path: '/fllowManage',
    group: 'applications',
    frame: true,
    page: () => import('./pages/follow-manage-page'),
    meta: { title: '我的关注', needLogin: true },
  },
];
