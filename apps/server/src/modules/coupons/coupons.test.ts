import {
  CouponOperatorOps,
  CouponOps,
  ErrorCode,
  OperatorRole,
  PayChannel,
  type AnyRoute,
  type Coupon,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import {
  aParkedCar,
  aPayablePark,
  anIdempotencyKey,
  aPlate,
  confirmInSandbox,
  fundWallet,
  payableBills,
  payCall,
} from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import { coupons as couponsTable, parkingSessions } from '../../db/schema';
import { checkLedger, runChecks } from '../ledger';
import { checkPayments } from '../payments';
import { COUPON_CHECKS } from './coupons-check';

let t: TestApp;
let park: TestPark;
let otherPark: TestPark;
let admin: Record<string, string>;
let staff: SignedInDriver;
let alice: SignedInDriver;
let bob: SignedInDriver;
let carol: SignedInDriver;
let merchantId: string;
let batchId: string;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
type Data<R extends AnyRoute> = NonNullable<Awaited<ReturnType<typeof call<R>>>['body']['data']>;
/** A driver's call (callAs: the route's payload, a fresh idempotency key on a POST); data read as present. */
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);
async function op<R extends AnyRoute>(route: R, input: Input<R> = {}) {
  const res = await call(t, route, { ...input, headers: admin });
  return res as { status: number; body: { code: string; message: string; data: Data<R> } };
}
/** Everyone signs in again after the clock moved past their tokens. */
async function refreshSessions() {
  [staff, alice, bob, carol] = (await Promise.all(
    [staff, alice, bob, carol].map((d) => signInDriver(t, { phone: d.phone, dealerId: d.dealerId })),
  )) as [SignedInDriver, SignedInDriver, SignedInDriver, SignedInDriver];
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
}
const invariants = async () => [
  ...(await checkLedger(t.db)),
  ...(await checkPayments(t.db)),
  ...(await runChecks(t.db, COUPON_CHECKS)),
];
const couponRow = async (id: string) => (await t.db.select().from(couponsTable).where(eq(couponsTable.id, id)))[0]!;

async function aBatch(template: Record<string, unknown>, quantity = 10) {
  const created = await op(CouponOperatorOps.createCouponTemplate, {
    body: { name: '商场停车券', validMinutes: 24 * 60, ...template } as never,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const batch = await op(CouponOperatorOps.createCouponBatch, {
    body: { templateId: created.body.data.id, merchantId, quantity },
  });
  return batch.body.data.id;
}
async function aQr(batch = batchId, maxClaims = 5, minutesValid = 5) {
  const qr = await as(staff, CouponOps.createQrCode, {
    params: { merchantId },
    body: { batchId: batch, maxClaims, minutes: minutesValid },
  });
  expect(qr.status, JSON.stringify(qr.body)).toBe(200);
  return qr.body.data.token;
}
/** A driver with a bound plate claims a fresh QR code's coupon. */
async function aClaimedCoupon(driver: SignedInDriver, batch = batchId): Promise<Coupon> {
  const claimed = await as(driver, CouponOps.claimQrCoupon, { body: { token: await aQr(batch) } });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  return claimed.body.data;
}
async function aParkedCarOf(driver: SignedInDriver, minutesAgo = 95) {
  const plateNo = aPlate();
  await bindPlate(t, driver, plateNo);
  const car = await aParkedCar(t, park, plateNo, minutesAgo);
  await refreshSessions();
  return { ...car, parkId: park.parkId };
}
const payWithCoupon = (
  driver: SignedInDriver,
  car: { uniqueId: string; parkId: string },
  couponId: string,
  expectedFen: number,
  payChannel: 3 | 6 = PayChannel.WX,
) =>
  payCall(t, 'single', { uniqueId: car.uniqueId, parkId: car.parkId, payChannel, expectedFen, couponId }, { driver });

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t, { name: '湖滨银泰停车场' });
  otherPark = await aTestPark(t, { name: '西溪停车场' });
  staff = await signInDriver(t);
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  carol = await signInDriver(t);
  await bindPlate(t, bob, aPlate());
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  const merchant = await op(CouponOperatorOps.createMerchant, {
    body: { name: '银泰奶茶店', parkIds: [park.parkId], staffPhones: [staff.phone] },
  });
  expect(merchant.status, JSON.stringify(merchant.body)).toBe(200);
  merchantId = merchant.body.data.id;
  batchId = await aBatch({ kind: 'amount', value: 300 }, 50);
});
afterAll(() => t.close());

