import { describe, it, expect } from 'vitest';
import { KEPT_ON_REQ_JSON_RESET, STORAGE_KEYS, StorageKey } from './storage';

// Spec section 3, "Locally stored values", in order.
const SPEC_STORED_NAMES = [
  'token',
  'refreshToken',
  'clientType',
  'driverDealerId',
  'lat',
  'lng',
  'locationCity',
  'openId',
  'openid',
  'buyid',
  'sourceType',
  'reqJson',
  'platInfo',
  'appName',
  'appid',
  'collectorCode',
];

describe('StorageKey', () => {
  it('lists exactly the stored names of the spec, in order', () => {
    expect(STORAGE_KEYS).toEqual(SPEC_STORED_NAMES);
  });

  it.each(Object.entries(StorageKey))('key %s is stored under the same name', (key, value) => {
    expect(value).toBe(key);
  });

  it('keeps openId and openid apart (different values despite the names)', () => {
    expect(new Set(STORAGE_KEYS).size).toBe(STORAGE_KEYS.length);
    expect(StorageKey.openId).not.toBe(StorageKey.openid);
  });

  it('keeps lat and lng when reqJson refills storage', () => {
    expect(KEPT_ON_REQ_JSON_RESET).toEqual(['lat', 'lng']);
  });
});
