import { BagGroupOperatorOps, BagGroupOps, BagOps, OperatorRole } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver, type BagTestPark } from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, postGate, type TestPark } from '../../../test/parking';
import { anIdempotencyKey, fundWallet } from '../../../test/payments';
import { paymentStateText } from './monthly-plan-groups.service';

let t: TestApp;
let seller: BagTestPark;
let member: TestPark;
let outside: TestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;
let groupId: string;
let planId: string;

beforeAll(async () => {
  t = await buildTestApp();
  // Plans start today and are approved on submission: the story runs on one day.
  seller = await aBagPark(t, { autoApprove: true, startsNextDay: false });
  member = await aTestPark(t);
  outside = await aTestPark(t);
  alice = await signInDriver(t);
  bob = await signInDriver(t);
});
afterAll(() => t.close());

describe('a rule across parks (bagMultiRules, decision 048)', () => {
  it('an admin groups parks and joins a product to a group holding its park; drivers read the rule', async () => {
    const admin = seller.admin;
    const otherDealer = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const foreign = await call(t, BagGroupOperatorOps.createBagGroup, {
      headers: otherDealer,
      body: { name: '西湖通用', parkIds: [seller.parkId] },
    });
    expect(foreign.status).toBe(404);

    const created = await call(t, BagGroupOperatorOps.createBagGroup, {
      headers: admin,
      body: { name: '西湖通用', description: '两个停车场通用', parkIds: [seller.parkId, member.parkId] },
    });
    groupId = created.body.data!.groupId;
    const elsewhere = await call(t, BagGroupOperatorOps.createBagGroup, {
      headers: admin,
      body: { name: '仅一处', parkIds: [outside.parkId] },
    });
    const refused = await call(t, BagGroupOperatorOps.setBagProductGroup, {
      headers: admin,
      params: { productId: seller.productId },
      body: { groupId: elsewhere.body.data!.groupId },
    });
    expect([refused.status, refused.body.code]).toEqual([400, '0xa181']);
    const joined = await call(t, BagGroupOperatorOps.setBagProductGroup, {
      headers: admin,
      params: { productId: seller.productId },
      body: { groupId },
    });
    expect(joined.body.data).toMatchObject({ groupId, productIds: [seller.productId] });

    const rules = await asDriver(t, alice, BagGroupOps.bagMultiRules, {
      query: { destLat: '30.25', destLng: '120.16' },
    });
    // The group without a product on sale is not offered (the demo's own rule is, farther away).
    const results = rules.body.data!.results;
    expect(results.map((r) => r.groupId)).not.toContain(elsewhere.body.data!.groupId);
    expect(results[0]).toMatchObject({
      groupId,
      name: '西湖通用',
      distance: 0,
      products: [{ productId: seller.productId, parkId: seller.parkId, priceFen: 30000 }],
    });
    expect(results[0]!.parks.map((p) => p.parkId).sort()).toEqual([seller.parkId, member.parkId].sort());
  });

  it('a plan of the rule leaves free at another park of the group, and pays outside it', async () => {
    await fundWallet(t, alice, 50_000);
    const { applicationId } = await anApprovedApplication(t, alice, seller, { plates: [{ plateNo: '浙A66601' }] });
    const paid = await asDriver(t, alice, BagOps.payBagApplication, {
      params: { applicationId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': `bag-${anIdempotencyKey()}` },
    });
    expect(paid.body.data).toMatchObject({ state: 'paid' });
    planId = (await asDriver(t, alice, BagOps.bagApplication, { params: { applicationId } })).body.data!.planId!;

    for (const park of [member, outside]) {
      expect((await postGate(t, park, aGateEvent(t, 'entry', '浙A66601'))).status).toBe(200);
    }
    t.clock.advance(60 * 60_000);
    expect((await postGate(t, member, aGateEvent(t, 'exit', '浙A66601'))).body.data).toMatchObject({
      action: 'open',
      dueFen: null,
    });
    expect((await postGate(t, outside, aGateEvent(t, 'exit', '浙A66601'))).body.data).toMatchObject({
      action: 'hold',
      dueFen: 400,
    });
  });

  it("a plan's parks and the payments with their refunds are their driver's alone", async () => {
    alice = await signInDriver(t, { phone: alice.phone });
    bob = await signInDriver(t, { phone: bob.phone });
    const parks = await asDriver(t, alice, BagGroupOps.bagPlanParks, { params: { planId } });
    expect(parks.body.data!.results.map((p) => p.parkId).sort()).toEqual([seller.parkId, member.parkId].sort());
    expect((await asDriver(t, bob, BagGroupOps.bagPlanParks, { params: { planId } })).status).toBe(404);

    const [payment] = (await asDriver(t, alice, BagGroupOps.bagPayments)).body.data!.results;
    expect(payment).toMatchObject({ planId, amountFen: 30000, stateText: '已支付', refunds: [] });
    await t.db.transaction((tx) =>
      t.app.payments.purchases.refundPurchase(tx, {
        orderNo: payment!.orderNo,
        key: `plan-cancel:${planId}`,
        amountFen: 10000,
      }),
    );
    const after = (await asDriver(t, alice, BagGroupOps.bagPayments)).body.data!.results;
    expect(after[0]).toMatchObject({ refundedFen: 10000, stateText: '部分退款' });
    expect((await asDriver(t, bob, BagGroupOps.bagPayments)).body.data!.results).toEqual([]);
  });
});

describe('a payment state from its refunds', () => {
  it.each([
    [[], '已支付'],
    [[{ amountFen: 100, state: 'pending' }], '退款中'],
    [[{ amountFen: 100, state: 'succeeded' }], '部分退款'],
    [[{ amountFen: 300, state: 'succeeded' }], '已退款'],
    [[{ amountFen: 300, state: 'cancelled' }], '已支付'],
  ])('%j → %s', (refunds, text) => {
    expect(paymentStateText(300, refunds)).toBe(text);
  });
});