describe('a merchant’s coupon from QR code to exit', () => {
  it('is claimed, preselected as the best, paid with, seen by the merchant, and restored by a refund', async () => {
    const halfOff = await aBatch({ kind: 'percent', value: 50, capFen: 200 });
    const car = await aParkedCarOf(alice);
    const threeOff = await aClaimedCoupon(alice);
    const capped = await aClaimedCoupon(alice, halfOff);
    expect(threeOff).toMatchObject({ title: '减3元', state: 'unused', merchantName: '银泰奶茶店' });
    expect((await as(alice, CouponOps.couponsCount)).body.data).toEqual({ unused: 2, used: 0, past: 0 });

    // 95 minutes at 2元 per half hour: 8元. 减3元 beats 5折 capped at 2元.
    const usable = await as(alice, CouponOps.usableCoupons, { query: car });
    expect(usable.body.data).toMatchObject({ dueFen: 800, bestId: threeOff.id });
    expect(usable.body.data.results.map((c) => [c.id, c.dueFen, c.discountFen])).toEqual([
      [threeOff.id, 500, 300],
      [capped.id, 600, 200],
    ]);

    // The quote with the coupon is what is charged; the old price is refused.
    expect((await payWithCoupon(alice, car, threeOff.id, 800)).body.code).toBe(ErrorCode.QUOTE_CHANGED);
    const paid = await payWithCoupon(alice, car, threeOff.id, 500);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ amountFen: 500, state: 'pending' });
    expect((await couponRow(threeOff.id)).state).toBe('locked');

    await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
    expect(await couponRow(threeOff.id)).toMatchObject({ state: 'used', discountFen: 300 });
    // Nothing more is owed: the engine prices the stay with its coupon (the bill shows what it took off).
    const bill = (await payableBills(t, { uniqueIds: car.uniqueId })).body.data!;
    expect(bill.totalFen).toBe(0);
    expect((await as(alice, CouponOps.couponsCount)).body.data).toEqual({ unused: 1, used: 1, past: 0 });

    // The merchant sees the use.
    const given = await as(staff, CouponOps.givenCoupons, { params: { merchantId }, query: {} });
    expect(given.body.data.results.find((c) => c.id === threeOff.id)).toMatchObject({
      state: 'used',
      discountFen: 300,
      revocable: false,
    });

    // The car leaves within the grace period: the exit charges the discounted fee, already paid.
    await postGate(t, park, aGateEvent(t, 'exit', car.plateNo));
    const [stay] = await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, car.uniqueId));
    expect(stay).toMatchObject({ state: 'left', totalFen: 500, paidFen: 500 });
    expect(await invariants()).toEqual([]);

    // An upheld appeal refunds the whole payment: the coupon is usable again.
    await t.db.transaction((tx) =>
      t.app.payments.appealRefunds.refundStay(tx, {
        sessionId: car.uniqueId,
        dealerId: alice.dealerId,
        refundNo: `appeal-test-${car.uniqueId}`,
        amountFen: 500,
      }),
    );
    expect(await couponRow(threeOff.id)).toMatchObject({ state: 'unused', usedAt: null });
    expect(await invariants()).toEqual([]);
  });

  it('one coupon on two payments at once: one wins, the other is refused, and the coupon is used once', async () => {
    await fundWallet(t, alice, 10_000);
    const first = await aParkedCarOf(alice);
    const second = await aParkedCarOf(alice);
    const coupon = await aClaimedCoupon(alice);
    const [dueFirst, dueSecond] = [await dueOf(first), await dueOf(second)];
    const [a, b] = await Promise.all([
      payWithCoupon(alice, first, coupon.id, dueFirst - 300, PayChannel.BALANCE),
      payWithCoupon(alice, second, coupon.id, dueSecond - 300, PayChannel.BALANCE),
    ]);
    // The loser is refused as "in use" while the winner's order is open, or as "not usable" once it has committed.
    const [won, lost] = a.body.code === '200' ? [a, b] : [b, a];
    expect(won.body.code).toBe('200');
    expect([ErrorCode.COUPON_IN_USE, ErrorCode.COUPON_NOT_USABLE]).toContain(lost.body.code);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'used' });
    expect(await invariants()).toEqual([]);
  });

  it('an abandoned payment leaves the coupon to a new attempt on the same bill, not to another bill', async () => {
    const car = await aParkedCarOf(alice);
    const other = await aParkedCarOf(alice);
    const coupon = await aClaimedCoupon(alice);
    const due = await dueOf(car);
    expect((await payWithCoupon(alice, car, coupon.id, due - 300)).status).toBe(200);
    const elsewhere = await payWithCoupon(alice, other, coupon.id, (await dueOf(other)) - 300);
    expect(elsewhere.body.code).toBe(ErrorCode.COUPON_IN_USE);
    const usable = await as(alice, CouponOps.usableCoupons, { query: car });
    expect(usable.body.data.results.map((c) => c.id)).toContain(coupon.id);
    const again = await payWithCoupon(alice, car, coupon.id, due - 300);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await confirmInSandbox(t, (again.body.data!.launch as { url: string }).url);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'used', orderNo: again.body.data!.orderNo });
    expect(await invariants()).toEqual([]);
  });
});

