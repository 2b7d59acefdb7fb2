import { Paths } from '../lib/paths';
import type { AppRoute } from './routes';

/** Where `/` leads in embedded mode: the first of these that is built (the plate entry screen, else the map). */
const EMBEDDED_START_PATHS: readonly string[] = [Paths.PLATE_SEARCH, Paths.MAP];

export interface RouteSet {
  routes: AppRoute[];
  /** Where `/` redirects. */
  startPath: string;
}

/**
 * The routes of this build: all of them, or the embedded subset without the tab bar — the descriptors marked
 * `embedded` (docs/decisions/002-embedded-mode.md): the plate entry screen, the payment pages and their results, the
 * map for finding a park, the legal notices payments link to, and 404. No account, wallet or coupon pages: the host
 * owns the driver's account.
 */
export function selectRouteSet(all: readonly AppRoute[], embedded: boolean): RouteSet {
  if (!embedded) return { routes: [...all], startPath: Paths.HOME };
  const routes = all
    .filter((route) => route.embedded)
    .map((route) => ({ ...route, meta: { ...route.meta, tabBar: false } }));
  const startPath = EMBEDDED_START_PATHS.find((path) => routes.some((route) => route.path === path));
  return { routes, startPath: startPath ?? Paths.NOT_FOUND };
}
