import { describe, expect, it } from 'vitest';
import { createDeviceClient, DeviceApiError } from './device-client';

const device = { deviceId: 'HZ-TEST-GATE', secret: 'a'.repeat(64) };
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '200', message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that answers from a script, one answer a call, and counts the calls. */
function scripted(...answers: (() => Response)[]) {
  let calls = 0;
  const fetch = (async () => answers[Math.min(calls++, answers.length - 1)]!()) as typeof globalThis.fetch;
  return { fetch, calls: () => calls };
}

describe('the device client behind a proxy', () => {
  it('sends again when the proxy answers 502–504 without an envelope (its node went away)', async () => {
    const server = scripted(
      () => new Response('', { status: 502 }),
      () => new Response('', { status: 503 }),
      () => envelope({ parkName: '武林广场' }),
    );
    const client = createDeviceClient({ server: 'http://proxy', device, fetch: server.fetch });
    expect(await client.config()).toEqual({ parkName: '武林广场' });
    expect(server.calls()).toBe(3);
  });

  it('gives up after its retries with the proxy’s status, not a JSON error', async () => {
    const server = scripted(() => new Response('', { status: 504 }));
    const client = createDeviceClient({ server: 'http://proxy', device, fetch: server.fetch, retries: 1 });
    const failure = await client.config().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeviceApiError);
    expect(failure).toMatchObject({ status: 504 });
    expect(server.calls()).toBe(2);
  });

  it('does not send again what the server itself refused', async () => {
    const server = scripted(
      () => new Response(JSON.stringify({ code: '0x1001', message: '签名错误', data: null }), { status: 401 }),
    );
    const client = createDeviceClient({ server: 'http://proxy', device, fetch: server.fetch });
    await expect(client.config()).rejects.toMatchObject({ status: 401, code: '0x1001' });
    expect(server.calls()).toBe(1);
  });
});
