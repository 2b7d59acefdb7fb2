import { DEFAULT_AD_CITY, PublicityRoutes, StorageKey } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { KeyValueStore } from '../../lib/storage';
import { api } from '../client';

/** The ad city: the driver's located city when known, else 全国 (spec sections 1 and 9). */
export const adCity = (store: KeyValueStore): string => store.get(StorageKey.locationCity) || DEFAULT_AD_CITY;

/**
 * The home banner ads of a city. Quiet: a failed call shows the default banner (spec section 8), not a toast. No
 * retry either: the default banner is a fine answer on a bad network, better than a carousel that appears late.
 */
export const advertisingsQuery = (cityName: string) =>
  queryOptions({
    queryKey: ['publicity', 'advertisings', cityName],
    queryFn: ({ signal }) => api.call(PublicityRoutes.advertisings, { body: { cityName }, signal, quiet: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
