import { ErrorCode, PayChannel, ReservationOps, type CreatedBooking } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { anIdempotencyKey, aPlate, fundWallet } from '../../../test/payments';
import { aroundLocks, lockRows, testDatabaseUrl } from '../../../test/test-database';
import { bindPlate } from '../../../test/vehicles';
import {
  bookings,
  bookPackages,
  couponBatches,
  coupons,
  couponTemplates,
  driverPlates,
  ledgerAccounts,
  lockGateways,
  parkingLocks,
  parkingSessions,
  paymentOrders,
  paymentRefunds,
  reportDirtyDays,
} from '../../db/schema';
import { checkLedger, createLedgerRepository } from '../ledger';
import { checkPayments } from '../payments';

/**
 * Bookings end to end through the API (decision 038): a test park with one standard space (deposit 5元) and one large
 * space (the last space 200 drivers race for), paid from the balance (fulfil runs in the paying transaction).
 */
let t: TestApp;
let park: TestPark;
let standard: string;
let large: string;

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * HOUR).toISOString();
const wallet = (d: SignedInDriver) =>
  createLedgerRepository(t.db).balance(d.dealerId, { kind: 'driverWallet', driverId: d.driverId });

async function aDriverWithPlate(fen = 10_000) {
  const driver = await signInDriver(t);
  const plateNo = aPlate();
  await bindPlate(t, driver, plateNo);
  await fundWallet(t, driver, fen);
  return { driver, plateNo };
}

const orderOf = async (orderNo: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const book = (driver: SignedInDriver, body: Record<string, unknown>, key = anIdempotencyKey()) =>
  call(t, ReservationOps.createBookOrder, {
    headers: { ...driver.headers, 'idempotency-key': key },
    body: { payChannel: PayChannel.BALANCE, expectedFen: 500, packageId: standard, ...body },
  });

beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t);
  await t.db.insert(lockGateways).values({ id: 'T-LGW', dealerId: '330100', parkId: park.parkId });
  await t.db.insert(parkingLocks).values([
    {
      id: 'T-L1',
      dealerId: '330100',
      parkId: park.parkId,
      gatewayId: 'T-LGW',
      spaceCode: 'A-1',
      berthType: 'standard',
    },
    { id: 'T-L2', dealerId: '330100', parkId: park.parkId, gatewayId: 'T-LGW', spaceCode: 'A-2', berthType: 'large' },
    {
      id: 'T-L3',
      dealerId: '330100',
      parkId: park.parkId,
      gatewayId: 'T-LGW',
      spaceCode: 'A-3',
      berthType: 'standard',
    },
  ]);
  // The guarantee's apology: a platform batch of 减5元 coupons (decision 039's tables).
  const [template] = await t.db
    .insert(couponTemplates)
    .values({ dealerId: '330100', name: '预约保障券', kind: 'amount', value: 500, validMinutes: 30 * 24 * 60 })
    .returning();
  const [batch] = await t.db
    .insert(couponBatches)
    .values({ dealerId: '330100', templateId: template!.id, quantity: 100 })
    .returning();
  const terms = { dealerId: '330100', parkId: park.parkId, holdMinutes: 30, slotMinutes: 120, horizonDays: 7 };
  const [s, l] = await t.db
    .insert(bookPackages)
    .values([
      { ...terms, berthType: 'standard', depositFen: 500, lateCancelFeeFen: 200, guaranteeBatchId: batch!.id },
      { ...terms, berthType: 'large', depositFen: 800, lateCancelFeeFen: 0 },
    ])
    .returning();
  standard = s!.id;
  large = l!.id;
});
afterAll(() => t.close());

