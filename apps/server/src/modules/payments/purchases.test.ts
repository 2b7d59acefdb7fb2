import { AppError, ErrorCode, PayChannel } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { anIdempotencyKey, confirmInSandbox, fundWallet, sync, WECHAT_UA } from '../../../test/payments';
import { until } from '../../../test/until';
import { paymentOrderPurchases, paymentOrders, paymentRefunds } from '../../db/schema';
import { checkLedger, createLedgerRepository } from '../ledger';
import type { Payer, PurchaseRecord } from './index';
import { checkPayments } from './payments-check';
import { purchaseRefundNo } from './purchases';

/**
 * Purchases (decision 035) through a test purpose: a seat that exists once per ref. Its module state lives in memory,
 * which is enough to see what the payments module asked of it and when.
 */
let t: TestApp;
let driver: SignedInDriver;
const delivered = new Map<string, string>(); // ref → order number that got it
const released: PurchaseRecord[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  driver = await signInDriver(t);
  t.app.payments.purchases.register('test.seat', {
    fulfil: async (_tx, p) => {
      if (delivered.has(p.ref)) return 'refused';
      delivered.set(p.ref, p.orderNo);
      return 'fulfilled';
    },
    release: async (_tx, p) => {
      released.push(p);
    },
  });
});
afterAll(() => t.close());

const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];
const payer = (driverId: string | null = driver.driverId): Payer => ({
  dealerId: driver.dealerId,
  driverId,
  clientType: 2,
  userAgent: WECHAT_UA,
  openid: undefined,
  buyerId: undefined,
  clientIp: '10.0.0.1',
});
let refs = 0;
const aRef = () => `seat-${++refs}-${anIdempotencyKey().slice(0, 6)}`;
const buy = (ref: string, payChannel: PayChannel = PayChannel.WX, key = anIdempotencyKey(), amountFen = 3000) =>
  t.app.payments.orders.purchase(
    payer(),
    { purpose: 'test.seat', ref, amountFen, description: `座位-${ref}`, payChannel },
    key,
  );
const launchUrl = (answer: Awaited<ReturnType<typeof buy>>) =>
  (answer.body.data!.launch as { kind: 'redirect'; url: string }).url;
const purchaseState = async (orderNo: string) => {
  const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  const [row] = await t.db.select().from(paymentOrderPurchases).where(eq(paymentOrderPurchases.orderId, order!.id));
  return { order: order!.state, purchase: row!.state };
};
const walletOf = () =>
  createLedgerRepository(t.db).balance(driver.dealerId, { kind: 'driverWallet', driverId: driver.driverId });

describe('purchase through a wallet channel', () => {
  it('is delivered when the provider takes the money, once, and the result page shows it', async () => {
    const ref = aRef();
    const answer = await buy(ref);
    expect(answer.statusCode).toBe(200);
    const orderNo = answer.body.data!.orderNo;
    expect(delivered.has(ref)).toBe(false);
    await confirmInSandbox(t, launchUrl(answer));
    expect(delivered.get(ref)).toBe(orderNo);
    const status = await sync(t, orderNo, { driver });
    expect(status.body.data).toMatchObject({ state: 'paid', bills: [], refundFen: 0 });
    expect(status.body.data!.purchase).toEqual({ purpose: 'test.seat', ref, state: 'fulfilled' });
    expect(await invariants()).toEqual([]);
  });

  it('a replay of the request gets the first answer, not a second order', async () => {
    const key = anIdempotencyKey();
    const ref = aRef();
    const [a, b] = await Promise.all([buy(ref, PayChannel.WX, key), buy(ref, PayChannel.WX, key)]);
    expect(b.body.data!.orderNo).toBe(a.body.data!.orderNo);
  });

  it('money for a thing that can no longer be delivered goes back whole', async () => {
    const ref = aRef();
    const answer = await buy(ref);
    delivered.set(ref, 'someone else');
    await confirmInSandbox(t, launchUrl(answer));
    const orderNo = answer.body.data!.orderNo;
    expect(await purchaseState(orderNo)).toEqual({ order: 'paid', purchase: 'refused' });
    const status = await sync(t, orderNo, { driver });
    // What the result page reads: paid, the purchase refused, the whole amount going back — then gone back.
    expect(status.body.data).toMatchObject({
      state: 'paid',
      refundFen: 3000,
      refundState: expect.stringMatching(/^(pending|succeeded)$/),
    });
    expect(status.body.data!.purchase).toEqual({ purpose: 'test.seat', ref, state: 'refused' });
    await t.app.payments.refunds.processDue();
    expect((await sync(t, orderNo, { driver })).body.data).toMatchObject({ refundFen: 3000, refundState: 'succeeded' });
    expect(await invariants()).toEqual([]);
  });

  it('a second order for the same thing supersedes the open one; late money of the first is refused after the second delivers', async () => {
    const ref = aRef();
    const first = await buy(ref);
    const second = await buy(ref);
    expect(await purchaseState(first.body.data!.orderNo)).toEqual({ order: 'closed', purchase: 'superseded' });
    await confirmInSandbox(t, launchUrl(second));
    expect(delivered.get(ref)).toBe(second.body.data!.orderNo);
    // The payer had also confirmed the first sheet: its money arrives late and goes back.
    await confirmInSandbox(t, launchUrl(first));
    expect(await purchaseState(first.body.data!.orderNo)).toEqual({ order: 'paid', purchase: 'refused' });
    expect(released.some((r) => r.ref === ref)).toBe(false);
    expect(await invariants()).toEqual([]);
  });

  it('an order closed unpaid releases its hold once, in the cluster-wide event handler', async () => {
    const ref = aRef();
    const answer = await buy(ref);
    const orderNo = answer.body.data!.orderNo;
    t.clock.advance(16 * 60_000); // past the 15-minute order lifetime
    await t.app.payments.sweep();
    await t.app.events.settle();
    await until(async () => released.some((r) => r.orderNo === orderNo));
    expect(released.filter((r) => r.orderNo === orderNo)).toMatchObject([{ ref, purpose: 'test.seat' }]);
    expect(await purchaseState(orderNo)).toEqual({ order: 'closed', purchase: 'released' });
  });
});

