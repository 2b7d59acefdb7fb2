import { sql } from 'drizzle-orm';
import type { InvariantCheck } from '../ledger';

/**
 * Coupon invariants for `npm run ledger:check` (decision 039): every coupon given came out of a batch's stock and
 * every claim out of a QR code's count (the stock reconciles), and a coupon is used only by a captured payment of
 * the stay it is recorded on, locked only by an order that exists, and a stay has at most one.
 */
export const COUPON_CHECKS: readonly InvariantCheck[] = [
  {
    rule: 'each coupon batch has given exactly as many coupons as its stock says',
    query: sql`
      select 'batch ' || b.id || ' says ' || b.issued || ' given of ' || b.quantity || ' but holds '
             || count(c.id) || ' coupons' as detail
        from coupon_batches b left join coupons c on c.batch_id = b.id
       group by b.id, b.issued, b.quantity
      having b.issued <> count(c.id) or b.issued > b.quantity`,
  },
  {
    rule: 'each QR code has counted exactly the coupons claimed through it',
    query: sql`
      select 'QR code ' || q.id || ' counted ' || q.claims || ' claims but gave ' || count(c.id) as detail
        from coupon_qr_codes q left join coupons c on c.qr_code_id = q.id
       group by q.id, q.claims
      having q.claims <> count(c.id)`,
  },
  {
    rule: 'a used coupon was used by a paid order that settled its stay',
    query: sql`
      select 'coupon ' || c.id || ' is used by order ' || coalesce(c.order_no, 'none') || ' on stay '
             || coalesce(c.session_id::text, 'none') || ', which did not pay that stay' as detail
        from coupons c
       where c.state = 'used' and c.charging_order_no is null
         and not exists (
           select 1 from payment_orders o join payment_order_bills l on l.order_id = o.id
            where o.order_no = c.order_no and o.state = 'paid' and l.session_id = c.session_id
              and l.status = 'settled')`,
  },
  {
    rule: 'a locked coupon is held by an existing order',
    query: sql`
      select 'coupon ' || c.id || ' is locked by ' || coalesce(c.order_no, 'no order') as detail
        from coupons c
       where c.state = 'locked' and c.charging_order_no is null
         and not exists (select 1 from payment_orders o where o.order_no = c.order_no)`,
  },
  {
    // Decision 046: on charging the charging order is the lock; its hold purchase the payment that uses the coupon.
    rule: 'a charging coupon is locked by an unpaid charging order, or used by one whose hold was paid',
    query: sql`
      select 'coupon ' || c.id || ' is ' || c.state || ' on charging order ' || c.charging_order_no
             || ' (' || coalesce(co.state, 'missing') || ')' as detail
        from coupons c left join charging_orders co on co.order_no = c.charging_order_no
       where c.charging_order_no is not null
         and not (c.state = 'locked' and co.state in ('awaitingPayment', 'cancelled', 'failed')
               or c.state = 'used' and co.hold_order_no is not null
                  and co.state in ('starting', 'charging', 'finished', 'settled')
                  and (co.state <> 'settled' or co.discount_fen = c.discount_fen))`,
  },
  {
    rule: 'a stay has at most one coupon used on it',
    query: sql`
      select 'stay ' || session_id || ' has ' || count(*) || ' used coupons' as detail
        from coupons where state = 'used' group by session_id having count(*) > 1`,
  },
];
