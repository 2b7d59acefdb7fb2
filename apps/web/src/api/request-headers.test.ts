import {
  ClientType,
  decodePayload,
  StorageKey,
  VehicleRoutes,
  ParkingRoutes,
  PaymentRoutes,
  BasicRoutes,
} from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/storage';
import { fakeEffects } from '../test/fake-effects';
import { at, fakeServer, ok } from '../test/fake-server';
import { createApiClient } from './client';
import { createNonce } from './request-headers';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.50 NetType/WIFI';
const ALIPAY_UA = 'Mozilla/5.0 (Linux; Android 13) AlipayClient/10.5.0';
const NOW = 1_760_000_000_000;

function clientWith(stored: Record<string, string>, userAgent = WECHAT_UA) {
  const server = fakeServer({
    [at(BasicRoutes.menuConfigs)]: ok({}),
    [at(PaymentRoutes.payCharges)]: ok({}),
  });
  const store = memoryStore(stored);
  const api = createApiClient({
    store,
    effects: fakeEffects().ui,
    userAgent: () => userAgent,
    fetch: server.fetch,
    now: () => NOW,
  });
  return { api, server, store };
}

describe('createNonce', () => {
  it('is always 32 letters or digits, whatever the random source returns', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        // A fixed source repeats its bytes; bytes ≥ 248 are skipped, so some tail must be usable.
        const source = (length: number) => Uint8Array.from({ length }, (_, i) => bytes[i] ?? 0).map((b) => b % 248);
        expect(createNonce(source)).toMatch(/^[0-9A-Za-z]{32}$/);
      }),
    );
  });

  it('skips biased bytes (248-255) instead of folding them onto the first letters', () => {
    let call = 0;
    const source = (length: number) => new Uint8Array(length).fill(call++ === 0 ? 250 : 1);
    expect(createNonce(source)).toBe('1'.repeat(32));
  });

  it('differs between calls with the crypto source', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});

describe('headers on every request (spec section 6)', () => {
  it('carries the bearer token, the client type and the encoded payload', async () => {
    const { api, server } = clientWith({
      [StorageKey.token]: 'tok-1',
      [StorageKey.driverDealerId]: 'dealer-7',
      [StorageKey.openid]: 'wx-open-1',
      [StorageKey.buyid]: 'ali-buyer-1',
    });

    await api.call(BasicRoutes.menuConfigs);

    const headers = server.requests[0]!.headers;
    expect(headers.authorization).toBe('Bearer tok-1');
    expect(headers['x-client-type']).toBe(String(ClientType.WX));
    expect(decodePayload(headers['x-payload'])).toEqual({
      nonce: expect.stringMatching(/^[0-9A-Za-z]{32}$/),
      timestamp: NOW,
      driverDealerId: 'dealer-7',
      openid: 'wx-open-1',
      buyid: 'ali-buyer-1',
      authModel: 0,
    });
  });

  it('sets authModel 1 on the replay-protected endpoints and a fresh nonce per request', async () => {
    const { api, server } = clientWith({});
    const body = { uniqueId: 'u1', parkId: 'p1', payChannel: 3 as const, expectedFen: 100 };
    await api.call(PaymentRoutes.payCharges, { body });
    await api.call(PaymentRoutes.payCharges, { body });
    const [first, second] = server.requests.map((r) => decodePayload(r.headers['x-payload']));
    expect(first?.authModel).toBe(1);
    expect(first?.nonce).not.toBe(second?.nonce);
  });

  it('sends no authorization header when logged out', async () => {
    const { api, server } = clientWith({});
    await api.call(BasicRoutes.menuConfigs);
    expect(server.requests[0]!.headers).not.toHaveProperty('authorization');
  });

  it.each([
    ['WeChat', WECHAT_UA, {}, ClientType.WX],
    ['Alipay', ALIPAY_UA, {}, ClientType.ALI],
    ['our app web view', 'Mozilla/5.0 ParkingApp/2.3.0', {}, ClientType.APP],
    ['a plain browser (default 2)', 'Mozilla/5.0 Chrome/126.0', {}, ClientType.WX],
    ['a stored type over the user agent', ALIPAY_UA, { [StorageKey.clientType]: '16' }, ClientType.XYB],
  ])('detects the client type of %s and stores it', async (_, userAgent, stored, expected) => {
    const { api, server, store } = clientWith(stored, userAgent);
    await api.call(BasicRoutes.menuConfigs);
    expect(server.requests[0]!.headers['x-client-type']).toBe(String(expected));
    expect(store.get(StorageKey.clientType)).toBe(String(expected));
  });

  it('sends the device key only to the plate history and lookup endpoints', async () => {
    const server = fakeServer({
      [at(VehicleRoutes.plateHistory)]: ok([]),
      [at(ParkingRoutes.plateLookup)]: ok({}),
      [at(BasicRoutes.menuConfigs)]: ok({}),
    });
    const api = createApiClient({
      store: memoryStore(),
      effects: fakeEffects().ui,
      userAgent: () => WECHAT_UA,
      fetch: server.fetch,
      deviceKey: () => 'K'.repeat(32),
    });
    await api.call(VehicleRoutes.plateHistory);
    await api.call(ParkingRoutes.plateLookup, { body: { plateNo: '浙A12345' } });
    await api.call(BasicRoutes.menuConfigs);
    expect(server.requests.map((r) => r.headers['x-device-key'])).toEqual(['K'.repeat(32), 'K'.repeat(32), undefined]);
  });
});