describe('booking a space', () => {
  it('books with the deposit from the balance, lists it, and shows it to its driver only (BOLA)', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const res = await book(driver, { plateNo, startAt: inHours(1) });
    expect(res.status).toBe(200);
    const { booking, pay } = res.body.data as CreatedBooking;
    expect(pay).toMatchObject({ state: 'paid', amountFen: 500, launch: { kind: 'paid' } });
    const detail = await call(t, ReservationOps.getBookOrderDetailInfo, {
      headers: driver.headers,
      body: { bookingId: booking.bookingId },
    });
    expect(detail.body.data).toMatchObject({
      state: 'booked',
      spaceCode: 'A-1',
      depositFen: 500,
      orderNo: pay.orderNo,
    });
    expect(await wallet(driver)).toBe(9_500);
    const list = await call(t, ReservationOps.getBookOrderList, { headers: driver.headers, body: { lastId: 0 } });
    expect(list.body.data!.results.map((b) => b.bookingId)).toEqual([booking.bookingId]);

    const other = (await aDriverWithPlate()).driver;
    const ref = { bookingId: booking.bookingId };
    for (const op of [ReservationOps.getBookOrderDetailInfo, ReservationOps.previewBookOrderCancelResult]) {
      expect((await call(t, op, { headers: other.headers, body: ref })).status).toBe(404);
    }
    const cancel = await call(t, ReservationOps.cancelBookOrder, {
      headers: other.headers,
      body: { ...ref, expectedRefundFen: 500 },
    });
    expect(cancel.status).toBe(404);
    expect(
      (await call(t, ReservationOps.getBookOrderList, { headers: other.headers, body: {} })).body.data!.results,
    ).toEqual([]);
    expect(
      (await call(t, ReservationOps.getBookOrderDetailInfo, { headers: driver.headers, body: ref })).body.data!.state,
    ).toBe('booked');

    // Cancel before the start: free, the whole deposit back to the wallet at once.
    const preview = await call(t, ReservationOps.previewBookOrderCancelResult, { headers: driver.headers, body: ref });
    expect(preview.body.data).toMatchObject({ cancellable: true, free: true, refundFen: 500, feeFen: 0 });
    const wrong = await call(t, ReservationOps.cancelBookOrder, {
      headers: driver.headers,
      body: { ...ref, expectedRefundFen: 300 },
    });
    expect(wrong.body.code).toBe(ErrorCode.BOOKING_REFUND_CHANGED);
    const done = await call(t, ReservationOps.cancelBookOrder, {
      headers: driver.headers,
      body: { ...ref, expectedRefundFen: 500 },
    });
    expect(done.body.data).toMatchObject({ state: 'cancelled', refundFen: 500 });
    expect(await wallet(driver)).toBe(10_000);
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  });

  it('refuses a start in the past or beyond the horizon, another driver’s plate, and an overlapping booking of a plate', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    expect((await book(driver, { plateNo, startAt: inHours(-1) })).body.code).toBe(ErrorCode.BOOKING_TIME_INVALID);
    expect((await book(driver, { plateNo, startAt: inHours(8 * 24) })).body.code).toBe(ErrorCode.BOOKING_TIME_INVALID);
    expect((await book(driver, { plateNo: aPlate(), startAt: inHours(2) })).status).toBe(404);
    expect((await book(driver, { plateNo, startAt: inHours(30) })).body.code).toBe('200');
    const overlap = await book(driver, { plateNo, startAt: inHours(31), packageId: large, expectedFen: 800 });
    expect(overlap.body.code).toBe(ErrorCode.BOOKING_OVERLAP);
  });

  it('gives the last space to exactly one of 200 concurrent bookings', async () => {
    const { driver } = await aDriverWithPlate(1_000_000);
    // 200 plates of one driver (written directly: the binding limit is not what this test is about).
    const plates = Array.from({ length: 200 }, () => aPlate());
    await t.db.insert(driverPlates).values(
      plates.map((plateNo) => ({
        dealerId: '330100',
        driverId: driver.driverId,
        plateNo,
        category: 'ordinary' as const,
      })),
    );
    const startAt = inHours(48);
    const answers = await Promise.all(
      plates.map((plateNo) => book(driver, { plateNo, startAt, packageId: large, expectedFen: 800 })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === '200')).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.BOOKING_FULL)).toHaveLength(199);
    expect(await wallet(driver)).toBe(1_000_000 - 800);
  });

  // Real concurrency needs PostgreSQL (PGlite runs one statement at a time). A posting locks its accounts in id order,
  // then at commit its dealer's report day (decision 099): a payment from the balance (a bill, the exit's auto-pay)
  // the revenue account, the wallet, then the day. A refund to the wallet used to lock the wallet first, and the day
  // used to be locked at the posting, first: a deadlock either way.
  it.runIf(testDatabaseUrl())(
    'a cancel refunding to the wallet while the driver pays from it waits its turn, not deadlocks (PostgreSQL)',
    async () => {
      const driver = await signInDriver(t);
      const plateNo = aPlate();
      await bindPlate(t, driver, plateNo);
      // The driver's wallet account after the revenue account in id order (ids are random: made so here).
      const walletAccount = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
      await t.db.insert(ledgerAccounts).values({
        id: walletAccount,
        dealerId: driver.dealerId,
        kind: 'driverWallet',
        driverId: driver.driverId,
        normalSide: 'credit',
      });
      await fundWallet(t, driver, 10_000);
      const { booking } = (await book(driver, { plateNo, startAt: inHours(3) })).body.data as CreatedBooking;
      const revenue = await createLedgerRepository(t.db).existingAccountId(driver.dealerId, { kind: 'dealerRevenue' });
      const { answer: cancelled } = await aroundLocks(t.db, {
        // The payment's posting: the revenue account…
        first: (tx) => lockRows(tx, ledgerAccounts, eq(ledgerAccounts.id, revenue!)),
        call: () =>
          call(t, ReservationOps.cancelBookOrder, {
            headers: driver.headers,
            body: { bookingId: booking.bookingId, expectedRefundFen: 500 },
          }),
        // …then the wallet and, at its commit, the report day, free while the cancel waits for its turn.
        then: async (tx) => {
          await lockRows(tx, ledgerAccounts, eq(ledgerAccounts.id, walletAccount));
          await lockRows(tx, reportDirtyDays, eq(reportDirtyDays.dealerId, driver.dealerId));
        },
      });
      const answer = await cancelled;
      expect(answer.body.data, JSON.stringify(answer.body)).toMatchObject({ state: 'cancelled', refundFen: 500 });
      expect(await wallet(driver)).toBe(10_000);
      expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
    },
  );
});

