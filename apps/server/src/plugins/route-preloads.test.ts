import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyCalls } from './route-preloads';

/** A screen's first calls as the web build writes them (apps/web/src/app/first-calls.ts), names sorted. */
const CALLS = [
  {
    method: 'GET',
    path: '/coupon/v2/api/userCoupons',
    authModel: 0,
    query: { pageNo: 1, pageSize: 20, state: 'unused' },
  },
  {
    method: 'POST',
    path: '/dealer/v2/api/nearbyBagParks',
    authModel: 0,
    body: { destLat: { store: 'lat', fallback: 30.2741 }, pageNo: 1 },
  },
  { method: 'GET', path: '/special/v2/api/bagPlans/:planId', authModel: 1, params: { planId: { search: 'planId' } } },
];

interface Sent {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** Runs the script as index.html would, with this storage and URL; what it sent and the keys it left for the app. */
function run(script: string, stored: Record<string, string>, search = '') {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  Object.assign(window, {
    window,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    navigator: { userAgent: 'Mozilla/5.0 MicroMessenger/8.0' },
    location: { search },
    URLSearchParams,
    crypto: globalThis.crypto,
    btoa,
    unescape,
    encodeURIComponent,
    performance: { now: () => 5 },
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      return Promise.resolve({});
    },
  });
  runInNewContext(script.slice(1), window);
  const calls = (window.__earlyCalls ?? {}) as Record<string, { token: string | null }>;
  return { sent, keys: Object.keys(calls), calls };
}

const payloadOf = (sent: Sent) => JSON.parse(Buffer.from(sent.init.headers['x-payload']!, 'base64').toString('utf8'));

describe('the first calls index.html sends (decision 051)', () => {
  it('sends each call as the app would, with the stored session, under the key the app looks it up by', () => {
    const script = earlyCalls(CALLS, true);
    const { sent, keys, calls } = run(script, { token: 'T1', driverDealerId: 'D1', lat: '30.5' }, '?planId=P%201');
    expect(keys).toEqual([
      'GET /api/coupon/v2/api/userCoupons?pageNo=1&pageSize=20&state=unused ',
      'POST /api/dealer/v2/api/nearbyBagParks {"destLat":30.5,"pageNo":1}',
      'GET /api/special/v2/api/bagPlans/P%201 ',
    ]);
    expect(calls[keys[0]!]!.token).toBe('T1');
    expect(sent[1]!.init).toMatchObject({ method: 'POST', body: '{"destLat":30.5,"pageNo":1}' });
    expect(sent[0]!.init.headers).toMatchObject({ authorization: 'Bearer T1', 'x-client-type': '2' });
    const payload = payloadOf(sent[2]!);
    expect(payload).toMatchObject({ driverDealerId: 'D1', authModel: 1 });
    expect(payload.nonce).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(payloadOf(sent[0]!).nonce).not.toBe(payload.nonce);
  });

  it('sends nothing for a screen behind login without a session, on a host launch, or without a path value', () => {
    const script = earlyCalls(CALLS, true);
    expect(run(script, {}).sent).toEqual([]);
    expect(run(script, { token: 'T1' }, '?reqJson=%7B%7D').sent).toEqual([]);
    // No planId in the URL: that call is left to the screen; the stored position's fallback is used.
    const { sent } = run(script, { token: 'T1' });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/coupon/v2/api/userCoupons?pageNo=1&pageSize=20&state=unused',
      '/api/dealer/v2/api/nearbyBagParks',
    ]);
    expect(sent[1]!.init.body).toBe('{"destLat":30.2741,"pageNo":1}');
    // A public screen sends them signed out too, without a token.
    expect(run(earlyCalls(CALLS, false), {}).sent[0]!.init.headers.authorization).toBeUndefined();
  });

  it('leaves out a call with anything not plain in it (it is written into a script)', () => {
    const odd = [
      { method: 'DELETE', path: '/x', authModel: 0 },
      { method: 'GET', path: '/x"</script>', authModel: 0 },
      { method: 'GET', path: '/x', authModel: 0, query: { 'a b': 1 } },
    ];
    expect(earlyCalls(odd, false)).toBe('');
    expect(earlyCalls([{ method: 'GET', path: '/x', authModel: 0, query: { a: '</script>' } }], false)).not.toContain(
      '</script>',
    );
  });
});
