import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /**
     * parkType filters parks; isFromHome=2 opens it on charging stations; lng/lat centre it; parkId with
     * isDetailPark=1, or stationId with isDetailCharge=1, opens that place's sheet (lib/map-links.ts).
     */
    map: {
      parkType?: string;
      isFromHome?: string;
      lng?: number;
      lat?: number;
      parkId?: string;
      stationId?: string;
      isDetailPark?: 1;
      isDetailCharge?: 1;
    };
  }
}

/** The map (first bundle; embedded too, for finding a park). */
export const mapScreen: Screen = {
  path: '/map',
  embedded: true,
  page: () => import('./pages/map-page'),
  meta: { title: '地图', tabBar: true, keepAlive: true },
};
