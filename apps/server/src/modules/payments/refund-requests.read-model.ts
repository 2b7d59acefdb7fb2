import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { RefundRequestQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { parkingSessions } from '../../db/schema/parking';
import { paymentOrderBills, paymentOrders, refundRequests } from '../../db/schema/payments';

/** Matches no park: an `in` list that must not be empty (a park-scoped operator with no park sees nothing). */
const NO_PARK = '00000000-0000-0000-0000-000000000000';

/**
 * The refund desk's list, a declared read model (decision 095, READ_MODELS): refund requests with their orders, newest
 * first; for a park-scoped operator (`parkScope`) only the orders that paid a stay in those parks. That filter is on
 * parking's stays inside the one paged query, so it reads parking's table; it writes nothing.
 */
export async function refundRequestsPage(
  db: Db,
  filter: {
    dealerId: string;
    state?: RefundRequestQuery['state'] | undefined;
    orderNo?: string | undefined;
    parkScope?: readonly string[] | undefined;
  },
  paging: { pageNo: number; pageSize: number },
) {
  const scope = filter.parkScope;
  const where = and(
    eq(refundRequests.dealerId, filter.dealerId),
    filter.state ? eq(refundRequests.state, filter.state) : undefined,
    filter.orderNo ? eq(paymentOrders.orderNo, filter.orderNo) : undefined,
    scope
      ? exists(
          db
            .select({ one: sql`1` })
            .from(paymentOrderBills)
            .innerJoin(parkingSessions, eq(parkingSessions.id, paymentOrderBills.sessionId))
            .where(
              and(
                eq(paymentOrderBills.orderId, refundRequests.orderId),
                inArray(parkingSessions.parkId, scope.length ? [...scope] : [NO_PARK]),
              ),
            ),
        )
      : undefined,
  );
  const rows = await db
    .select({ request: refundRequests, order: paymentOrders })
    .from(refundRequests)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refundRequests.orderId))
    .where(where)
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db
    .select({ n: count() })
    .from(refundRequests)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refundRequests.orderId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
