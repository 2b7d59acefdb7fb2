import { ErrorCode, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, fundWallet, payBill } from '../../../test/payments';
import {
  anIdempotencyKey,
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  refundRefusingWechat,
  settle,
  violations,
  walletCall,
  withdraw,
} from '../../../test/wallet';
import { ledgerTransfers, paymentOrders, paymentRefunds, sandboxTrades } from '../../db/schema';

let t: TestApp;
let park: TestPark;
const wechat = refundRefusingWechat(() => t);

beforeAll(async () => {
  t = await buildTestApp({ payments: { providers: { wechatpay: wechat.provider } } });
  await enableWallet(t);
  park = await aPayablePark(t);
});
afterAll(() => t.close());

const refundedAtSandbox = async (orderNo: string) =>
  (await t.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo)))[0]!.refundedFen;
const getWithdrawal = async (driver: SignedInDriver, id: string) =>
  (await walletCall(t, driver, WalletOps.withdrawal, { params: { withdrawalId: id } })).body.data!;

describe('withdrawing back to the original route', () => {
  it('recharge 50.00元, pay a bill from the balance, withdraw the rest through the recharge', async () => {
    const car = await aParkedCar(t, park); // 95 minutes parked: 8.00元 owed
    const driver = await signInDriver(t);
    const rechargeNo = await rechargeInSandbox(t, driver, 5_000, 2);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 6, { driver });
    expect(paid.body).toMatchObject({ data: { state: 'paid', amountFen: 800, launch: { kind: 'paid' } } });
    expect(await balanceOf(t, driver)).toBe(4_200);

    const made = await withdraw(t, driver);
    expect(made.status).toBe(200);
    const withdrawal = made.body.data!;
    expect(withdrawal).toMatchObject({ amountFen: 4_200 });
    expect(withdrawal.parts).toEqual([
      expect.objectContaining({ orderNo: rechargeNo, amountFen: 4_200, payChannel: 2, payChannelText: '支付宝' }),
    ]);
    // The money left the wallet with the withdrawal: nothing can spend it while it is on its way back.
    expect(await balanceOf(t, driver)).toBe(0);

    await settle(t);
    const done = await getWithdrawal(driver, withdrawal.withdrawalId);
    expect(done.state).toBe('done');
    expect(done.parts[0]).toMatchObject({ state: 'done', stateText: '退款成功', finishedAt: expect.any(String) });
    expect(await refundedAtSandbox(rechargeNo)).toBe(4_200);
    expect(await violations(t)).toEqual([]);
  });

  it('splits across recharges, newest first, taking only what each can still refund', async () => {
    const driver = await signInDriver(t);
    const older = await rechargeInSandbox(t, driver, 3_000, 2);
    t.clock.advance(60_000);
    const newer = await rechargeInSandbox(t, driver, 2_000, 2);
    const made = (await withdraw(t, driver, 4_000)).body.data!;
    expect(made.parts.map((p) => [p.orderNo, p.amountFen])).toEqual([
      [newer, 2_000],
      [older, 2_000],
    ]);
    await settle(t);
    expect(await balanceOf(t, driver)).toBe(1_000);
    // What is left can only come out of the older recharge, which still has 1000 to give back.
    const rest = (await withdraw(t, driver)).body.data!;
    expect(rest.parts.map((p) => [p.orderNo, p.amountFen])).toEqual([[older, 1_000]]);
    await settle(t);
    expect(await refundedAtSandbox(older)).toBe(3_000);
    expect(await refundedAtSandbox(newer)).toBe(2_000);
    expect(await violations(t)).toEqual([]);
  });

  it('answers a retried withdrawal with the first one and never makes a second', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 2_000, 2);
    const key = anIdempotencyKey();
    const first = await withdraw(t, driver, 500, key);
    const again = await withdraw(t, driver, 500, key);
    expect(again.body.data!.withdrawalId).toBe(first.body.data!.withdrawalId);
    expect(await balanceOf(t, driver)).toBe(1_500);
    const other = await withdraw(t, driver, 600, key);
    expect(other.body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `withdrawal:${first.body.data!.withdrawalId}`));
    expect(transfers).toHaveLength(1);
    await settle(t);
  });

  it('refuses more than the balance or the recharges can carry, and changes nothing', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 1_000, 2);
    const tooMuch = await withdraw(t, driver, 1_001);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: ErrorCode.WITHDRAW_UNAVAILABLE, message: '当前最多可提现10.00元' });
    expect(await balanceOf(t, driver)).toBe(1_000);

    // Money that did not come through a recharge (an adjustment) has no route to go back by.
    const gifted = await signInDriver(t);
    await fundWallet(t, gifted, 500);
    const none = await withdraw(t, gifted);
    expect(none.body).toMatchObject({ code: ErrorCode.WITHDRAW_UNAVAILABLE, message: '当前没有可原路退回的余额' });
    expect(await balanceOf(t, gifted)).toBe(500);
  });

  it.each<[string, unknown]>([
    ['zero', 0],
    ['negative', -100],
    ['a fraction of a fen', 10.5],
    ['a string', '100'],
    ['null', null],
  ])('refuses an amount that is %s', async (_, amountFen) => {
    const driver = await signInDriver(t);
    const res = await walletCall(t, driver, WalletOps.withdraw, { body: { amountFen } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('a part the provider will not refund', () => {
  it('shows it failed, retries it under the same refund number, and finishes when the provider agrees', async () => {
    const driver = await signInDriver(t);
    const rechargeNo = await rechargeInSandbox(t, driver, 3_000, 3);
    wechat.state.refuse = true;
    try {
      const made = (await withdraw(t, driver)).body.data!;
      await settle(t);
      const failed = await getWithdrawal(driver, made.withdrawalId);
      expect(failed.state).toBe('failed');
      const part = failed.parts[0]!;
      expect(part).toMatchObject({ state: 'failed', stateText: '退款失败', retries: 0 });

      // Still refused: failed again, counted.
      const retried = await walletCall(t, driver, WalletOps.retryWithdrawalPart, {
        params: { withdrawalId: made.withdrawalId, partId: part.partId },
      });
      expect(retried.status).toBe(200);
      await settle(t);
      expect((await getWithdrawal(driver, made.withdrawalId)).parts[0]).toMatchObject({ state: 'failed', retries: 1 });

      wechat.state.refuse = false;
      await walletCall(t, driver, WalletOps.retryWithdrawalPart, {
        params: { withdrawalId: made.withdrawalId, partId: part.partId },
      });
      await settle(t);
      const done = await getWithdrawal(driver, made.withdrawalId);
      expect(done).toMatchObject({ state: 'done', parts: [expect.objectContaining({ state: 'done', retries: 2 })] });
      // One refund number for the part through all its tries: the provider can never refund it twice.
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, rechargeNo));
      const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order!.id));
      expect(refunds).toEqual([
        expect.objectContaining({ reason: 'withdrawal', state: 'succeeded', amountFen: 3_000 }),
      ]);
      expect(await refundedAtSandbox(rechargeNo)).toBe(3_000);
      expect(await violations(t)).toEqual([]);
    } finally {
      wechat.state.refuse = false;
    }
  });

  it('puts a failed part back in the wallet when the driver asks, once', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 2_500, 3);
    wechat.state.refuse = true;
    try {
      const made = (await withdraw(t, driver)).body.data!;
      await settle(t);
      const part = (await getWithdrawal(driver, made.withdrawalId)).parts[0]!;
      expect(await balanceOf(t, driver)).toBe(0);
      const params = { withdrawalId: made.withdrawalId, partId: part.partId };
      const returned = await walletCall(t, driver, WalletOps.returnWithdrawalPart, { params });
      expect(returned.status).toBe(200);
      expect(returned.body.data).toMatchObject({
        state: 'done',
        parts: [expect.objectContaining({ state: 'returned', stateText: '已退回余额' })],
      });
      expect(await balanceOf(t, driver)).toBe(2_500);
      const twice = await walletCall(t, driver, WalletOps.returnWithdrawalPart, { params });
      expect(twice.status).toBe(409);
      expect(await balanceOf(t, driver)).toBe(2_500);
      // Retrying a returned part is refused too: its money is in the wallet, not on its way.
      const retry = await walletCall(t, driver, WalletOps.retryWithdrawalPart, {
        params: { withdrawalId: made.withdrawalId, partId: part.partId },
      });
      expect(retry.status).toBe(409);
      expect(await violations(t)).toEqual([]);
      // And the recharge can be withdrawn again once the provider refunds.
      wechat.state.refuse = false;
      const again = (await withdraw(t, driver)).body.data!;
      expect(again.amountFen).toBe(2_500);
      await settle(t);
      expect((await getWithdrawal(driver, again.withdrawalId)).state).toBe('done');
      expect(await violations(t)).toEqual([]);
    } finally {
      wechat.state.refuse = false;
    }
  });
});

