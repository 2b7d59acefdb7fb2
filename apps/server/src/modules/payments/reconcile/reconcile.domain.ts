import type { BillLine } from '../../../integrations/payments';

/** One of our orders as reconciliation sees it. */
export interface OurOrder {
  orderNo: string;
  state: string;
  amountFen: number;
  providerTradeNo: string | null;
  paidAt: Date | null;
}

/** One of our refunds as reconciliation sees it. */
export interface OurRefund {
  refundNo: string;
  orderNo: string;
  state: string;
  amountFen: number;
  succeededAt: Date | null;
}

export type DifferenceKind =
  /** The provider took money for an order we do not know. */
  | 'unknownOrder'
  /** The provider took money; our order is not paid (a capture is missing: the sweeper should have got it). */
  | 'notCaptured'
  /** We captured an order the provider's bill of that day does not list. */
  | 'missingAtProvider'
  /** Both sides list the payment, with different amounts. */
  | 'amountMismatch'
  /** Both sides list the payment, with different provider trade numbers. */
  | 'tradeNoMismatch'
  /** The bill lists a refund we never asked for. */
  | 'unknownRefund'
  /** The provider refunded; our refund is not recorded as done yet. */
  | 'refundNotRecorded'
  /** We recorded a refund as done that day; the provider's bill does not list it. */
  | 'refundMissingAtProvider'
  | 'refundAmountMismatch';

export interface Difference {
  kind: DifferenceKind;
  orderNo: string;
  refundNo?: string;
  /** Fen on the provider's side, when it lists it. */
  providerFen?: number;
  /** Fen on our side, when we have it. */
  ourFen?: number;
  detail: string;
}

export interface ReconcileInput {
  /** The provider's bill lines of the day. */
  lines: readonly BillLine[];
  /** Our orders paid through this provider that day, and every order the bill names (whatever their day or state). */
  orders: readonly OurOrder[];
  /** Our refunds through this provider done that day, and every refund the bill names. */
  refunds: readonly OurRefund[];
  /** The business day (Asia/Shanghai) being reconciled, and how to tell the day of an instant. */
  day: string;
  dayOf: (at: Date) => string;
}

/**
 * Compares a provider's daily bill with our books and lists every difference. Pure: the same inputs give the same
 * report, in a stable order (payments, then refunds, each by order number).
 */
export function reconcile({ lines, orders, refunds, day, dayOf }: ReconcileInput): Difference[] {
  const differences: Difference[] = [];
  const ordersByNo = new Map(orders.map((o) => [o.orderNo, o]));
  const refundsByNo = new Map(refunds.map((r) => [r.refundNo, r]));
  const billPayments = new Map<string, BillLine>();
  const billRefunds = new Map<string, BillLine>();
  for (const line of lines) {
    if (line.kind === 'payment') billPayments.set(line.orderNo, line);
    else billRefunds.set(line.refundNo ?? `${line.orderNo}#refund`, line);
  }

  for (const line of [...billPayments.values()].sort((a, b) => a.orderNo.localeCompare(b.orderNo))) {
    const ours = ordersByNo.get(line.orderNo);
    const base = { orderNo: line.orderNo, providerFen: line.amountFen };
    if (!ours) {
      differences.push({
        kind: 'unknownOrder',
        ...base,
        detail: `provider trade ${line.providerTradeNo} is not our order`,
      });
      continue;
    }
    if (ours.state !== 'paid') {
      differences.push({
        kind: 'notCaptured',
        ...base,
        ourFen: ours.amountFen,
        detail: `paid at the provider, ${ours.state} in our books`,
      });
      continue;
    }
    if (ours.amountFen !== line.amountFen) {
      differences.push({ kind: 'amountMismatch', ...base, ourFen: ours.amountFen, detail: 'amounts differ' });
    }
    if (ours.providerTradeNo && ours.providerTradeNo !== line.providerTradeNo) {
      differences.push({
        kind: 'tradeNoMismatch',
        ...base,
        ourFen: ours.amountFen,
        detail: `we recorded trade ${ours.providerTradeNo}, the bill says ${line.providerTradeNo}`,
      });
    }
  }
  for (const ours of [...orders].sort((a, b) => a.orderNo.localeCompare(b.orderNo))) {
    if (ours.state !== 'paid' || !ours.paidAt || dayOf(ours.paidAt) !== day || billPayments.has(ours.orderNo)) continue;
    differences.push({
      kind: 'missingAtProvider',
      orderNo: ours.orderNo,
      ourFen: ours.amountFen,
      detail: `captured at ${ours.paidAt.toISOString()}, not in the provider's bill of ${day}`,
    });
  }

  for (const [refundNo, line] of [...billRefunds.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const ours = refundsByNo.get(refundNo);
    const base = { orderNo: line.orderNo, refundNo, providerFen: line.amountFen };
    if (!ours) {
      differences.push({ kind: 'unknownRefund', ...base, detail: 'the provider refunded money we never asked back' });
    } else if (ours.amountFen !== line.amountFen) {
      differences.push({
        kind: 'refundAmountMismatch',
        ...base,
        ourFen: ours.amountFen,
        detail: 'refund amounts differ',
      });
    } else if (ours.state !== 'succeeded') {
      differences.push({
        kind: 'refundNotRecorded',
        ...base,
        ourFen: ours.amountFen,
        detail: `refund is ${ours.state} in our books`,
      });
    }
  }
  for (const ours of [...refunds].sort((a, b) => a.refundNo.localeCompare(b.refundNo))) {
    if (ours.state !== 'succeeded' || !ours.succeededAt || dayOf(ours.succeededAt) !== day) continue;
    if (billRefunds.has(ours.refundNo)) continue;
    differences.push({
      kind: 'refundMissingAtProvider',
      orderNo: ours.orderNo,
      refundNo: ours.refundNo,
      ourFen: ours.amountFen,
      detail: `recorded as refunded on ${day}, not in the provider's bill (accepted the day before?)`,
    });
  }
  return differences;
}
