import type { Screen } from '../../lib/screen';

/** What an unknown path renders (also at its own path, /404). */
export const notFoundPage = () => import('./pages/not-found-page');

export const notFoundScreen: Screen = {
  path: '/404',
  embedded: true,
  page: notFoundPage,
  meta: { title: '页面不存在' },
};
