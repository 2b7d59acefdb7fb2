import { ErrorCode, RefundDeskOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../../test/build-test-app';
import { call } from '../../../../test/call';
import { aParkedCar, aPayablePark, confirmInSandbox, payBill, sync } from '../../../../test/payments';
import type { TestPark } from '../../../../test/parking';
import { operatorAudit, paymentOrders, paymentRefunds, refundRequests } from '../../../db/schema';
import { checkLedger } from '../../ledger';
import { checkPayments } from '../payments-check';

let t: TestApp;
let park: TestPark;
let otherPark: TestPark;
type Who = { authorization: string };
let admin: Who, finance: Who, finance2: Who, service: Who, content: Who;

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t, { name: '退款测试停车场' });
  otherPark = await aPayablePark(t, { name: '退款测试二号停车场' });
  await signIn();
  // Refunds above 5.00元 need a second operator.
  const set = await call(t, RefundDeskOps.saveMoneySettings, {
    headers: admin,
    body: { refundApprovalFen: 500, withdrawalReviewFen: null },
  });
  expect(set.status).toBe(200);
}, 240_000);
afterAll(() => t.close());
// Each test moves the clock by hours (the stays it pays for): sessions are opened again before each.
beforeEach(signIn);

async function signIn() {
  [admin, finance, finance2, service, content] = await Promise.all([
    loggedInOperator(t, { username: 'rd-admin', roles: ['admin'] }),
    loggedInOperator(t, { username: 'rd-finance', roles: ['finance'] }),
    loggedInOperator(t, { username: 'rd-finance2', roles: ['finance'] }),
    loggedInOperator(t, { username: 'rd-service', roles: ['service'] }),
    loggedInOperator(t, { username: 'rd-content', roles: ['content'] }),
  ]);
}

/** A stay of 95 minutes (8.00元) paid through the sandbox: its order number. */
async function aPaidStay(where: TestPark = park): Promise<string> {
  const car = await aParkedCar(t, where);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: where.parkId });
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  return paid.body.data!.orderNo;
}

const ask = (who: Who, body: object) => call(t, RefundDeskOps.askRefund, { headers: who, body });
const approve = (who: Who, requestId: string) =>
  call(t, RefundDeskOps.approveRefund, { headers: who, params: { requestId } });
const refuse = (who: Who, requestId: string, note = '金额有误，请核对') =>
  call(t, RefundDeskOps.refuseRefund, { headers: who, params: { requestId }, body: { note } });
async function refundRowsOf(orderNo: string) {
  const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order!.id));
}
const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];

