import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, lockTopic, ReservationOps, type LockView } from '@parking/contracts';
import { simulateLockGateway, type LockGatewaySimulator } from '@parking/devices';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { until } from '../../../test/until';
import { bookPackages, bookings, lockCommands, parkingLocks } from '../../db/schema';
import { DEMO_LOCK_PARKS } from '../../demo/bookings';

// The lock gateway of 武林广场 (demo seed) with ten more locks; each test takes a lock of its own.
const PARK = DEMO_LOCK_PARKS[0]!;
const lockIds = Array.from({ length: 10 }, (_, i) => `HZ-WLGC-T${String(i + 1).padStart(2, '0')}`);
let next = 0;
const aLock = () => lockIds[next++]!;

let t: TestApp;
let sim: LockGatewaySimulator;
let lossy = false;

/** A paid booking of `lockId` for `driver` that started a minute ago (its lock may be controlled). */
async function aBooking(driver: SignedInDriver, lockId: string, startsInMinutes = -1) {
  const [pkg] = await t.db.select().from(bookPackages).where(eq(bookPackages.parkId, PARK.parkId));
  const start = new Date(t.clock.now().getTime() + startsInMinutes * 60_000);
  const [row] = await t.db
    .insert(bookings)
    .values({
      dealerId: '330100',
      driverId: driver.driverId,
      parkId: PARK.parkId,
      packageId: pkg!.id,
      lockId,
      plateNo: '浙A12345',
      state: 'booked',
      startAt: start,
      holdUntil: new Date(start.getTime() + 30 * 60_000),
      endAt: new Date(start.getTime() + 120 * 60_000),
      depositFen: 500,
      lateCancelFeeFen: 200,
      orderNo: `BK${Date.now()}${next}`,
      payKey: `key-${Date.now()}-${next}`,
      payChannel: 6,
    })
    .returning();
  return row!;
}

const control = (driver: SignedInDriver, lockId: string, action: 'raise' | 'lower') =>
  call(t, ReservationOps.controlZigbeeLock, { headers: driver.headers, body: { lockId, action } });
const stateOf = (driver: SignedInDriver, lockId: string) =>
  call(t, ReservationOps.getZigbeeLockState, { headers: driver.headers, body: { lockId } });
