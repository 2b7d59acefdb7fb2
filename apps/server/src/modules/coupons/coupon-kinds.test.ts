import { CouponOperatorOps, CouponOps, ErrorCode, OperatorRole, PayChannel, type AnyRoute } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, minutes, postGate, type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, aPlate, fundWallet, payableBills, payCall } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import { parkingSessions } from '../../db/schema';
import { aFeeRule, aPerVisitTariff } from '../tariffs';

// Decision 053: the alternative-rule and free re-entry coupons, from the operator's template to the exit, and the
// merchant's two detail reads with their BOLA. The park: 2元 per started 30 minutes, 15 minutes' grace.
let t: TestApp;
let park: TestPark;
let admin: Record<string, string>;
let staff: SignedInDriver;
let otherStaff: SignedInDriver;
let alice: SignedInDriver;
let merchantId: string;
let otherMerchantId: string;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
type Data<R extends AnyRoute> = NonNullable<Awaited<ReturnType<typeof call<R>>>['body']['data']>;
type Answer<R extends AnyRoute> = { status: number; body: { code: string; message: string; data: Data<R> } };

/** A driver's call (callAs: the route's payload, a fresh idempotency key on a POST); data read as present. */
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);
const op = async <R extends AnyRoute>(route: R, input = {} as Input<R>) =>
  (await call(t, route, { ...input, headers: admin })) as Answer<R>;

const aTemplate = (template: Record<string, unknown>) =>
  op(CouponOperatorOps.createCouponTemplate, {
    body: { name: '商户停车券', validMinutes: 24 * 60, ...template } as never,
  });

/** A batch of the store's, and one coupon of it claimed by the driver through a QR code. */
async function aClaimedCoupon(driver: SignedInDriver, template: Record<string, unknown>) {
  const created = await aTemplate(template);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const batch = await op(CouponOperatorOps.createCouponBatch, {
    body: { templateId: created.body.data.id, merchantId, quantity: 5 },
  });
  const qr = await as(staff, CouponOps.createQrCode, {
    params: { merchantId },
    body: { batchId: batch.body.data.id, maxClaims: 5, minutes: 5 },
  });
  const claimed = await as(driver, CouponOps.claimQrCoupon, { body: { token: qr.body.data.token } });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  return { coupon: claimed.body.data, batchId: batch.body.data.id };
}
async function refreshSessions() {
  const again = (d: SignedInDriver) => signInDriver(t, { phone: d.phone, dealerId: d.dealerId });
  [staff, otherStaff, alice] = await Promise.all([again(staff), again(otherStaff), again(alice)]);
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
}
const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;
const pay = (car: { uniqueId: string }, expectedFen: number, couponId?: string) =>
  payCall(
    t,
    'single',
    { uniqueId: car.uniqueId, parkId: park.parkId, payChannel: PayChannel.BALANCE, expectedFen, couponId },
    { driver: alice },
  );

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t, { name: '湖滨银泰停车场' });
  [staff, otherStaff, alice] = await Promise.all([signInDriver(t), signInDriver(t), signInDriver(t)]);
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  const store = async (name: string, phone: string) =>
    (await op(CouponOperatorOps.createMerchant, { body: { name, parkIds: [park.parkId], staffPhones: [phone] } })).body
      .data.id;
  merchantId = await store('银泰奶茶店', staff.phone);
  otherMerchantId = await store('隔壁书店', otherStaff.phone);
  await fundWallet(t, alice, 100_000);
});
afterAll(() => t.close());