async function dueOf(car: { uniqueId: string }) {
  return (await payableBills(t, { uniqueIds: car.uniqueId })).body.data!.totalFen;
}

describe('bad QR codes', () => {
  it('refuses a forged, expired, replayed or exhausted code, and asks a driver without a plate to bind one', async () => {
    const token = await aQr(batchId, 1);
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await as(alice, CouponOps.claimQrCoupon, { body: { token: forged } })).body.code).toBe(
      ErrorCode.QR_CODE_INVALID,
    );
    // Another expiry in the token: its signature no longer matches.
    const [id, , sig] = token.split('.');
    const stretched = `${id}.${Math.floor(t.clock.now().getTime() / 1000) + 86_400}.${sig}`;
    expect((await as(alice, CouponOps.claimQrCoupon, { body: { token: stretched } })).body.code).toBe(
      ErrorCode.QR_CODE_INVALID,
    );
    const newcomer = await signInDriver(t);
    expect((await as(newcomer, CouponOps.claimQrCoupon, { body: { token } })).body.code).toBe(
      ErrorCode.COUPON_NEEDS_PLATE,
    );
    expect((await as(alice, CouponOps.claimQrCoupon, { body: { token } })).status).toBe(200);
    expect((await as(alice, CouponOps.claimQrCoupon, { body: { token } })).body.code).toBe(ErrorCode.COUPON_LIMIT);
    // Its one claim is taken.
    expect((await as(bob, CouponOps.claimQrCoupon, { body: { token } })).body.code).toBe(ErrorCode.COUPONS_GONE);

    const later = await aQr(batchId, 5, 5);
    t.clock.advance(minutes(5) + 1000);
    await refreshSessions();
    expect((await as(bob, CouponOps.claimQrCoupon, { body: { token: later } })).body.code).toBe(
      ErrorCode.QR_CODE_EXPIRED,
    );
    expect(await invariants()).toEqual([]);
  });

  it('many drivers scanning one code at once never take more than its claims', async () => {
    const token = await aQr(batchId, 3);
    const drivers = await Promise.all(Array.from({ length: 6 }, () => signInDriver(t)));
    await Promise.all(drivers.map((d) => bindPlate(t, d, aPlate())));
    const claims = await Promise.all(drivers.map((d) => as(d, CouponOps.claimQrCoupon, { body: { token } })));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(3);
    expect(await invariants()).toEqual([]);
  });
});

