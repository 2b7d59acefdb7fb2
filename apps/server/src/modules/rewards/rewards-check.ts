import { sql } from 'drizzle-orm';
import type { InvariantCheck } from '../ledger';

/**
 * Reward invariants for `npm run ledger:check` (decision 052). Gold coins buy only coupons, which are not money
 * (decision 039), so they are not posted to the money ledger; their own journal reconciles instead: every balance is
 * the sum of its movements, every coin earned comes from one paid order, every redemption gave one coupon, and an
 * invite is rewarded with exactly its two coupons.
 */
export const REWARD_CHECKS: readonly InvariantCheck[] = [
  {
    rule: 'each gold balance is the sum of its movements',
    query: sql`
      select 'driver ' || coalesce(a.driver_id, m.driver_id) || ' holds ' || coalesce(a.balance, 0)
             || ' coins but its movements sum to ' || coalesce(m.total, 0) as detail
        from gold_accounts a
        full join (select driver_id, sum(coins)::bigint as total from gold_movements group by driver_id) m
          on m.driver_id = a.driver_id
       where coalesce(a.balance, 0) <> coalesce(m.total, 0)`,
  },
  {
    rule: 'coins are earned only by a paid order of the driver who earned them',
    query: sql`
      select 'movement ' || g.id || ' earned ' || g.coins || ' coins by order ' || g.order_no as detail
        from gold_movements g
       where g.kind = 'earn'
         and not exists (select 1 from payment_orders o where o.order_no = g.order_no and o.state = 'paid'
                           and o.driver_id = g.driver_id and o.amount_fen > 0)`,
  },
  {
    rule: 'each redemption gave the redeeming driver one coupon, recorded as its grant',
    query: sql`
      select 'redemption ' || g.id || ' of driver ' || g.driver_id || ' has no coupon of its own' as detail
        from gold_movements g
       where g.kind = 'redeem'
         and not exists (select 1 from reward_grants r join coupons c on c.id = r.coupon_id
                          where r.reason = 'gold' and r.ref = g.id::text and r.coupon_id = g.coupon_id
                            and c.driver_id = g.driver_id)`,
  },
  {
    rule: 'a rewarded invite gave exactly its two coupons, a pending one none',
    query: sql`
      select 'invite ' || i.id || ' is ' || i.state || ' with ' || count(r.id) || ' coupons' as detail
        from invites i left join reward_grants r on r.ref = i.id::text and r.reason in ('inviter', 'invitee')
       group by i.id, i.state
      having count(r.id) <> case i.state when 'rewarded' then 2 else 0 end`,
  },
  {
    rule: 'every reward coupon is held by the driver it was granted to',
    query: sql`
      select 'grant ' || r.id || ' (' || r.reason || ') gave coupon ' || r.coupon_id || ' held by '
             || coalesce(c.driver_id::text, 'nobody') as detail
        from reward_grants r join coupons c on c.id = r.coupon_id
       where c.driver_id is distinct from r.driver_id`,
  },
];
