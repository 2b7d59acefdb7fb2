import {
  CouponOperatorOps,
  CouponOps,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  OperatorRole,
  PayChannel,
  RewardOperatorOps,
  RewardOps,
  type AnyRoute,
} from '@parking/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDriver } from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { registerDriver, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aParkedCar, aPayablePark, anIdempotencyKey, aPlate, fundWallet, payBill } from '../../../test/payments';
import type { TestPark } from '../../../test/parking';
import { bindPlate } from '../../../test/vehicles';
import { drivers, invites } from '../../db/schema';
import { checkLedger, runChecks } from '../ledger';
import { REWARD_CHECKS } from './rewards-check';

let t: TestApp;
let park: TestPark;
let admin: Record<string, string>;
let goldBatchId: string;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'> & { headers?: Record<string, string> };
type Data<R extends AnyRoute> = NonNullable<Awaited<ReturnType<typeof call<R>>>['body']['data']>;
type Answer<R extends AnyRoute> = { status: number; body: { code: string; message: string; data: Data<R> } };

const as = async <R extends AnyRoute>(driver: SignedInDriver, route: R, input: Input<R> = {}) =>
  (await asDriver(t, driver, route, input)) as Answer<R>;
const op = async <R extends AnyRoute>(route: R, input: Omit<CallInput<R>, 'headers'> = {}) =>
  (await call(t, route, { ...input, headers: admin })) as Answer<R>;

