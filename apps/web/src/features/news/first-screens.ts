import type { Screen } from '../../lib/screen';

/** The news list: painted by the server as a landing page (decision 016), in the first bundle. */
export const newsListScreen: Screen = {
  path: '/newsList',
  page: () => import('./pages/news-list-page'),
  meta: { title: '停车资讯' },
};
