import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** One broken invariant, with enough to find the rows. */
export interface Violation {
  rule: string;
  detail: string;
}

export interface InvariantCheck {
  rule: string;
  /** Each row returned is one violation; `detail` describes it. */
  query: SQL;
}

/** Runs invariant queries and collects their rows as violations. */
export async function runChecks(db: Db, checks: readonly InvariantCheck[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const check of checks) {
    for (const row of await queryRows<{ detail: string }>(db, check.query))
      violations.push({ rule: check.rule, detail: row.detail });
  }
  return violations;
}

/**
 * The ledger's own invariants. The database enforces them as rows are written; this re-derives them from the rows,
 * so a database restored from a backup, edited by hand or written by a buggy migration is caught too.
 */
export const LEDGER_CHECKS: readonly InvariantCheck[] = [
  {
    rule: 'a transfer of a park’s order carries that park',
    query: sql`
      select 'transfer ' || t.id || ' (' || t.idempotency_key || ') carries park ' || coalesce(t.park_id::text, 'none')
             || ', its order is of park ' || x.park_id as detail
        from ledger_transfers t
        cross join lateral (select ledger_transfer_park(t.order_no, t.refund_no) as park_id) x
       where x.park_id is not null and t.park_id is distinct from x.park_id`,
  },
  {
    rule: 'every transfer has at least two postings summing to zero',
    query: sql`
      select 'transfer ' || t.id || ' (' || t.idempotency_key || '): ' || count(p.id) || ' postings summing to '
             || coalesce(sum(p.amount_fen), 0) || ' fen' as detail
        from ledger_transfers t left join ledger_postings p on p.transfer_id = t.id
       group by t.id, t.idempotency_key
      having count(p.id) < 2 or coalesce(sum(p.amount_fen), 0) <> 0`,
  },
  {
    rule: 'all postings together sum to zero',
    query: sql`
      select 'the ledger sums to ' || sum(amount_fen) || ' fen' as detail
        from ledger_postings having coalesce(sum(amount_fen), 0) <> 0`,
  },
  {
    rule: 'postings stay within their transfer’s dealer',
    query: sql`
      select 'posting ' || p.id || ' of transfer ' || t.id || ' is on an account of dealer ' || a.dealer_id
             || ', not ' || t.dealer_id as detail
        from ledger_postings p
        join ledger_transfers t on t.id = p.transfer_id
        join ledger_accounts a on a.id = p.account_id
       where a.dealer_id <> t.dealer_id`,
  },
  {
    rule: 'each account’s running balance equals the sum of its postings',
    query: sql`
      select 'account ' || a.id || ' (' || a.kind || ') shows ' || a.balance_fen || ' fen but its postings give '
             || coalesce(case a.normal_side when 'debit' then s.total else -s.total end, 0) || ' fen' as detail
        from ledger_accounts a
        left join (select account_id, sum(amount_fen) as total from ledger_postings group by account_id) s
          on s.account_id = a.id
       where a.balance_fen <> coalesce(case a.normal_side when 'debit' then s.total else -s.total end, 0)`,
  },
  {
    rule: 'each posting’s balance after is the balance before it plus its amount, in id order',
    query: sql`
      select 'posting ' || id || ' on account ' || account_id || ' shows ' || coalesce(balance_after_fen::text, 'no balance')
             || ' fen after, the postings before it give ' || expected || ' fen' as detail
        from (
          select p.id, p.account_id, p.balance_after_fen,
                 sum(case a.normal_side when 'debit' then p.amount_fen else -p.amount_fen end)
                   over (partition by p.account_id order by p.id) as expected
            from ledger_postings p join ledger_accounts a on a.id = p.account_id
        ) running
       where balance_after_fen is distinct from expected`,
  },
  {
    rule: 'no wallet is below zero',
    query: sql`
      select 'wallet ' || id || ' of driver ' || driver_id || ' is at ' || balance_fen || ' fen' as detail
        from ledger_accounts where kind = 'driverWallet' and balance_fen < 0`,
  },
];

/** Checks the ledger's own invariants. */
export const checkLedger = (db: Db): Promise<Violation[]> => runChecks(db, LEDGER_CHECKS);
