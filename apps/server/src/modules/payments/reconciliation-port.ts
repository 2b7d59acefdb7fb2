import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, sandboxTrades } from '../../db/schema/payments';

/** Payments' port for reconciliation (decision 095): our orders' dealers, and the sandbox's bill for the demo. */
export const reconciliationPort = {
  /** The dealer of each of our orders among `orderNos` (a number we do not know has none). */
  async dealersOfOrders(db: Db, orderNos: readonly string[]): Promise<Map<string, string>> {
    const dealers = new Map<string, string>();
    const unique = [...new Set(orderNos)];
    if (unique.length === 0) return dealers;
    const rows = await db
      .select({ orderNo: paymentOrders.orderNo, dealerId: paymentOrders.dealerId })
      .from(paymentOrders)
      .where(inArray(paymentOrders.orderNo, unique));
    for (const r of rows) dealers.set(r.orderNo, r.dealerId);
    return dealers;
  },

  /** Demo only: the sandbox's bill names another amount for one of its paid trades (undefined: no such paid trade). */
  async misstateSandboxTrade(db: Db, orderNo: string, amountFen: number): Promise<{ orderNo: string } | undefined> {
    const [row] = await db
      .update(sandboxTrades)
      .set({ amountFen })
      .where(and(eq(sandboxTrades.orderNo, orderNo), eq(sandboxTrades.state, 'SUCCESS')))
      .returning({ orderNo: sandboxTrades.orderNo });
    return row;
  },
};
