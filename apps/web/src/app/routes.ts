import { NOTICE_PAGES, NOTICE_PATHS } from '../features/notices/lib/notice-pages';
import type { QueryClient } from '@tanstack/react-query';
import { adCity, advertisingsQuery } from '../api/publicity/advertisings';
import { homeFuncEntriesQuery } from '../features/home/api/home-func-entries';
import { Paths } from '../lib/paths';
import type { KeyValueStore } from '../lib/storage';
import type { PageModule } from './lazy-page';
import type { RouteMeta } from './route-meta';

/** One page of the app: its path, its lazily loaded module and what it tells the shell. */
export interface AppRoute {
  path: string;
  page: () => Promise<PageModule>;
  meta: RouteMeta;
  /**
   * Starts the page's first requests while its code is still downloading (the route loader runs in parallel with
   * the lazy import), so on a slow network data and code arrive together instead of one after the other.
   */
  prefetch?: (deps: { client: QueryClient; store: KeyValueStore }) => void;
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
  {
    path: Paths.HOME,
    page: () => import('../features/home/pages/home-page'),
    meta: { tabBar: true },
    // The banner is the largest thing on the first screen (its LCP) and the menu comes right after it.
    prefetch: ({ client, store }) => {
      void client.prefetchQuery(advertisingsQuery(adCity(store)));
      void client.prefetchQuery(homeFuncEntriesQuery());
    },
  },
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
