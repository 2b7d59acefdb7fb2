import type { Screen } from '../../lib/screen';

/** The driver's saved parks (group discovery). */
export const collectScreens: Screen[] = [
  {
    path: '/collect',
    group: 'discovery',
    frame: true,
    page: () => import('./pages/collect-page'),
    meta: { title: '我的收藏', needLogin: true },
  },
];
