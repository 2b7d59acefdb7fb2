import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditOps,
  ErrorCode,
  lockTopic,
  OperatorRole,
  ReservationOperatorOps,
  type LockGatewayKey,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver } from '../../../test/drivers';
import { aTestPark, type TestPark } from '../../../test/parking';
import { until } from '../../../test/until';
import { lockGateways, parkingLocks } from '../../db/schema';
import { LOCK_BROKER_HOOK } from './lock-broker-hook';

// Lock gateways from the console (issue 39, decision 038): register (key once), list, rotate, disable, their locks;
// the broker's sign-in and topics, embedded and through the external broker's HTTP hook, from one set of rules.
let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
let mine: TestPark;
let other: TestPark;
let n = 0;
const anId = () => `T-GW-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  mine = await aTestPark(t);
  other = await aTestPark(t);
  manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [mine.parkId] });
}, 400_000);
afterAll(() => t?.close());

const register = (park: TestPark, headers = admin, gatewayId = anId(), name = 'B1 层地锁网关') =>
  call(t, ReservationOperatorOps.registerLockGateway, { headers, body: { parkId: park.parkId, gatewayId, name } });
const listOf = async (park: TestPark, headers = admin) =>
  (await call(t, ReservationOperatorOps.lockGateways, { headers, query: { parkId: park.parkId } })).body.data!.results;
async function aGateway(park = mine): Promise<LockGatewayKey> {
  const res = await register(park);
  expect(res.body.code).toBe('200');
  return res.body.data!;
}

describe('the operator operations', () => {
  it('registers a gateway on a park: its key once (kept as a hash), listed offline with no locks', async () => {
    const key = await aGateway();
    expect(key).toMatchObject({ username: key.gatewayId, topicRoot: 'parking/locks' });
    expect(key.secret).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(lockGateways).where(eq(lockGateways.id, key.gatewayId));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toBe(key.secret);
    expect((await listOf(mine)).find((g) => g.gatewayId === key.gatewayId)).toMatchObject({
      name: 'B1 层地锁网关',
      parkId: mine.parkId,
      online: false,
      lastSeenAt: null,
      disabled: false,
      hasKey: true,
      lockCount: 0,
    });
    // The audit entry names the gateway and that a key was made, never the key.
    const entries = (await call(t, AuditOps.auditEntries, { query: { objectId: key.gatewayId }, headers: admin })).body
      .data!.results;
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(key.secret);
  });

  it('registers locks on the gateway; a lock or a space already there, or twice in the list, is refused', async () => {
    const { gatewayId } = await aGateway();
    const lockId = `${gatewayId}-L1`;
    const space = `S${++n}`;
    const res = await call(t, ReservationOperatorOps.registerParkingLocks, {
      headers: admin,
      params: { gatewayId },
      body: {
        locks: [
          { lockId, spaceCode: `${space}-1`, berthType: 'standard' },
          { lockId: `${gatewayId}-L2`, spaceCode: `${space}-2`, berthType: 'charging' },
        ],
      },
    });
    expect(res.body).toMatchObject({ data: { gatewayId, lockCount: 2 } });
    const again = await call(t, ReservationOperatorOps.registerParkingLocks, {
      headers: admin,
      params: { gatewayId },
      body: { locks: [{ lockId, spaceCode: 'Z-9', berthType: 'standard' }] },
    });
    expect(again.body).toMatchObject({ code: ErrorCode.CONFLICT, message: `地锁编号 ${lockId} 已存在` });
    const twice = await call(t, ReservationOperatorOps.registerParkingLocks, {
      headers: admin,
      params: { gatewayId },
      body: {
        locks: [
          { lockId: `${gatewayId}-L8`, spaceCode: 'Z-8', berthType: 'standard' },
          { lockId: `${gatewayId}-L9`, spaceCode: 'Z-8', berthType: 'standard' },
        ],
      },
    });
    expect(twice.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '车位 Z-8 重复' });
    expect(await t.db.select().from(parkingLocks).where(eq(parkingLocks.gatewayId, gatewayId))).toHaveLength(2);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = (await listOf(mine)).length;
    const cases: [object, string][] = [
      [{ parkId: mine.parkId, gatewayId: 'a/b', name: '网关' }, '网关编号为 3–48 位字母、数字、下划线或连字符'],
      [{ parkId: mine.parkId, gatewayId: anId(), name: ' ' }, '请填写网关名称'],
      [{ parkId: 'nope', gatewayId: anId(), name: '网关' }, '请选择车场'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, ReservationOperatorOps.registerLockGateway, { headers: admin, body });
      expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
      expect(res.body.message).toContain(message);
    }
    const taken = await aGateway();
    const dup = await register(mine, admin, taken.gatewayId);
    expect(dup.body).toMatchObject({ code: ErrorCode.CONFLICT, message: `网关编号 ${taken.gatewayId} 已存在` });
    const noLocks = await call(t, ReservationOperatorOps.registerParkingLocks, {
      headers: admin,
      params: { gatewayId: taken.gatewayId },
      body: { locks: [] },
    });
    expect(noLocks.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('至少') });
    expect((await listOf(mine)).length).toBe(before + 1);
  });

  it('rotates the key (a new one, shown once) and disables and enables the gateway', async () => {
    const key = await aGateway();
    const params = { gatewayId: key.gatewayId };
    const rotated = await call(t, ReservationOperatorOps.rotateLockGatewayKey, { headers: manager, params });
    expect(rotated.body.data!.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.body.data!.secret).not.toBe(key.secret);
    const off = await call(t, ReservationOperatorOps.updateLockGateway, {
      headers: manager,
      params,
      body: { name: '停用的网关', disabled: true },
    });
    expect(off.body.data).toMatchObject({ name: '停用的网关', disabled: true, online: false });
    const on = await call(t, ReservationOperatorOps.updateLockGateway, {
      headers: manager,
      params,
      body: { name: '停用的网关', disabled: false },
    });
    expect(on.body.data).toMatchObject({ disabled: false });
    const entries = (await call(t, AuditOps.auditEntries, { query: { objectId: key.gatewayId }, headers: admin })).body
      .data!.results;
    expect(entries).toHaveLength(4);
    expect(JSON.stringify(entries)).not.toContain(rotated.body.data!.secret);
  });

  it('a park manager acts on their parks only; other roles and drivers are refused', async () => {
    const theirs = await aGateway(other);
    expect((await register(other, manager)).body.code).toBe(ErrorCode.FORBIDDEN);
    const refused = [
      call(t, ReservationOperatorOps.rotateLockGatewayKey, {
        headers: manager,
        params: { gatewayId: theirs.gatewayId },
      }),
      call(t, ReservationOperatorOps.updateLockGateway, {
        headers: manager,
        params: { gatewayId: theirs.gatewayId },
        body: { name: 'x', disabled: true },
      }),
      call(t, ReservationOperatorOps.registerParkingLocks, {
        headers: manager,
        params: { gatewayId: theirs.gatewayId },
        body: { locks: [{ lockId: `${theirs.gatewayId}-X`, spaceCode: 'X-1', berthType: 'standard' }] },
      }),
      call(t, ReservationOperatorOps.lockGateways, { headers: manager, query: { parkId: other.parkId } }),
    ];
    for (const res of await Promise.all(refused)) expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
    const all = (await call(t, ReservationOperatorOps.lockGateways, { headers: manager, query: {} })).body.data!;
    expect(all.results.every((g) => g.parkId === mine.parkId)).toBe(true);
    expect((await register(mine, manager)).body.code).toBe('200');

    const finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
    expect((await register(mine, finance)).body.code).toBe(ErrorCode.FORBIDDEN);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const foreign = await call(t, ReservationOperatorOps.rotateLockGatewayKey, {
      headers: suzhou,
      params: { gatewayId: theirs.gatewayId },
    });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
    const driver = await signInDriver(t);
    const asDriver = await register(mine, driver.headers as { authorization: string });
    expect(asDriver.status).toBe(401);
    expect(await t.db.select().from(lockGateways).where(eq(lockGateways.id, theirs.gatewayId))).toHaveLength(1);
  });
});

describe('the embedded broker', () => {
  const clients: MqttClient[] = [];
  afterAll(async () => {
    for (const c of clients) await c.endAsync(true);
  });
  /** Connects once (no retry): the client, or the broker's refusal. */
  async function connect(options: IClientOptions): Promise<MqttClient | Error> {
    try {
      const client = await mqtt.connectAsync(t.app.reservations.brokerUrl, {
        reconnectPeriod: 0,
        connectTimeout: 3_000,
        ...options,
      });
      clients.push(client);
      return client;
    } catch (error) {
      return error as Error;
    }
  }
  const asGateway = (key: LockGatewayKey, secret = key.secret) =>
    connect({ username: key.gatewayId, password: secret, clientId: `${key.gatewayId}-${++n}` });

  it('lets a gateway in with its key only; a wrong, reset or disabled key is refused', async () => {
    const key = await aGateway();
    expect(await asGateway(key)).not.toBeInstanceOf(Error);
    const [seen] = await t.db.select().from(lockGateways).where(eq(lockGateways.id, key.gatewayId));
    expect(seen!.lastSeenAt).not.toBeNull();
    expect(await asGateway(key, 'f'.repeat(64))).toBeInstanceOf(Error);
    expect(await connect({ clientId: `anon-${++n}` })).toBeInstanceOf(Error);
    expect(await connect({ username: 'parking:server', password: 'guess' })).toBeInstanceOf(Error);

    const rotated = (
      await call(t, ReservationOperatorOps.rotateLockGatewayKey, {
        headers: admin,
        params: { gatewayId: key.gatewayId },
      })
    ).body.data!;
    expect(await asGateway(key)).toBeInstanceOf(Error);
    expect(await asGateway(rotated)).not.toBeInstanceOf(Error);

    await call(t, ReservationOperatorOps.updateLockGateway, {
      headers: admin,
      params: { gatewayId: key.gatewayId },
      body: { name: '停用', disabled: true },
    });
    expect(await asGateway(rotated)).toBeInstanceOf(Error);
  });

  it('drops a connected gateway once its key is reset', async () => {
    const key = await aGateway();
    const client = (await asGateway(key)) as MqttClient;
    expect(client.connected).toBe(true);
    await call(t, ReservationOperatorOps.rotateLockGatewayKey, {
      headers: admin,
      params: { gatewayId: key.gatewayId },
    });
    await t.app.reservations.broker.revalidate();
    await until(async () => !client.connected, 'the connection to drop');
  });

  it('lets a gateway publish and subscribe to its own topics only', async () => {
    const key = await aGateway();
    /** The QoS the broker granted, 128 for a refusal (mqtt.js rejects then, with the SUBACK). */
    const granted = (client: MqttClient, filter: string) =>
      client.subscribeAsync(filter, { qos: 1 }).then(
        (grants) => grants[0]!.qos,
        (error: { packet?: { granted?: number[] } }) => error.packet?.granted?.[0] ?? -1,
      );
    const client = (await asGateway(key)) as MqttClient;
    expect(await granted(client, lockTopic(key.gatewayId, 'command'))).toBe(1);
    expect(await granted(client, lockTopic('HZ-WLGC-LGW1', 'command'))).toBe(128);
    expect(await granted(client, 'parking/locks/#')).toBe(128);
    await client.publishAsync(lockTopic(key.gatewayId, 'status'), JSON.stringify({ online: true }), { qos: 1 });
    expect(client.connected).toBe(true);

    // Another gateway's ACK (or a command to itself): the broker refuses it and drops the connection.
    const server = (await connect(t.app.reservations.broker.serverCredentials)) as MqttClient;
    const heard: string[] = [];
    server.on('message', (topic) => heard.push(topic));
    await server.subscribeAsync('parking/locks/+/ack', { qos: 1 });
    client.publish(lockTopic('HZ-WLGC-LGW1', 'ack'), JSON.stringify({ id: 1, lockId: 'x', ok: true }), { qos: 1 });
    await until(async () => !client.connected, 'the connection to drop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });
});

describe('the external broker’s HTTP hook', () => {
  const hook = (path: string, payload: object, token = 'test-lock-broker-hook-token-0123456789abcdef') =>
    t.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` }, payload });

  it('answers sign-ins with the same rules', async () => {
    const key = await aGateway();
    const allow = { result: 'allow', ok: true };
    expect((await hook(LOCK_BROKER_HOOK.auth, { username: key.gatewayId, password: key.secret })).json()).toEqual(
      allow,
    );
    expect((await hook(LOCK_BROKER_HOOK.auth, { username: key.gatewayId, password: 'x' })).json()).toMatchObject({
      result: 'deny',
      ok: false,
    });
    expect((await hook(LOCK_BROKER_HOOK.auth, t.app.reservations.broker.serverCredentials)).json()).toEqual(allow);
    // mosquitto-go-auth may post a form.
    const form = await t.app.inject({
      method: 'POST',
      url: LOCK_BROKER_HOOK.auth,
      headers: {
        authorization: 'Bearer test-lock-broker-hook-token-0123456789abcdef',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ username: key.gatewayId, password: key.secret }).toString(),
    });
    expect(form.json()).toEqual(allow);
    const wrongToken = await hook(LOCK_BROKER_HOOK.auth, { username: key.gatewayId, password: key.secret }, 'x');
    expect(wrongToken.statusCode).toBe(401);
  });

  it('answers topics with the same rules, and refuses a gateway disabled since it connected', async () => {
    const key = await aGateway();
    const acl = async (body: object) => ((await hook(LOCK_BROKER_HOOK.acl, body)).json() as { result: string }).result;
    const own = { username: key.gatewayId };
    expect(await acl({ ...own, topic: lockTopic(key.gatewayId, 'state'), action: 'publish' })).toBe('allow');
    expect(await acl({ ...own, topic: lockTopic(key.gatewayId, 'command'), action: 'publish' })).toBe('deny');
    expect(await acl({ ...own, topic: lockTopic('HZ-WLGC-LGW1', 'ack'), action: 'publish' })).toBe('deny');
    expect(await acl({ ...own, topic: lockTopic(key.gatewayId, 'command'), action: 'subscribe' })).toBe('allow');
    expect(await acl({ ...own, topic: lockTopic(key.gatewayId, 'command'), acc: 4 })).toBe('allow');
    expect(await acl({ ...own, topic: 'parking/locks/#', action: 'subscribe' })).toBe('deny');
    expect(await acl({ username: 'parking:server', topic: 'parking/locks/+/ack', action: 'subscribe' })).toBe('allow');
    await call(t, ReservationOperatorOps.updateLockGateway, {
      headers: admin,
      params: { gatewayId: key.gatewayId },
      body: { name: '停用', disabled: true },
    });
    expect(await acl({ ...own, topic: lockTopic(key.gatewayId, 'state'), action: 'publish' })).toBe('deny');
    expect(
      (
        (await hook(LOCK_BROKER_HOOK.auth, { username: key.gatewayId, password: key.secret })).json() as {
          result: string;
        }
      ).result,
    ).toBe('deny');
  });
});
