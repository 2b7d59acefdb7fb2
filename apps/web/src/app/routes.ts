import { NOTICE_PAGES, NOTICE_PATHS } from '../features/notices/lib/notice-pages';
import { Paths } from '../lib/paths';
import type { PageModule } from './lazy-page';
import type { RouteMeta } from './route-meta';

/** One page of the app: its path, its lazily loaded module and what it tells the shell. */
export interface AppRoute {
  path: string;
  page: () => Promise<PageModule>;
  meta: RouteMeta;
}

const notFoundPage = () => import('../features/not-found/pages/not-found-page');
const noticePage = () => import('../features/notices/pages/notice-page');

/** The notice routes share one page; the route picks the notice type (features/notices/lib/notice-pages.ts). */
const noticeRoutes: AppRoute[] = NOTICE_PATHS.map((path) => ({
  path,
  page: noticePage,
  meta: { title: NOTICE_PAGES[path].title },
}));

/**
 * Every registered page. Only pages that exist are listed; later issues add theirs (spec section 2). The home page
 * has no title of its own, so it shows the dealer's app name.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: Paths.HOME, page: () => import('../features/home/pages/home-page'), meta: { tabBar: true } },
  {
    path: Paths.MAP,
    page: () => import('../features/map/pages/map-page'),
    meta: { title: '地图', tabBar: true, keepAlive: true },
  },
  { path: Paths.MINE, page: () => import('../features/mine/pages/mine-page'), meta: { title: '我的', tabBar: true } },
  { path: Paths.NEWS_LIST, page: () => import('../features/news/pages/news-list-page'), meta: { title: '停车资讯' } },
  {
    path: Paths.NEWS_DETAIL,
    page: () => import('../features/news/pages/news-detail-page'),
    meta: { title: '资讯详情' },
  },
  { path: Paths.SEARCH, page: () => import('../features/search/pages/search-page'), meta: { title: '搜索停车场' } },
  {
    path: Paths.SEARCH_PAGE,
    page: () => import('../features/search/pages/search-city-page'),
    meta: { title: '按城市查找停车场' },
  },
  {
    path: Paths.COLLECT,
    page: () => import('../features/collect/pages/collect-page'),
    meta: { title: '我的收藏', needLogin: true },
  },
  ...noticeRoutes,
  { path: Paths.NOT_FOUND, page: notFoundPage, meta: { title: '页面不存在' } },
];

/** What an unknown path renders. */
export const catchAllRoute: AppRoute = { path: '*', page: notFoundPage, meta: { title: '页面不存在' } };
