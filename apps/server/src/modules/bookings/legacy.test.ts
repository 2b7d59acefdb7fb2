import {
  DriverOps,
  ErrorCode,
  OperatorRole,
  PayChannel,
  ReservationOperatorOps,
  ReservationOps,
  type CreatedBooking,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aPhone, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { anIdempotencyKey, aPlate, fundWallet } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import { bookPackages, lockGateways, parkingLocks, parkProfiles } from '../../db/schema';

/**
 * The second part of the legacy calls (decision 038): parks and berth types, the booked berth, plates, berth owners
 * and their evasion cars, and the operator's bookings and lock commands. Park 甲 (leaves first: a car may leave owing)
 * has two standard spaces and one large; park 乙 next to it one standard; park 丙 takes no bookings.
 */
let t: TestApp;
let a: TestPark;
let b: TestPark;
let c: TestPark;
let standardA: string;
const tag = `${Date.now() % 100_000}`;
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * HOUR).toISOString();

async function aDriverWithPlate() {
  const driver = await signInDriver(t);
  const plateNo = aPlate();
  await bindPlate(t, driver, plateNo);
  await fundWallet(t, driver, 10_000);
  return { driver, plateNo };
}

const book = async (driver: SignedInDriver, plateNo: string, packageId: string, expectedFen: number, h: number) => {
  const res = await call(t, ReservationOps.createBookOrder, {
    headers: { ...driver.headers, 'idempotency-key': anIdempotencyKey() },
    body: { payChannel: PayChannel.BALANCE, expectedFen, packageId, plateNo, startAt: inHours(h) },
  });
  expect(res.body.code).toBe('200');
  return (res.body.data as CreatedBooking).booking;
};

beforeAll(async () => {
  t = await buildTestApp();
  a = await aTestPark(t, { name: `预约甲${tag}`, leaveFirst: true });
  b = await aTestPark(t, { name: `预约乙${tag}` });
  c = await aTestPark(t, { name: `预约丙${tag}` });
  await t.db.insert(parkProfiles).values([
    { parkId: a.parkId, city: '杭州市', supportBook: true },
    { parkId: b.parkId, city: '杭州市', supportBook: true },
    { parkId: c.parkId, city: '杭州市', supportBook: false },
  ]);
  await t.db.insert(lockGateways).values([
    { id: 'LG-A', dealerId: '330100', parkId: a.parkId, online: true },
    { id: 'LG-B', dealerId: '330100', parkId: b.parkId, online: true },
  ]);
  const lock = (id: string, parkId: string, gatewayId: string, spaceCode: string, berthType: 'standard' | 'large') => ({
    id,
    dealerId: '330100',
    parkId,
    gatewayId,
    spaceCode,
    berthType,
  });
  await t.db
    .insert(parkingLocks)
    .values([
      lock('L-A1', a.parkId, 'LG-A', 'A-1', 'standard'),
      lock('L-A2', a.parkId, 'LG-A', 'A-2', 'standard'),
      lock('L-A3', a.parkId, 'LG-A', 'A-3', 'large'),
      lock('L-B1', b.parkId, 'LG-B', 'B-1', 'standard'),
    ]);
  const terms = { dealerId: '330100', holdMinutes: 30, slotMinutes: 120, horizonDays: 7, lateCancelFeeFen: 0 };
  const [s] = await t.db
    .insert(bookPackages)
    .values([
      { ...terms, parkId: a.parkId, berthType: 'standard', depositFen: 500 },
      { ...terms, parkId: a.parkId, berthType: 'large', depositFen: 800 },
      { ...terms, parkId: b.parkId, berthType: 'standard', depositFen: 600 },
    ])
    .returning();
  standardA = s!.id;
});
afterAll(() => t.close());

