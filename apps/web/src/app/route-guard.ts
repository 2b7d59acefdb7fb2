import { StorageKey } from '@parking/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';
import { applicationInfoQuery } from '../api/basic/application-info';
import { mapKeyQuery } from '../api/basic/map-key';
import { menuConfigQuery } from '../api/basic/menu-config';
import type { KeyValueStore } from '../lib/storage';
import { createRouteGuard } from './guard';

/**
 * The dealer-change hook: a new tenant must never see the previous tenant's menus, app name or any cached answer,
 * so the whole query cache goes, and the stored app info with it (the guard then fetches the new dealer's).
 */
export function forgetDealerData(client: QueryClient, store: KeyValueStore): void {
  void client.cancelQueries();
  client.clear();
  store.remove(StorageKey.appName);
  store.remove(StorageKey.appid);
}

/**
 * The guard as the root route's loader: a loader runs before the matched pages render, so a `reqJson` launch has
 * refilled storage (token, dealer) before any page sends its first request. Config loads start here but never hold
 * up the navigation (slow networks).
 */
export function routeGuardLoader(client: QueryClient, store: KeyValueStore): LoaderFunction {
  const guard = createRouteGuard({
    store,
    userAgent: () => navigator.userAgent,
    onDealerChange: () => forgetDealerData(client, store),
    loadMenuConfig: () => client.prefetchQuery(menuConfigQuery({ quiet: true })),
    loadAppInfo: () => client.fetchQuery(applicationInfoQuery(store)),
    loadMapKey: () => client.prefetchQuery(mapKeyQuery()),
  });
  return ({ request }) => {
    const { redirectTo } = guard(new URL(request.url));
    return redirectTo ? redirect(redirectTo) : null;
  };
}
