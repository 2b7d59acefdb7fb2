import { BAG_PURCHASE, BagOperatorOps, BagOps, OperatorRole } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver, type BagTestPark } from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, postGate } from '../../../test/parking';
import { anIdempotencyKey, confirmInSandbox, fundWallet, sync, WECHAT_UA } from '../../../test/payments';
import { aroundLocks, lockRows, testDatabaseUrl } from '../../../test/test-database';
import {
  bagDeductions,
  bagPlans,
  bagTopUps,
  ledgerAccounts,
  paymentOrderPurchases,
  paymentOrders,
  paymentRefunds,
} from '../../db/schema';
import { checkLedger, createLedgerRepository } from '../ledger';
import { checkPayments } from '../payments';

/** The other plan kinds (decision 047): cards deducted at exit, cancel with refund, cars on a plan, grants. */

let t: TestApp;
let park: BagTestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;

const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];
const balanceOf = async (planId: string) =>
  (await t.db.select({ balance: bagPlans.balance }).from(bagPlans).where(eq(bagPlans.id, planId)))[0]!.balance;
const gate = (kind: 'entry' | 'exit', plateNo: string) => aGateEvent(t, kind, plateNo);
const exit = async (plateNo: string) => (await postGate(t, park, gate('exit', plateNo))).body.data;
/** Operators signed in now (their access tokens last 30 minutes too). */
const admin = () => loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
const reviewer = () => loggedInOperator(t, { roles: [OperatorRole.REVIEWER] });
async function later(ms: number) {
  t.clock.advance(ms);
  alice = await signInDriver(t, { phone: alice.phone });
  bob = await signInDriver(t, { phone: bob.phone });
}

/** Alice buys the park's product of `kind` from her balance for the plates; answers the plan's id. */
async function buy(kind: 'visits' | 'storedValue' | 'month', plateNos: string[]): Promise<string> {
  const products = (
    await call(t, BagOperatorOps.bagProducts, { headers: await admin(), params: { parkId: park.parkId } })
  ).body.data!;
  const product = products.find((p) => p.kind === kind && p.vehicleClass === 'small')!;
  const { applicationId } = await anApprovedApplication(t, alice, park, {
    productId: product.productId,
    plates: plateNos.map((plateNo) => ({ plateNo })),
  });
  const paid = await asDriver(t, alice, BagOps.payBagApplication, {
    params: { applicationId },
    body: { payChannel: 6 },
    headers: { 'idempotency-key': `kinds-${anIdempotencyKey()}` },
  });
  expect(paid.body.data).toMatchObject({ state: 'paid' });
  const application = (await asDriver(t, alice, BagOps.bagApplication, { params: { applicationId } })).body.data!;
  return application.planId!;
}

beforeAll(async () => {
  t = await buildTestApp();
  park = await aBagPark(t, { startsNextDay: false, autoApprove: true });
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  for (const body of [
    { kind: 'visits' as const, priceFen: 1000, quantity: 2, maxPlates: 2 },
    { kind: 'storedValue' as const, priceFen: 1000, quantity: 1000 },
  ]) {
    const put = await call(t, BagOperatorOps.putBagProduct, {
      headers: park.admin,
      body: { parkId: park.parkId, vehicleClass: 'small', ...body },
    });
    expect(put.status).toBe(200);
  }
  await fundWallet(t, alice, 200_000);
});
afterAll(() => t.close());

