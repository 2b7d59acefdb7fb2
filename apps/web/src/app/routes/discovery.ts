import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** News, park search and the driver's saved parks. */
export const discoveryRoutes: AppRoute[] = [
  {
    path: Paths.NEWS_DETAIL,
    page: () => import('../../features/news/pages/news-detail-page'),
    meta: { title: '资讯详情' },
  },
  { path: Paths.SEARCH, page: () => import('../../features/search/pages/search-page'), meta: { title: '搜索停车场' } },
  {
    path: Paths.SEARCH_PAGE,
    page: () => import('../../features/search/pages/search-city-page'),
    meta: { title: '按城市查找停车场' },
  },
  {
    path: Paths.COLLECT,
    page: () => import('../../features/collect/pages/collect-page'),
    meta: { title: '我的收藏', needLogin: true },
  },
];
