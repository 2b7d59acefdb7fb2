// Zod-free on purpose: the home page and the map import these without pulling zod into their chunks.

/** The spec's discovery messages (section 8). */
export const DiscoveryText = {
  /** An empty park list. */
  NO_PARKS: '暂无符合条件的停车点位',
  /** An empty station list. */
  NO_STATIONS: '暂无符合条件的充电站',
  /** The end of a park list (and the default when a query says nothing more). */
  NO_MORE_PARKS: '无更多停车点',
  /** Locating or the nearby query failed (home, map, native location). */
  QUERY_FAILED: '停车点查询失败',
  /** The browser has no geolocation. */
  NO_GEOLOCATION: '浏览器不支持地理定位。',
} as const;

/** Nearby searches: a circle around the driver, a page at a time. */
export const Nearby = {
  /** Metres searched when a request names no radius. */
  DEFAULT_RADIUS_M: 5_000,
  MAX_RADIUS_M: 50_000,
  DEFAULT_PAGE_SIZE: 10,
  MAX_PAGE_SIZE: 50,
  /** A nearby list holds at most this many parks (20 pages of 10): it is for what is around, not a directory. */
  MAX_RESULTS: 200,
  /** The home list asks for 4 and shows items 2 to 4 (spec section 9). */
  HOME_PARKS_ASKED: 4,
} as const;

/** leftBagSpaceNum / leftBookSpaceNum value meaning "no limit" (spec section 3). */
export const UNLIMITED_SPACES = -1;

/** Where a nearby-station request comes from (its `source`): the home list or the map. */
export const StationSource = { HOME: 'home', MAP: 'map' } as const;
export type StationSource = (typeof StationSource)[keyof typeof StationSource];
