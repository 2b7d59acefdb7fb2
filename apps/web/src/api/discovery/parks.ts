import { Nearby, type Citys, type CollectResult, type ParkPage } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LatLng } from '../../location/coords';
import { api } from '../client';
import { nextPageNo } from '../paging';
import { centerParams } from './center';

const BASE = '/dealer/v2/api';
export const DiscoveryPath = {
  NEARBY: `${BASE}/nearbyParks`,
  NEARBY_HOME: `${BASE}/nearbyParks/home`,
  NEARBY_BAG: `${BASE}/nearbyBagParks`,
  NEARBY_DIFF_TIME: `${BASE}/nearbyDiffTimeParks`,
  NEARBY_BOOK: `${BASE}/nearByCanBookParks`,
  SEARCH_BY_NAME: `${BASE}/nearbySearchByName`,
  BY_NAME: `${BASE}/parksByName`,
  CITYS: `${BASE}/citys`,
  COLLECT_PARKS: `${BASE}/collectParks`,
} as const;

/** Which nearby list: every park, monthly-plan parks (parkType=monthActive), bookable ones (bookActive), off-peak. */
export type ParkKind = 'all' | 'bag' | 'book' | 'diffTime';
const NEARBY_PATH: Record<ParkKind, string> = {
  all: DiscoveryPath.NEARBY,
  bag: DiscoveryPath.NEARBY_BAG,
  book: DiscoveryPath.NEARBY_BOOK,
  diffTime: DiscoveryPath.NEARBY_DIFF_TIME,
};

export const parkKeys = { all: ['parks'] as const, collected: ['parks', 'collected'] as const };

/** Nearby parks around `center`, a page at a time (the map, the nearby lists). */
export const nearbyParksQuery = (kind: ParkKind, center: LatLng, radius: number = Nearby.DEFAULT_RADIUS_M) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.all, 'nearby', kind, centerParams(center), radius],
    queryFn: ({ pageParam, signal }) =>
      api.post<ParkPage>(NEARBY_PATH[kind], { ...centerParams(center), radius, pageNo: pageParam }, undefined, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** The home list: the 4 nearest (spec: the list shows items 2 to 4). Quiet: home shows its own failure state. */
export const homeParksQuery = (center: LatLng) =>
  queryOptions({
    queryKey: [...parkKeys.all, 'home', centerParams(center)],
    queryFn: ({ signal }) =>
      api.post<ParkPage>(
        DiscoveryPath.NEARBY_HOME,
        { ...centerParams(center), pageSize: Nearby.HOME_PARKS_ASKED },
        undefined,
        {
          signal,
          quiet: true,
        },
      ),
  });

/** Parks whose name or address holds the keyword, nearest first when the position is known (/search). */
export const searchParksQuery = (keyword: string, center: LatLng | undefined) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.all, 'search', keyword, center ? centerParams(center) : null],
    queryFn: ({ pageParam, signal }) =>
      api.post<ParkPage>(
        DiscoveryPath.SEARCH_BY_NAME,
        { keyword, ...(center ? centerParams(center) : {}), pageNo: pageParam },
        undefined,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** Parks by name in a city (/searchPage). */
export const parksByNameQuery = (parkName: string, cityName: string) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.all, 'byName', parkName, cityName],
    queryFn: ({ pageParam, signal }) =>
      api.get<ParkPage>(DiscoveryPath.BY_NAME, undefined, { parkName, cityName, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const citysQuery = () =>
  queryOptions({
    queryKey: [...parkKeys.all, 'citys'],
    queryFn: ({ signal }) => api.get<Citys>(DiscoveryPath.CITYS, undefined, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** The driver's favourite parks (/collect), with distances when the position is known. */
export const collectedParksQuery = (center: LatLng | undefined) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.collected, center ? centerParams(center) : null],
    queryFn: ({ pageParam, signal }) =>
      api.get<ParkPage>(
        DiscoveryPath.COLLECT_PARKS,
        undefined,
        { ...(center ? centerParams(center) : {}), pageNo: pageParam },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const collectPark = (parkId: string) => api.post<CollectResult>(DiscoveryPath.COLLECT_PARKS, { parkId });
export const uncollectParks = (parkIds: string[]) =>
  api.delete<CollectResult>(`${DiscoveryPath.COLLECT_PARKS}/${parkIds.map(encodeURIComponent).join(',')}`);