describe('scope, validity and who may use a coupon', () => {
  it('a coupon of another park, past its time or below its minimum spend is not offered and cannot pay', async () => {
    const elsewhere = await aBatch({ kind: 'amount', value: 100, parkIds: [otherPark.parkId] });
    const bigSpender = await aBatch({ kind: 'waiver', value: 0, minSpendFen: 5000 });
    const shortLived = await aBatch({ kind: 'minutes', value: 60, validMinutes: 10 });
    const car = await aParkedCarOf(carol);
    const a = await aClaimedCoupon(carol, elsewhere);
    const b = await aClaimedCoupon(carol, bigSpender);
    const c = await aClaimedCoupon(carol, shortLived);
    const offered = (await as(carol, CouponOps.usableCoupons, { query: car })).body.data.results.map((x) => x.id);
    expect(offered).toContain(c.id);
    expect(offered).not.toContain(a.id);
    expect(offered).not.toContain(b.id);
    expect((await payWithCoupon(carol, car, a.id, 700)).body.code).toBe(ErrorCode.COUPON_NOT_USABLE);
    t.clock.advance(minutes(11));
    await refreshSessions();
    const due = await dueOf(car);
    expect((await payWithCoupon(carol, car, c.id, due - 400)).body.code).toBe(ErrorCode.COUPON_NOT_USABLE);
    expect((await as(carol, CouponOps.couponsCount)).body.data.past).toBeGreaterThanOrEqual(1);
  });

  it('another driver cannot see, use or revoke a coupon, nor read a merchant’s records (BOLA)', async () => {
    const car = await aParkedCarOf(bob);
    const coupon = await aClaimedCoupon(alice);
    const stolen = await payWithCoupon(bob, car, coupon.id, (await dueOf(car)) - 300);
    expect(stolen.status).toBe(404);
    expect((await as(bob, CouponOps.usableCoupons, { query: car })).body.data.results.map((c) => c.id)).not.toContain(
      coupon.id,
    );
    expect((await as(bob, CouponOps.givenCoupons, { params: { merchantId }, query: {} })).status).toBe(404);
    expect(
      (await as(bob, CouponOps.createQrCode, { params: { merchantId }, body: { batchId, maxClaims: 1, minutes: 5 } }))
        .status,
    ).toBe(404);
    expect((await as(bob, CouponOps.revokeCoupon, { params: { merchantId, couponId: coupon.id } })).status).toBe(404);
    expect((await as(bob, CouponOps.myMerchants)).body.data).toEqual([]);
    const give = { merchantId, batchId, plateNo: aPlate() };
    expect((await as(bob, CouponOps.sendPlateCoupon, { body: give })).status).toBe(404);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'unused' });
  });
});

describe('giving to a plate and taking back', () => {
  it('a merchant revokes within 10 minutes before the car leaves, not after', async () => {
    const plateNo = aPlate();
    const gone = await as(staff, CouponOps.sendPlateCoupon, { body: { merchantId, batchId, plateNo } });
    expect(gone.body.data).toMatchObject({ plateNo, revocable: true });
    const revoked = await as(staff, CouponOps.revokeCoupon, { params: { merchantId, couponId: gone.body.data.id } });
    expect(revoked.body.data.state).toBe('revoked');

    const late = await as(staff, CouponOps.sendPlateCoupon, { body: { merchantId, batchId, plateNo } });
    t.clock.advance(minutes(11));
    await refreshSessions();
    const tooLate = await as(staff, CouponOps.revokeCoupon, { params: { merchantId, couponId: late.body.data.id } });
    expect(tooLate.body.code).toBe(ErrorCode.COUPON_NOT_REVOCABLE);

    // A car given a coupon that then drives out: the coupon stays.
    const car = await aParkedCar(t, park, aPlate(), 30);
    await refreshSessions();
    const forCar = await as(staff, CouponOps.sendPlateCoupon, { body: { merchantId, batchId, plateNo: car.plateNo } });
    await postGate(t, park, aGateEvent(t, 'exit', car.plateNo));
    const afterExit = await as(staff, CouponOps.revokeCoupon, {
      params: { merchantId, couponId: forCar.body.data.id },
    });
    expect(afterExit.body.code).toBe(ErrorCode.COUPON_NOT_REVOCABLE);
    expect(await invariants()).toEqual([]);
  });
});

