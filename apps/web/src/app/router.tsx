import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchPath, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { EMBEDDED } from '../lib/env';
import { whenIdle } from '../lib/idle';
import { loginPath } from '../lib/paths';
import { isLoggedIn } from '../lib/session';
import type { KeyValueStore } from '../lib/storage';
import { EMBEDDED_GROUP_PATHS } from './group-paths.gen';
import { selectRouteSet, type RouteSet } from './embedded-routes';
import { ChunkLoadError, lazyPage, withTimeout } from './lazy-page';
import { PageLoading } from '../components/page-loading';
import { RootLayout } from './root-layout';
import { ScreensProvider } from '../lib/screens';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';
import { routeGuardLoader } from './route-guard';
import { catchAllRoute, firstRoutes, type AppRoute } from './first-routes';
import { ROUTE_GROUPS, SCREEN_PATHS } from './route-groups';
import { Timing } from '@parking/contracts';

export interface RouterDeps {
  routeSet: RouteSet;
  store: KeyValueStore;
  /** The query cache pages prefetch into (routes' `prefetch`); without it nothing is prefetched. */
  client?: QueryClient;
  /** The route guard, run before every navigation renders. */
  guard: LoaderFunction;
  /** Every screen of the build, also those whose routes load later (default: the route set's). */
  screenPaths?: readonly string[];
}

const pathWithQuery = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

function pageRoute(route: AppRoute, store: KeyValueStore, client: QueryClient | undefined): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  const { prefetch } = route;
  const loader: LoaderFunction | undefined =
    route.meta.needLogin || prefetch
      ? ({ request }) => {
          if (route.meta.needLogin && !isLoggedIn(store)) return redirect(loginPath(pathWithQuery(request)));
          if (client && prefetch) prefetch({ client, store });
          return null;
        }
      : undefined;
  return { id: route.path, path: route.path, handle, lazy: lazyPage(route.page), loader };
}

/**
 * The route tree: the root (shell, guard, error screen) is in the first bundle; every page below it, the 404
 * included, is a lazy chunk with the 120 s timeout.
 */
export function buildRouteObjects({ routeSet, store, guard, client, screenPaths }: RouterDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: (
        <ScreensProvider paths={screenPaths ?? routeSet.routes.map((route) => route.path)}>
          <RootLayout />
        </ScreensProvider>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      loader: guard,
      // The guard is per navigation (title, menu config, reqJson), not per URL change of the root.
      shouldRevalidate: () => true,
      children: [
        // Keep the query: a host may launch `/?reqJson=...`. Nothing to render: the loader always redirects.
        {
          index: true,
          element: null,
          loader: ({ request }) => redirect(`${routeSet.startPath}${new URL(request.url).search}`),
        },
        ...routeSet.routes.map((route) => pageRoute(route, store, client)),
        pageRoute(catchAllRoute, store, client),
      ],
    },
  ];
}

/**
 * The routes of the group that has `pathname` (route-groups.ts), loaded on the first visit to one of its screens or
 * when the browser is idle after the first screen; a failure is a failed page load (the reload prompt), never a 404.
 */
function loadGroupOf(pathname: string): Promise<readonly AppRoute[]> {
  const group = Object.values(ROUTE_GROUPS).find(({ paths }) => paths.some((path) => matchPath(path, pathname)));
  if (!group) return Promise.resolve([]);
  return withTimeout(group.load(), Timing.CHUNK_LOAD_TIMEOUT_MS, () => new ChunkLoadError('页面加载超时')).catch(
    (cause: Error) => {
      throw cause instanceof ChunkLoadError ? cause : new ChunkLoadError('页面加载失败', { cause });
    },
  );
}

/**
 * The app's router for this build (full or embedded). The first bundle holds the first routes only (decision 042);
 * a path none of them matches (the catch-all matched) loads its group's routes and adds its route, so a screen's
 * route object costs the landing pages nothing.
 */
export function createAppRouter(client: QueryClient, store: KeyValueStore) {
  const routeSet = selectRouteSet(firstRoutes, EMBEDDED);
  const screenPaths = EMBEDDED
    ? [...routeSet.routes.map((route) => route.path), ...EMBEDDED_GROUP_PATHS]
    : SCREEN_PATHS;
  const guard = routeGuardLoader(client, store);
  const router = createBrowserRouter(buildRouteObjects({ routeSet, store, client, guard, screenPaths }), {
    async patchRoutesOnNavigation({ path, patch }) {
      const pathname = new URL(path, 'http://app').pathname;
      if (!screenPaths.some((screen) => matchPath(screen, pathname))) return; // a 404: nothing to load
      const routes = selectRouteSet(await loadGroupOf(pathname), EMBEDDED).routes;
      const route = routes.find((r) => matchPath(r.path, pathname));
      if (route) patch('root', [pageRoute(route, store, client)]);
    },
  });
  // Once the first screen is up, fetch the groups while the driver reads, so the next tap waits for its page only.
  // One group per idle period, each after the last has loaded (all at once was one 40 ms task: the import helper adds
  // each group's preload links), and not before the first screen's own requests (its data, often still on its way at
  // load) are done.
  const pending = Object.values(ROUTE_GROUPS);
  const prefetchNext = () => {
    const group = pending.shift();
    if (!group) return;
    whenIdle(
      () =>
        void group
          .load()
          .catch(() => {})
          .finally(prefetchNext),
      100,
    );
  };
  whenIdle(prefetchNext, 2_000);
  return router;
}