describe('parks and berth types', () => {
  it('getParkDetail: the park with its packages; a bad or unknown id is refused', async () => {
    const res = await call(t, ReservationOps.getParkDetail, { body: { parkId: a.parkId } });
    expect(res.body.data).toMatchObject({ parkId: a.parkId, parkName: `预约甲${tag}`, supportBook: true });
    expect(res.body.data!.packages.map((p) => p.berthType)).toEqual(['large', 'standard']);
    expect((await call(t, ReservationOps.getParkDetail, { body: { parkId: 'x' } })).status).toBe(400);
    const unknown = await call(t, ReservationOps.getParkDetail, { body: { parkId: crypto.randomUUID() } });
    expect(unknown.status).toBe(404);
  });

  it('getBookableParksByName and ByLocation list bookable parks only; bad paging and positions are refused', async () => {
    const byName = await call(t, ReservationOps.getBookableParksByName, {
      body: { parkName: `预约甲${tag}`, lastId: 0, pageSize: 9999 },
    });
    expect(byName.body.data).toEqual({ results: [expect.objectContaining({ parkId: a.parkId })], hasMore: false });
    const none = await call(t, ReservationOps.getBookableParksByName, { body: { parkName: `预约丙${tag}` } });
    expect(none.body.data!.results).toEqual([]);
    for (const body of [{ parkName: '预约', lastId: 5 }, { parkName: '预约', pageSize: 10_000 }, { parkName: ' ' }]) {
      expect((await call(t, ReservationOps.getBookableParksByName, { body: body as never })).status).toBe(400);
    }
    const near = await call(t, ReservationOps.getBookableParksByLocation, {
      body: { longitude: 120.16, latitude: 30.25 },
    });
    const ids = near.body.data!.results.map((p) => p.parkId);
    expect(ids).toEqual(expect.arrayContaining([a.parkId, b.parkId]));
    expect(ids).not.toContain(c.parkId);
    const far = await call(t, ReservationOps.getBookableParksByLocation, {
      body: { longitude: 200, latitude: 30.25 },
    });
    expect(far.status).toBe(400);
  });

  it('berth types count free spaces for the arrival; the recommendation falls to another type, then another park', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const types = async (startAt?: string) =>
      (await call(t, ReservationOps.getParkingBerthType, { body: { parkId: a.parkId, startAt } })).body.data!;
    expect((await types()).results).toEqual([
      expect.objectContaining({ berthType: 'large', totalSpaces: 1, freeSpaces: 1, depositFen: 800 }),
      expect.objectContaining({ berthType: 'standard', totalSpaces: 2, freeSpaces: 2, depositFen: 500 }),
    ]);
    await book(driver, plateNo, standardA, 500, 1);
    expect((await types(inHours(1))).results[1]).toMatchObject({ berthType: 'standard', freeSpaces: 1 });
    expect((await types(inHours(5))).results[1]).toMatchObject({ freeSpaces: 2 });
    const recommend = () =>
      call(t, ReservationOps.getRecommendBerthInfo, { body: { parkId: a.parkId } }).then((r) => r.body.data!);
    expect((await recommend()).berth).toMatchObject({ berthType: 'standard' });
    // A car in the other standard space now: only the large type is left for an arrival now.
    await t.db.update(parkingLocks).set({ occupied: true }).where(eq(parkingLocks.id, 'L-A2'));
    try {
      expect((await recommend()).berth).toMatchObject({ berthType: 'large', freeSpaces: 1 });
      const others = await call(t, ReservationOps.getRecommendParkingList, { body: { parkId: a.parkId } });
      const ids = others.body.data!.results.map((p) => p.parkId);
      expect(ids).toContain(b.parkId);
      expect(ids).not.toContain(a.parkId);
    } finally {
      await t.db.update(parkingLocks).set({ occupied: false }).where(eq(parkingLocks.id, 'L-A2'));
    }
    const past = await call(t, ReservationOps.getParkingBerthType, {
      body: { parkId: a.parkId, startAt: inHours(-2) },
    });
    expect(past.body.code).toBe(ErrorCode.BOOKING_TIME_INVALID);
    const bad = await call(t, ReservationOps.getRecommendBerthInfo, { body: { parkId: a.parkId, startAt: '明天' } });
    expect(bad.status).toBe(400);
  });
});