describe('operators', () => {
  it.each([
    ['a negative amount', { kind: 'amount', value: -100 }],
    ['an over-100% discount', { kind: 'percent', value: 120 }],
    ['a zero percent discount', { kind: 'percent', value: 0 }],
    ['a cap on an amount coupon', { kind: 'amount', value: 100, capFen: 50 }],
    // Past the integer column: refused by the contract, not a 500 from the database (found by the boundary fuzz).
    ['a minimum spend past any bill', { kind: 'amount', value: 100, minSpendFen: Number.MAX_SAFE_INTEGER }],
  ])('refuse %s at creation', async (_, template) => {
    const res = await op(CouponOperatorOps.createCouponTemplate, {
      body: { name: '坏券', validMinutes: 60, ...template } as never,
    });
    expect(res.status).toBe(400);
  });

  it('report what each merchant gave and what its coupons took off; another dealer sees none of it', async () => {
    const report = await op(CouponOperatorOps.couponReport);
    const row = report.body.data.find((r) => r.merchantId === merchantId);
    expect(row).toMatchObject({ merchantName: '银泰奶茶店' });
    expect(row!.given).toBeGreaterThan(0);
    expect(row!.discountFen).toBeGreaterThan(0);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const theirs = await call(t, CouponOperatorOps.merchants, { headers: suzhou });
    expect(theirs.body.data).toEqual({ results: [], totalRecord: 0 });
    const steal = await call(t, CouponOperatorOps.createCouponBatch, {
      headers: suzhou,
      body: { templateId: (await op(CouponOperatorOps.couponTemplates)).body.data[0]!.id, quantity: 5 },
    });
    expect(steal.status).toBe(404);
  });
});

describe('a bill its coupon pays whole (decision 049)', () => {
  it('settles once for 0 fen without a provider, replayed or raced; the gate opens; the refund gives the coupon back', async () => {
    const waiver = await aBatch({ kind: 'waiver', value: 0 });
    const car = await aParkedCarOf(carol);
    const coupon = await aClaimedCoupon(carol, waiver);
    // At the exit the gate holds the car for its fee.
    expect((await postGate(t, park, aGateEvent(t, 'exit', car.plateNo))).body.data.action).toBe('hold');
    const usable = await as(carol, CouponOps.usableCoupons, { query: car });
    expect(usable.body.data).toMatchObject({ bestId: coupon.id });
    expect(usable.body.data.results[0]).toMatchObject({
      id: coupon.id,
      dueFen: 0,
      discountFen: usable.body.data.dueFen,
    });

    // Five taps at once, each its own attempt, and a replay of each: one settlement.
    const taps = await Promise.all(Array.from({ length: 5 }, () => payWithCoupon(carol, car, coupon.id, 0)));
    const won = taps.filter((r) => r.status === 200);
    expect(won, JSON.stringify(taps.map((r) => r.body))).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ amountFen: 0, state: 'paid', launch: { kind: 'paid' } });
    const replay = await payCall(
      t,
      'single',
      { uniqueId: car.uniqueId, parkId: car.parkId, payChannel: PayChannel.WX, expectedFen: 0, couponId: coupon.id },
      { driver: carol, key: won[0]!.key! },
    );
    expect(replay.body.data!.orderNo).toBe(won[0]!.body.data!.orderNo);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'used', orderNo: won[0]!.body.data!.orderNo });
    // 0 fen is only for a coupon that pays it all.
    const noCoupon = await payCall(
      t,
      'single',
      { uniqueId: car.uniqueId, parkId: car.parkId, payChannel: 3, expectedFen: 0 },
      { driver: carol },
    );
    expect(noCoupon.status).toBe(400);

    expect((await postGate(t, park, aGateEvent(t, 'exit', car.plateNo))).body.data).toMatchObject({ action: 'open' });
    const [stay] = await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, car.uniqueId));
    expect(stay).toMatchObject({ state: 'left', totalFen: 0, paidFen: 0 });
    expect(await invariants()).toEqual([]);

    // The refund of such a stay gives the coupon back (no money went); a second finds nothing more to give.
    const refunded = await op(CouponOperatorOps.refundCouponOnlyStay, { params: { stayId: car.uniqueId } });
    expect(refunded.body.data).toEqual({ orderNo: won[0]!.body.data!.orderNo });
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'unused', usedAt: null });
    expect(await invariants()).toEqual([]);
  });
});

