import { ErrorCode, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { ALIPAY_UA, BROWSER_UA } from '../../../test/payments';
import {
  anIdempotencyKey,
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  rechargeStatus,
  startRecharge,
  violations,
  walletCall,
} from '../../../test/wallet';
import { ledgerTransfers, paymentOrders } from '../../db/schema';

let t: TestApp;
let driver: SignedInDriver;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
  driver = await signInDriver(t);
});
afterAll(() => t.close());

describe('recharging the wallet in the sandbox', () => {
  it('credits the balance only once the provider’s signed notification confirms the payment', async () => {
    const started = await startRecharge(t, driver, 5_000);
    expect(started.status).toBe(200);
    const order = started.body.data!;
    expect(order).toMatchObject({ amountFen: 5_000, payChannel: 3, state: 'pending', launch: { kind: 'redirect' } });
    const url = (order.launch as { url: string }).url;
    expect(url).toMatch(/^\/api\/pay\/sandbox\/checkout\/P\d{8}[0-9A-Z]{20}\?t=/);

    // Opened, not paid: nothing in the wallet, the order is pending (the provider was asked and said so).
    expect(await balanceOf(t, driver)).toBe(0);
    expect((await rechargeStatus(t, driver, order.orderNo)).body.data).toMatchObject({
      state: 'pending',
      final: false,
      balanceFen: 0,
    });

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('账户余额充值');
    expect(page.body).toContain('50.00');
    const confirm = await t.app.inject({
      method: 'POST',
      url: url.replace('?t=', '/confirm?t='),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    // The sheet goes back to the recharge result page, which trusts only the server.
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/accountBalanceReslut?orderNo=${order.orderNo}`);
    await t.app.payments.providers.sandboxNotifier!.idle();

    expect(await balanceOf(t, driver)).toBe(5_000);
    expect((await rechargeStatus(t, driver, order.orderNo)).body.data).toMatchObject({
      orderNo: order.orderNo,
      state: 'paid',
      final: true,
      amountFen: 5_000,
      payChannelText: '微信支付',
      balanceFen: 5_000,
    });
    const transfers = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.orderNo, order.orderNo));
    expect(transfers.map((tr) => tr.kind)).toEqual(['recharge']);
    expect(await violations(t)).toEqual([]);
  });

  it('credits once however often the notification is delivered', async () => {
    const before = await balanceOf(t, driver);
    const orderNo = await rechargeInSandbox(t, driver, 2_000);
    for (let i = 0; i < 3; i++) await t.app.payments.providers.sandbox!.notifyAgain(orderNo);
    await t.app.payments.providers.sandboxNotifier!.idle();
    expect(await balanceOf(t, driver)).toBe(before + 2_000);
    expect(await violations(t)).toEqual([]);
  });

  it('answers a retried request with its first order, and refuses the key for another amount', async () => {
    const key = anIdempotencyKey();
    const first = await startRecharge(t, driver, 3_000, { key });
    const again = await startRecharge(t, driver, 3_000, { key });
    expect(again.body).toEqual(first.body);
    const other = await startRecharge(t, driver, 3_100, { key });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, first.body.data!.orderNo));
    expect(orders).toHaveLength(1);
  });

  it('offers the channels of the environment: Alipay inside Alipay, not WeChat', async () => {
    const inAlipay = await startRecharge(t, driver, 1_000, { payChannel: 2, ua: ALIPAY_UA });
    expect(inAlipay.status).toBe(200);
    const wechatInAlipay = await startRecharge(t, driver, 1_000, { payChannel: 3, ua: ALIPAY_UA });
    expect(wechatInAlipay.body.code).toBe(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
    expect((await startRecharge(t, driver, 1_000, { payChannel: 2, ua: BROWSER_UA })).status).toBe(200);
  });
});

describe('recharge amounts', () => {
  it('tells the screen its presets and limits', async () => {
    const info = await walletCall(t, driver, WalletOps.balanceInfo);
    expect(info.body.data!.recharge).toEqual({
      presetsFen: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
      minFen: 100,
      maxFen: 200_000,
      maxBalanceFen: 500_000,
    });
    expect(info.body.data!.enabled).toBe(true);
  });

  it.each<[string, unknown, RegExp]>([
    ['below 1.00元', 99, /单次充值不少于1元/],
    ['zero', 0, /单次充值不少于1元/],
    ['negative', -5_000, /单次充值不少于1元/],
    ['above 2000.00元', 200_001, /单次充值不超过2000元/],
    ['a fraction of a fen', 5_000.5, /最多两位小数/],
    ['a string', '5000', /请输入充值金额/],
    ['yuan text', '50.00元', /请输入充值金额/],
    ['null', null, /请输入充值金额/],
    ['missing', undefined, /请输入充值金额/],
    ['not a number', Number.NaN, /.+/],
    ['an exponent beyond any limit', 1e21, /单次充值不超过2000元/],
  ])('refuses %s and creates no order', async (_, amountFen, message) => {
    const before = await t.db.select().from(paymentOrders);
    const res = await walletCall(t, driver, WalletOps.recharge, {
      body: { amountFen, payChannel: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(res.body.message).toMatch(message);
    expect(await t.db.select().from(paymentOrders)).toHaveLength(before.length);
  });

  it.each<[string, unknown]>([
    ['the balance channel', { amountFen: 5_000, payChannel: 6 }],
    ['an unknown channel', { amountFen: 5_000, payChannel: 9 }],
    ['an extra field', { amountFen: 5_000, payChannel: 3, driverId: 'someone-else' }],
  ])('refuses %s', async (_, body) => {
    const res = await walletCall(t, driver, WalletOps.recharge, { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('refuses a recharge without an idempotency key', async () => {
    const res = await walletCall(t, driver, WalletOps.recharge, {
      body: { amountFen: 5_000, payChannel: 3 },
      key: null,
    });
    expect(res.status).toBe(400);
  });

  it('refuses a recharge that would take the wallet past 5000.00元', async () => {
    const rich = await signInDriver(t);
    for (let i = 0; i < 2; i++) await rechargeInSandbox(t, rich, 200_000);
    await rechargeInSandbox(t, rich, 99_000);
    expect(await balanceOf(t, rich)).toBe(499_000);
    const over = await startRecharge(t, rich, 1_001);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: ErrorCode.RECHARGE_LIMIT,
      message: expect.stringMatching(/最多可充值10.00元/),
    });
    expect((await startRecharge(t, rich, 1_000)).status).toBe(200);
  });

  it('refuses recharging where the dealer offers no balance', async () => {
    const suzhou = await signInDriver(t, { dealerId: '320500' });
    await enableWallet(t, '320500', { walletPlan: false, supportBalance: false });
    const res = await startRecharge(t, suzhou, 5_000);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: ErrorCode.WALLET_DISABLED, message: '当前平台未开通余额功能' });
  });
});

// Last: it stops the sandbox's notifications for good.
describe('a lost notification', () => {
  it('captures a recharge whose notification never came when the result page asks', async () => {
    const before = await balanceOf(t, driver);
    const started = await startRecharge(t, driver, 1_000);
    const order = started.body.data!;
    // The payer confirms, but the notification is lost on the way.
    t.app.payments.providers.sandboxNotifier!.stop();
    const url = (order.launch as { url: string }).url;
    const tokenParam = url.split('?')[1]!;
    const orderNo = order.orderNo;
    await t.app.payments.providers.sandbox!.confirm(orderNo, new URLSearchParams(tokenParam).get('t')!);
    expect(await balanceOf(t, driver)).toBe(before);
    expect((await rechargeStatus(t, driver, orderNo)).body.data).toMatchObject({
      state: 'paid',
      balanceFen: before + 1_000,
    });
  });
});