describe('at the gate and when the space cannot be given', () => {
  it('the booked plate’s stay takes the booking and the deposit counts toward the fee', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const res = await book(driver, { plateNo, startAt: inHours(72) });
    const { booking } = res.body.data as CreatedBooking;
    t.clock.advance(72 * HOUR);
    try {
      await postGate(t, park, aGateEvent(t, 'entry', plateNo));
      const [stay] = await t.db.select().from(parkingSessions).where(eq(parkingSessions.plateNo, plateNo));
      expect(stay).toMatchObject({ state: 'parked', paidFen: 500 });
      // (the driver's access token has expired by now: the row is read directly)
      expect(await bookingRow(booking.bookingId)).toMatchObject({
        state: 'arrived',
        appliedFen: 500,
        stayId: stay!.id,
      });
      // 90 minutes at 2元 per 30 minutes: 6元, of which the deposit paid 5元; the gate holds the car for the rest.
      t.clock.advance(minutes(90));
      const exit = await postGate(t, park, aGateEvent(t, 'exit', plateNo));
      expect(exit.body.data).toMatchObject({ dueFen: 100 });
    } finally {
      t.clock.advance(-72 * HOUR - minutes(90));
    }
  });

  it('a deposit larger than the fee: the surplus back to the wallet exactly once, however the exit is reported', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const { booking } = (await book(driver, { plateNo, startAt: inHours(120) })).body.data as CreatedBooking;
    t.clock.advance(120 * HOUR);
    try {
      await postGate(t, park, aGateEvent(t, 'entry', plateNo));
      t.clock.advance(minutes(30));
      // The camera reports the exit twice (two event ids), its retry repeats one, and the sweep runs meanwhile.
      const twice = aGateEvent(t, 'exit', plateNo);
      const exits = await Promise.all([
        postGate(t, park, twice),
        postGate(t, park, aGateEvent(t, 'exit', plateNo)),
        postGate(t, park, twice),
        t.app.reservations.bookings.sweep(),
      ]);
      await t.app.reservations.bookings.sweep();
      expect(exits.slice(0, 3).map((e) => e?.status)).toEqual([200, 200, 200]);
      const [stay] = await t.db.select().from(parkingSessions).where(eq(parkingSessions.plateNo, plateNo));
      const fee = stay!.totalFen!;
      expect(fee).toBeGreaterThan(0);
      expect(fee).toBeLessThan(500);
      expect(stay).toMatchObject({ state: 'left', paidFen: fee });
      const row = await bookingRow(booking.bookingId);
      expect(row).toMatchObject({ state: 'completed', appliedFen: fee, refundFen: 500 - fee });
      const refunds = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, (await orderOf(row.orderNo!)).id));
      expect(refunds).toMatchObject([{ amountFen: 500 - fee, state: 'succeeded', reason: 'purchase' }]);
      expect(await wallet(driver)).toBe(10_000 - fee);
      const shown = await t.app.reservations.bookings.detail(
        { id: driver.driverId, dealerId: driver.dealerId },
        booking.bookingId,
      );
      expect(shown).toMatchObject({ refundFen: 500 - fee, refundState: 'succeeded', appliedFen: fee });
      expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
    } finally {
      t.clock.advance(-120 * HOUR - minutes(30));
    }
  });

  it('a faulted lock: refunded in full, the nearest other park, one coupon however often it fires (the guarantee)', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const res = await book(driver, { plateNo, startAt: inHours(96) });
    const { booking } = res.body.data as CreatedBooking;
    await t.db.update(parkingLocks).set({ fault: 'motor' }).where(eq(parkingLocks.id, 'T-L1'));
    t.clock.advance(96 * HOUR);
    try {
      // The sweep, a lock report and a failed lower firing at once, then the sweep again.
      const fired = await Promise.all([
        t.app.reservations.bookings.sweep(),
        t.app.reservations.bookings.guarantee(booking.bookingId, '车位地锁故障'),
        t.app.reservations.bookings.guarantee(booking.bookingId, '地锁未能降下（无响应）'),
      ]);
      await t.app.reservations.bookings.sweep();
      expect(fired.slice(1).filter(Boolean).length).toBeLessThanOrEqual(1);
      const row = await bookingRow(booking.bookingId);
      expect(row).toMatchObject({ state: 'failed', refundFen: 500 });
      expect(row.note).toContain('预约金已全额退回');
      expect(row.note).toContain('停车券（减5元）');
      expect(row.alternative?.parkName).toBeTruthy();
      expect(await wallet(driver)).toBe(10_000);
      const given = await t.db.select().from(coupons).where(eq(coupons.driverId, driver.driverId));
      expect(given).toHaveLength(1);
      expect(given[0]).toMatchObject({ id: row.couponId, state: 'unused' });
      expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
    } finally {
      t.clock.advance(-96 * HOUR);
      await t.db.update(parkingLocks).set({ fault: null }).where(eq(parkingLocks.id, 'T-L1'));
    }
  });
});

