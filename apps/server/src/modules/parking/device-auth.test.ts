import { DEVICE_OFFLINE_AFTER_MS, DeviceHeader, ErrorCode, ParkingOps } from '@parking/contracts';
import { signDeviceRequest } from '@parking/contracts/device-signing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { aGateEvent, aTestPark, deviceRequest, minutes, type TestPark } from '../../../test/parking';
import { deviceEvents, devices, parkingSessions } from '../../db/schema';
import { DEVICE_SEEN_EVERY_MS } from '../parks';

const EVENTS_URL = urlOf(ParkingOps.gateEvent);

let t: TestApp;
let park: TestPark;
beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t);
});
afterAll(() => t.close());

const sessionCount = async () =>
  (await t.db.select().from(parkingSessions).where(eq(parkingSessions.parkId, park.parkId))).length;
const refused = (res: { statusCode: number; json(): unknown }, message: string) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ code: ErrorCode.DEVICE_AUTH_FAILED, message });
};

/** Sends an exact body with the given headers (what an attacker or a broken device would do). */
const raw = (headers: Record<string, string>, body: string) =>
  t.app.inject({
    method: 'POST',
    url: EVENTS_URL,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });

describe('device request signatures', () => {
  it('accepts a correctly signed event and tells the device its park on /config', async () => {
    const config = await deviceRequest(t, park.gate, ParkingOps.deviceConfig);
    expect(config.statusCode).toBe(200);
    expect(config.json().data).toMatchObject({
      deviceId: park.gate.deviceId,
      kind: 'gate',
      parkId: park.parkId,
      lanes: [
        { code: 'E1', direction: 'entry' },
        { code: 'X1', direction: 'exit' },
      ],
    });
    const res = await deviceRequest(t, park.gate, ParkingOps.gateEvent, aGateEvent(t, 'entry', '浙A10001'));
    expect(res.statusCode).toBe(200);
    const [device] = await t.db.select().from(devices).where(eq(devices.id, park.gate.deviceId));
    expect(device?.lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('writes when a device was last seen at most once a minute: not one more write per exit decision', async () => {
    const seenAt = async () =>
      (await t.db.select().from(devices).where(eq(devices.id, park.gate.deviceId)))[0]!.lastSeenAt!.getTime();
    const first = t.clock.now().getTime();
    await deviceRequest(t, park.gate, ParkingOps.deviceConfig);
    expect(await seenAt()).toBe(first);
    t.clock.advance(DEVICE_SEEN_EVERY_MS - 1_000);
    expect((await deviceRequest(t, park.gate, ParkingOps.deviceConfig)).statusCode).toBe(200);
    expect(await seenAt()).toBe(first);
    t.clock.advance(1_000);
    await deviceRequest(t, park.gate, ParkingOps.deviceConfig);
    expect(await seenAt()).toBe(t.clock.now().getTime());
    expect(DEVICE_SEEN_EVERY_MS).toBeLessThan(DEVICE_OFFLINE_AFTER_MS / 2);
  });

  it('refuses an unsigned event and changes nothing', async () => {
    const before = await sessionCount();
    const res = await raw({}, JSON.stringify(aGateEvent(t, 'entry', '浙A10002')));
    refused(res, '缺少设备签名');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a signature made with another secret, or over another body', async () => {
    const body = JSON.stringify(aGateEvent(t, 'entry', '浙A10003'));
    const wrongKey = signDeviceRequest(
      { ...park.gate, secret: 'not-the-secret' },
      { method: 'POST', path: EVENTS_URL, body, now: t.clock.now().getTime() },
    );
    refused(await raw(wrongKey, body), '设备签名校验失败');
    // Signed for one plate, sent with another: the signature covers the exact body bytes.
    const signed = signDeviceRequest(park.gate, {
      method: 'POST',
      path: EVENTS_URL,
      body,
      now: t.clock.now().getTime(),
    });
    refused(await raw(signed, body.replace('浙A10003', '浙A10004')), '设备签名校验失败');
    // Signed for another path.
    const otherPath = signDeviceRequest(park.gate, {
      method: 'POST',
      path: `${EVENTS_URL}x`,
      body,
      now: t.clock.now().getTime(),
    });
    refused(await raw(otherPath, body), '设备签名校验失败');
    expect(await t.db.select().from(deviceEvents).where(eq(deviceEvents.plateNo, '浙A10003'))).toEqual([]);
  });

  it('refuses a replayed request, even though its signature is valid', async () => {
    const body = JSON.stringify(aGateEvent(t, 'entry', '浙A10005'));
    const headers = signDeviceRequest(park.gate, {
      method: 'POST',
      path: EVENTS_URL,
      body,
      now: t.clock.now().getTime(),
    });
    expect((await raw(headers, body)).statusCode).toBe(200);
    refused(await raw(headers, body), '重复的设备请求已被拒绝');
  });

  it('refuses a request whose device clock is off by more than 5 minutes, either way', async () => {
    const body = JSON.stringify(aGateEvent(t, 'entry', '浙A10006'));
    for (const skew of [minutes(6), -minutes(6)]) {
      const headers = signDeviceRequest(park.gate, {
        method: 'POST',
        path: EVENTS_URL,
        body,
        now: t.clock.now().getTime() + skew,
      });
      refused(await raw(headers, body), '设备时间与服务器相差过大，请校准设备时钟');
    }
    const nearlyOff = signDeviceRequest(park.gate, {
      method: 'POST',
      path: EVENTS_URL,
      body,
      now: t.clock.now().getTime() - minutes(4),
    });
    expect((await raw(nearlyOff, body)).statusCode).toBe(200);
  });

  it('refuses unknown and disabled devices with the same message', async () => {
    const body = JSON.stringify(aGateEvent(t, 'entry', '浙A10007'));
    const unknown = signDeviceRequest(
      { deviceId: 'NO-SUCH-GATE', secret: 'x' },
      { method: 'POST', path: EVENTS_URL, body, now: t.clock.now().getTime() },
    );
    refused(await raw(unknown, body), '设备未登记或已停用');

    const other = await aTestPark(t);
    await t.db.update(devices).set({ disabled: true }).where(eq(devices.id, other.gate.deviceId));
    const disabled = signDeviceRequest(other.gate, {
      method: 'POST',
      path: EVENTS_URL,
      body,
      now: t.clock.now().getTime(),
    });
    refused(await raw(disabled, body), '设备未登记或已停用');
  });

  it.each([
    [{ [DeviceHeader.NONCE]: 'short' }, '设备签名参数格式错误'],
    [{ [DeviceHeader.TIMESTAMP]: 'yesterday' }, '设备签名参数格式错误'],
  ])('refuses malformed signature headers %o', async (override, message) => {
    const body = JSON.stringify(aGateEvent(t, 'entry', '浙A10008'));
    const headers = signDeviceRequest(park.gate, {
      method: 'POST',
      path: EVENTS_URL,
      body,
      now: t.clock.now().getTime(),
    });
    refused(await raw({ ...headers, ...override }, body), message);
  });

  it('a driver payload gets nowhere on the device API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(ParkingOps.deviceConfig),
      headers: t.driverHeaders(),
    });
    refused(res, '缺少设备签名');
  });
});
