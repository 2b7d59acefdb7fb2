import {
  ChargingCouponOps,
  ChargingOrderOps,
  CouponOperatorOps,
  ErrorCode,
  OccupyOps,
  OperatorRole,
  PayChannel,
  type AnyRoute,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { aConnectedCharger, aMeterValue, aProvisionedCharger, recordCalls } from '../../../test/charging';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aParkedCar, aPayablePark, aPlate, fundWallet, payableBills, payCall } from '../../../test/payments';
import { testDatabaseUrl } from '../../../test/test-database';
import { bindPlate } from '../../../test/vehicles';
import { balanceOf, walletCall } from '../../../test/wallet';
import { chargingOrders, couponBatches, coupons } from '../../db/schema';
import { checkLedger, runChecks } from '../ledger';
import { checkPayments } from '../payments';
import { COUPON_CHECKS } from '../coupons';

// One node: chargers and drivers on the same app (the two-node path is charging-orders.test.ts's).
let t: TestApp;
let origin: string;
let alice: SignedInDriver;
let bob: SignedInDriver;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  origin = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  await fundWallet(t, alice, 30_000);
  await fundWallet(t, bob, 30_000);
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
});
afterAll(async () => {
  await t.close();
});

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'> & { key?: string | null };
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input: Input<R> = {}) =>
  walletCall(t, driver, route, input);
const minutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000);
const invariants = async () => [
  ...(await checkPayments(t.db)),
  ...(await checkLedger(t.db)),
  ...(await runChecks(t.db, COUPON_CHECKS)),
];
const couponRow = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

