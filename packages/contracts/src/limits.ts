/** Durations of spec section 9, in milliseconds. */
export const Timing = {
  REQUEST_TIMEOUT_MS: 10_000,
  UPLOAD_TIMEOUT_MS: 30_000,
  LOGIN_REDIRECT_DELAY_MS: 3_000,
  TOAST_MS: 3_000,
  /** The one long toast: code 0x1306510012 (too many requests). */
  LONG_TOAST_MS: 5_000,
  CHUNK_LOAD_TIMEOUT_MS: 120_000,
  BANNER_AUTOPLAY_MS: 3_000,
  THROTTLE_MS: 200,
} as const;

/** Counts and sizes of spec sections 1, 3 and 9. */
export const Limits = {
  HOME_NEWS_COUNT: 3,
  ARREARS_PAGE_SIZE: 999,
  CHARGING_ORDERS_PAGE_SIZE: 20,
  HOME_STATION_COUNT: 3,
  /** Reservation (book) order list page size. */
  BOOK_PAGE_SIZE: 15,
  PLATE_SLOTS: 8,
  /** The 8th slot is only for new-energy plates. */
  PLATE_REQUIRED_SLOTS: 7,
  COOKIE_DAYS: 365,
} as const;

/** The ad city asked for when the driver's city is unknown. */
export const DEFAULT_AD_CITY = '全国';

export const MAP_SDK_VERSION = '1.4.4';
export const WALLET_SDK_VERSION = '1.6.0';

/** Home menu icon size in px: 48 in a 5-column menu, else 60 (spec section 9). */
export const menuIconSize = (column: number): 48 | 60 => (column === 5 ? 48 : 60);
