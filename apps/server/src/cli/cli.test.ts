import { OperatorRole, ReportOps, WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signInDriver } from '../../test/drivers';
import { aParkedCar, aPayablePark, confirmInSandbox, payBill } from '../../test/payments';
import { paymentOrders, reconciliationRuns } from '../db/schema';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { createLedgerRepository, credit, debit } from '../modules/ledger';
import { reconcileDay } from '../modules/payments';
import { formatLedgerCheck, ledgerCheck } from './ledger-check';
import { formatReconcile, parseReconcileArgs, reconcileAndStore } from './reconcile';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const park = await aPayablePark(t);
  const car = await aParkedCar(t, park);
  const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
  await confirmInSandbox(t, (res.body.data!.launch as { url: string }).url);
});
afterAll(() => t.close());

describe('npm run ledger:check', () => {
  it('passes on a database written by the app', async () => {
    const result = await ledgerCheck(t.db);
    expect(result.violations).toEqual([]);
    expect(result.counts).toMatchObject({ transfers: 1, postings: 2, paidOrders: 1 });
    expect(formatLedgerCheck(result)).toMatch(/^ledger:check OK — 1 transfers, 2 postings/);
  });

  it('catches rows edited behind the application’s back', async () => {
    // A superuser can switch the guards off; the check still sees what was done.
    await t.db.execute(sql`alter table ledger_accounts disable trigger ledger_accounts_guard`);
    await t.db.execute(sql`update ledger_accounts set balance_fen = balance_fen + 1 where kind = 'dealerRevenue'`);
    await t.db.execute(sql`alter table ledger_accounts enable trigger ledger_accounts_guard`);
    await t.db.insert(paymentOrders).values({
      orderNo: 'P20260601HANDMADE000000000000',
      dealerId: '330100',
      channel: 3,
      provider: 'wechatpay',
      scene: 'jsapi',
      amountFen: 500,
      state: 'paid',
      paidAt: t.clock.now(),
      description: 'hand-made',
      expiresAt: t.clock.now(),
    });
    const result = await ledgerCheck(t.db);
    expect(result.violations.map((v) => v.rule)).toEqual([
      'each account’s running balance equals the sum of its postings',
      'every paid wallet order has exactly one capture (or recharge) transfer, for its amount',
    ]);
    expect(formatLedgerCheck(result)).toMatch(/^ledger:check FAILED — 2 violation\(s\)/);
  });

  it('fails when a wallet holds more than the cap (5000.00元), however the money got there', async () => {
    const driver = await signInDriver(t);
    const cap = 'no wallet holds more than the cap';
    const adjust = (key: string, fen: number) =>
      createLedgerRepository(t.db).post({
        dealerId: driver.dealerId,
        idempotencyKey: `adjustment:${key}`,
        kind: 'adjustment',
        occurredAt: t.clock.now(),
        legs: [
          debit({ kind: 'providerClearing', provider: 'sandbox' }, fen),
          credit({ kind: 'driverWallet', driverId: driver.driverId }, fen),
        ],
      });
    await adjust('cap-test-1', WALLET_MAX_BALANCE_FEN);
    expect((await ledgerCheck(t.db)).violations.map((v) => v.rule)).not.toContain(cap);
    await adjust('cap-test-2', 1);
    const result = await ledgerCheck(t.db);
    expect(result.violations).toContainEqual({
      rule: cap,
      detail: `wallet of driver ${driver.driverId} at dealer ${driver.dealerId} holds 500001 fen, above the cap of 500000 fen`,
    });
    expect(formatLedgerCheck(result)).toContain(`✗ ${cap}`);
  });
});

describe('npm run reconcile', () => {
  it('reads --provider and --date, defaulting to yesterday in Shanghai', () => {
    expect(parseReconcileArgs(['--provider', 'wechatpay', '--date', '2026-06-01'])).toEqual({
      provider: 'wechatpay',
      date: '2026-06-01',
      json: false,
    });
    expect(parseReconcileArgs(['--provider', 'alipay'], new Date('2026-06-02T01:00:00+08:00')).date).toBe('2026-06-01');
    expect(() => parseReconcileArgs(['--provider', 'paypal'])).toThrow(/--provider must be one of/);
    expect(() => parseReconcileArgs(['--provider', 'alipay', '--date', '2026-02-30'])).toThrow(/--date/);
  });

  it('stores its run as the job does: the console’s 对账 lists the day, with its differences', async () => {
    const day = shanghaiDay(t.clock.now());
    const deps = { db: t.db, clock: t.clock, providers: t.app.payments.providers };
    const report = await reconcileAndStore(deps, { provider: 'sandbox', date: day });
    expect(report).toMatchObject({ provider: 'sandbox', day, billLines: 1, differences: [] });
    expect(await t.db.select().from(reconciliationRuns)).toEqual([
      expect.objectContaining({ provider: 'sandbox', day, billLines: 1, billPaidFen: 800 }),
    ]);
    const finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
    const days = await call(t, ReportOps.reconciliationDays, { headers: finance, query: { from: day, to: day } });
    expect(days.body.data).toEqual([{ day, providers: ['sandbox'], open: 0, resolved: 0, closed: true }]);
    const cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER] });
    expect(
      (await call(t, ReportOps.reconciliationDays, { headers: cashier, query: { from: day, to: day } })).status,
    ).toBe(403);
    // A future day is refused, an unconfigured provider named.
    const tomorrow = shanghaiDay(new Date(t.clock.now().getTime() + 86_400_000));
    await expect(reconcileAndStore(deps, { provider: 'sandbox', date: tomorrow })).rejects.toThrow(
      '不能对账未来的日期',
    );
    await expect(reconcileAndStore(deps, { provider: 'alipay', date: day })).rejects.toThrow(
      /alipay is not configured/,
    );
  });

  it('prints the day’s totals and every difference (the sandbox keeps a bill too)', async () => {
    const day = shanghaiDay(t.clock.now());
    const report = await reconcileDay(t.db, t.app.payments.providers.sandbox!, day);
    expect(formatReconcile(report)).toBe(
      `reconcile sandbox ${day}: 1 bill lines, paid 8.00元, refunded 0.00元\nno differences.\n`,
    );
    await t.db.execute(sql`delete from sandbox_trades where state = 'SUCCESS'`);
    const missing = await reconcileDay(t.db, t.app.payments.providers.sandbox!, day);
    expect(formatReconcile(missing)).toMatch(/1 difference\(s\):\n {2}missingAtProvider/);
  });
});
