import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { COUPON_CHECKS } from '../modules/coupons';
import { checkLedger, runChecks, type Violation } from '../modules/ledger';
import { checkPayments } from '../modules/payments';
import { checkWallet } from '../modules/wallet';
import { REWARD_CHECKS } from '../modules/rewards';
import { withDatabase } from './cli-database';

export interface LedgerCheckResult {
  violations: Violation[];
  counts: { transfers: number; postings: number; accounts: number; paidOrders: number; refunds: number };
}

/** Every ledger, payments, wallet, coupon and reward invariant, on the rows of a database. */
export async function ledgerCheck(db: Db): Promise<LedgerCheckResult> {
  const [counts] = await queryRows<LedgerCheckResult['counts']>(
    db,
    sql`select (select count(*)::int from ledger_transfers) as transfers,
               (select count(*)::int from ledger_postings) as postings,
               (select count(*)::int from ledger_accounts) as accounts,
               (select count(*)::int from payment_orders where state = 'paid') as "paidOrders",
               (select count(*)::int from payment_refunds) as refunds`,
  );
  return {
    violations: [
      ...(await checkLedger(db)),
      ...(await checkPayments(db)),
      ...(await checkWallet(db)),
      ...(await runChecks(db, COUPON_CHECKS)),
      ...(await runChecks(db, REWARD_CHECKS)),
    ],
    counts: counts!,
  };
}

/** The report `npm run ledger:check` prints. */
export function formatLedgerCheck({ violations, counts }: LedgerCheckResult): string {
  const scope =
    `${counts.transfers} transfers, ${counts.postings} postings, ${counts.accounts} accounts, ` +
    `${counts.paidOrders} paid orders, ${counts.refunds} refunds`;
  if (violations.length === 0) return `ledger:check OK — ${scope}; every invariant holds.\n`;
  const lines = violations.map((v) => `  ✗ ${v.rule}: ${v.detail}`);
  return `ledger:check FAILED — ${violations.length} violation(s) in ${scope}:\n${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  withDatabase(async ({ db }) => {
    const result = await ledgerCheck(db);
    process.stdout.write(formatLedgerCheck(result));
    process.exitCode = result.violations.length === 0 ? 0 : 1;
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