describe('the driver’s berth and plates', () => {
  it('getBerthInfo shows the booked space to its driver only (BOLA); getAllPlateInfo is null without plates', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const booking = await book(driver, plateNo, standardA, 500, 30);
    const berth = await call(t, ReservationOps.getBerthInfo, {
      headers: driver.headers,
      body: { bookingId: booking.bookingId },
    });
    expect(berth.body.data).toMatchObject({
      bookingId: booking.bookingId,
      spaceCode: booking.spaceCode,
      berthType: 'standard',
      berthTypeText: '标准车位',
      online: true,
    });
    const other = await signInDriver(t);
    const theirs = await call(t, ReservationOps.getBerthInfo, {
      headers: other.headers,
      body: { bookingId: booking.bookingId },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await call(t, ReservationOps.getBerthInfo, { headers: driver.headers, body: { bookingId: '1' } })).status,
    ).toBe(400);
    expect((await call(t, ReservationOps.getBerthInfo, { body: { bookingId: booking.bookingId } })).status).toBe(401);

    const none = await call(t, ReservationOps.getAllPlateInfo, { headers: other.headers, body: {} });
    expect(none.body.data).toEqual({ results: null });
    const mine = await call(t, ReservationOps.getAllPlateInfo, { headers: driver.headers, body: { thirdId: 'o-x' } });
    expect(mine.body.data!.results!.map((p) => p.plateNo)).toEqual([plateNo]);
    expect(
      (await call(t, ReservationOps.getAllPlateInfo, { headers: driver.headers, body: { x: 1 } as never })).status,
    ).toBe(400);
  });
});

