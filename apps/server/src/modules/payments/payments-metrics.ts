import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { ageBucketSql, byStateAndAge, type GaugeSource } from '../../observability/metrics';

type Counted = { state: string; bucket: number; n: number };

/**
 * The payments' gauges for /metrics (decision 079), each an indexed count of the rows still waiting: orders not yet
 * paid or closed (`pending`), orders closed here but not yet at the provider (`closing`), and refunds not yet done,
 * by how long they have waited. Paid and closed orders are counted by the request counters, not here.
 */
export function paymentGauges(db: Db, clock: Clock): GaugeSource[] {
  const age = (column: string) => sql.raw(ageBucketSql(`extract(epoch from (now_at.t - ${column}))`));
  const now = () => sql`(select ${clock.now().toISOString()}::timestamptz as t) now_at`;
  /** A gauge of rows waiting, by state and age; `counts` is built at each scrape, against that moment's clock. */
  const waiting = (name: string, help: string, states: string[], counts: () => SQL): GaugeSource => ({
    name,
    help,
    labelNames: ['state', 'age'],
    read: async () => byStateAndAge(states, await queryRows<Counted>(db, counts())),
  });
  return [
    waiting(
      'parking_payment_orders_waiting',
      'Payment orders waiting: pending (not paid or closed yet), closing (closed here, not at the provider), by age',
      ['pending', 'closing'],
      () =>
        sql`select 'pending' as state, ${age('created_at')} as bucket, count(*)::int as n
              from payment_orders, ${now()} where state = 'pending' group by 2
            union all
            select 'closing', ${age('closed_at')}, count(*)::int
              from payment_orders, ${now()} where state = 'closed' and provider_closed_at is null group by 2`,
    ),
    waiting(
      'parking_payment_refunds_pending',
      'Refunds not yet done: pending (to ask the provider) and processing (asked), by age',
      ['pending', 'processing'],
      () =>
        sql`select state, ${age('created_at')} as bucket, count(*)::int as n
            from payment_refunds, ${now()} where state in ('pending', 'processing') group by 1, 2`,
    ),
  ];
}
