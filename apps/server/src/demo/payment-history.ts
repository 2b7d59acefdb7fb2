import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { createLedgerRepository } from '../modules/ledger';
import { DEMO_OPS_PARKS } from './parking-parks';

/** Days of paid stays before the first start's day. */
export const DEMO_HISTORY_DAYS = 21;
/** Paid stays per park and day. */
export const DEMO_HISTORY_STAYS_A_DAY = 6;
/** The demo history's order numbers start so (a real order's never does). */
export const DEMO_HISTORY_ORDER_PREFIX = 'DEMOH';

/**
 * A payment history for the money desk (issue 40): the DEMO_HISTORY_DAYS days before the first start, at every demo
 * park, DEMO_HISTORY_STAYS_A_DAY paid stays a day, paid by WeChat Pay or Alipay: the rows a captured bill payment
 * writes (the stay left and paid, its payment, the paid order and its settled bill, the ledger's capture crediting the
 * dealer's revenue, through the ledger's triggers), set-wise so a start stays quick. Deterministic: ids, plates,
 * times and amounts follow from the park, the day's number and the stay's; written once (a later start leaves it).
 */
export async function seedPaymentHistoryDemo(db: Db, clock: Clock): Promise<void> {
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from payment_orders where order_no like ${`${DEMO_HISTORY_ORDER_PREFIX}%`} limit 1`,
  );
  if (done) return;
  const today = new Date(`${shanghaiDay(clock.now())}T00:00:00+08:00`);
  await db.transaction(async (tx) => {
    const accounts = createLedgerRepository(tx);
    for (const dealerId of new Set(DEMO_OPS_PARKS.map((p) => p.dealerId))) {
      const revenue = await accounts.accountId(dealerId, { kind: 'dealerRevenue' });
      const wechatpay = await accounts.accountId(dealerId, { kind: 'providerClearing', provider: 'wechatpay' });
      const alipay = await accounts.accountId(dealerId, { kind: 'providerClearing', provider: 'alipay' });
      const parks = DEMO_OPS_PARKS.filter((p) => p.dealerId === dealerId);
      const parkRows = sql.join(
        parks.map((p) => sql`(${p.id}::uuid, ${p.ruleId}::uuid, ${DEMO_OPS_PARKS.indexOf(p) + 1}::int)`),
        sql`, `,
      );
      const plateHead = dealerId === '320500' ? '苏E' : '浙A';
      // g: one stay; its park, day (1 = the first), hour and amount follow from it.
      const stays = sql`
        select k.park_id, k.rule_id, g, d, n,
          md5('demo-history:' || k.park_id || ':' || d || ':' || n)::uuid as id,
          ${DEMO_HISTORY_ORDER_PREFIX} || to_char(${today.toISOString()}::timestamptz - (${DEMO_HISTORY_DAYS} - d + 1) * interval '1 day'
            + interval '8 hours', 'YYYYMMDD') || lpad(k.ix::text, 2, '0') || lpad(n::text, 3, '0') as order_no,
          ${plateHead} || upper(substr(md5('plate' || k.park_id || g), 1, 5)) as plate_no,
          ${today.toISOString()}::timestamptz - (${DEMO_HISTORY_DAYS} - d + 1) * interval '1 day'
            + (7 + (n * 5 + d * 3) % 14) * interval '1 hour' + ((g * 17) % 60) * interval '1 minute' as exited_at,
          (2 + (g * 7) % 5 * 30 + (g * 13) % 50) * interval '1 minute' as stayed,
          (300 + ((g * 37) % 13) * 100)::bigint as amount_fen,
          case when (g + d) % 3 = 0 then 3 else 2 end as channel
        from (values ${parkRows}) k(park_id, rule_id, ix),
          generate_series(1, ${DEMO_HISTORY_DAYS}) d, generate_series(1, ${DEMO_HISTORY_STAYS_A_DAY}) n,
          lateral (select (k.ix * 1000 + d) * 100 + n as g) gg`;
      await tx.execute(sql`insert into parking_sessions (id, dealer_id, park_id, fee_rule_id, plate_no, state, entered_at,
          exited_at, total_fen, paid_fen, paid_at)
        select id, ${dealerId}, park_id, rule_id, plate_no, 'left', exited_at - stayed, exited_at, amount_fen, amount_fen,
          exited_at - interval '5 minutes'
        from (${stays}) s on conflict do nothing`);
      await tx.execute(sql`insert into payment_orders (id, order_no, dealer_id, kind, channel, provider, scene, amount_fen,
          state, description, paid_at, expires_at, created_at)
        select md5('o' || id)::uuid, order_no, ${dealerId}, 'bills', channel,
          case channel when 2 then 'alipay' else 'wechatpay' end, 'jsapi', amount_fen, 'paid', '停车费',
          exited_at - interval '5 minutes', exited_at + interval '10 minutes', exited_at - interval '6 minutes'
        from (${stays}) s on conflict do nothing`);
      await tx.execute(sql`insert into payment_order_bills (order_id, session_id, dealer_id, amount_fen, base_paid_fen,
          is_arrears, status)
        select md5('o' || id)::uuid, id, ${dealerId}, amount_fen, 0, false, 'settled' from (${stays}) s
        on conflict do nothing`);
      await tx.execute(sql`insert into parking_payments (session_id, dealer_id, payment_ref, amount_fen, channel, paid_at)
        select id, ${dealerId}, order_no || ':' || id, amount_fen, channel, exited_at - interval '5 minutes'
        from (${stays}) s on conflict do nothing`);
      // The captures, in time order (the accounts' running balances follow the postings' order).
      await tx.execute(sql`insert into ledger_transfers (id, dealer_id, idempotency_key, kind, order_no, park_id, memo,
          occurred_at)
        select md5('t' || id)::uuid, ${dealerId}, 'capture:' || order_no, 'capture', order_no, park_id, '停车费支付',
          exited_at - interval '5 minutes'
        from (${stays}) s order by exited_at on conflict do nothing`);
      await tx.execute(sql`insert into ledger_postings (transfer_id, account_id, amount_fen)
        select md5('t' || s.id)::uuid, x.account, x.amount from (${stays}) s,
          lateral (values (case s.channel when 2 then ${alipay} else ${wechatpay} end::uuid, s.amount_fen),
                          (${revenue}::uuid, -s.amount_fen)) as x(account, amount)
        order by s.exited_at, x.amount desc`);
    }
  });
}