/** A platform batch (no merchant) of a template, through the operator API. */
async function aPlatformBatch(template: Record<string, unknown>, quantity = 100): Promise<string> {
  const created = await op(CouponOperatorOps.createCouponTemplate, {
    body: { name: '平台券', validMinutes: 7 * 1440, ...template } as never,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const batch = await op(CouponOperatorOps.createCouponBatch, { body: { templateId: created.body.data.id, quantity } });
  return batch.body.data.id;
}

const couponIds = async (driver: SignedInDriver) =>
  (await as(driver, CouponOps.userCoupons, { query: { state: 'unused' } as never })).body.data.results.map((c) => c.id);
const accept = (driver: SignedInDriver, code: string, deviceId = `device-${anIdempotencyKey()}`) =>
  as(driver, RewardOps.acceptInvite, { params: { code }, body: { deviceId } });
const redeem = (driver: SignedInDriver, optionId: string, key = anIdempotencyKey()) =>
  as(driver, RewardOps.redeemGold, { body: { optionId }, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const again = (d: SignedInDriver) => signInDriver(t, { phone: d.phone, dealerId: d.dealerId });

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t);
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  const [registerBatchId, inviterBatchId, inviteeBatchId] = [
    await aPlatformBatch({ kind: 'amount', value: 500 }),
    await aPlatformBatch({ kind: 'amount', value: 1000 }),
    await aPlatformBatch({ kind: 'amount', value: 800 }),
  ];
  goldBatchId = await aPlatformBatch({ kind: 'percent', value: 5, capFen: 300 });
  const saved = await op(RewardOperatorOps.saveRewardSettings, {
    body: { registerBatchId, inviterBatchId, inviteeBatchId, invitesPerDay: 3, invitesTotal: 4, coinsPerYuan: 10 },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  expect([...(await checkLedger(t.db)), ...(await runChecks(t.db, REWARD_CHECKS))]).toEqual([]);
  await t.close();
});

describe('registration coupon (registorSendCoupon)', () => {
  it('is given once to a new account, whatever the retries and races; an old account gets none', async () => {
    const fresh = await registerDriver(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => as(fresh, RewardOps.registorSendCoupon)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.data.coupon?.couponId));
    expect(ids.size).toBe(1);
    expect(await couponIds(fresh)).toEqual([...ids]);
    expect(answers[0]!.body.data.coupon?.title).toBe('减5元');

    const old = await registerDriver(t);
    await t.db.execute(sql`update drivers set created_at = now() - interval '2 days' where id = ${old.driverId}`);
    const refused = await as(old, RewardOps.registorSendCoupon);
    expect(refused.body.code).toBe(ErrorCode.REWARD_NOT_NEW);
    expect(await couponIds(old)).toEqual([]);
  });
});

describe('invite a friend', () => {
  it('rewards both once, at the invitee’s first paid bill (not at registration); abuse is refused', async () => {
    let alice = await signInDriver(t);
    const code = (await as(alice, RewardOps.myInvite)).body.data.code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await as(alice, RewardOps.myInvite)).body.data.code).toBe(code);
    const landing = await call(t, RewardOps.invitation, { params: { code }, headers: t.driverHeaders() });
    expect(landing.body.data).toMatchObject({ open: true, inviteeReward: '减8元', registerReward: '减5元' });
    expect((await accept(alice, code)).body.code).toBe(ErrorCode.INVITE_SELF);

    let bob = await registerDriver(t);
    const device = `device-${anIdempotencyKey()}`;
    const accepted = await accept(bob, code, device);
    expect(accepted.body.data.state).toBe('pending');
    expect((await accept(bob, code, device)).status).toBe(200); // a retry answers the same invite
    const carol = await registerDriver(t);
    expect((await accept(carol, code, device)).body.code).toBe(ErrorCode.INVITE_TAKEN); // the same device
    expect((await accept(carol, 'ZZZZZZZZ')).body.code).toBe(ErrorCode.INVITE_CODE_INVALID);
    // Registered, nothing paid: nothing given yet.
    expect((await as(alice, RewardOps.myInvite)).body.data).toMatchObject({ invited: 1, rewarded: 0 });
    const before = await couponIds(alice);

    // Bob parks and pays his first bill (from his balance); the event and the reads race to reward it.
    const plateNo = aPlate();
    await bindPlate(t, bob, plateNo);
    const car = await aParkedCar(t, park, plateNo);
    [alice, bob] = [await again(alice), await again(bob)];
    await fundWallet(t, bob, 100_00);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.BALANCE, { driver: bob });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const reads = await Promise.all([alice, bob, alice, bob].map((d) => as(d, RewardOps.myInvite)));
    expect(reads.every((r) => r.status === 200)).toBe(true);

    const mine = (await as(alice, RewardOps.myInvite)).body.data;
    expect(mine).toMatchObject({ invited: 1, rewarded: 1 });
    expect(mine.friends[0]).toMatchObject({ state: 'rewarded', phone: expect.stringContaining('****') });
    expect((await couponIds(alice)).length).toBe(before.length + 1);
    expect((await as(bob, RewardOps.myInvite)).body.data.accepted?.state).toBe('rewarded');
    // Coins for the bill (10 per yuan), once, however many reads race to count them.
    const plans = await Promise.all([bob, bob, bob].map((d) => as(d, RewardOps.goldPlan)));
    const fee = paid.body.data!.amountFen;
    expect(plans.map((p) => p.body.data.balance)).toEqual(Array(3).fill(Math.floor(fee / 100) * 10));
    expect((await as(bob, RewardOps.goldPlan)).body.data.movements).toMatchObject([{ kind: 'earn' }]);
    // A stranger sees nothing of Alice's or Bob's (BOLA: every call is about the caller).
    const stranger = await signInDriver(t);
    expect((await as(stranger, RewardOps.myInvite)).body.data).toMatchObject({
      invited: 0,
      friends: [],
      accepted: null,
    });
    expect((await as(stranger, RewardOps.goldPlan)).body.data).toMatchObject({ balance: 0, movements: [] });
    const [row] = await t.db.select().from(invites).where(eq(invites.inviteeId, bob.driverId));
    expect(row?.paidOrderNo).toBe(paid.body.data!.orderNo);
  });

  it('holds an inviter to the day’s and the total cap under concurrent accepts; old accounts cannot accept', async () => {
    const dave = await signInDriver(t);
    const code = (await as(dave, RewardOps.myInvite)).body.data.code;
    const friends = await Promise.all(Array.from({ length: 5 }, () => registerDriver(t)));
    const answers = await Promise.all(friends.map((f) => accept(f, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === ErrorCode.INVITE_CAP)).toHaveLength(2);
    t.clock.advance(24 * 3_600_000);
    const late = await Promise.all(Array.from({ length: 2 }, () => registerDriver(t)));
    const next = [await accept(late[0]!, code), await accept(late[1]!, code)];
    expect(next.map((a) => a.status)).toEqual([200, 409]);
    expect(next[1]!.body.message).toBe('邀请人的邀请名额已用完');

    const old = await registerDriver(t);
    await t.db
      .update(drivers)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(drivers.id, old.driverId));
    expect((await accept(old, (await as(await signInDriver(t), RewardOps.myInvite)).body.data.code)).body.code).toBe(
      ErrorCode.REWARD_NOT_NEW,
    );
  });
});

