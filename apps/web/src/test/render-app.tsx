import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { Providers } from '../app/providers';
import { buildRouteObjects } from '../app/router';
import type { AppRoute } from '../app/routes';
import { browserStore, type KeyValueStore } from '../lib/storage';
import { recordRenderedRoutes } from './rendered-routes';

export interface RenderAppOptions {
  routes: readonly AppRoute[];
  at: string;
  startPath?: string;
  store?: KeyValueStore;
  guard?: LoaderFunction;
  client?: QueryClient;
}

/**
 * Renders the app's route tree (shell, guard, error screen) in memory, with the given pages; with ROUTE_COVERAGE_DIR
 * set, records the app's routes it rendered (the route-coverage check, scripts/route-coverage.mjs).
 */
export function renderApp({ routes, at, startPath = '/home', store = browserStore, guard, client }: RenderAppOptions) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    buildRouteObjects({
      routeSet: { routes: [...routes], startPath },
      store,
      client: queryClient,
      guard: guard ?? (() => null),
    }),
    { initialEntries: [at] },
  );
  recordRenderedRoutes(router, routes);
  const view = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** A route whose page is the given component. */
export const routeOf = (path: string, Page: () => React.ReactNode, meta: AppRoute['meta'] = {}): AppRoute => ({
  path,
  page: async () => ({ default: Page }),
  meta,
});