async function ended(driver: SignedInDriver, lockId: string): Promise<LockView> {
  let view: LockView | undefined;
  await until(async () => {
    view = (await stateOf(driver, lockId)).body.data;
    const command = view?.command;
    if (command?.state === 'queued' || command?.state === 'sent') return false;
    // An ACK may come before the state report that moves the arm (a loaded machine shows it): wait for both.
    const arm = command?.action === 'lower' ? 'lowered' : 'raised';
    return command?.state !== 'acked' || view?.position === arm;
  }, 'the command to end');
  return view!;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(parkingLocks).values(
    lockIds.map((id, i) => ({
      id,
      dealerId: '330100',
      parkId: PARK.parkId,
      gatewayId: PARK.gatewayId,
      spaceCode: `T-${i + 1}`,
      berthType: 'standard' as const,
    })),
  );
  sim = await simulateLockGateway({
    url: t.app.reservations.brokerUrl,
    gatewayId: PARK.gatewayId,
    secret: await t.app.reservations.broker.issueKey(PARK.gatewayId),
    locks: lockIds,
    moveMs: 10,
    random: () => (lossy ? 0 : 1),
    commandLossRate: 0.999,
  });
  await until(async () => {
    const [lock] = await t.db.select().from(parkingLocks).where(eq(parkingLocks.id, lockIds[0]!));
    return lock?.reportedAt !== null;
  }, 'the gateway to report');
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

describe('lock commands', () => {
  it('lowers the lock of the driver’s booking: queued, sent, acknowledged, the arm down', async () => {
    const driver = await signInDriver(t);
    const lockId = aLock();
    await aBooking(driver, lockId);
    const res = await control(driver, lockId, 'lower');
    expect(res.body.code).toBe('200');
    // The answer shows the lock as it is by then: the gateway node may have sent (even carried out) the command.
    expect(res.body.data!.command).toMatchObject({ action: 'lower' });
    expect(['queued', 'sent', 'acked']).toContain(res.body.data!.command!.state);
    const view = await ended(driver, lockId);
    expect(view.command).toMatchObject({ state: 'acked', attempts: 1 });
    expect(view.position).toBe('lowered');
    expect(sim.locks.get(lockId)!.position).toBe('lowered');
  });

  it('refuses another driver’s lock on every call, and nothing moves (BOLA)', async () => {
    const owner = await signInDriver(t);
    const other = await signInDriver(t);
    const lockId = aLock();
    await aBooking(owner, lockId);
    for (const res of [
      await stateOf(other, lockId),
      await control(other, lockId, 'lower'),
      await call(t, ReservationOps.cancelControl, { headers: other.headers, body: { lockId } }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(
      (await call(t, ReservationOps.getUserLockList, { headers: other.headers, body: {} })).body.data!.results,
    ).toEqual([]);
    expect(await t.db.select().from(lockCommands).where(eq(lockCommands.lockId, lockId))).toEqual([]);
  });

  it('refuses a command while one is in flight, and a booking not yet started', async () => {
    const driver = await signInDriver(t);
    const lockId = aLock();
    await aBooking(driver, lockId);
    lossy = true; // the radio loses everything: the first command stays in flight through its attempts
    try {
      expect((await control(driver, lockId, 'lower')).body.code).toBe('200');
      const busy = await control(driver, lockId, 'raise');
      expect(busy.status).toBe(409);
      expect(busy.body.code).toBe(ErrorCode.LOCK_BUSY);
      // Every attempt lost and the lock still reports raised: the command fails, not left unknown.
      const view = await ended(driver, lockId);
      expect(view.command).toMatchObject({ state: 'failed', attempts: 3, result: '地锁无响应' });
    } finally {
      lossy = false;
    }
    const later = await signInDriver(t);
    const laterLock = aLock();
    await aBooking(later, laterLock, 120);
    expect((await control(later, laterLock, 'lower')).body.code).toBe(ErrorCode.LOCK_NOT_NOW);
  });

  it('ignores a stale ACK of an ended command, and one from another gateway', async () => {
    const driver = await signInDriver(t);
    const lockId = aLock();
    await aBooking(driver, lockId);
    await control(driver, lockId, 'lower');
    const done = await ended(driver, lockId);
    // As the server's own client (a gateway may publish only its own topics).
    const client = await mqtt.connectAsync(t.app.reservations.brokerUrl, t.app.reservations.broker.serverCredentials);
    const ack = (gateway: string, ok: boolean) =>
      client.publishAsync(
        lockTopic(gateway, 'ack'),
        JSON.stringify({ id: done.command!.commandId, lockId, ok, position: 'raised', reason: 'motor' }),
        { qos: 1 },
      );
    await ack(PARK.gatewayId, false);
    await ack('HZ-HZDS-LGW1', false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.endAsync();
    const [row] = await t.db.select().from(lockCommands).where(eq(lockCommands.id, done.command!.commandId));
    expect(row).toMatchObject({ state: 'acked', result: '已完成' });
  });

  it('carries a command out after the gateway drops mid-command and reconnects', async () => {
    const driver = await signInDriver(t);
    const lockId = aLock();
    await aBooking(driver, lockId);
    lossy = true; // the first attempt is lost, then the connection drops
    expect((await control(driver, lockId, 'lower')).body.code).toBe('200');
    await until(async () => (await stateOf(driver, lockId)).body.data?.command?.state === 'sent', 'the first attempt');
    sim.drop();
    lossy = false;
    const view = await ended(driver, lockId);
    expect(view.command!.state).toBe('acked');
    expect(view.position).toBe('lowered');
    await until(async () => (await stateOf(driver, lockId)).body.data!.online, 'the gateway back online');
  });

  it('an obstructed raise fails, lowers the lock again and alerts the operator', async () => {
    const driver = await signInDriver(t);
    const lockId = aLock();
    await aBooking(driver, lockId);
    await control(driver, lockId, 'lower');
    await ended(driver, lockId);
    sim.obstruct(lockId);
    await control(driver, lockId, 'raise');
    const failed = await ended(driver, lockId);
    expect(failed.command).toMatchObject({ action: 'raise', state: 'failed', result: '升锁遇阻' });
    await until(async () => {
      const [lock] = await t.db.select().from(parkingLocks).where(eq(parkingLocks.id, lockId));
      return lock?.alert === '升锁遇阻，已自动降锁，请现场查看' && lock.position === 'lowered';
    }, 'the alert and the arm down');
    sim.obstruct(lockId, false);
  });
});