describe('merchants buy batches (decision 049)', () => {
  it('buys with the staff member’s balance: the batch is the store’s stock, its record and invoice bill exist; BOLA', async () => {
    const template = await op(CouponOperatorOps.createCouponTemplate, {
      body: { name: '午餐停车券', kind: 'amount', value: 500, validMinutes: 24 * 60, priceFen: 400 },
    });
    expect(template.body.data).toMatchObject({ priceFen: 400, withdrawn: false });
    const templateId = template.body.data.id;
    await fundWallet(t, staff, 10_000);
    const forSale = await as(staff, CouponOps.saleTemplates, { params: { merchantId } });
    expect(forSale.body.data.map((s) => [s.templateId, s.priceFen])).toContainEqual([templateId, 400]);

    const key = anIdempotencyKey();
    const buy = () =>
      as(staff, CouponOps.buyBatch, {
        params: { merchantId },
        body: { templateId, quantity: 20, payChannel: PayChannel.BALANCE },
        key,
      });
    const [first, again] = [await buy(), await buy()];
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ amountFen: 8000, state: 'paid' });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);

    const records = await as(staff, CouponOps.batchOrders, { params: { merchantId }, query: {} });
    expect(records.body.data.results).toHaveLength(1);
    const record = records.body.data.results[0]!;
    expect(record).toMatchObject({ state: 'fulfilled', quantity: 20, amountFen: 8000, issued: 0 });
    const mine = await as(staff, CouponOps.myMerchants);
    expect(mine.body.data[0]!.batches.map((b) => b.id)).toContain(record.batchId);
    // The purchase is a bill of the staff member's invoice centre (优惠券).
    const bills = await t.app.payments.captured.ofDriver(staff.dealerId, staff.driverId, new Date(0), 50);
    expect(bills.find((b) => b.orderNo === first.body.data.orderNo)).toMatchObject({ purpose: 'couponBatch' });

    // Another driver sees neither the store's templates nor its purchases.
    expect((await as(bob, CouponOps.saleTemplates, { params: { merchantId } })).status).toBe(404);
    expect((await as(bob, CouponOps.batchOrder, { params: { batchOrderId: record.id } })).status).toBe(404);

    // Withdrawn: no longer sold; a wallet order paid afterwards is refused and its money owed back whole.
    const pending = await as(staff, CouponOps.buyBatch, {
      params: { merchantId },
      body: { templateId, quantity: 2, payChannel: PayChannel.WX },
    });
    expect(pending.body.data).toMatchObject({ state: 'pending', amountFen: 800 });
    await op(CouponOperatorOps.withdrawCouponTemplate, { params: { templateId } });
    await confirmInSandbox(t, (pending.body.data.launch as { url: string }).url);
    const refused = (await as(staff, CouponOps.batchOrders, { params: { merchantId }, query: {} })).body.data
      .results[0]!;
    expect(refused).toMatchObject({ state: 'refused', batchId: null });
    const late = await as(staff, CouponOps.buyBatch, {
      params: { merchantId },
      body: { templateId, quantity: 2, payChannel: PayChannel.BALANCE },
    });
    expect(late.body.code).toBe(ErrorCode.COUPON_NOT_FOR_SALE);
    expect(await invariants()).toEqual([]);
  });
});
