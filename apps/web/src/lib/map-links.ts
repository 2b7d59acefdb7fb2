import type { Park, Station } from '@parking/contracts';
import { Paths } from './paths';

/**
 * The map's query (spec section 2): parkType=monthActive|bookActive filters parks; isFromHome=2 opens it on charging
 * stations (the home 找充电站 entry); lng/lat centre it; parkId with isDetailPark=1, or stationId with
 * isDetailCharge=1, opens that place's detail sheet.
 */
export const MapQuery = {
  PARK_TYPE: 'parkType',
  IS_FROM_HOME: 'isFromHome',
  LNG: 'lng',
  LAT: 'lat',
  PARK_ID: 'parkId',
  STATION_ID: 'stationId',
  IS_DETAIL_PARK: 'isDetailPark',
  IS_DETAIL_CHARGE: 'isDetailCharge',
} as const;

export const ParkTypeParam = { MONTH: 'monthActive', BOOK: 'bookActive' } as const;
/** isFromHome=2: the map shows charging stations. */
export const STATIONS_FROM_HOME = '2';

/** The map centred on a park with its detail sheet open. */
export const parkOnMap = (park: Pick<Park, 'parkId' | 'latitude' | 'longitude'>) =>
  `${Paths.MAP}?${new URLSearchParams({
    [MapQuery.PARK_ID]: park.parkId,
    [MapQuery.IS_DETAIL_PARK]: '1',
    [MapQuery.LNG]: String(park.longitude),
    [MapQuery.LAT]: String(park.latitude),
  })}`;

/** The map on charging stations, centred on one with its detail sheet open. */
export const stationOnMap = (station: Pick<Station, 'stationId' | 'latitude' | 'longitude'>) =>
  `${Paths.MAP}?${new URLSearchParams({
    [MapQuery.IS_FROM_HOME]: STATIONS_FROM_HOME,
    [MapQuery.STATION_ID]: station.stationId,
    [MapQuery.IS_DETAIL_CHARGE]: '1',
    [MapQuery.LNG]: String(station.longitude),
    [MapQuery.LAT]: String(station.latitude),
  })}`;
