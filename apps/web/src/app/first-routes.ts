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

export const notFoundRoute: AppRoute = { path: Paths.NOT_FOUND, page: notFoundPage, meta: { title: '页面不存在' } };

/** What an unknown path renders. */
export const catchAllRoute: AppRoute = { path: '*', page: notFoundPage, meta: { title: '页面不存在' } };

/** Payment pages (spec section 2, Payment): pay, results and the gate. Anonymous except /arrearsPage. */
function paymentRoutes(): AppRoute[] {
  return [
    {
      path: Paths.PAY_BY_PLATE,
      page: () => import('../features/payments/pages/parking-pay-page'),
      meta: { title: '停车缴费' },
    },
    { path: Paths.PAY, page: () => import('../features/payments/pages/pay-page'), meta: { title: '停车缴费' } },
    {
      path: Paths.MULTI_PAY,
      page: () => import('../features/payments/pages/multi-pay-page'),
      meta: { title: '停车缴费' },
    },
    {
      path: Paths.SCAN_PAY,
      page: () => import('../features/payments/pages/scan-pay-page'),
      meta: { title: '出口缴费' },
    },
    {
      path: Paths.SCAN_OVERDUE_PAY,
      page: () => import('../features/payments/pages/scan-overdue-pay-page'),
      meta: { title: '欠费补缴' },
    },
    {
      path: Paths.ARREARS,
      page: () => import('../features/payments/pages/arrears-page'),
      meta: { title: '欠费补缴', needLogin: true },
    },
    {
      path: Paths.PAY_RESULT,
      page: () => import('../features/payments/pages/pay-result-page'),
      meta: { title: '支付结果' },
    },
    {
      path: Paths.PAY_SUCCESS,
      page: () => import('../features/payments/pages/pay-success-page'),
      meta: { title: '支付结果' },
    },
    {
      path: Paths.BARRIER_RESULT,
      page: () => import('../features/payments/pages/barrier-result-page'),
      meta: { title: '出场结果' },
    },
    {
      path: Paths.THIRD_PAY,
      page: () => import('../features/payments/pages/third-pay-page'),
      meta: { title: '支付确认' },
    },
    {
      path: Paths.THIRD_PAY_SUCCESS,
      page: () => import('../features/payments/pages/third-pay-success-page'),
      meta: { title: '支付结果' },
    },
    {
      path: Paths.THIRD_PAY_FAIL,
      page: () => import('../features/payments/pages/third-pay-fail-page'),
      meta: { title: '支付结果' },
    },
  ];
}

/**
 * The routes of the first bundle (decision 042): the pages a driver lands on from outside — the tab pages, the plate
 * entry, the pages the server paints first (src/first-paint) and the whole payment flow (QR codes at exits, wallets
 * returning to the result pages). Every other route object is in routes.ts and loads with it on a first visit to one
 * of them, so new screens do not make the landing pages heavier. The home page has no title of its own: it shows the
 * dealer's app name.
 */
export const firstRoutes: readonly AppRoute[] = [
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
  {
    path: Paths.PLATE_SEARCH,
    page: () => import('../features/vehicles/pages/plate-search-page'),
    meta: { title: '车牌缴费' },
  },
  { path: Paths.LOGIN, page: () => import('../features/auth/pages/login-page'), meta: { title: '登录' } },
  { path: Paths.NEWS_LIST, page: () => import('../features/news/pages/news-list-page'), meta: { title: '停车资讯' } },
  ...paymentRoutes(),
  notFoundRoute,
];
