import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { EMBEDDED } from '../lib/env';
import { loginPath } from '../lib/paths';
import { isLoggedIn } from '../lib/session';
import type { KeyValueStore } from '../lib/storage';
import { selectRouteSet, type RouteSet } from './embedded-routes';
import { lazyPage } from './lazy-page';
import { PageLoading } from '../components/page-loading';
import { RootLayout } from './root-layout';
import { ScreensProvider } from '../lib/screens';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';
import { routeGuardLoader } from './route-guard';
import { appRoutes, catchAllRoute, type AppRoute } from './routes';

export interface RouterDeps {
  routeSet: RouteSet;
  store: KeyValueStore;
  /** The query cache pages prefetch into (routes' `prefetch`); without it nothing is prefetched. */
  client?: QueryClient;
  /** The route guard, run before every navigation renders. */
  guard: LoaderFunction;
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
export function buildRouteObjects({ routeSet, store, guard, client }: RouterDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: (
        <ScreensProvider paths={routeSet.routes.map((route) => route.path)}>
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

/** The app's router for this build (full or embedded). */
export function createAppRouter(client: QueryClient, store: KeyValueStore) {
  const routeSet = selectRouteSet(appRoutes, EMBEDDED);
  return createBrowserRouter(buildRouteObjects({ routeSet, store, client, guard: routeGuardLoader(client, store) }));
}