/** A charging (or parking) coupon of the platform held by the driver (operator template and batch, then given). */
async function aCoupon(driver: SignedInDriver, template: Record<string, unknown>): Promise<string> {
  const created = await call(t, CouponOperatorOps.createCouponTemplate, {
    body: { name: '充电优惠券', validMinutes: 24 * 60, ...template } as never,
    headers: admin,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const batch = await call(t, CouponOperatorOps.createCouponBatch, {
    body: { templateId: created.body.data!.id, quantity: 5 },
    headers: admin,
  });
  const batchId = batch.body.data!.id;
  // Given as a registration reward would be: the batch's stock taken, the coupon the driver's.
  const now = t.clock.now();
  const [row] = await t.db.transaction(async (tx) => {
    await tx.update(couponBatches).set({ issued: 1 }).where(eq(couponBatches.id, batchId));
    return tx
      .insert(coupons)
      .values({
        dealerId: driver.dealerId,
        batchId,
        templateId: created.body.data!.id,
        driverId: driver.driverId,
        validFrom: now,
        validUntil: new Date(now.getTime() + 86_400_000),
        issuedAt: now,
      })
      .returning({ id: coupons.id });
  });
  return row!.id;
}

/** A charger online with one Available gun, answering RemoteStart; the driver's start with `couponId`. */
async function aGun() {
  const charger = await aProvisionedCharger(t, { guns: 1, maxKw: 60 });
  const client = await aConnectedCharger(t, origin, charger);
  const remote = recordCalls(client);
  return { client, remote, gunNo: charger.connectors[0]!.gunNo };
}
const start = (driver: SignedInDriver, gunNo: string, couponId?: string, prepayFen = 5000) =>
  as(driver, ChargingOrderOps.startCharging, {
    body: { gunNo, prepayFen, payChannel: PayChannel.BALANCE, ...(couponId ? { couponId } : {}) },
  });
const ongoing = async (driver: SignedInDriver) =>
  (await as(driver, ChargingOrderOps.chargingOrders, { query: { requestType: '1' } })).body.data!.results[0]!;

/** Starts on a fresh gun, charges `wh` in the first 30 minutes (10:00, peak band), stops; the car stays plugged in. */
async function aStoppedSession(driver: SignedInDriver, wh: number, couponId?: string) {
  const g = await aGun();
  const answer = await start(driver, g.gunNo, couponId);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('200');
  const { orderNo } = await ongoing(driver);
  const { idTag, connectorId } = (await g.remote.next('RemoteStartTransaction')) as {
    idTag: string;
    connectorId: number;
  };
  const { transactionId } = (await g.client.call('StartTransaction', {
    connectorId,
    idTag,
    meterStart: 1_000,
    timestamp: t.clock.now().toISOString(),
  })) as { transactionId: number };
  await g.client.call('MeterValues', {
    connectorId,
    transactionId,
    meterValue: [aMeterValue(minutes(30), 1_000 + wh)],
  });
  await g.client.call('StopTransaction', {
    transactionId,
    meterStop: 1_000 + wh,
    timestamp: minutes(30).toISOString(),
    reason: 'EVDisconnected',
  });
  return { ...g, orderNo, connectorId };
}

describe('occupation orders (占位订单): list, detail, pay', () => {
  it('lists the driver’s own, unpaid first; the detail shows the rule and times; paid by balance; BOLA 404', async () => {
    // Two sessions of alice: the first unplugged 40 minutes after stopping (12.50元), the second still plugged in.
    const first = await aStoppedSession(alice, 10_000);
    await first.client.call('StatusNotification', {
      connectorId: first.connectorId,
      errorCode: 'NoError',
      status: 'Available',
      timestamp: minutes(70).toISOString(),
    });
    const second = await aStoppedSession(alice, 5_000);

    const list = (await as(alice, OccupyOps.occupyOrders, { query: { pageNo: '1', pageSize: '10' } })).body.data!;
    expect(list.totalRecord).toBe(2);
    expect(list.results.map((r) => [r.orderNo, r.phase])).toEqual(
      expect.arrayContaining([
        [first.orderNo, 'unpaid'],
        [second.orderNo, 'running'],
      ]),
    );
    const detail = (await as(alice, OccupyOps.occupyOrder, { params: { orderNo: first.orderNo } })).body.data!;
    expect(detail).toMatchObject({
      phase: 'unpaid',
      phaseText: '待支付',
      minutes: 40,
      chargedMinutes: 25,
      amountFen: 1250,
      rule: { graceMinutes: 15, perMinuteFen: 50 },
      canPay: true,
      payOrderNo: null,
    });
    expect(Date.parse(detail.graceEndsAt) - Date.parse(detail.startedAt)).toBe(15 * 60_000);
    expect((await as(alice, OccupyOps.occupyOrder, { params: { orderNo: second.orderNo } })).body.data).toMatchObject({
      phase: 'running',
      canPay: false,
      endedAt: null,
    });

    // Another driver: neither listed nor readable nor payable.
    expect((await as(bob, OccupyOps.occupyOrders, { query: {} })).body.data!.totalRecord).toBe(0);
    expect((await as(bob, OccupyOps.occupyOrder, { params: { orderNo: first.orderNo } })).status).toBe(404);
    const bobPays = await as(bob, ChargingOrderOps.payOccupation, {
      params: { orderNo: first.orderNo },
      body: { payChannel: PayChannel.BALANCE },
    });
    expect(bobPays.status).toBe(404);

    const before = await balanceOf(t, alice);
    const paid = await as(alice, ChargingOrderOps.payOccupation, {
      params: { orderNo: first.orderNo },
      body: { payChannel: PayChannel.BALANCE },
    });
    expect(paid.body.data).toMatchObject({ state: 'paid', amountFen: 1250 });
    expect(await balanceOf(t, alice)).toBe(before - 1250);
    const after = (await as(alice, OccupyOps.occupyOrder, { params: { orderNo: first.orderNo } })).body.data!;
    expect(after).toMatchObject({
      phase: 'paid',
      phaseText: '已支付',
      canPay: false,
      payOrderNo: paid.body.data!.orderNo,
    });
    await first.client.close();
    await second.client.close();
    expect(await invariants()).toEqual([]);
  });

  it('a car unplugged within the grace owes nothing: 无需支付 in the list and on the charging bill alike', async () => {
    const carol = await signInDriver(t);
    await fundWallet(t, carol, 10_000);
    const session = await aStoppedSession(carol, 5_000);
    await session.client.call('StatusNotification', {
      connectorId: session.connectorId,
      errorCode: 'NoError',
      status: 'Available',
      timestamp: minutes(40).toISOString(), // 10 minutes after the stop, within the 15-minute grace
    });
    const list = (await as(carol, OccupyOps.occupyOrders, { query: {} })).body.data!;
    expect(list.results).toMatchObject([{ orderNo: session.orderNo, amountFen: 0, phaseText: '无需支付' }]);
    const bill = (await as(carol, ChargingOrderOps.chargingOrder, { params: { orderNo: session.orderNo } })).body.data!;
    expect(bill.occupation).toMatchObject({ amountFen: 0, phase: 'free', phaseText: '无需支付' });
    await session.client.close();
  });
});

describe('coupons on charging (decision 046)', () => {
  it('takes the service fee off the bill, is used once, and is listed only for charging', async () => {
    // 8元 off the service fee only: 10 kWh of peak (9.50 + 8.00元) → 17.50 − 8.00 = 9.50元.
    const couponId = await aCoupon(alice, { kind: 'amount', value: 800, scope: 'charging', serviceOnly: true });
    const parkingOnly = await aCoupon(alice, { kind: 'amount', value: 300 });
    const listed = (await as(alice, ChargingCouponOps.chargingCoupons)).body.data!.results;
    expect(listed.map((c) => c.id)).toContain(couponId);
    expect(listed.map((c) => c.id)).not.toContain(parkingOnly);
    expect(listed.find((c) => c.id === couponId)).toMatchObject({ title: '减8元', part: 'service' });

    const before = await balanceOf(t, alice);
    const s = await aStoppedSession(alice, 10_000, couponId);
    expect((await couponRow(couponId)).state).toBe('used');
    const order = (await as(alice, ChargingOrderOps.chargingOrder, { params: { orderNo: s.orderNo } })).body.data!;
    expect(order).toMatchObject({
      electricityFen: 950,
      serviceFen: 800,
      discountFen: 800,
      amountFen: 950,
      refundFen: 5000 - 950,
      coupon: { title: '减8元', partText: '仅抵扣服务费' },
    });
    expect(await balanceOf(t, alice)).toBe(before - 950);
    expect(await couponRow(couponId)).toMatchObject({ state: 'used', discountFen: 800, chargingOrderNo: s.orderNo });
    // Used: a second start with it is refused, and the gun is not held.
    const g = await aGun();
    expect((await start(alice, g.gunNo, couponId)).body.code).toBe(ErrorCode.COUPON_NOT_USABLE);
    expect((await start(alice, g.gunNo)).body.code).toBe('200');
    for (const c of [s.client, g.client]) await c.close();
    expect(await invariants()).toEqual([]);
  });

  it('a parking coupon cannot start charging, a charging coupon cannot pay a parking bill', async () => {
    const parkingCoupon = await aCoupon(bob, { kind: 'amount', value: 300 });
    const g = await aGun();
    const refused = await start(bob, g.gunNo, parkingCoupon);
    expect(refused.body.code).toBe(ErrorCode.COUPON_NOT_USABLE);
    expect((await couponRow(parkingCoupon)).state).toBe('unused');

    const chargingCoupon = await aCoupon(bob, { kind: 'amount', value: 300, scope: 'charging' });
    const park = await aPayablePark(t);
    const plateNo = aPlate();
    await bindPlate(t, bob, plateNo);
    const car = await aParkedCar(t, park, plateNo, 95);
    // The clock moved past the tokens: sign in again.
    bob = await signInDriver(t, { phone: bob.phone, dealerId: bob.dealerId });
    admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
    const due = (await payableBills(t, { uniqueIds: car.uniqueId }, { driver: bob })).body.data!.totalFen;
    const paid = await payCall(
      t,
      'single',
      {
        uniqueId: car.uniqueId,
        parkId: park.parkId,
        payChannel: PayChannel.BALANCE,
        expectedFen: due - 300,
        couponId: chargingCoupon,
      },
      { driver: bob },
    );
    expect(paid.body.code).toBe(ErrorCode.COUPON_NOT_USABLE);
    expect((await couponRow(chargingCoupon)).state).toBe('unused');
    // Templates: a time-off charging coupon, or a service-only parking one, is refused at creation.
    for (const body of [
      { name: '充电券', kind: 'minutes', value: 60, scope: 'charging', validMinutes: 600 },
      { name: '停车券', kind: 'amount', value: 100, serviceOnly: true, validMinutes: 600 },
    ]) {
      const bad = await call(t, CouponOperatorOps.createCouponTemplate, { body: body as never, headers: admin });
      expect(bad.status).toBe(400);
    }
    await g.client.close();
  });

  it('two starts with one coupon at once: one wins; a failed start gives the coupon back', async () => {
    const couponId = await aCoupon(bob, { kind: 'percent', value: 50, scope: 'charging' });
    const [g1, g2] = [await aGun(), await aGun()];
    const answers = await Promise.all([start(bob, g1.gunNo, couponId), start(bob, g2.gunNo, couponId)]);
    // The other is refused: in use while the winner holds it, or no longer usable once the winner has used it (on
    // PostgreSQL the winner may be done before the other reads the coupon at all).
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === '200')).toHaveLength(1);
    expect([ErrorCode.COUPON_IN_USE, ErrorCode.COUPON_NOT_USABLE]).toContain(codes.find((c) => c !== '200'));
    const row = await couponRow(couponId);
    expect(row.state).toBe('used');
    // The winner's charger refuses to start: the hold and the coupon go back.
    const winner = answers[0]!.body.code === '200' ? g1 : g2;
    await winner.remote.next('RemoteStartTransaction');
    await winner.client.call('StatusNotification', { connectorId: 1, errorCode: 'GroundFailure', status: 'Faulted' });
    expect(await couponRow(couponId)).toMatchObject({ state: 'unused', chargingOrderNo: null });
    for (const c of [g1.client, g2.client]) await c.close();
    expect(await invariants()).toEqual([]);
  });

  // Real concurrency needs PostgreSQL (PGlite runs one statement at a time). A hold's capture locks its order, then
  // its coupon (orders-purchases.ts); a second start with that coupon used to lock the coupon, then the order: deadlock.
  it.runIf(testDatabaseUrl())(
    'a start meeting the capture of the hold that locked its coupon is refused at once, not deadlocked (PostgreSQL)',
    async () => {
      const couponId = await aCoupon(bob, { kind: 'percent', value: 50, scope: 'charging' });
      const [g1, g2] = [await aGun(), await aGun()];
      const first = await as(bob, ChargingOrderOps.startCharging, {
        body: { gunNo: g1.gunNo, prepayFen: 5000, payChannel: PayChannel.WX, couponId },
      });
      expect(first.body.code, JSON.stringify(first.body)).toBe('200');
      const held = await couponRow(couponId);
      expect(held.state).toBe('locked');
      const second = await t.db.transaction(async (tx) => {
        // The capture's first step: the order's row…
        await tx.select().from(chargingOrders).where(eq(chargingOrders.orderNo, held.chargingOrderNo!)).for('update');
        const answer = await Promise.race([
          start(bob, g2.gunNo, couponId),
          new Promise<'waited for the capture'>((resolve) => setTimeout(resolve, 10_000, 'waited for the capture')),
        ]);
        // …its second: the coupon's, free again once the refused start has rolled back.
        await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
        return answer;
      });
      expect(second).toMatchObject({ body: { code: ErrorCode.COUPON_IN_USE } });
      expect(await couponRow(couponId)).toMatchObject({ state: 'locked', chargingOrderNo: held.chargingOrderNo });
      for (const c of [g1.client, g2.client]) await c.close();
    },
  );
});
