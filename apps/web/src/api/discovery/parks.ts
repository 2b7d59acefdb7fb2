import { Nearby, ParkRoutes } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LatLng } from '../../location/coords';
import { api } from '../client';
import { nextPageNo } from '../paging';
import { centerParams } from './center';
import { collectParksCall } from './collect-first-call';

/** Which nearby list: every park, monthly-plan parks (parkType=monthActive), bookable ones (bookActive), off-peak. */
export type ParkKind = 'all' | 'bag' | 'book' | 'diffTime';
const NEARBY = {
  all: ParkRoutes.nearbyParks,
  bag: ParkRoutes.nearbyBagParks,
  book: ParkRoutes.nearByCanBookParks,
  diffTime: ParkRoutes.nearbyDiffTimeParks,
} as const satisfies Record<ParkKind, unknown>;

export const parkKeys = { all: ['parks'] as const, collected: ['parks', 'collected'] as const };

/** Nearby parks around `center`, a page at a time (the map, the nearby lists). */
export const nearbyParksQuery = (kind: ParkKind, center: LatLng, radius: number = Nearby.DEFAULT_RADIUS_M) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.all, 'nearby', kind, centerParams(center), radius],
    queryFn: ({ pageParam, signal }) =>
      api.call(NEARBY[kind], { body: { ...centerParams(center), radius, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** The home list: the 4 nearest (spec: the list shows items 2 to 4). Quiet: home shows its own failure state. */
export const homeParksQuery = (center: LatLng) =>
  queryOptions({
    queryKey: [...parkKeys.all, 'home', centerParams(center)],
    queryFn: ({ signal }) =>
      api.call(ParkRoutes.nearbyParksHome, {
        body: { ...centerParams(center), pageSize: Nearby.HOME_PARKS_ASKED },
        signal,
        quiet: true,
      }),
  });

/** Parks whose name or address holds the keyword, nearest first when the position is known (/search). */
export const searchParksQuery = (keyword: string, center: LatLng | undefined) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.all, 'search', keyword, center ? centerParams(center) : null],
    queryFn: ({ pageParam, signal }) =>
      api.call(ParkRoutes.nearbySearchByName, {
        body: { keyword, ...(center ? centerParams(center) : {}), pageNo: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** Parks by name in a city (/searchPage). */
export const parksByNameQuery = (parkName: string, cityName: string) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.all, 'byName', parkName, cityName],
    queryFn: ({ pageParam, signal }) =>
      api.call(ParkRoutes.parksByName, { query: { parkName, cityName, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const citysQuery = () =>
  queryOptions({
    queryKey: [...parkKeys.all, 'citys'],
    queryFn: ({ signal }) => api.call(ParkRoutes.citys, { signal }),
    staleTime: 10 * 60_000,
  });

/** The driver's favourite parks (/collect), with distances when the position is known. */
export const collectedParksQuery = (center: LatLng | undefined) =>
  infiniteQueryOptions({
    queryKey: [...parkKeys.collected, center ? centerParams(center) : null],
    queryFn: ({ pageParam, signal }) => {
      const { route, query } = collectParksCall(center, pageParam);
      return api.call(route, { query, signal });
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const collectPark = (parkId: string) => api.call(ParkRoutes.collectPark, { body: { parkId } });
/** Several ids at once: joined by commas in the one path parameter (the spec's parkIds). */
export const uncollectParks = (parkIds: string[]) =>
  api.call(ParkRoutes.uncollectParks, { params: { id: parkIds.join(',') } });
