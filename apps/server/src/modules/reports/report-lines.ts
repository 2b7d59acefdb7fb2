import { REPORT_KIND_OF_PURPOSE } from '@parking/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** The Shanghai day of a timestamptz column (UTC+8 all year: no daylight saving), as a date. */
export const shanghaiDayOf = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '8 hours')::date`;

/** The instant a Shanghai day (YYYY-MM-DD) starts. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
export const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const purposeKinds = sql.join(
  Object.entries(REPORT_KIND_OF_PURPOSE).map(([purpose, kind]) => sql`when ${purpose} then ${kind}`),
  sql` `,
);

/** The order of a transfer (`tr`): its own, or its refund's; as `o`, with what a purchase bought as `pp`. */
const orderOf = sql`coalesce(tr.order_no,
      (select ro.order_no from payment_refunds r join payment_orders ro on ro.id = r.order_id where r.refund_no = tr.refund_no))`;
/** Joined: for many transfers at once (the rollup's days), where the planner may hash the orders. */
const orderJoined = sql`
    left join payment_orders o on o.order_no = ${orderOf}
    left join payment_order_purchases pp on pp.order_id = o.id`;
/**
 * Looked up by key for each transfer (lateral, `limit 1` of a unique key): for an export's window, where a join let
 * the planner hash every order of the dealer's history for each window.
 */
const orderByKey = sql`
    left join lateral (select * from payment_orders o0 where o0.order_no = ${orderOf} limit 1) o on true
    left join lateral (select * from payment_order_purchases p0 where p0.order_id = o.id limit 1) pp on true`;

/**
 * One line per ledger transfer of a dealer, with what it was for (decision 093): its Shanghai day, the order it
 * belongs to (a refund's order when the transfer names only the refund), that order's channel, the report kind and
 * the park, and the money it moved:
 * - revenue: the net movement of the dealer's revenue account (credit positive);
 * - top-up: what a recharge put in a wallet;
 * - refunded: what a refund transfer gave back (to the provider's payer or to the wallet);
 * - arrears: of a payment, the part that settled owed bills.
 * The park is the transfer's own (`park_id`, set when it was posted: src/db/custom/ledger-transfer-park.sql).
 * `where` filters `tr`: ledger_transfers, or the rows of `source` (an export's window: a CTE of ledger_transfers'
 * columns).
 */
export function transferLines(where: SQL, source?: SQL): SQL {
  return sql`
    select tr.id, tr.dealer_id, tr.occurred_at, tr.kind as transfer_kind, ${shanghaiDayOf(sql`tr.occurred_at`)} as day,
      o.order_no, tr.refund_no,
      coalesce(o.channel, 0)::int as channel,
      case o.kind when 'bills' then 'parking' when 'recharge' then 'topUp'
        when 'purchase' then case pp.purpose ${purposeKinds} else 'other' end
        else 'other' end as kind,
      tr.park_id,
      m.revenue_fen, m.top_up_fen, m.refunded_fen,
      case when tr.kind in ('capture', 'balancePayment') and o.kind = 'bills' then
        (select coalesce(sum(b.amount_fen), 0) from payment_order_bills b
          where b.order_id = o.id and b.is_arrears and b.status = 'settled')::bigint
        else 0 end as arrears_fen
    from ${source ?? sql`ledger_transfers`} tr
    ${source ? orderByKey : orderJoined}
    cross join lateral (
      select
        coalesce(-sum(p.amount_fen) filter (where a.kind = 'dealerRevenue'), 0)::bigint as revenue_fen,
        (case when tr.kind = 'recharge'
          then coalesce(-sum(p.amount_fen) filter (where a.kind = 'driverWallet'), 0) else 0 end)::bigint as top_up_fen,
        (case when tr.kind = 'refund'
          then coalesce(-sum(p.amount_fen) filter (where p.amount_fen < 0), 0) else 0 end)::bigint as refunded_fen
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where p.transfer_id = tr.id
    ) m
    where ${where}`;
}
