/**
 * Names of the values the web app keeps in local storage (spec section 3), each key equal to its stored name so a
 * typo is a compile error rather than a silently empty read.
 */
export const StorageKey = {
  /** Access token; its presence means "logged in". */
  token: 'token',
  refreshToken: 'refreshToken',
  clientType: 'clientType',
  /** The dealer (tenant) the driver uses; goes into every request payload. */
  driverDealerId: 'driverDealerId',
  lat: 'lat',
  lng: 'lng',
  locationCity: 'locationCity',
  /** Third-party id for the legacy `/api/v1/` reservation calls (`thirdId`). */
  openId: 'openId',
  /** WeChat openid carried in the request payload; a different value from `openId`, despite the name. */
  openid: 'openid',
  /** Alipay buyer id carried in the request payload. */
  buyid: 'buyid',
  /** Where the visit came from; 5 means a scanned lane (spec section 8, code 0x10d7500008). */
  sourceType: 'sourceType',
  /** Launch parameters passed by a host app; storage is refilled from its fields. */
  reqJson: 'reqJson',
  platInfo: 'platInfo',
  appName: 'appName',
  appid: 'appid',
  /** A road-side collector's code, added to pay calls when present. */
  collectorCode: 'collectorCode',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** Every stored name, in spec order. */
export const STORAGE_KEYS: readonly StorageKey[] = Object.values(StorageKey);

/** Values kept when a `reqJson` query clears local storage (spec section 2, route guard). */
export const KEPT_ON_REQ_JSON_RESET: readonly StorageKey[] = [StorageKey.lat, StorageKey.lng];
