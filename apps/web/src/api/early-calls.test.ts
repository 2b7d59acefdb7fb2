import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../lib/storage';
import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_GLOBAL, earlyCallKey, takeEarlyCall, type EarlyCall } from './early-calls';
import { createTransport } from './transport';

const answer = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ code: '0', message: '', data })));
const early = (response: Promise<Response>, token: string | null = 'T1', at = 0): EarlyCall => ({
  token,
  at,
  response,
});

describe('earlyCallKey', () => {
  it('is the same whatever the order of the query parameters and body fields (the server script sorts them)', () => {
    expect(earlyCallKey('GET', '/api/x?pageSize=20&state=unused&pageNo=1', undefined)).toBe(
      'GET /api/x?pageNo=1&pageSize=20&state=unused ',
    );
    expect(earlyCallKey('POST', '/api/y', { pageSize: 15, lastId: 0, skip: undefined })).toBe(
      'POST /api/y {"lastId":0,"pageSize":15}',
    );
  });
});

describe('takeEarlyCall', () => {
  it('hands an answer once, only to a call with the same session, within its age', () => {
    const response = answer(1);
    const calls = { 'GET /api/x ': early(response), 'GET /api/y ': early(answer(2)), 'GET /api/z ': early(answer(3)) };
    expect(takeEarlyCall('GET', '/api/x', undefined, 'T1', calls, 10)).toBe(response);
    expect(takeEarlyCall('GET', '/api/x', undefined, 'T1', calls, 10)).toBeUndefined();
    expect(takeEarlyCall('GET', '/api/y', undefined, 'T2', calls, 10)).toBeUndefined();
    expect(takeEarlyCall('GET', '/api/z', undefined, 'T1', calls, EARLY_CALL_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeEarlyCall('GET', '/api/x', undefined, 'T1', undefined, 10)).toBeUndefined();
  });
});

describe('the transport with calls sent early', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  });
  const transport = (fetch: typeof globalThis.fetch) =>
    createTransport({
      fetch,
      store: memoryStore(),
      userAgent: () => '',
      now: () => 0,
      randomBytes: () => new Uint8Array(32),
    });

  it('adopts the answer of the same call instead of sending it again', async () => {
    const fetch = vi.fn(() => answer('sent'));
    (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = {
      'POST /api/v1/list {"lastId":0,"pageSize":15}': early(answer('early'), 'T1', performance.now()),
    };
    const envelope = await transport(fetch)(
      'POST',
      '/v1/list',
      { body: { pageSize: 15, lastId: 0 }, timeoutMs: 1000 },
      'T1',
    );
    expect(envelope.data).toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the next call is sent.
    await transport(fetch)('POST', '/v1/list', { body: { pageSize: 15, lastId: 0 }, timeoutMs: 1000 }, 'T1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the call itself when the early one failed, and never adopts for a call with headers of its own', async () => {
    const fetch = vi.fn(() => answer('sent'));
    const failed = Promise.reject(new TypeError('network'));
    failed.catch(() => undefined);
    (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = {
      'GET /api/a ': early(failed, 'T1', performance.now()),
      'GET /api/b ': early(answer('early'), 'T1', performance.now()),
    };
    expect((await transport(fetch)('GET', '/a', { timeoutMs: 1000 }, 'T1')).data).toBe('sent');
    const keyed = await transport(fetch)('GET', '/b', { timeoutMs: 1000, headers: { 'idempotency-key': 'k' } }, 'T1');
    expect(keyed.data).toBe('sent');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
