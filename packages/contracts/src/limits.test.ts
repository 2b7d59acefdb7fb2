import { describe, it, expect } from 'vitest';
import { DEFAULT_AD_CITY, Limits, MAP_SDK_VERSION, Timing, WALLET_SDK_VERSION, menuIconSize } from './limits';

describe('menuIconSize', () => {
  it.each([
    [5, 48],
    [4, 60],
    [3, 60],
    [1, 60],
    [0, 60],
  ])('%s columns → %spx icons', (column, size) => {
    expect(menuIconSize(column)).toBe(size);
  });
});

describe('spec section 9 constants', () => {
  it.each([
    ['request timeout', Timing.REQUEST_TIMEOUT_MS, 10_000],
    ['picture upload timeout', Timing.UPLOAD_TIMEOUT_MS, 30_000],
    ['login redirect delay', Timing.LOGIN_REDIRECT_DELAY_MS, 3_000],
    ['toast', Timing.TOAST_MS, 3_000],
    ['long toast', Timing.LONG_TOAST_MS, 5_000],
    ['chunk load timeout', Timing.CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['banner autoplay', Timing.BANNER_AUTOPLAY_MS, 3_000],
    ['throttle', Timing.THROTTLE_MS, 200],
    ['home news', Limits.HOME_NEWS_COUNT, 3],
    ['arrears page size', Limits.ARREARS_PAGE_SIZE, 999],
    ['charging orders page size', Limits.CHARGING_ORDERS_PAGE_SIZE, 20],
    ['home stations', Limits.HOME_STATION_COUNT, 3],
    ['reservation page size', Limits.BOOK_PAGE_SIZE, 15],
    ['plate slots', Limits.PLATE_SLOTS, 8],
    ['required plate slots', Limits.PLATE_REQUIRED_SLOTS, 7],
    ['cookie days', Limits.COOKIE_DAYS, 365],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['default ad city', DEFAULT_AD_CITY, '全国'],
    ['map SDK', MAP_SDK_VERSION, '1.4.4'],
    ['wallet SDK', WALLET_SDK_VERSION, '1.6.0'],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