describe('a failed part and a full wallet', () => {
  it('refuses to put the part back when the wallet would pass its cap, and changes nothing', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 200_000, 3);
    wechat.state.refuse = true;
    try {
      const made = (await withdraw(t, driver)).body.data!;
      await settle(t);
      const part = (await getWithdrawal(driver, made.withdrawalId)).parts[0]!;
      expect(part.state).toBe('failed');
      // Meanwhile the driver fills the wallet up again (the sandbox takes Alipay here).
      await rechargeInSandbox(t, driver, 200_000, 2);
      await rechargeInSandbox(t, driver, 150_000, 2);
      const params = { withdrawalId: made.withdrawalId, partId: part.partId };
      const refused = await walletCall(t, driver, WalletOps.returnWithdrawalPart, { params });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: ErrorCode.WALLET_FULL,
        message: expect.stringMatching(/退回后余额将超过上限5000.00元/),
      });
      expect(await balanceOf(t, driver)).toBe(350_000);
      expect((await getWithdrawal(driver, made.withdrawalId)).parts[0]).toMatchObject({ state: 'failed' });
      expect(await violations(t)).toEqual([]);
      // Once some of it is spent, the part can go back.
      await withdraw(t, driver, 50_000);
      wechat.state.refuse = false;
      await settle(t);
      expect((await walletCall(t, driver, WalletOps.returnWithdrawalPart, { params })).status).toBe(200);
      expect(await balanceOf(t, driver)).toBe(500_000);
      expect(await violations(t)).toEqual([]);
    } finally {
      wechat.state.refuse = false;
    }
  });
});

describe('two withdrawals at once', () => {
  it('never take more than the wallet holds', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 3_000, 2);
    const results = await Promise.all([withdraw(t, driver, 2_000), withdraw(t, driver, 2_000), withdraw(t, driver)]);
    const made = results.filter((r) => r.status === 200).map((r) => r.body.data!.amountFen);
    const refused = results.filter((r) => r.status !== 200);
    expect(made.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3_000);
    expect(refused.every((r) => r.body.code === ErrorCode.WITHDRAW_UNAVAILABLE)).toBe(true);
    await settle(t);
    expect(await balanceOf(t, driver)).toBe(3_000 - made.reduce((a, b) => a + b, 0));
    expect(await violations(t)).toEqual([]);
  });
});
