import { BAG_PURCHASE, SHARING_PURCHASE, type OrderBill, type OrderStatus } from '@parking/contracts';
import * as screen from '../../../lib/screen-paths.gen';

/** What a result page shows, from the server's word on the order (never from how the browser came back). */
export type ResultView =
  /** Not final yet: still asking. `cancelled`: the payer closed the sheet (the order may still be paid elsewhere). */
  | { kind: 'checking'; cancelled: boolean }
  /** Not final after a long wait: offer to check again. */
  | { kind: 'slow' }
  | {
      kind: 'paid';
      amountFen: number;
      /** Part of the money going back (bills paid by another payment first), and how far that is. */
      refundFen: number;
      refundState: OrderStatus['refundState'];
      /** A car this order paid waits at an exit lane: the gate opens at its next read (/BarrierRslt). */
      atExitLane: boolean;
      /** Leave by then without paying more (ISO), for cars still in the park. */
      leaveBy: string | null;
    }
  | { kind: 'closed' }
  /**
   * Paid, but the purchase could no longer be delivered when the money came in (the plan's last space, the share's
   * window or the booking taken meanwhile): the whole amount goes back, and how far that is.
   */
  | { kind: 'refused'; amountFen: number; refundFen: number; refundState: OrderStatus['refundState'] };

const stillInPark = (bill: OrderBill) => bill.sessionState === 'parked' || bill.sessionState === 'awaitingPayment';

/** The earliest grace deadline among the paid bills of cars still in the park. */
function leaveByOf(bills: readonly OrderBill[]): string | null {
  const deadlines = bills
    .filter((b) => b.settled && stillInPark(b) && b.graceUntil)
    .map((b) => b.graceUntil as string)
    .sort();
  return deadlines[0] ?? null;
}

export function resultView(
  status: OrderStatus | undefined,
  { cancelled, waitedMs, patienceMs }: { cancelled: boolean; waitedMs: number; patienceMs: number },
): ResultView {
  if (!status || !status.final) return waitedMs >= patienceMs ? { kind: 'slow' } : { kind: 'checking', cancelled };
  if (status.state === 'closed') return { kind: 'closed' };
  if (status.purchase?.state === 'refused') {
    return {
      kind: 'refused',
      amountFen: status.amountFen,
      refundFen: status.refundFen,
      refundState: status.refundState,
    };
  }
  return {
    kind: 'paid',
    amountFen: status.amountFen,
    refundFen: status.refundFen,
    refundState: status.refundState,
    atExitLane: status.bills.some((b) => b.settled && b.sessionState === 'awaitingPayment'),
    leaveBy: leaveByOf(status.bills),
  };
}

/** What the gate-open page (/BarrierRslt) shows for an order paid at an exit lane. */
export type GateView =
  | { kind: 'notPaid'; order: ResultView }
  /** Paid; the car has not passed the gate yet: drive to the exit, the barrier lifts at the next read. */
  | { kind: 'driveOut'; leaveBy: string | null }
  /** Every car this order paid has left: the barrier opened. */
  | { kind: 'opened'; exitedAt: string | null };

export function gateView(
  status: OrderStatus | undefined,
  wait: { cancelled: boolean; waitedMs: number; patienceMs: number },
): GateView {
  const order = resultView(status, wait);
  if (order.kind !== 'paid' || !status) return { kind: 'notPaid', order };
  const paid = status.bills.filter((b) => b.settled);
  if (paid.length > 0 && paid.every((b) => b.sessionState === 'left')) {
    const exits = paid
      .map((b) => b.exitedAt)
      .filter((t): t is string => t !== null)
      .sort();
    return { kind: 'opened', exitedAt: exits[exits.length - 1] ?? null };
  }
  return { kind: 'driveOut', leaveBy: order.leaveBy };
}

/** Minutes as 停车时长: "2小时5分钟", "45分钟". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/**
 * Where a purchase paid through a wallet is seen next, from the payment result page (issue 44 item 11): the plans and
 * shares come back to /payResultPage (the balance goes to their own success screens), which names what was bought.
 * Purchases with result pages of their own (bookings, charging, coupon batches) never reach it.
 */
const PURCHASE_NEXT: Record<string, { text: string; path: string }> = {
  [BAG_PURCHASE.NEW]: { text: '查看月卡', path: screen.monthParking },
  [BAG_PURCHASE.RENEWAL]: { text: '查看月卡', path: screen.monthParking },
  [BAG_PURCHASE.TOP_UP]: { text: '查看月卡', path: screen.monthParking },
  [SHARING_PURCHASE]: { text: '查看我的错时共享', path: screen.wrongTimeManage },
};

/** The paid purchase's own next screen, when it is a plan or a share that was delivered. */
export function purchaseNext(status: OrderStatus | undefined): { text: string; path: string } | null {
  const purchase = status?.purchase;
  if (!purchase || purchase.state !== 'fulfilled') return null;
  return PURCHASE_NEXT[purchase.purpose] ?? null;
}
