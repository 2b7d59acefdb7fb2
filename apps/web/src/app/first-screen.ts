import { DEFAULT_AD_CITY, FIRST_SCREEN_ELEMENT_ID, PLATE_SEARCH_REMARK, StorageKey } from '@parking/contracts';
import type { FirstScreenData } from '@parking/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { basicKeys } from '../api/basic/keys';
import { adCity, advertisingsQuery } from '../api/publicity/advertisings';
import { newsListQuery } from '../api/publicity/news';
import { homeFuncEntriesQuery } from '../features/home/api/home-func-entries';
import type { KeyValueStore } from '../lib/storage';

/**
 * Puts the first-screen data the server wrote into index.html (the default dealer's answers to a landing page's first
 * calls) into the query cache, so the page renders at once instead of after its calls. Used only when it is this
 * visitor's dealer: nothing stored, or the same dealer, and no host launch (`reqJson`) that may bring another one.
 * Ads only for 全国, the city of a visit that has not located the driver yet.
 */
export function seedFirstScreen(client: QueryClient, store: KeyValueStore, doc: Document = document): void {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return;
  let data: FirstScreenData;
  try {
    data = JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return;
  }
  const stored = store.get(StorageKey.driverDealerId);
  if ((stored && stored !== data.dealerId) || new URLSearchParams(doc.location?.search).has('reqJson')) return;
  seedQueries(client, data, adCity(store) === DEFAULT_AD_CITY);
}

/** The answers into the cache, under the keys the pages read them by; the ads are those of 全国 only. */
export function seedQueries(client: QueryClient, data: FirstScreenData, countrywideAds: boolean): void {
  const seed = (key: readonly unknown[], value: unknown) => value !== undefined && client.setQueryData(key, value);
  seed(basicKeys.menuConfig, data.menuConfig);
  seed(basicKeys.appInfo, data.applicationInfo);
  if (countrywideAds) seed(advertisingsQuery(DEFAULT_AD_CITY).queryKey, data.advertisings);
  seed(homeFuncEntriesQuery().queryKey, data.homeFuncEntries);
  seed(basicKeys.pageRemark(PLATE_SEARCH_REMARK), data.pageRemark);
  seed(basicKeys.webPageConfig, data.webPageConfig);
  seed(basicKeys.paramConfig, data.paramConfig);
  if (data.newsFirstPage) {
    const { queryKey, initialPageParam } = newsListQuery();
    seed(queryKey, { pages: [data.newsFirstPage], pageParams: [initialPageParam] });
  }
}
