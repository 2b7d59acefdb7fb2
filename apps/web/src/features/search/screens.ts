import type { Screen } from '../../lib/screen';

/** Park search (group discovery). */
export const searchScreens: Screen[] = [
  { path: '/search', group: 'discovery', page: () => import('./pages/search-page'), meta: { title: '搜索停车场' } },
  {
    path: '/searchPage',
    group: 'discovery',
    page: () => import('./pages/search-city-page'),
    meta: { title: '按城市查找停车场' },
  },
];
