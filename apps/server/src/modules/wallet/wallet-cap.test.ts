import { ErrorCode, WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver } from '../../../test/drivers';
import { confirmInSandbox } from '../../../test/payments';
import { aroundLocks, lockRows, testDatabaseUrl } from '../../../test/test-database';
import {
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  rechargeStatus,
  settle,
  startRecharge,
  violations,
  withdraw,
} from '../../../test/wallet';
import { ledgerAccounts, paymentOrders, paymentRefunds, reportDirtyDays, sandboxTrades } from '../../db/schema';
import { createLedgerRepository } from '../ledger';
import { createOrdersRepository } from '../payments';

// Issue 12, item 4: pending recharges were not counted, so five concurrent 2,000元 recharges, all paid, left 10,000元.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
});
afterAll(() => t.close());

const YUAN_2000 = 200_000;
const launchUrl = (res: Awaited<ReturnType<typeof startRecharge>>) => (res.body.data!.launch as { url: string }).url;
const orderOf = async (orderNo: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;

describe('the wallet cap (5000.00元) counts recharges not paid yet', () => {
  it('of five concurrent 2000.00元 recharges, refuses at creation those that would pass the cap', async () => {
    const driver = await signInDriver(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => startRecharge(t, driver, YUAN_2000)));
    const made = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(made).toHaveLength(2);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: ErrorCode.RECHARGE_LIMIT,
        message: expect.stringMatching(/含未完成的充值4000\.00元.*最多可充值1000\.00元/),
      });
    }
    // Refused requests left no order behind.
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.driverId, driver.driverId));
    expect(orders).toHaveLength(2);

    for (const answer of made) await confirmInSandbox(t, launchUrl(answer));
    expect(await balanceOf(t, driver)).toBe(2 * YUAN_2000);
    // What is left below the cap can still be recharged, not a fen more.
    expect((await startRecharge(t, driver, 100_001)).body.code).toBe(ErrorCode.RECHARGE_LIMIT);
    await rechargeInSandbox(t, driver, 100_000);
    expect(await balanceOf(t, driver)).toBe(WALLET_MAX_BALANCE_FEN);
    expect(await violations(t)).toEqual([]);
  });

  it('refuses the third of three sequential 2000.00元 recharges before any is paid', async () => {
    const driver = await signInDriver(t);
    const first = await startRecharge(t, driver, YUAN_2000);
    const second = await startRecharge(t, driver, YUAN_2000);
    const third = await startRecharge(t, driver, YUAN_2000);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 400]);
    expect(third.body.code).toBe(ErrorCode.RECHARGE_LIMIT);
    await confirmInSandbox(t, launchUrl(first));
    await confirmInSandbox(t, launchUrl(second));
    expect(await balanceOf(t, driver)).toBe(2 * YUAN_2000);
  });

  it('stops counting a recharge once its order is closed', async () => {
    const driver = await signInDriver(t);
    const first = await startRecharge(t, driver, YUAN_2000);
    const second = await startRecharge(t, driver, YUAN_2000);
    expect((await startRecharge(t, driver, 100_001)).status).toBe(400);
    const order = await orderOf(second.body.data!.orderNo);
    await createOrdersRepository(t.db).markClosed(order.id, 'expired', t.clock.now(), true);
    expect((await startRecharge(t, driver, YUAN_2000)).status).toBe(200);
    expect(first.status).toBe(200);
  });
});