describe('coupon kinds of decision 053', () => {
  it('refuses unsound templates with their own codes', async () => {
    const codes = await Promise.all(
      [
        { kind: 'altRule', value: 0 },
        { kind: 'amount', value: 300, altRule: aFeeRule() },
        { kind: 'reentry', value: 0 },
        { kind: 'reentry', value: 1441 },
        { kind: 'reentry', value: 30, scope: 'charging' },
      ].map(async (template) => (await aTemplate(template)).body.code),
    );
    expect(codes).toEqual([
      ErrorCode.COUPON_ALT_RULE,
      ErrorCode.COUPON_ALT_RULE,
      ErrorCode.COUPON_REENTRY_WINDOW,
      ErrorCode.COUPON_REENTRY_WINDOW,
      ErrorCode.COUPON_KIND_PARKING_ONLY,
    ]);
  });

  it('an alternative fee rule: the quote, the payment and the exit use the cheaper merchant rate', async () => {
    const plateNo = aPlate();
    await bindPlate(t, alice, plateNo);
    const car = await aParkedCar(t, park, plateNo, 95); // 8元 at the park's rate
    await refreshSessions();
    const { coupon, batchId } = await aClaimedCoupon(alice, {
      kind: 'altRule',
      value: 0,
      altRule: aFeeRule({ small: aPerVisitTariff(500) }),
    });
    expect(coupon).toMatchObject({ kind: 'altRule', title: '商户价5元/次' });
    expect(coupon.detail).toContain('5元');

    const usable = await as(alice, CouponOps.usableCoupons, { query: { uniqueId: car.uniqueId, parkId: park.parkId } });
    expect(usable.body.data).toMatchObject({ dueFen: 800, bestId: coupon.id });
    expect(usable.body.data.results[0]).toMatchObject({ dueFen: 500, discountFen: 300 });
    const paid = await pay(car, 500, coupon.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await payableBills(t, { uniqueIds: car.uniqueId }, { driver: alice })).body.data!.totalFen).toBe(0);
    await postGate(t, park, aGateEvent(t, 'exit', plateNo));
    expect(await stayOf(car.uniqueId)).toMatchObject({ state: 'left', totalFen: 500, paidFen: 500 });

    // The merchant's detail reads: the batch with its use, the gives with plates, the stay it was used on.
    const detail = await as(staff, CouponOps.batchDetail, { params: { merchantId, batchId } });
    expect(detail.body.data).toMatchObject({ counts: { used: 1, unused: 0 }, discountFen: 300 });
    expect(detail.body.data.batch).toMatchObject({ quantity: 5, issued: 1 });
    const gives = await as(staff, CouponOps.batchCoupons, { params: { merchantId, batchId }, query: {} });
    expect(gives.body.data.results).toMatchObject([{ id: coupon.id, state: 'used', revocable: false, plateNo }]);
    const parking = await as(staff, CouponOps.parkingDetail, { params: { merchantId, couponId: coupon.id } });
    expect(parking.body.data).toMatchObject({
      plateNo,
      parkName: '湖滨银泰停车场',
      grossFen: 800,
      discountFen: 300,
      paidFen: 500,
    });
    expect(parking.body.data.exitedAt).not.toBeNull();

    // BOLA: another store's staff and a plain driver see nothing of it, through their own store id or this one.
    for (const [who, store] of [
      [otherStaff, merchantId],
      [otherStaff, otherMerchantId],
      [alice, merchantId],
    ] as const) {
      const reads = [
        await as(who, CouponOps.batchDetail, { params: { merchantId: store, batchId } }),
        await as(who, CouponOps.batchCoupons, { params: { merchantId: store, batchId }, query: {} }),
        await as(who, CouponOps.parkingDetail, { params: { merchantId: store, couponId: coupon.id } }),
      ];
      expect(reads.map((r) => r.body.code)).toEqual([ErrorCode.NOT_FOUND, ErrorCode.NOT_FOUND, ErrorCode.NOT_FOUND]);
    }
  });

  it('free re-entry: back within the window the two stays are priced as one, minus the first; not after it', async () => {
    const plateNo = aPlate();
    await bindPlate(t, alice, plateNo);
    const first = await aParkedCar(t, park, plateNo, 95);
    await refreshSessions();
    expect((await pay(first, 800)).status).toBe(200);
    await postGate(t, park, aGateEvent(t, 'exit', plateNo));
    t.clock.advance(minutes(10));
    const second = await aParkedCar(t, park, plateNo, 40); // alone: 2 units, 4元
    await refreshSessions();
    const { coupon } = await aClaimedCoupon(alice, { kind: 'reentry', value: 30 });
    expect(coupon).toMatchObject({ kind: 'reentry', title: '30分钟内再入场连续计费' });

    // 95 + 10 + 40 = 145 minutes as one stay: 5 units, 10元, minus the first stay's 8元.
    const usable = await as(alice, CouponOps.usableCoupons, {
      query: { uniqueId: second.uniqueId, parkId: park.parkId },
    });
    expect(usable.body.data).toMatchObject({ dueFen: 400, bestId: coupon.id });
    expect(usable.body.data.results[0]).toMatchObject({ dueFen: 200, discountFen: 200 });
    expect((await pay(second, 200, coupon.id)).status).toBe(200);
    await postGate(t, park, aGateEvent(t, 'exit', plateNo));
    expect(await stayOf(second.uniqueId)).toMatchObject({ state: 'left', totalFen: 200, paidFen: 200 });
    const parking = await as(staff, CouponOps.parkingDetail, { params: { merchantId, couponId: coupon.id } });
    expect(parking.body.data).toMatchObject({ grossFen: 400, discountFen: 200, paidFen: 200 });

    // Back 31 minutes after leaving: the coupon does not apply (not offered, refused at payment).
    t.clock.advance(minutes(31));
    const late = await aParkedCar(t, park, plateNo, 40);
    await refreshSessions();
    const { coupon: unusable } = await aClaimedCoupon(alice, { kind: 'reentry', value: 30 });
    const offered = await as(alice, CouponOps.usableCoupons, {
      query: { uniqueId: late.uniqueId, parkId: park.parkId },
    });
    expect(offered.body.data.results.map((c) => c.id)).not.toContain(unusable.id);
    expect((await pay(late, 400, unusable.id)).body.code).toBe(ErrorCode.COUPON_NOT_USABLE);
    // An unused coupon has no stay to show.
    const none = await as(staff, CouponOps.parkingDetail, { params: { merchantId, couponId: unusable.id } });
    expect(none.body.code).toBe(ErrorCode.COUPON_NOT_USED_ON_STAY);
  });
});
