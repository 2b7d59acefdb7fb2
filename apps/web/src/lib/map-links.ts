import type { Park, Station } from '@parking/contracts';
import { href } from './paths';
import * as screen from './screen-paths.gen';

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
  href(screen.map, { parkId: park.parkId, isDetailPark: 1, lng: park.longitude, lat: park.latitude });

/** The map on charging stations, centred on one with its detail sheet open. */
export const stationOnMap = (station: Pick<Station, 'stationId' | 'latitude' | 'longitude'>) =>
  href(screen.map, {
    isFromHome: STATIONS_FROM_HOME,
    stationId: station.stationId,
    isDetailCharge: 1,
    lng: station.longitude,
    lat: station.latitude,
  });
