import {
  BagOperatorOps,
  BagOps,
  PayChannel,
  RefundDeskOps,
  ReservationOperatorOps,
  ReservationOps,
  type CreatedBooking,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver, type BagTestPark } from '../../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../../test/build-test-app';
import { call } from '../../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../../test/drivers';
import { anIdempotencyKey, aPlate, fundWallet, sync } from '../../../../test/payments';
import { bindPlate } from '../../../../test/vehicles';
import { bookPackages, lockGateways, parkingLocks } from '../../../db/schema';
import { checkLedger, createLedgerRepository } from '../../ledger';
import { checkPayments } from '../payments-check';

/**
 * Refunds of a paid 月卡 and a paid booking from their own pages (issue 40): the console takes the plan's order from
 * the plans list and the booking's from the bookings list, and the refund desk's four-eyes operations refund them.
 */
let t: TestApp;
let park: BagTestPark;
let alice: SignedInDriver;
type Who = { authorization: string };
let finance: Who, finance2: Who;
let packageId: string;
const wallet = (d: SignedInDriver) =>
  createLedgerRepository(t.db).balance(d.dealerId, { kind: 'driverWallet', driverId: d.driverId });

beforeAll(async () => {
  t = await buildTestApp();
  park = await aBagPark(t, { startsNextDay: false, autoApprove: true });
  alice = await signInDriver(t);
  await fundWallet(t, alice, 100_000);
  await t.db.insert(lockGateways).values({ id: 'RP-LGW', dealerId: '330100', parkId: park.parkId });
  await t.db.insert(parkingLocks).values({
    id: 'RP-L1',
    dealerId: '330100',
    parkId: park.parkId,
    gatewayId: 'RP-LGW',
    spaceCode: 'R-1',
    berthType: 'standard',
  });
  const [bookPackage] = await t.db
    .insert(bookPackages)
    .values({
      dealerId: '330100',
      parkId: park.parkId,
      holdMinutes: 30,
      slotMinutes: 120,
      horizonDays: 7,
      berthType: 'standard',
      depositFen: 500,
      lateCancelFeeFen: 0,
    })
    .returning();
  packageId = bookPackage!.id;
  [finance, finance2] = await Promise.all([
    loggedInOperator(t, { username: 'rp-finance', roles: ['finance'] }),
    loggedInOperator(t, { username: 'rp-finance2', roles: ['finance'] }),
  ]);
}, 240_000);
afterAll(() => t.close());

/** Asks for `amountFen` of the order and has the second finance operator approve it when it waits. */
async function refund(orderNo: string, amountFen: number) {
  const asked = await call(t, RefundDeskOps.askRefund, {
    headers: finance,
    body: { orderNo, amountFen, reason: '车主要求退款' },
  });
  expect(asked.status).toBe(200);
  if (asked.body.data!.state === 'refunded') return asked.body.data!;
  const approved = await call(t, RefundDeskOps.approveRefund, {
    headers: finance2,
    params: { requestId: asked.body.data!.requestId },
  });
  expect(approved.status).toBe(200);
  return approved.body.data!;
}

describe('refunds of plans and bookings', () => {
  it('a paid 月卡: the plans list gives its order, the desk refunds it, the driver sees it on the order', async () => {
    const { applicationId } = await anApprovedApplication(t, alice, park, { plates: [{ plateNo: aPlate() }] });
    const paid = await asDriver(t, alice, BagOps.payBagApplication, {
      params: { applicationId },
      body: { payChannel: PayChannel.BALANCE },
      headers: { 'idempotency-key': anIdempotencyKey() },
    });
    expect(paid.body.data).toMatchObject({ state: 'paid' });
    const plans = await call(t, BagOperatorOps.bagPlans, { headers: park.admin, query: { parkId: park.parkId } });
    const plan = plans.body.data!.results[0]!;
    expect(plan.payments).toEqual([
      expect.objectContaining({ orderNo: paid.body.data!.orderNo, kind: 'new', kindText: '新办', amountFen: 30_000 }),
    ]);
    const { orderNo } = plan.payments[0]!;

    const order = await call(t, RefundDeskOps.refundOrder, { headers: finance, query: { orderNo } });
    expect(order.body.data).toMatchObject({ kind: 'purchase', kindText: '月卡', refundableFen: 30_000 });
    const before = await wallet(alice);
    expect(await refund(orderNo, 10_000)).toMatchObject({ state: 'refunded', moneyState: 'succeeded' });
    expect(await wallet(alice)).toBe(before + 10_000);
    expect((await sync(t, orderNo, { driver: alice })).body.data).toMatchObject({
      refundFen: 10_000,
      operatorRefundFen: 10_000,
      refundState: 'succeeded',
    });
    expect(await checkLedger(t.db)).toEqual([]);
    expect(await checkPayments(t.db)).toEqual([]);
  });

  it('a paid booking: the bookings list gives its order, the desk refunds it, the driver sees it', async () => {
    const plateNo = aPlate();
    await bindPlate(t, alice, plateNo);
    const booked = await call(t, ReservationOps.createBookOrder, {
      headers: { ...alice.headers, 'idempotency-key': anIdempotencyKey() },
      body: {
        payChannel: PayChannel.BALANCE,
        expectedFen: 500,
        packageId,
        plateNo,
        startAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      },
    });
    expect(booked.status).toBe(200);
    const { booking, pay } = booked.body.data as CreatedBooking;
    const admin = park.admin;
    const listed = await call(t, ReservationOperatorOps.bookings, { headers: admin, query: { parkId: park.parkId } });
    const row = listed.body.data!.results.find((b) => b.bookingId === booking.bookingId)!;
    expect(row.orderNo).toBe(pay.orderNo);

    const order = await call(t, RefundDeskOps.refundOrder, { headers: finance, query: { orderNo: pay.orderNo } });
    expect(order.body.data).toMatchObject({ kindText: '车位预约', refundableFen: 500 });
    expect(await refund(pay.orderNo, 500)).toMatchObject({ state: 'refunded' });
    expect((await sync(t, pay.orderNo, { driver: alice })).body.data).toMatchObject({
      refundFen: 500,
      operatorRefundFen: 500,
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a driver, another dealer, and a park manager (parking orders only), changing nothing', async () => {
    const plans = await call(t, BagOperatorOps.bagPlans, { headers: park.admin, query: { parkId: park.parkId } });
    const { orderNo } = plans.body.data!.results[0]!.payments[0]!;
    const driver = await call(t, RefundDeskOps.refundOrder, { headers: alice.headers, query: { orderNo } });
    expect(driver.status).toBe(401);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: ['finance'] });
    const foreign = await call(t, RefundDeskOps.askRefund, {
      headers: suzhou,
      body: { orderNo, amountFen: 100, reason: '别家订单' },
    });
    expect(foreign.status).toBe(404);
    const manager = await loggedInOperator(t, { roles: ['parkManager'], parkIds: [park.parkId] });
    const scoped = await call(t, RefundDeskOps.askRefund, {
      headers: manager,
      body: { orderNo, amountFen: 100, reason: '车场经理' },
    });
    expect(scoped.status).toBe(404);
    const order = await call(t, RefundDeskOps.refundOrder, { headers: finance, query: { orderNo } });
    expect(order.body.data).toMatchObject({ refundedFen: 10_000, requestedFen: 0 });
  });
});
