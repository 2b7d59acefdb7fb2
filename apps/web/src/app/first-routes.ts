import { loginScreen } from '../features/auth/first-screens';
import { homeScreen } from '../features/home/screens';
import { mapScreen } from '../features/map/screens';
import { mineScreen } from '../features/mine/screens';
import { newsListScreen } from '../features/news/first-screens';
import { notFoundPage, notFoundScreen } from '../features/not-found/screens';
import { paymentsScreens } from '../features/payments/screens';
import { plateSearchScreen } from '../features/vehicles/first-screens';
import type { Screen } from '../lib/screen';

/** One page of the app: its screen's descriptor (lib/screen.ts, in its feature's screens.ts). */
export type AppRoute = Screen;

export const notFoundRoute: AppRoute = notFoundScreen;

/** What an unknown path renders. */
export const catchAllRoute: AppRoute = { path: '*', page: notFoundPage, meta: { title: '页面不存在' } };

/**
 * The routes of the first bundle (decision 042): the screens without a group — the pages a driver lands on from
 * outside: the tab pages, the plate entry, the pages the server paints first (src/first-paint) and the whole payment
 * flow (QR codes at exits, wallets returning to the result pages). Every other screen's descriptor loads with its
 * group on a first visit to one of them, so new screens do not make the landing pages heavier.
 */
export const firstRoutes: readonly AppRoute[] = [
  homeScreen,
  mapScreen,
  mineScreen,
  plateSearchScreen,
  loginScreen,
  newsListScreen,
  ...paymentsScreens,
  notFoundRoute,
];
