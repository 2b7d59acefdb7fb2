import { RefundDeskOps, WalletOps, WithdrawalReviewOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import {
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  settle,
  violations,
  walletCall,
  withdraw,
} from '../../../test/wallet';
import { paymentRefunds, sandboxTrades, walletWithdrawalParts } from '../../db/schema';

let t: TestApp;
type Who = { authorization: string };
let finance: Who, admin: Who, service: Who;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
  await signIn();
  // Withdrawals above 10.00元 wait for finance's review.
  const set = await call(t, RefundDeskOps.saveMoneySettings, {
    headers: admin,
    body: { refundApprovalFen: 10_000, withdrawalReviewFen: 1_000 },
  });
  expect(set.status).toBe(200);
}, 240_000);
afterAll(() => t.close());
beforeEach(signIn);

async function signIn() {
  [finance, admin, service] = await Promise.all([
    loggedInOperator(t, { username: 'wr-finance', roles: ['finance'] }),
    loggedInOperator(t, { username: 'wr-admin', roles: ['admin'] }),
    loggedInOperator(t, { username: 'wr-service', roles: ['service'] }),
  ]);
}

const approve = (who: Who, withdrawalId: string) =>
  call(t, WithdrawalReviewOps.approveWithdrawal, { headers: who, params: { withdrawalId } });
const refuse = (who: Who, withdrawalId: string, note: string) =>
  call(t, WithdrawalReviewOps.refuseWithdrawal, { headers: who, params: { withdrawalId }, body: { note } });
const driverView = async (driver: SignedInDriver, withdrawalId: string) =>
  (await walletCall(t, driver, WalletOps.withdrawal, { params: { withdrawalId } })).body.data!;
const refundStates = async (withdrawalId: string) => {
  const parts = await t.db
    .select({ state: paymentRefunds.state })
    .from(walletWithdrawalParts)
    .innerJoin(paymentRefunds, eq(paymentRefunds.refundNo, walletWithdrawalParts.refundNo))
    .where(eq(walletWithdrawalParts.withdrawalId, withdrawalId));
  return parts.map((p) => p.state);
};
const refundedAtSandbox = async (orderNo: string) =>
  (await t.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo)))[0]!.refundedFen;

describe('withdrawals waiting for review', () => {
  it('nothing is paid out until finance approves; a retried approval pays out once', async () => {
    const driver = await signInDriver(t);
    const rechargeNo = await rechargeInSandbox(t, driver, 5_000, 2);
    const made = (await withdraw(t, driver, 3_000)).body.data!;
    expect(made.review).toMatchObject({ state: 'waiting', stateText: '待审核' });
    expect(await balanceOf(t, driver)).toBe(2_000);
    await settle(t);
    await t.app.payments.refunds.processDue();
    expect(await refundStates(made.withdrawalId)).toEqual(['held']);
    expect(await refundedAtSandbox(rechargeNo)).toBe(0);

    const queue = await call(t, WithdrawalReviewOps.reviewWithdrawals, {
      headers: finance,
      query: { reviewState: 'waiting' },
    });
    expect(queue.body.data!.results.find((w) => w.withdrawalId === made.withdrawalId)).toMatchObject({
      amountFen: 3_000,
      balanceFen: 2_000,
      reviewStateText: '待审核',
      driverPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
    });

    expect((await approve(service, made.withdrawalId)).status).toBe(403);
    const answers = await Promise.all([approve(finance, made.withdrawalId), approve(admin, made.withdrawalId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const retried = await approve(finance, made.withdrawalId);
    expect([retried.status, retried.body.message]).toEqual([409, '该提现已审核']);
    await settle(t);
    await t.app.payments.refunds.processDue();
    await settle(t);
    expect(await refundedAtSandbox(rechargeNo)).toBe(3_000);
    expect(await driverView(driver, made.withdrawalId)).toMatchObject({
      state: 'done',
      review: { state: 'approved' },
    });
    expect(await violations(t)).toEqual([]);
  });

  it('a refused withdrawal goes back to the wallet and the driver reads why', async () => {
    const driver = await signInDriver(t);
    const rechargeNo = await rechargeInSandbox(t, driver, 5_000, 3);
    const made = (await withdraw(t, driver, 2_000)).body.data!;
    const bad = await refuse(finance, made.withdrawalId, ' ');
    expect([bad.status, bad.body.message]).toEqual([400, 'note: 驳回原因至少 2 个字']);
    const res = await refuse(finance, made.withdrawalId, '账户存在异常，请联系客服');
    expect(res.body.data).toMatchObject({ reviewState: 'refused', reviewNote: '账户存在异常，请联系客服' });
    expect(await balanceOf(t, driver)).toBe(5_000);
    expect(await refundStates(made.withdrawalId)).toEqual(['cancelled']);
    expect(await driverView(driver, made.withdrawalId)).toMatchObject({
      review: { state: 'refused', note: '账户存在异常，请联系客服' },
      parts: [expect.objectContaining({ state: 'returned' })],
    });
    expect((await refuse(finance, made.withdrawalId, '再次驳回')).status).toBe(409);
    expect((await approve(finance, made.withdrawalId)).status).toBe(409);
    await settle(t);
    expect(await refundedAtSandbox(rechargeNo)).toBe(0);
    expect(await violations(t)).toEqual([]);
  });

  it('a withdrawal at or below the review amount is paid out at once', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 1_000, 2);
    const made = (await withdraw(t, driver, 1_000)).body.data!;
    expect(made.review).toBeUndefined();
    await settle(t);
    expect((await driverView(driver, made.withdrawalId)).state).toBe('done');
  });

  it('another dealer, the wrong role and a bad id are refused', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 5_000, 2);
    const made = (await withdraw(t, driver, 4_000)).body.data!;
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: ['finance'] });
    expect((await approve(suzhou, made.withdrawalId)).status).toBe(404);
    expect((await refuse(suzhou, made.withdrawalId, '别家的提现')).status).toBe(404);
    const theirs = await call(t, WithdrawalReviewOps.reviewWithdrawals, { headers: suzhou, query: {} });
    expect(theirs.body.data!.results).toEqual([]);
    expect((await call(t, WithdrawalReviewOps.reviewWithdrawals, { headers: service, query: {} })).status).toBe(403);
    expect((await approve(finance, 'nope')).status).toBe(400);
    expect(await refundStates(made.withdrawalId)).toEqual(['held']);
  });
});