describe('a recharge paid when the wallet cannot hold it', () => {
  it('is refunded whole through its provider, never credited, and the ledger stays balanced', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 300_000 - YUAN_2000);
    await rechargeInSandbox(t, driver, YUAN_2000);
    // 3000.00元 in the wallet; A (2000.00元) fits with it, and counts while pending.
    const a = await startRecharge(t, driver, YUAN_2000);
    expect(a.status).toBe(200);
    expect((await startRecharge(t, driver, YUAN_2000)).status).toBe(400);
    // Our side closes A (its launch timed out at the provider), but the payer already holds the provider's sheet.
    const orderA = await orderOf(a.body.data!.orderNo);
    await createOrdersRepository(t.db).markClosed(orderA.id, 'launchFailed', t.clock.now(), false);
    // So B is made, and paid: the wallet is full.
    const b = await startRecharge(t, driver, YUAN_2000);
    expect(b.status).toBe(200);
    await confirmInSandbox(t, launchUrl(b));
    expect(await balanceOf(t, driver)).toBe(WALLET_MAX_BALANCE_FEN);

    // Then the provider takes A's money after all.
    await confirmInSandbox(t, launchUrl(a));
    await settle(t);
    await t.app.payments.refunds.processDue(); // the refund the capture started at once, finished whatever the timing
    expect(await balanceOf(t, driver)).toBe(WALLET_MAX_BALANCE_FEN);
    expect((await orderOf(orderA.orderNo)).state).toBe('paid');
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderA.id));
    expect(refunds).toEqual([
      expect.objectContaining({ reason: 'walletCap', amountFen: YUAN_2000, state: 'succeeded' }),
    ]);
    const [trade] = await t.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderA.orderNo));
    expect(trade!.refundedFen).toBe(YUAN_2000);
    // The result page says where the money went.
    expect((await rechargeStatus(t, driver, orderA.orderNo)).body.data).toMatchObject({
      state: 'paid',
      capRefundFen: YUAN_2000,
      balanceFen: WALLET_MAX_BALANCE_FEN,
    });
    // A notification delivered again changes nothing.
    await t.app.payments.providers.sandbox!.notifyAgain(orderA.orderNo);
    await settle(t);
    expect(await balanceOf(t, driver)).toBe(WALLET_MAX_BALANCE_FEN);
    expect(await violations(t)).toEqual([]);

    // A withdrawal of everything goes back through the recharges that were credited, never through A.
    const all = await withdraw(t, driver);
    expect(all.status).toBe(200);
    expect(all.body.data!.amountFen).toBe(WALLET_MAX_BALANCE_FEN);
    expect(all.body.data!.parts.map((p) => p.orderNo)).not.toContain(orderA.orderNo);
    await settle(t);
    expect(await violations(t)).toEqual([]);
  });

  it('never credits two concurrent late captures beyond the cap', async () => {
    const driver = await signInDriver(t);
    await rechargeInSandbox(t, driver, 300_000 - YUAN_2000);
    await rechargeInSandbox(t, driver, YUAN_2000);
    // Two orders made while the other was not counted (both closed on our side), then both paid at once.
    const closed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await startRecharge(t, driver, YUAN_2000);
      expect(res.status).toBe(200);
      const order = await orderOf(res.body.data!.orderNo);
      await createOrdersRepository(t.db).markClosed(order.id, 'launchFailed', t.clock.now(), false);
      closed.push(launchUrl(res));
    }
    await Promise.all(closed.map((url) => confirmInSandbox(t, url)));
    await settle(t);
    expect(await balanceOf(t, driver)).toBe(WALLET_MAX_BALANCE_FEN);
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.driverId, driver.driverId));
    const refunded = await t.db
      .select()
      .from(paymentRefunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
      .where(eq(paymentOrders.driverId, driver.driverId));
    expect(orders.filter((o) => o.state === 'paid')).toHaveLength(4);
    expect(refunded.map((r) => r.payment_refunds.reason)).toEqual(['walletCap']);
    expect(await violations(t)).toEqual([]);
  });

  // Real concurrency needs PostgreSQL (PGlite runs one statement at a time). A posting locks its accounts, then at
  // commit its dealer's report day (decision 099): a payment from the balance (a bill, the exit's auto-pay) the wallet,
  // then the day. The day used to be locked at the posting, first, and a recharge's capture locked the wallet before
  // posting (for the cap): a deadlock either way.
  it.runIf(testDatabaseUrl())(
    'a recharge captured while the driver pays from the wallet waits its turn, not deadlocks (PostgreSQL)',
    async () => {
      const driver = await signInDriver(t);
      await rechargeInSandbox(t, driver, YUAN_2000);
      const opened = await startRecharge(t, driver, YUAN_2000);
      const wallet = { kind: 'driverWallet' as const, driverId: driver.driverId };
      const walletId = await createLedgerRepository(t.db).existingAccountId(driver.dealerId, wallet);
      const { answer: captured } = await aroundLocks(t.db, {
        findsFirst: true,
        // The payment's posting: the wallet…
        first: (tx) => lockRows(tx, ledgerAccounts, eq(ledgerAccounts.id, walletId!)),
        call: () => confirmInSandbox(t, launchUrl(opened)),
        // …then, at its commit, the report day, free while the capture waits for its turn.
        then: (tx) => lockRows(tx, reportDirtyDays, eq(reportDirtyDays.dealerId, driver.dealerId)),
      });
      await captured;
      await settle(t);
      expect(await balanceOf(t, driver)).toBe(2 * YUAN_2000);
      expect(await violations(t)).toEqual([]);
    },
  );
});