describe('operators, berth owners and evasion cars', () => {
  it('lists and inspects the dealer’s bookings, commands a lock once at a time; another dealer sees nothing', async () => {
    const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
    const { driver, plateNo } = await aDriverWithPlate();
    const booking = await book(driver, plateNo, standardA, 500, 40);
    const list = await call(t, ReservationOperatorOps.bookings, {
      headers: admin,
      query: { parkId: a.parkId, state: 'booked' },
    });
    expect(list.body.data!.results.map((r) => r.bookingId)).toContain(booking.bookingId);
    const one = await call(t, ReservationOperatorOps.booking, {
      headers: admin,
      params: { bookingId: booking.bookingId },
    });
    expect(one.body.data).toMatchObject({ bookingId: booking.bookingId, driverId: driver.driverId });
    const badState = await call(t, ReservationOperatorOps.bookings, { headers: admin, query: { state: 'x' as never } });
    expect(badState.status).toBe(400);

    const raise = await call(t, ReservationOperatorOps.commandLock, {
      headers: admin,
      params: { lockId: 'L-B1' },
      body: { action: 'raise' },
    });
    // (the gateway's node may have sent it already: both are in flight)
    expect(raise.body.data!.command).toMatchObject({ action: 'raise' });
    expect(['queued', 'sent']).toContain(raise.body.data!.command!.state);
    const again = await call(t, ReservationOperatorOps.commandLock, {
      headers: admin,
      params: { lockId: 'L-B1' },
      body: { action: 'lower' },
    });
    expect(again.body.code).toBe(ErrorCode.LOCK_BUSY);

    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const seen = await call(t, ReservationOperatorOps.bookings, { headers: suzhou, query: {} });
    expect(seen.body.data!.results).toEqual([]);
    const peek = await call(t, ReservationOperatorOps.booking, {
      headers: suzhou,
      params: { bookingId: booking.bookingId },
    });
    expect(peek.status).toBe(404);
    const theirs = await call(t, ReservationOperatorOps.commandLock, {
      headers: suzhou,
      params: { lockId: 'L-A2' },
      body: { action: 'raise' },
    });
    expect(theirs.status).toBe(404);
    const unregistered = await call(t, ReservationOperatorOps.putLockOwner, {
      headers: admin,
      params: { lockId: 'L-A3' },
      body: { phone: '19900000000' },
    });
    expect(unregistered.body.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('a park manager works the locks and bookings of their parks only (decision 077)', async () => {
    const manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [a.parkId] });
    const { driver, plateNo } = await aDriverWithPlate();
    const atA = await book(driver, plateNo, standardA, 500, 60);
    const locks = await call(t, ReservationOperatorOps.locks, { headers: manager });
    expect(locks.body.data!.results.map((l) => l.lockId).sort()).toEqual(['L-A1', 'L-A2', 'L-A3']);
    const list = await call(t, ReservationOperatorOps.bookings, { headers: manager, query: {} });
    expect(list.body.data!.results.map((r) => r.parkId)).toEqual(list.body.data!.results.map(() => a.parkId));
    expect(list.body.data!.results.map((r) => r.bookingId)).toContain(atA.bookingId);
    expect(
      (await call(t, ReservationOperatorOps.booking, { headers: manager, params: { bookingId: atA.bookingId } }))
        .status,
    ).toBe(200);

    // Park B is the dealer's but not theirs: refused, and the lock is not commanded.
    const otherPark = await call(t, ReservationOperatorOps.bookings, { headers: manager, query: { parkId: b.parkId } });
    expect([otherPark.status, otherPark.body.message]).toEqual([403, '当前账号无权管理该车场']);
    const before = (
      await call(t, ReservationOperatorOps.locks, {
        headers: await loggedInOperator(t, { roles: [OperatorRole.ADMIN] }),
      })
    ).body.data!.results.find((l) => l.lockId === 'L-B1')!.command;
    const command = await call(t, ReservationOperatorOps.commandLock, {
      headers: manager,
      params: { lockId: 'L-B1' },
      body: { action: 'lower' },
    });
    expect(command.status).toBe(403);
    const after = (
      await call(t, ReservationOperatorOps.locks, {
        headers: await loggedInOperator(t, { roles: [OperatorRole.ADMIN] }),
      })
    ).body.data!.results.find((l) => l.lockId === 'L-B1')!.command;
    expect(after).toEqual(before);
    expect(
      (
        await call(t, ReservationOperatorOps.putLockOwner, {
          headers: manager,
          params: { lockId: 'L-B1' },
          body: { phone: null },
        })
      ).status,
    ).toBe(403);
    const terms = {
      berthType: 'standard' as const,
      depositFen: 700,
      holdMinutes: 30,
      slotMinutes: 120,
      horizonDays: 7,
      lateCancelFeeFen: 0,
    };
    expect(
      (await call(t, ReservationOperatorOps.putBookPackage, { headers: manager, body: { parkId: b.parkId, ...terms } }))
        .status,
    ).toBe(403);
    // Their own park's packages are listed to them; another park's are refused.
    const own = await call(t, ReservationOperatorOps.bookPackages, { headers: manager, params: { parkId: a.parkId } });
    expect(own.body.data!.packages.map((p) => p.berthType).sort()).toEqual(['large', 'standard']);
    const other = await call(t, ReservationOperatorOps.bookPackages, {
      headers: manager,
      params: { parkId: b.parkId },
    });
    expect([other.status, other.body.message]).toEqual([403, '当前账号无权管理该车场']);
    // A cashier has no desk here at all.
    const cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER], parkIds: [a.parkId] });
    expect((await call(t, ReservationOperatorOps.locks, { headers: cashier })).status).toBe(403);
  });

  it('a berth’s owner sees the cars that booked it and left owing; no one else does', async () => {
    const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
    const owner = await signInDriver(t);
    const registered = await call(t, ReservationOperatorOps.putLockOwner, {
      headers: admin,
      params: { lockId: 'L-A3' },
      body: { phone: owner.phone },
    });
    expect(registered.status).toBe(200);
    const has = await call(t, ReservationOps.hasRegisteredBerth, { headers: owner.headers, body: {} });
    expect(has.body.data).toEqual({
      hasBerth: true,
      berths: [{ lockId: 'L-A3', parkName: `预约甲${tag}`, spaceCode: 'A-3' }],
    });

    // A driver books the large space, parks four hours and leaves without paying the rest (the park leaves first).
    const { driver, plateNo } = await aDriverWithPlate();
    const large = (await t.db.select().from(bookPackages).where(eq(bookPackages.parkId, a.parkId))).find(
      (p) => p.berthType === 'large',
    )!;
    await book(driver, plateNo, large.id, 800, 1);
    t.clock.advance(HOUR);
    try {
      await postGate(t, a, aGateEvent(t, 'entry', plateNo));
      t.clock.advance(minutes(240));
      const exit = await postGate(t, a, aGateEvent(t, 'exit', plateNo));
      expect(exit.body.data).toMatchObject({ outcome: 'leftInArrears' });
      const me = await signInDriver(t, { phone: owner.phone });
      const cars = await call(t, ReservationOps.getEvasionCarList, { headers: me.headers, body: {} });
      expect(cars.body.data!.results).toEqual([
        expect.objectContaining({ plateNo, spaceCode: 'A-3', dueFen: exit.body.data!.dueFen }),
      ]);
      const booker = await signInDriver(t, { phone: driver.phone });
      for (const who of [booker, await signInDriver(t)]) {
        const theirs = await call(t, ReservationOps.getEvasionCarList, { headers: who.headers, body: {} });
        expect(theirs.body.data).toEqual({ results: [] });
        const berth = await call(t, ReservationOps.hasRegisteredBerth, { headers: who.headers, body: {} });
        expect(berth.body.data!.hasBerth).toBe(false);
      }
    } finally {
      t.clock.advance(-HOUR - minutes(240));
    }
  });
});

