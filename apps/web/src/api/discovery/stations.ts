import { ChargingRoutes, Limits, StationSource } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LatLng } from '../../location/coords';
import { api } from '../client';
import { nextPageNo } from '../paging';
import { centerParams } from './center';

export const stationKeys = { all: ['stations'] as const, collected: ['stations', 'collected'] as const };

/** Stations around `center` for the map, a page at a time. */
export const nearbyStationsQuery = (center: LatLng) =>
  infiniteQueryOptions({
    queryKey: [...stationKeys.all, 'nearby', centerParams(center)],
    queryFn: ({ pageParam, signal }) =>
      api.call(ChargingRoutes.nearbyStations, {
        body: { ...centerParams(center), source: StationSource.MAP, pageNo: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** The home list: the 3 nearest stations (the server trims source=home to 3; so does the page). */
export const homeStationsQuery = (center: LatLng) =>
  queryOptions({
    queryKey: [...stationKeys.all, 'home', centerParams(center)],
    queryFn: async ({ signal }) => {
      const page = await api.call(ChargingRoutes.nearbyStations, {
        body: { ...centerParams(center), source: StationSource.HOME },
        signal,
        quiet: true,
      });
      return { ...page, results: page.results.slice(0, Limits.HOME_STATION_COUNT) };
    },
  });

export const collectedStationsQuery = (center: LatLng | undefined) =>
  infiniteQueryOptions({
    queryKey: [...stationKeys.collected, center ? centerParams(center) : null],
    queryFn: ({ pageParam, signal }) =>
      api.call(ChargingRoutes.collectStations, {
        query: { ...(center ? centerParams(center) : {}), pageNo: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const collectStation = (stationId: string) => api.call(ChargingRoutes.collectStation, { body: { stationId } });
export const uncollectStations = (stationIds: string[]) =>
  api.call(ChargingRoutes.uncollectStations, { params: { id: stationIds.join(',') } });