describe('refunds with four eyes', () => {
  it('finance refunds at or below the threshold alone; the money goes back once and the driver sees it', async () => {
    const orderNo = await aPaidStay();
    const order = await call(t, RefundDeskOps.refundOrder, { headers: finance, query: { orderNo } });
    expect(order.body.data).toMatchObject({ amountFen: 800, refundableFen: 800, kindText: '停车缴费' });
    const res = await ask(finance, { orderNo, amountFen: 500, reason: '道闸故障多收费' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'refunded', aboveThreshold: false, moneyState: 'pending' });
    await t.app.payments.refunds.processDue();
    expect((await refundRowsOf(orderNo)).map((r) => [r.reason, r.state, r.amountFen])).toEqual([
      ['operator', 'succeeded', 500],
    ]);
    expect((await sync(t, orderNo)).body.data).toMatchObject({ refundFen: 500, refundState: 'succeeded' });
    const entries = await t.db.select().from(operatorAudit).where(eq(operatorAudit.objectId, res.body.data!.requestId));
    expect(entries.map((e) => [e.objectType, e.operation])).toEqual([['refundRequest', 'POST /operator/v1/refunds']]);
    expect(await invariants()).toEqual([]);
  });

  it('above the threshold nothing moves until a second finance operator approves; the asker cannot', async () => {
    const orderNo = await aPaidStay();
    const asked = await ask(finance, { orderNo, amountFen: 800, reason: '车主投诉重复收费' });
    expect(asked.body.data).toMatchObject({ state: 'requested', aboveThreshold: true, moneyState: 'none' });
    const { requestId } = asked.body.data!;
    expect(await refundRowsOf(orderNo)).toEqual([]);

    const self = await approve(finance, requestId);
    expect([self.status, self.body.message]).toEqual([403, '不能审批自己发起的退款，请由另一位财务人员审批']);
    expect((await approve(service, requestId)).status).toBe(403);
    expect(await refundRowsOf(orderNo)).toEqual([]);
    expect((await sync(t, orderNo)).body.data).toMatchObject({ refundFen: 0, refundState: 'none' });

    const ok = await approve(finance2, requestId);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ state: 'refunded', moneyState: 'pending' });
    await t.app.payments.refunds.processDue();
    expect((await sync(t, orderNo)).body.data).toMatchObject({ refundFen: 800, refundState: 'succeeded' });
    const audit = await t.db.select().from(operatorAudit).where(eq(operatorAudit.objectId, requestId));
    expect(audit.map((e) => e.operation)).toEqual([
      'POST /operator/v1/refunds',
      'POST /operator/v1/refunds/:requestId/approve',
    ]);
    expect(audit[1]!.changes).toMatchObject({ state: { before: 'requested', after: 'refunded' } });
    expect(await invariants()).toEqual([]);
  });

  it('a service operator asks; finance approves even below the threshold', async () => {
    const orderNo = await aPaidStay();
    const asked = await ask(service, { orderNo, amountFen: 200, reason: '优惠未生效' });
    expect(asked.body.data).toMatchObject({ state: 'requested', aboveThreshold: false });
    expect(await refundRowsOf(orderNo)).toEqual([]);
    expect((await approve(finance, asked.body.data!.requestId)).body.data!.state).toBe('refunded');
  });

  it('two approvals at once refund once', async () => {
    const orderNo = await aPaidStay();
    const { requestId } = (await ask(service, { orderNo, amountFen: 800, reason: '整单退款' })).body.data!;
    const answers = await Promise.all([approve(finance, requestId), approve(finance2, requestId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await refundRowsOf(orderNo)).toHaveLength(1);
    const again = await approve(admin, requestId);
    expect([again.status, again.body.message]).toEqual([409, '该退款申请已处理']);
    expect(await invariants()).toEqual([]);
  });

  it('partial refunds never add up to more than was paid', async () => {
    const orderNo = await aPaidStay();
    expect((await ask(finance, { orderNo, amountFen: 300, reason: '部分退款' })).body.data!.state).toBe('refunded');
    const waiting = await ask(service, { orderNo, amountFen: 400, reason: '再退一部分' });
    expect(waiting.body.data!.state).toBe('requested');
    const tooMuch = await ask(finance, { orderNo, amountFen: 200, reason: '超出可退' });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, '退款金额不能超过可退金额1.00元']);
    expect((await refuse(finance, waiting.body.data!.requestId)).body.data).toMatchObject({
      state: 'refused',
      decisionNote: '金额有误，请核对',
    });
    // Refused: its amount is refundable again, and no more.
    expect((await ask(finance, { orderNo, amountFen: 501, reason: '超出可退' })).status).toBe(400);
    expect((await ask(finance, { orderNo, amountFen: 500, reason: '剩余全退' })).body.data!.state).toBe('refunded');
    const rest = await call(t, RefundDeskOps.refundOrder, { headers: finance, query: { orderNo } });
    expect(rest.body.data).toMatchObject({ refundedFen: 800, refundableFen: 0 });
    expect((await ask(finance, { orderNo, amountFen: 1, reason: '还要退' })).body.message).toBe('该订单已没有可退金额');
    expect(await invariants()).toEqual([]);
  });

  it('refuses the wrong role, another dealer, another park and bad input, changing nothing', async () => {
    const orderNo = await aPaidStay();
    await signIn();
    expect((await ask(content, { orderNo, amountFen: 100, reason: '无权限' })).status).toBe(403);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: ['finance'] });
    const foreign = await ask(suzhou, { orderNo, amountFen: 100, reason: '别家订单' });
    expect([foreign.status, foreign.body]).toEqual([404, { code: ErrorCode.NOT_FOUND, message: '订单不存在' }]);
    const elsewhere = await loggedInOperator(t, { roles: ['parkManager'], parkIds: [otherPark.parkId] });
    expect((await ask(elsewhere, { orderNo, amountFen: 100, reason: '别的车场' })).status).toBe(404);
    expect((await call(t, RefundDeskOps.refundOrder, { headers: elsewhere, query: { orderNo } })).status).toBe(404);
    for (const [body, message] of [
      [{ orderNo, amountFen: 0, reason: '零元' }, 'amountFen: 退款金额必须大于 0'],
      [{ orderNo, amountFen: 1.5, reason: '小数' }, 'amountFen: 退款金额最小单位为分'],
      [{ orderNo, amountFen: 100, reason: ' ' }, 'reason: 退款原因至少 2 个字'],
      [{ orderNo: 'x', amountFen: 100, reason: '订单号' }, 'orderNo: 订单号格式不正确'],
    ] as const) {
      const res = await ask(finance, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await refundRowsOf(orderNo)).toEqual([]);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, order!.id))).toEqual([]);

    // A park manager of the stay's park may ask (not approve); another dealer's finance cannot decide it.
    const here = await loggedInOperator(t, { roles: ['parkManager'], parkIds: [park.parkId] });
    const asked = await ask(here, { orderNo, amountFen: 100, reason: '车场经理发起' });
    expect(asked.body.data!.state).toBe('requested');
    expect((await approve(here, asked.body.data!.requestId)).status).toBe(403);
    expect((await approve(suzhou, asked.body.data!.requestId)).status).toBe(404);
    expect((await refuse(suzhou, asked.body.data!.requestId)).status).toBe(404);
    expect((await refuse(finance, asked.body.data!.requestId, '')).status).toBe(400);
    const mine = await call(t, RefundDeskOps.refundRequests, { headers: elsewhere, query: {} });
    expect(mine.body.data!.results.some((r) => r.orderNo === orderNo)).toBe(false);
    const theirs = await call(t, RefundDeskOps.refundRequests, { headers: here, query: { state: 'requested' } });
    expect(theirs.body.data!.results.map((r) => r.orderNo)).toEqual([orderNo]);
  });

  it('only admins set the threshold', async () => {
    const body = { refundApprovalFen: 100, withdrawalReviewFen: 1000 };
    expect((await call(t, RefundDeskOps.saveMoneySettings, { headers: finance, body })).status).toBe(403);
    const bad = await call(t, RefundDeskOps.saveMoneySettings, {
      headers: admin,
      body: { ...body, refundApprovalFen: -1 },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'refundApprovalFen: 审批门槛不能小于 0']);
    expect((await call(t, RefundDeskOps.moneySettings, { headers: finance })).body.data).toEqual({
      refundApprovalFen: 500,
      withdrawalReviewFen: null,
    });
  });
});