describe('金币计划', () => {
  it('sells only 5 % coupons; redemptions never overspend, a retry answers the first; adjustments need a reason', async () => {
    admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] }); // the clock moved past the token
    const amountBatch = await aPlatformBatch({ kind: 'amount', value: 300 });
    const wrong = await op(RewardOperatorOps.createGoldOption, {
      body: { name: '3元券', batchId: amountBatch, coinCost: 100 },
    });
    expect(wrong.body.code).toBe(ErrorCode.GOLD_OPTION_INVALID);
    const option = await op(RewardOperatorOps.createGoldOption, {
      body: { name: '停车95折券', batchId: goldBatchId, coinCost: 100 },
    });
    expect(option.body.data).toMatchObject({ percent: 5, capFen: 300, coinCost: 100 });
    const optionId = option.body.data.id;

    const erin = await signInDriver(t);
    expect((await redeem(erin, optionId)).body.code).toBe(ErrorCode.GOLD_NOT_ENOUGH);
    const noReason = await op(RewardOperatorOps.adjustGold, { body: { driverId: erin.driverId, coins: 350 } as never });
    expect(noReason.status).toBe(400);
    const adjusted = await op(RewardOperatorOps.adjustGold, {
      body: { driverId: erin.driverId, coins: 350, reason: '客服补偿' },
    });
    expect(adjusted.body.data.balance).toBe(350);
    const below = await op(RewardOperatorOps.adjustGold, {
      body: { driverId: erin.driverId, coins: -351, reason: '更正' },
    });
    expect(below.body.code).toBe(ErrorCode.GOLD_NOT_ENOUGH);

    const key = anIdempotencyKey();
    const tries = await Promise.all([
      redeem(erin, optionId, key),
      ...Array.from({ length: 4 }, () => redeem(erin, optionId)),
    ]);
    const won = tries.filter((r) => r.status === 200);
    expect(won).toHaveLength(3); // 350 coins buy three at 100
    expect(tries.filter((r) => r.body.code === ErrorCode.GOLD_NOT_ENOUGH)).toHaveLength(2);
    const first = tries[0]!;
    if (first.status === 200) {
      const retried = await redeem(erin, optionId, key);
      expect(retried.body.data.coupon.couponId).toBe(first.body.data.coupon.couponId);
    }
    const plan = (await as(erin, RewardOps.goldPlan)).body.data;
    expect(plan).toMatchObject({ balance: 50, capPercent: 5 });
    expect(plan.options.map((o) => o.id)).toContain(optionId);
    expect(await couponIds(erin)).toHaveLength(3);

    // Another dealer's driver cannot redeem this dealer's option (BOLA across tenants).
    const elsewhere = await signInDriver(t, { dealerId: '320500' });
    expect((await redeem(elsewhere, optionId)).status).toBe(404);
    const report = await op(RewardOperatorOps.inviteReport);
    expect(report.body.data.length).toBeGreaterThan(0);
  });
});
