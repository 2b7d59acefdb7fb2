import type { LatLng } from '../../../location/coords';
import { MapQuery, ParkTypeParam, STATIONS_FROM_HOME } from '../../../lib/map-links';
import type { ParkKind } from '../../../api/discovery/parks';

export type MapMode = 'parks' | 'stations';

/** What the map's query (spec section 2) asks for. */
export interface MapParams {
  mode: MapMode;
  parkKind: ParkKind;
  /** A centre given in the query (GCJ-02); otherwise the map centres on the driver. */
  center: LatLng | undefined;
  /** A place whose detail opens on arrival. */
  detail: { kind: 'park' | 'station'; id: string } | undefined;
}

const coordinate = (params: URLSearchParams, name: string, min: number, max: number) => {
  const raw = params.get(name);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
};

export function readMapParams(params: URLSearchParams): MapParams {
  const lat = coordinate(params, MapQuery.LAT, -90, 90);
  const lng = coordinate(params, MapQuery.LNG, -180, 180);
  const parkType = params.get(MapQuery.PARK_TYPE);
  const parkId = params.get(MapQuery.PARK_ID);
  const stationId = params.get(MapQuery.STATION_ID);
  const stations = params.get(MapQuery.IS_FROM_HOME) === STATIONS_FROM_HOME || (stationId !== null && !parkId);
  return {
    mode: stations ? 'stations' : 'parks',
    parkKind: parkType === ParkTypeParam.MONTH ? 'bag' : parkType === ParkTypeParam.BOOK ? 'book' : 'all',
    center: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
    detail:
      parkId && params.get(MapQuery.IS_DETAIL_PARK) === '1'
        ? { kind: 'park', id: parkId }
        : stationId && params.get(MapQuery.IS_DETAIL_CHARGE) === '1'
          ? { kind: 'station', id: stationId }
          : undefined,
  };
}
