import { WalletOps } from '@parking/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, minutes, postGate, type TestPark } from '../../../test/parking';
import { aPayablePark, aPlate, payCall } from '../../../test/payments';
import { aroundLocks, lockRows, testDatabaseUrl } from '../../../test/test-database';
import {
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  settle,
  violations,
  walletCall,
  withdraw,
} from '../../../test/wallet';
import { queryRows } from '../../db/query-rows';
import { ledgerAccounts, paymentOrders, reportDirtyDays } from '../../db/schema';
import { createLedgerRepository } from '../ledger';

// On PostgreSQL (TEST_DATABASE_URL) the app's pool runs these on up to 10 connections at once; on PGlite they
// interleave on its single connection. The outcome must be exact either way.
let t: TestApp;
let park: TestPark;
let driver: SignedInDriver;
const bills: { uniqueId: string; parkId: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
  park = await aPayablePark(t);
  for (let i = 0; i < 10; i++) {
    const entry = await postGate(t, park, aGateEvent(t, 'entry', aPlate()));
    bills.push({ uniqueId: (entry.body as { data: { uniqueId: string } }).data.uniqueId, parkId: park.parkId });
  }
  t.clock.advance(minutes(95)); // every car owes 8.00元
  driver = await signInDriver(t);
  await rechargeInSandbox(t, driver, 3_000, 2);
  await rechargeInSandbox(t, driver, 2_000, 3);
}, 120_000);
afterAll(() => t.close());

describe(`one wallet, many requests at once (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never goes below zero, loses nothing, and the ledger sums to zero', async () => {
    const pay = (bill: (typeof bills)[number]) =>
      payCall(t, 'single', { ...bill, payChannel: 6, expectedFen: 800 }, { driver });
    const recharge = async (fen: number) => {
      try {
        await rechargeInSandbox(t, driver, fen, 3);
        return true;
      } catch {
        return false;
      }
    };
    const results = await Promise.all([
      ...bills.map((bill) => pay(bill).then((r) => ({ kind: 'pay' as const, ok: r.status === 200, fen: 800 }))),
      ...[1_500, 1_500, 1_500, 1_000].map((fen) =>
        withdraw(t, driver, fen).then((r) => ({ kind: 'withdraw' as const, ok: r.status === 200, fen })),
      ),
      ...[1_000, 1_000, 500].map((fen) => recharge(fen).then((ok) => ({ kind: 'recharge' as const, ok, fen }))),
    ]);
    await settle(t);
    await t.app.payments.sweep();
    await settle(t);

    const sum = (kind: string) => results.filter((r) => r.kind === kind && r.ok).reduce((s, r) => s + r.fen, 0);
    const paid = sum('pay');
    const withdrawn = sum('withdraw');
    const recharged = 5_000 + sum('recharge');
    // Some of each kind went through and some payments were refused for want of balance: a real race.
    expect(results.filter((r) => r.kind === 'pay' && !r.ok).length).toBeGreaterThan(0);
    expect(results.filter((r) => r.kind === 'recharge' && r.ok)).toHaveLength(3);

    // Nothing lost: the balance is exactly what went in minus what went out.
    expect(await balanceOf(t, driver)).toBe(recharged - paid - withdrawn);
    // Every accepted payment is a paid balance order that paid its bill; refused ones left no order behind.
    const balanceOrders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.provider, 'balance'));
    expect(balanceOrders.filter((o) => o.state === 'paid')).toHaveLength(paid / 800);
    // Never below zero, at any moment: every balance the wallet ever had, posting by posting.
    const lows = await queryRows<{ low: string | null }>(
      t.db,
      sql`select min(p.balance_after_fen) as low from ledger_postings p join ledger_accounts a on a.id = p.account_id
           where a.kind = 'driverWallet' and a.driver_id = ${driver.driverId}`,
    );
    expect(Number(lows[0]!.low)).toBeGreaterThanOrEqual(0);
    // The details show a consistent story: each balance after is the one before plus the movement.
    const details = await walletCall(t, driver, WalletOps.movements, {
      query: { pageSize: '100' },
    });
    const movements = [...details.body.data!.results].reverse();
    movements.reduce((before, m) => {
      expect(m.balanceAfterFen).toBe(before + m.amountFen);
      return m.balanceAfterFen;
    }, 0);
    // Ledger sums to zero, every account equals its postings, withdrawals and refunds agree.
    expect(await violations(t)).toEqual([]);
  }, 120_000);

  // A posting locks its accounts, then at commit its dealer's report day (decision 099): a payment from the balance (a
  // bill, the exit's auto-pay) the wallet, then the day. The day used to be locked at the posting, first, and a
  // withdrawal locked the wallet before posting: a deadlock either way.
  it.runIf(testDatabaseUrl())(
    'a withdrawal while the driver pays from the wallet waits its turn, not deadlocks',
    async () => {
      const payer = await signInDriver(t);
      await rechargeInSandbox(t, payer, 3_000, 2);
      const wallet = { kind: 'driverWallet' as const, driverId: payer.driverId };
      const walletId = await createLedgerRepository(t.db).existingAccountId(payer.dealerId, wallet);
      const { answer } = await aroundLocks(t.db, {
        findsFirst: true,
        // The payment's posting: the wallet…
        first: (tx) => lockRows(tx, ledgerAccounts, eq(ledgerAccounts.id, walletId!)),
        call: () => withdraw(t, payer, 1_000),
        // …then, at its commit, the report day, free while the withdrawal waits for its turn.
        then: (tx) => lockRows(tx, reportDirtyDays, eq(reportDirtyDays.dealerId, payer.dealerId)),
      });
      const withdrawn = await answer;
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      await settle(t);
      expect(await balanceOf(t, payer)).toBe(2_000);
      expect(await violations(t)).toEqual([]);
    },
  );
});
