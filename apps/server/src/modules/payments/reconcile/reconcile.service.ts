import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentOrders, paymentRefunds } from '../../../db/schema/payments';
import type { PaymentProvider, ProviderName } from '../../../integrations/payments';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { reconcile, type Difference } from './reconcile.domain';

export interface ReconcileReport {
  provider: ProviderName;
  day: string;
  billLines: number;
  /** Sums over the bill's lines, fen. */
  billPaidFen: number;
  billRefundedFen: number;
  differences: Difference[];
}

/** Downloads a provider's bill of one Shanghai business day and compares it with our orders and refunds. */
export async function reconcileDay(db: Db, provider: PaymentProvider, day: string): Promise<ReconcileReport> {
  if (!provider.downloadBill) throw new Error(`${provider.name} offers no daily bill`);
  const lines = await provider.downloadBill(day);
  const from = new Date(`${day}T00:00:00+08:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const orderNos = [...new Set(lines.map((l) => l.orderNo))];
  const refundNos = lines.flatMap((l) => (l.kind === 'refund' && l.refundNo ? [l.refundNo] : []));

  const orders = await db
    .select({
      orderNo: paymentOrders.orderNo,
      state: paymentOrders.state,
      amountFen: paymentOrders.amountFen,
      providerTradeNo: paymentOrders.providerTradeNo,
      paidAt: paymentOrders.paidAt,
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, provider.name),
        or(
          and(gte(paymentOrders.paidAt, from), lt(paymentOrders.paidAt, to)),
          orderNos.length ? inArray(paymentOrders.orderNo, orderNos) : undefined,
        ),
      ),
    );
  const refunds = await db
    .select({
      refundNo: paymentRefunds.refundNo,
      orderNo: paymentOrders.orderNo,
      state: paymentRefunds.state,
      amountFen: paymentRefunds.amountFen,
      succeededAt: paymentRefunds.succeededAt,
    })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
    .where(
      and(
        eq(paymentRefunds.provider, provider.name),
        or(
          and(gte(paymentRefunds.succeededAt, from), lt(paymentRefunds.succeededAt, to)),
          refundNos.length ? inArray(paymentRefunds.refundNo, refundNos) : undefined,
        ),
      ),
    );
  return {
    provider: provider.name,
    day,
    billLines: lines.length,
    billPaidFen: lines.filter((l) => l.kind === 'payment').reduce((sum, l) => sum + l.amountFen, 0),
    billRefundedFen: lines.filter((l) => l.kind === 'refund').reduce((sum, l) => sum + l.amountFen, 0),
    differences: reconcile({ lines, orders, refunds, day, dayOf: shanghaiDay }),
  };
}
