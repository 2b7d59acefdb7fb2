import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runChecks, type InvariantCheck, type Violation } from '../ledger';

/**
 * Invariants between orders, refunds, the ledger and the parking stays they pay (`npm run ledger:check` runs them
 * with the ledger's own). Each query returns one row per violation.
 */
export const PAYMENT_CHECKS: readonly InvariantCheck[] = [
  {
    rule: 'every paid wallet order has exactly one capture (or recharge) transfer, for its amount',
    query: sql`
      select 'order ' || o.order_no || ' (' || o.amount_fen || ' fen) has ' || count(distinct t.id)
             || ' capture transfers debiting clearing ' || coalesce(sum(p.amount_fen) filter (where p.amount_fen > 0), 0) || ' fen' as detail
        from payment_orders o
        left join ledger_transfers t on t.order_no = o.order_no and t.kind in ('capture', 'recharge')
        left join ledger_postings p on p.transfer_id = t.id
       where o.state = 'paid' and o.provider not in ('balance', 'coupon')
       group by o.order_no, o.amount_fen
      having count(distinct t.id) <> 1 or coalesce(sum(p.amount_fen) filter (where p.amount_fen > 0), 0) <> o.amount_fen`,
  },
  {
    rule: 'every paid balance order has exactly one balance payment transfer',
    query: sql`
      select 'order ' || o.order_no || ' has ' || count(t.id) || ' balance transfers' as detail
        from payment_orders o left join ledger_transfers t on t.order_no = o.order_no and t.kind = 'balancePayment'
       where o.state = 'paid' and o.provider = 'balance'
       group by o.order_no having count(t.id) <> 1`,
  },
  {
    rule: 'no money is recorded for an order that is not paid',
    query: sql`
      select 'transfer ' || t.idempotency_key || ' belongs to order ' || t.order_no || ' which is ' || coalesce(o.state, 'missing') as detail
        from ledger_transfers t left join payment_orders o on o.order_no = t.order_no
       where t.kind in ('capture', 'balancePayment') and (o.state is distinct from 'paid')
          or t.kind = 'recharge' and t.order_no is not null and (o.state is distinct from 'paid' or o.kind <> 'recharge')`,
  },
  {
    rule: 'every succeeded refund has exactly one reversal transfer, and no other refund has any',
    query: sql`
      select 'refund ' || r.refund_no || ' is ' || r.state || ' with ' || count(t.id) || ' reversal transfers' as detail
        from payment_refunds r
        left join ledger_transfers t on t.refund_no = r.refund_no and t.kind = 'refund'
       group by r.refund_no, r.state
      having count(t.id) <> case when r.state = 'succeeded' then 1 else 0 end`,
  },
  {
    rule: 'every reversal transfer belongs to a refund',
    query: sql`
      select 'reversal ' || t.idempotency_key || ' names no refund' as detail
        from ledger_transfers t left join payment_refunds r on r.refund_no = t.refund_no
       where t.kind = 'refund' and r.refund_no is null`,
  },
  {
    rule: 'a paid order splits into settled bills and refunds, to the fen',
    query: sql`
      select 'order ' || o.order_no || ': ' || o.amount_fen || ' fen paid, ' || coalesce(sum(b.amount_fen) filter (where b.status = 'settled'), 0)
             || ' settled + ' || coalesce(sum(b.amount_fen) filter (where b.status = 'duplicate'), 0) || ' to refund' as detail
        from payment_orders o join payment_order_bills b on b.order_id = o.id
       where o.state = 'paid'
       group by o.id, o.order_no, o.amount_fen
      having coalesce(sum(b.amount_fen) filter (where b.status in ('settled', 'duplicate')), 0) <> o.amount_fen
          or coalesce(sum(b.amount_fen) filter (where b.status = 'duplicate'), 0)
             <> coalesce((select sum(r.amount_fen) from payment_refunds r where r.order_id = o.id and r.reason not in ('appeal', 'operator')), 0)`,
  },
  {
    rule: 'appeal refunds of an order stay within what it settled',
    query: sql`
      select 'order ' || o.order_no || ': ' || sum(r.amount_fen) || ' fen refunded by appeals' as detail
        from payment_orders o join payment_refunds r on r.order_id = o.id and r.reason = 'appeal'
       group by o.id, o.order_no
      having sum(r.amount_fen) > coalesce((select sum(b.amount_fen) from payment_order_bills b
                                            where b.order_id = o.id and b.status = 'settled'), 0)`,
  },
  {
    rule: 'each settled bill was applied to its parking stay once, for its amount',
    query: sql`
      select 'order ' || o.order_no || ' settled stay ' || b.session_id || ' with ' || b.amount_fen
             || ' fen but the stay shows ' || coalesce(pp.amount_fen::text, 'no payment') as detail
        from payment_order_bills b
        join payment_orders o on o.id = b.order_id
        left join parking_payments pp on pp.payment_ref = o.order_no || ':' || b.session_id
       where b.status = 'settled' and b.amount_fen > 0 and (pp.amount_fen is distinct from b.amount_fen)`,
  },
  {
    rule: 'no stay shows a payment from an order that did not settle it',
    query: sql`
      select 'stay ' || pp.session_id || ' shows payment ' || pp.payment_ref || ' not settled by its order' as detail
        from parking_payments pp
        join payment_orders o on pp.payment_ref like o.order_no || ':%'
        left join payment_order_bills b on b.order_id = o.id and b.session_id = pp.session_id and b.status = 'settled'
       where b.order_id is null`,
  },
  {
    rule: 'a stay’s paid amount is the sum of its payments',
    query: sql`
      select 'stay ' || s.id || ' shows ' || s.paid_fen || ' fen paid, its payments sum to ' || coalesce(sum(pp.amount_fen), 0) as detail
        from parking_sessions s left join parking_payments pp on pp.session_id = s.id
       group by s.id, s.paid_fen having s.paid_fen <> coalesce(sum(pp.amount_fen), 0)`,
  },
  {
    rule: 'a paid purchase was delivered, or refused with its whole amount owed back; an unpaid one was not delivered',
    query: sql`
      select 'purchase order ' || o.order_no || ' is ' || o.state || ', its purchase ' || p.state || ', '
             || coalesce(sum(r.amount_fen) filter (where r.reason = 'undeliverable'), 0) || ' fen refunded as undeliverable' as detail
        from payment_orders o
        join payment_order_purchases p on p.order_id = o.id
        left join payment_refunds r on r.order_id = o.id
       where o.kind = 'purchase'
       group by o.id, o.order_no, o.state, o.amount_fen, o.provider, p.state
      having (o.state = 'paid') <> (p.state in ('fulfilled', 'refused'))
          or coalesce(sum(r.amount_fen) filter (where r.reason = 'undeliverable'), 0)
             <> case when p.state = 'refused' and o.provider <> 'balance' then o.amount_fen else 0 end`,
  },
  {
    rule: 'a purchase gives back at most what was paid for it',
    query: sql`
      select 'purchase order ' || o.order_no || ' of ' || o.amount_fen || ' fen has ' || sum(r.amount_fen) || ' fen refunded' as detail
        from payment_orders o join payment_refunds r on r.order_id = o.id and r.state <> 'cancelled'
       where o.kind = 'purchase'
       group by o.id, o.order_no, o.amount_fen having sum(r.amount_fen) > o.amount_fen`,
  },
  {
    rule: 'an order gives back at most what was paid for it (operator refunds included, decision 092)',
    query: sql`
      select 'order ' || o.order_no || ' of ' || o.amount_fen || ' fen has ' || sum(r.amount_fen) || ' fen refunded' as detail
        from payment_orders o join payment_refunds r on r.order_id = o.id and r.state <> 'cancelled'
       where exists (select 1 from payment_refunds x where x.order_id = o.id and x.reason = 'operator')
       group by o.id, o.order_no, o.amount_fen having sum(r.amount_fen) > o.amount_fen`,
  },
  {
    rule: 'refunds payable equals the refunds not yet made',
    query: sql`
      select 'dealer ' || d.id || ': refunds payable ' || coalesce(a.balance_fen, 0) || ' fen, refunds outstanding '
             || coalesce(r.outstanding, 0) || ' fen' as detail
        from dealers d
        left join ledger_accounts a on a.dealer_id = d.id and a.kind = 'refundsPayable'
        left join (select dealer_id, sum(amount_fen) as outstanding from payment_refunds
                    where state not in ('succeeded', 'cancelled') group by dealer_id) r
          on r.dealer_id = d.id
       where coalesce(a.balance_fen, 0) <> coalesce(r.outstanding, 0)`,
  },
];

/** The payments invariants, for tests and `npm run ledger:check`. */
export const checkPayments = (db: Db): Promise<Violation[]> => runChecks(db, PAYMENT_CHECKS);