describe('purchase from the balance', () => {
  it('is paid and delivered at once; without enough money nothing happens', async () => {
    await fundWallet(t, driver, 5000);
    const before = await walletOf();
    await expect(buy(aRef(), PayChannel.BALANCE, anIdempotencyKey(), before + 1)).rejects.toMatchObject({
      code: ErrorCode.INSUFFICIENT_BALANCE,
    });
    const ref = aRef();
    const answer = await buy(ref, PayChannel.BALANCE);
    expect(answer.body.data).toMatchObject({ state: 'paid', launch: { kind: 'paid' } });
    expect(delivered.get(ref)).toBe(answer.body.data!.orderNo);
    expect(await walletOf()).toBe(before - 3000);
    expect(await invariants()).toEqual([]);
  });

  it('a thing already gone is refused and the wallet untouched', async () => {
    await fundWallet(t, driver, 3000);
    const ref = aRef();
    delivered.set(ref, 'someone else');
    const before = await walletOf();
    await expect(buy(ref, PayChannel.BALANCE)).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
    expect(await walletOf()).toBe(before);
  });
});

describe('refundPurchase', () => {
  const refund = (orderNo: string, key: string, amountFen: number) =>
    t.db.transaction((tx) => t.app.payments.purchases.refundPurchase(tx, { orderNo, key, amountFen }));

  it('gives back a balance purchase to the wallet, once per refund number, never more than was paid', async () => {
    await fundWallet(t, driver, 5000);
    const answer = await buy(aRef(), PayChannel.BALANCE);
    const orderNo = answer.body.data!.orderNo;
    const before = await walletOf();
    expect(await refund(orderNo, `test-refund:${orderNo}:1`, 1000)).toBe(true);
    expect(await refund(orderNo, `test-refund:${orderNo}:1`, 1000)).toBe(false);
    expect(await walletOf()).toBe(before + 1000);
    await expect(refund(orderNo, `test-refund:${orderNo}:2`, 2001)).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    await expect(refund(orderNo, `test-refund:${orderNo}:3`, 0)).rejects.toBeInstanceOf(AppError);
    expect(await refund(orderNo, `test-refund:${orderNo}:4`, 2000)).toBe(true);
    expect(await walletOf()).toBe(before + 3000);
    expect(await invariants()).toEqual([]);
  });

  it('gives back a provider purchase through the provider', async () => {
    const answer = await buy(aRef());
    const orderNo = answer.body.data!.orderNo;
    await confirmInSandbox(t, launchUrl(answer));
    expect(await refund(orderNo, `test-refund:${orderNo}`, 1200)).toBe(true);
    await t.app.payments.refunds.processDue();
    const refundNo = purchaseRefundNo(orderNo, `test-refund:${orderNo}`);
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo));
    expect(row).toMatchObject({ state: 'succeeded', amountFen: 1200, reason: 'purchase' });
    expect((await sync(t, orderNo, { driver })).body.data).toMatchObject({ refundFen: 1200, refundState: 'succeeded' });
    expect(await invariants()).toEqual([]);
  });

  it('refuses an order that is not a delivered purchase', async () => {
    const answer = await buy(aRef());
    await expect(refund(answer.body.data!.orderNo, 'test-refund:unpaid', 100)).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
    });
  });
});
