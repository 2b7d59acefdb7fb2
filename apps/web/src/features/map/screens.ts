import type { Screen } from '../../lib/screen';

/** The map (first bundle; embedded too, for finding a park). */
export const mapScreen: Screen = {
  path: '/map',
  embedded: true,
  page: () => import('./pages/map-page'),
  meta: { title: '地图', tabBar: true, keepAlive: true },
};