describe('the legacy user centre', () => {
  it('answers as the v2 account calls, for the signed-in driver only; bad input is refused', async () => {
    const anonymous = await call(t, ReservationOps.getLoginState, { body: {} });
    expect(anonymous.body.data).toEqual({ isLogin: false, phoneBound: false, driverId: null });
    const { driver, plateNo } = await aDriverWithPlate();
    await book(driver, plateNo, standardA, 500, 50);
    const state = await call(t, ReservationOps.getLoginState, { headers: driver.headers, body: { thirdId: 'o-1' } });
    expect(state.body.data).toEqual({ isLogin: true, phoneBound: true, driverId: driver.driverId });

    const other = await signInDriver(t, { nickName: '别人' });
    const renamed = await call(t, ReservationOps.updateDriverUserInfo, {
      headers: driver.headers,
      body: { nickName: '小王' },
    });
    expect(renamed.body.data).toMatchObject({ driverId: driver.driverId, nickName: '小王' });
    const detail = await call(t, ReservationOps.getUserDetailInfo, { headers: driver.headers, body: { type: 1 } });
    const v2 = await call(t, DriverOps.loginInfo, { headers: driver.headers });
    expect(detail.body.data).toEqual(v2.body.data);
    const theirs = await call(t, ReservationOps.getUserDetailInfo, { headers: other.headers, body: {} });
    expect(theirs.body.data).toMatchObject({ driverId: other.driverId, nickName: '别人' });
    for (const body of [{}, { nickName: '' }, { nickName: '小王', driverId: other.driverId }]) {
      const bad = await call(t, ReservationOps.updateDriverUserInfo, { headers: driver.headers, body: body as never });
      expect(bad.status).toBe(400);
    }
    expect((await call(t, ReservationOps.getUserDetailInfo, { body: {} })).status).toBe(401);

    const centre = await call(t, ReservationOps.getUserCenterData, { headers: driver.headers, body: {} });
    expect(centre.body.data).toMatchObject({
      nickName: '小王',
      phoneBound: true,
      plateCount: 1,
      currentBookingCount: 1,
      lockCount: 1,
      hasBerth: false,
    });
    expect((await call(t, ReservationOps.getUserCenterData, { body: {} })).status).toBe(401);

    // bindPhone: the same refusal as v2 for the same request (a phone-bound account, a wrong code), and bad input.
    const body = { phone: aPhone(), verifyCode: '000000' };
    const v1Bind = await call(t, ReservationOps.bindPhoneV1, { headers: driver.headers, body });
    const v2Bind = await call(t, DriverOps.bindPhone, { headers: driver.headers, body });
    expect([v1Bind.status, v1Bind.body.code]).toEqual([v2Bind.status, v2Bind.body.code]);
    expect(v1Bind.status).not.toBe(200);
    const badPhone = await call(t, ReservationOps.bindPhoneV1, {
      headers: driver.headers,
      body: { phone: '123', verifyCode: '000000' },
    });
    expect(badPhone.status).toBe(400);
  });
});