describe('another car in the booked space at the start', () => {
  it('moves the booking to a free space of the type; none left (park full) → the guarantee with its coupon', async () => {
    const { driver, plateNo } = await aDriverWithPlate();
    const res = await book(driver, { plateNo, startAt: inHours(120) });
    const { booking } = res.body.data as CreatedBooking;
    expect(booking.spaceCode).toBe('A-1');
    await t.db.update(parkingLocks).set({ occupied: true }).where(eq(parkingLocks.id, 'T-L1'));
    t.clock.advance(120 * HOUR);
    try {
      await t.app.reservations.bookings.sweep();
      expect(await bookingRow(booking.bookingId)).toMatchObject({ state: 'booked', lockId: 'T-L3' });
      // The other standard space is taken too: the park has no space of the booked type left.
      await t.db.update(parkingLocks).set({ occupied: true }).where(eq(parkingLocks.id, 'T-L3'));
      await t.app.reservations.bookings.sweep();
      const row = await bookingRow(booking.bookingId);
      expect(row).toMatchObject({ state: 'failed', refundFen: 500 });
      expect(row.note).toContain('车场该类车位已满');
      expect(row.couponId).toBeTruthy();
      expect(await wallet(driver)).toBe(10_000);
    } finally {
      t.clock.advance(-120 * HOUR);
      await t.db.update(parkingLocks).set({ occupied: false }).where(eq(parkingLocks.gatewayId, 'T-LGW'));
    }
  });
});
