import { BasicRoutes, StorageKey, type ApplicationInfo } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserStore, type KeyValueStore } from '../../lib/storage';
import { api } from '../client';
import { basicKeys } from './keys';

/** Shown when the dealer's app name cannot be had (also index.html's title). */
export const DEFAULT_APP_NAME = '停车缴费';

/**
 * Fetches the dealer's app info and keeps appName/appid in storage (spec section 3, locally stored values). Quiet:
 * the name only decorates titles and headers, which fall back to a default, so a failure is not worth a toast.
 */
export async function getApplicationInfo(store: KeyValueStore, signal?: AbortSignal): Promise<ApplicationInfo> {
  const info = await api.call(BasicRoutes.applicationInfos, { signal, quiet: true });
  store.set(StorageKey.appName, info.appName);
  store.set(StorageKey.appid, info.appId);
  return info;
}

function storedApplicationInfo(store: KeyValueStore): ApplicationInfo | undefined {
  const appName = store.get(StorageKey.appName);
  return appName ? { appName, appId: store.get(StorageKey.appid) ?? '' } : undefined;
}

/** App info, served from storage when it is there: it is fetched only when the app name is missing (spec section 2). */
export const applicationInfoQuery = (store: KeyValueStore = browserStore) =>
  queryOptions({
    queryKey: basicKeys.appInfo,
    queryFn: ({ signal }) => getApplicationInfo(store, signal),
    initialData: () => storedApplicationInfo(store),
    staleTime: Infinity,
  });

/** The dealer's app name; undefined while it loads, the default name if it cannot be loaded. */
export function useAppName(): string | undefined {
  const { data, isError } = useQuery(applicationInfoQuery());
  return data?.appName ?? (isError ? DEFAULT_APP_NAME : undefined);
}
