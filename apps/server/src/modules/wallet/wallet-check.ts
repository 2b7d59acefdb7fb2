import { WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runChecks, type InvariantCheck, type Violation } from '../ledger';

/** What was refunded of recharge `o` because the wallet could not hold it (a correlated subquery on `o`). */
const capRefunded = sql`coalesce((select sum(r.amount_fen) from payment_refunds r
                                   where r.order_id = o.id and r.reason = 'walletCap'), 0)`;

/**
 * Invariants of the wallet — its cap, and withdrawals against refunds, recharges and the ledger — run with the
 * ledger's and the payments' own by the tests and `ledger:check`. Each query returns one row per violation.
 */
export const WALLET_CHECKS: readonly InvariantCheck[] = [
  {
    rule: 'a withdrawal is the sum of its parts',
    query: sql`
      select 'withdrawal ' || w.id || ' of ' || w.amount_fen || ' fen has parts summing to '
             || coalesce(sum(p.amount_fen), 0) || ' fen' as detail
        from wallet_withdrawals w left join wallet_withdrawal_parts p on p.withdrawal_id = w.id
       group by w.id, w.amount_fen having coalesce(sum(p.amount_fen), 0) <> w.amount_fen`,
  },
  {
    rule: 'a withdrawal took its amount out of its driver’s wallet once',
    query: sql`
      select 'withdrawal ' || w.id || ' shows ' || count(pp.id) || ' wallet debits of ' || coalesce(sum(pp.amount_fen), 0)
             || ' fen for ' || w.amount_fen || ' fen' as detail
        from wallet_withdrawals w
        left join ledger_transfers t on t.idempotency_key = 'withdrawal:' || w.id
        left join ledger_postings pp on pp.transfer_id = t.id
          and pp.account_id = (select a.id from ledger_accounts a
                                where a.kind = 'driverWallet' and a.driver_id = w.driver_id and a.dealer_id = w.dealer_id)
       group by w.id, w.amount_fen having count(pp.id) <> 1 or coalesce(sum(pp.amount_fen), 0) <> w.amount_fen`,
  },
  {
    rule: 'a part is a withdrawal refund of its own recharge, for its amount',
    query: sql`
      select 'part ' || p.id || ' names refund ' || p.refund_no || ' which is ' || coalesce(r.reason, 'missing') || ' of '
             || coalesce(r.amount_fen, 0) || ' fen on another order or amount' as detail
        from wallet_withdrawal_parts p
        left join payment_refunds r on r.refund_no = p.refund_no
        left join payment_orders o on o.id = p.order_id
       where r.refund_no is null or r.reason <> 'withdrawal' or r.order_id <> p.order_id
          or r.amount_fen <> p.amount_fen or o.kind <> 'recharge' or o.driver_id <> p.driver_id`,
  },
  {
    rule: 'a part put back in the wallet has its refund cancelled and one return transfer; no other part has either',
    query: sql`
      select 'part ' || p.id || ' (returned: ' || (p.returned_at is not null) || ') has refund ' || r.state || ' and '
             || count(t.id) || ' return transfers' as detail
        from wallet_withdrawal_parts p
        join payment_refunds r on r.refund_no = p.refund_no
        left join ledger_transfers t on t.idempotency_key = 'withdrawal-return:' || p.withdrawal_id || ':' || p.id
       group by p.id, p.returned_at, r.state
      having count(t.id) <> case when p.returned_at is null then 0 else 1 end
          or (r.state = 'cancelled') <> (p.returned_at is not null)`,
  },
  {
    rule: 'no recharge is withdrawn beyond its amount (nor at all when it went back for the cap)',
    query: sql`
      select 'recharge ' || o.order_no || ' of ' || o.amount_fen || ' fen has ' || sum(p.amount_fen) || ' fen withdrawn'
             || ' and ' || max(${capRefunded}) || ' fen refunded for the cap' as detail
        from payment_orders o join wallet_withdrawal_parts p on p.order_id = o.id and p.returned_at is null
       group by o.id, o.order_no, o.amount_fen having sum(p.amount_fen) + max(${capRefunded}) > o.amount_fen`,
  },
  {
    rule: 'no wallet holds more than the cap',
    query: sql`
      select 'wallet of driver ' || a.driver_id || ' at dealer ' || a.dealer_id || ' holds ' || a.balance_fen
             || ' fen, above the cap of ' || ${WALLET_MAX_BALANCE_FEN}::int || ' fen' as detail
        from ledger_accounts a
       where a.kind = 'driverWallet' and a.balance_fen > ${WALLET_MAX_BALANCE_FEN}::int`,
  },
  {
    rule: 'a paid recharge is credited to its driver’s wallet or refunded whole for the cap, not both',
    query: sql`
      select 'recharge ' || x.order_no || ' of ' || x.amount_fen || ' fen credited ' || x.credited || ' fen to the wallet and '
             || x.refunded || ' fen refunded for the cap' as detail
        from (select o.order_no, o.amount_fen, ${capRefunded} as refunded,
                     coalesce((select -sum(p.amount_fen) from ledger_transfers t
                                 join ledger_postings p on p.transfer_id = t.id
                                 join ledger_accounts a on a.id = p.account_id
                                  and a.kind = 'driverWallet' and a.driver_id = o.driver_id
                                where t.idempotency_key = 'capture:' || o.order_no), 0) as credited
                from payment_orders o where o.kind = 'recharge' and o.state = 'paid') x
       where not ((x.credited = x.amount_fen and x.refunded = 0) or (x.credited = 0 and x.refunded = x.amount_fen))`,
  },
  {
    rule: 'every withdrawal refund belongs to a withdrawal part',
    query: sql`
      select 'refund ' || r.refund_no || ' is a withdrawal refund of no part' as detail
        from payment_refunds r left join wallet_withdrawal_parts p on p.refund_no = r.refund_no
       where r.reason = 'withdrawal' and p.id is null`,
  },
];

export const checkWallet = (db: Db): Promise<Violation[]> => runChecks(db, WALLET_CHECKS);