describe('cards deducted at exit, once per stay', () => {
  it('a 储次卡 covers whole stays while visits are left; a replayed exit takes no second visit', async () => {
    const planId = await buy('visits', ['浙A60001']);
    const plan = (await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!;
    expect(plan).toMatchObject({ kind: 'visits', balance: 2, purchased: 2, balanceText: '剩余 2次', maxPlates: 2 });

    await postGate(t, park, gate('entry', '浙A60001'));
    await later(3 * 3_600_000);
    const exitEvent = gate('exit', '浙A60001');
    const left = await postGate(t, park, exitEvent);
    expect(left.body.data).toMatchObject({ action: 'open', dueFen: null });
    // The camera sends the same exit again: nothing more is taken.
    await postGate(t, park, exitEvent);
    expect(await balanceOf(planId)).toBe(1);

    await postGate(t, park, gate('entry', '浙A60001'));
    await later(3_600_000);
    expect(await exit('浙A60001')).toMatchObject({ action: 'open' });
    expect(await balanceOf(planId)).toBe(0);
    // Used up: the temporary rate (2元 per 30 minutes).
    await postGate(t, park, gate('entry', '浙A60001'));
    await later(3_600_000);
    expect(await exit('浙A60001')).toMatchObject({ action: 'hold', dueFen: 400 });
    expect(await t.db.$count(bagDeductions, eq(bagDeductions.planId, planId))).toBe(2);
  });

  it('a 储值卡 pays the temporary rate from its value; when short the rest is owed', async () => {
    const planId = await buy('storedValue', ['浙A60002']);
    await postGate(t, park, gate('entry', '浙A60002'));
    await later(3_600_000);
    expect(await exit('浙A60002')).toMatchObject({ action: 'open' });
    expect(await balanceOf(planId)).toBe(600);
    // 3 hours cost 12元: the card's 6元 pay half, 6元 are owed at the lane (the card is taken when the car leaves).
    await postGate(t, park, gate('entry', '浙A60002'));
    await later(3 * 3_600_000);
    expect(await exit('浙A60002')).toMatchObject({ action: 'hold', dueFen: 600 });
    expect((await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!.balanceText).toBe(
      '剩余 6.00元',
    );
  });
});

describe('cars on a plan', () => {
  it('adds a car up to the product limit, refuses a plate on another plan, removes one but not the last; others get 404', async () => {
    const planId = await buy('month', ['浙A60010']);
    const add = (driver: SignedInDriver, plateNo: string) =>
      asDriver(t, driver, BagOps.addBagPlanPlate, { params: { planId }, body: { plateNo } });
    const remove = (driver: SignedInDriver, plateNo: string) =>
      asDriver(t, driver, BagOps.removeBagPlanPlate, { params: { planId, plateNo } });

    const [bobAdd, bobRemove] = [await add(bob, '浙A60019'), await remove(bob, '浙A60010')];
    expect([bobAdd.status, bobRemove.status]).toEqual([404, 404]);

    const added = await add(alice, '浙A60011');
    expect(added.body.data!.plates.map((p) => p.plateNo)).toEqual(['浙A60010', '浙A60011']);
    // 浙A60002 holds the stored-value card of this park.
    const taken = await add(alice, '浙A60002');
    expect([taken.status, taken.body.code]).toEqual([409, '0xa002']);
    await add(alice, '浙A60012');
    const full = await add(alice, '浙A60013');
    expect([full.status, full.body.code]).toEqual([409, '0xa102']);

    await remove(alice, '浙A60011');
    await remove(alice, '浙A60012');
    const last = await remove(alice, '浙A60010');
    expect([last.status, last.body.code]).toEqual([409, '0xa004']);
    expect((await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!.plates).toEqual([
      { plateNo: '浙A60010', plateColor: null },
    ]);
  });
});

describe('cancel with a pro-rata refund through review', () => {
  it('asked twice at once makes one request; approved twice at once refunds once, to the wallet', async () => {
    await later(0);
    const planId = await buy('month', ['浙A60020']);
    const before = (await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!;
    // Bought today (in force from today): today is used, the other days of the month come back.
    expect(before.refundableFen).toBeGreaterThan(0);
    expect(before.refundableFen).toBeLessThan(30000);

    const other = await asDriver(t, bob, BagOps.cancelBagPlan, { params: { planId }, body: { reason: '不用了' } });
    expect(other.status).toBe(404);
    const asks = await Promise.all(
      [1, 2].map(() => asDriver(t, alice, BagOps.cancelBagPlan, { params: { planId }, body: { reason: '搬家了' } })),
    );
    expect(asks.map((r) => r.status).sort()).toEqual([200, 409]);
    const asked = asks.find((r) => r.status === 200)!.body.data!;
    expect(asked.cancellation).toMatchObject({ status: 'pending', statusText: '退卡审核中', reason: '搬家了' });

    const reviewing = await reviewer();
    const queue = await call(t, BagOperatorOps.bagCancellationQueue, {
      headers: reviewing,
      query: { status: 'pending' },
    });
    const request = queue.body.data!.results.find((c) => c.planId === planId)!;
    expect(request.refundFen).toBe(before.refundableFen);
    const reviews = await Promise.all(
      [1, 2].map(() =>
        call(t, BagOperatorOps.reviewBagCancellation, {
          headers: reviewing,
          params: { cancellationId: request.cancellationId },
          body: { decision: 'approve' },
        }),
      ),
    );
    expect(reviews.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!;
    expect(after.cancellation).toMatchObject({ status: 'approved', refundFen: before.refundableFen });
    expect(after.refundableFen).toBe(0);
    // One refund row, of the amount promised (balance-paid: back to the wallet at once).
    const refunds = await t.db.select({ amountFen: paymentRefunds.amountFen }).from(paymentRefunds);
    expect(refunds).toEqual([{ amountFen: before.refundableFen }]);
    expect(await invariants()).toEqual([]);
    // Renewing a cancelled plan is refused with the reason.
    const check = await asDriver(t, alice, BagOps.checkRenewable, { body: { planId } });
    expect(check.body.data).toMatchObject({ renewable: false, reason: '该月卡已退卡或已终止，请重新办理' });
  });
});

describe('免费 plans granted by the operator', () => {
  it('covers the granted plates at the gate with no payment, until the grant is ended', async () => {
    const granted = await call(t, BagOperatorOps.grantBagPlan, {
      headers: await admin(),
      body: {
        parkId: park.parkId,
        plates: [{ plateNo: '浙A60030' }],
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        note: '员工 王五',
      },
    });
    expect(granted.body.data).toMatchObject({ kind: 'free', kindName: '免费卡', granted: true, driverId: null });
    await postGate(t, park, gate('entry', '浙A60030'));
    await later(5 * 3_600_000);
    expect(await exit('浙A60030')).toMatchObject({ action: 'open', dueFen: null });
    const ended = await call(t, BagOperatorOps.endBagGrant, {
      headers: await admin(),
      params: { planId: granted.body.data!.planId },
    });
    expect(ended.body.data!.validUntil < granted.body.data!.validUntil).toBe(true);
  });
});

describe('topping up a 储值卡 (decision 055)', () => {
  const topUp = (driver: SignedInDriver, planId: string, key: string, amountFen = 5000, payChannel: 3 | 6 = 6) =>
    asDriver(t, driver, BagOps.topUpBagPlan, {
      params: { planId },
      body: { payChannel, amountFen },
      headers: {
        'idempotency-key': key,
        ...(payChannel === 3 ? { 'user-agent': WECHAT_UA, 'x-client-type': '2' } : {}),
      },
    });

  it('a replayed top-up and concurrent ones with one key credit once; other keys credit each; others get 404', async () => {
    const planId = await buy('storedValue', ['浙A60040']);
    const key = `topup-${anIdempotencyKey()}`;
    const first = await topUp(alice, planId, key);
    expect(first.body.data).toMatchObject({ state: 'paid' });
    const replayed = await topUp(alice, planId, key);
    expect(replayed.body.data!.orderNo).toBe(first.body.data!.orderNo);
    expect(await balanceOf(planId)).toBe(1000 + 5000);

    const sameKey = `topup-${anIdempotencyKey()}`;
    const calls = await Promise.all([
      ...[1, 2, 3, 4].map(() => topUp(alice, planId, sameKey, 2000)),
      ...[1, 2].map(() => topUp(alice, planId, `topup-${anIdempotencyKey()}`, 1000)),
    ]);
    expect(calls.every((c) => c.body.data?.state === 'paid')).toBe(true);
    expect(new Set(calls.slice(0, 4).map((c) => c.body.data!.orderNo)).size).toBe(1);
    expect(await balanceOf(planId)).toBe(6000 + 2000 + 2 * 1000);
    const plan = (await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!;
    expect(plan).toMatchObject({ balance: 10000, purchased: 10000, balanceText: '剩余 100.00元' });
    const history = (await asDriver(t, alice, BagOps.bagPlanPayments, { params: { planId } })).body.data!.results;
    expect(history.filter((p) => p.kind === 'topUp').map((p) => p.kindText)).toEqual(['充值', '充值', '充值', '充值']);

    const other = await topUp(bob, planId, `topup-${anIdempotencyKey()}`);
    expect(other.status).toBe(404);
    const odd = await topUp(alice, planId, `topup-${anIdempotencyKey()}`, 1050);
    expect(odd.status).toBe(400);
    expect(await balanceOf(planId)).toBe(10000);
    expect(await invariants()).toEqual([]);
  });

  it('money arriving after the card ended is refused and given back whole; an ended card is not topped up', async () => {
    const planId = await buy('storedValue', ['浙A60041']);
    const opened = await topUp(alice, planId, `topup-${anIdempotencyKey()}`, 3000, 3);
    expect(opened.status).toBe(200);
    // The card ends while the driver is on WeChat's pay sheet (an approved cancel ends it the same way).
    const now = t.clock.now();
    await t.db.update(bagPlans).set({ validUntil: now, endedAt: now, balance: 0 }).where(eq(bagPlans.id, planId));
    await confirmInSandbox(t, (opened.body.data!.launch as { url: string }).url);
    expect(await balanceOf(planId)).toBe(0);
    const refunds = await t.db
      .select({ amountFen: paymentRefunds.amountFen })
      .from(paymentRefunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
      .where(eq(paymentOrders.orderNo, opened.body.data!.orderNo));
    expect(refunds).toEqual([{ amountFen: 3000 }]);
    // The result page's word on it (payCharges/sync): paid, the top-up refused, the whole amount going back, then back.
    const orderNo = opened.body.data!.orderNo;
    expect((await sync(t, orderNo, { driver: alice })).body.data).toMatchObject({
      state: 'paid',
      purchase: { purpose: BAG_PURCHASE.TOP_UP, state: 'refused' },
      refundFen: 3000,
      // The refund job may already have sent it.
      refundState: expect.stringMatching(/^(pending|succeeded)$/),
    });
    await t.app.payments.refunds.processDue();
    expect((await sync(t, orderNo, { driver: alice })).body.data).toMatchObject({
      purchase: { state: 'refused' },
      refundFen: 3000,
      refundState: 'succeeded',
    });
    expect(await invariants()).toEqual([]);

    const late = await topUp(alice, planId, `topup-${anIdempotencyKey()}`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: '0xa201', message: '该储值卡已结束，不能充值，请重新办理' });
  });

  // Real concurrency needs PostgreSQL (PGlite runs one statement at a time). A car leaving on the card locks the plan
  // (its exit quote), then posts its auto-pay from the balance to the dealer's revenue account; a top-up from the
  // balance used to post to that account first and then lock the plan: a deadlock.
  it.runIf(testDatabaseUrl())(
    'a top-up from the balance meeting an exit on the card waits its turn, not deadlocks (PostgreSQL)',
    async () => {
      const planId = await buy('storedValue', ['浙A60042']);
      const revenue = await createLedgerRepository(t.db).existingAccountId(alice.dealerId, { kind: 'dealerRevenue' });
      const { answer: toppedUp } = await aroundLocks(t.db, {
        findsFirst: true,
        // The exit's quote: the plan… (not `for update`: that would also hold up the insert of the top-up's row, which
        // references the plan, before the race in question; `fulfil`'s lock waits for this one all the same)
        first: (tx) => lockRows(tx, bagPlans, eq(bagPlans.id, planId), 'no key update'),
        call: () => topUp(alice, planId, `topup-${anIdempotencyKey()}`),
        // …then its auto-pay's posting: the revenue account, free while the top-up waits for the plan.
        then: (tx) => lockRows(tx, ledgerAccounts, eq(ledgerAccounts.id, revenue!)),
      });
      const answer = await toppedUp;
      expect(answer.body.data, JSON.stringify(answer.body)).toMatchObject({ state: 'paid' });
      expect(await balanceOf(planId)).toBe(1000 + 5000);
      expect(await invariants()).toEqual([]);
    },
  );

  // Late money meeting the release of its closed order (payments.purchaseRelease): the release locks the purchase row,
  // then the top-up's; the capture used to lock the top-up's (fulfil), then the purchase row (its answer): a deadlock.
  it.runIf(testDatabaseUrl())(
    'a capture meeting the release of its order waits for the purchase row, not deadlocks (PostgreSQL)',
    async () => {
      const planId = await buy('storedValue', ['浙A60043']);
      const opened = (await topUp(alice, planId, `topup-${anIdempotencyKey()}`, 3000, 3)).body.data!;
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, opened.orderNo));
      const purchaseRow = (tx: typeof t.db) =>
        tx.select().from(paymentOrderPurchases).where(eq(paymentOrderPurchases.orderId, order!.id));
      const [purchase] = await purchaseRow(t.db);
      const { answer: captured } = await aroundLocks(t.db, {
        findsFirst: true,
        // The release: the purchase row…
        first: (tx) => lockRows(tx, paymentOrderPurchases, eq(paymentOrderPurchases.orderId, order!.id)),
        call: () => confirmInSandbox(t, (opened.launch as { url: string }).url),
        // …then the module's: the top-up's row, free while the capture waits for the purchase row.
        then: (tx) => lockRows(tx, bagTopUps, eq(bagTopUps.id, purchase!.ref)),
      });
      await captured;
      expect(await balanceOf(planId)).toBe(1000 + 3000);
      expect((await purchaseRow(t.db))[0]).toMatchObject({ state: 'fulfilled' });
      expect(await invariants()).toEqual([]);
    },
  );
});
