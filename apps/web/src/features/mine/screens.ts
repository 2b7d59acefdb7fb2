import type { Screen } from '../../lib/screen';

/** 我的 (first bundle). */
export const mineScreen: Screen = {
  path: '/mine',
  page: () => import('./pages/mine-page'),
  meta: { title: '我的', tabBar: true },
};
