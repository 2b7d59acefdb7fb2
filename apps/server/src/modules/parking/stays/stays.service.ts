import { AppError, ErrorCode, type PayChannel } from '@parking/contracts';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import type { ParksRepository } from '../../parks';
import type { FeeQuote } from '../../tariffs';
import { createStayCloser } from './stay-closer';
import type { StayPricer } from './stay-pricer';
import { createStaysRepository, type PayableStay, type StayChanges, type StayRow } from './stays.repository';

export interface AppliedPayment {
  /** The payment's own id (order number): a payment is applied once, however often it is reported. */
  paymentRef: string;
  amountFen: number;
  channel: PayChannel;
  paidAt: Date;
}

const PAYABLE_STATES: readonly string[] = ['parked', 'awaitingPayment', 'arrears'];

/**
 * What a payment changes on the stay it pays: paid money, the grace period's start (the later payment's time), and an
 * arrears paid in full settled (left, 已补缴).
 */
export function paidChanges(
  stay: Pick<StayRow, 'paidFen' | 'paidAt' | 'state' | 'totalFen'>,
  payment: Pick<AppliedPayment, 'amountFen' | 'paidAt'>,
): StayChanges {
  const paidFen = stay.paidFen + payment.amountFen;
  const paidAt = stay.paidAt && stay.paidAt > payment.paidAt ? stay.paidAt : payment.paidAt;
  const settled = stay.state === 'arrears' && paidFen >= (stay.totalFen ?? 0);
  return { paidFen, paidAt, ...(settled ? { state: 'left' as const } : {}) };
}

/** What a stay owes now: the quote while it is in the park, the fixed total minus payments once it left. */
export async function dueNow(
  pricer: StayPricer,
  stay: StayRow,
  now: Date,
  via?: Db,
): Promise<{ dueFen: number; quote?: FeeQuote }> {
  if (stay.state === 'parked' || stay.state === 'awaitingPayment') {
    const quote = await pricer.quote(stay, now, via);
    return { dueFen: quote.dueFen, quote };
  }
  return { dueFen: owedOnceGone(stay) };
}

/** Fen owed by a stay that has left: its fixed total minus payments, for arrears; nothing otherwise. */
const owedOnceGone = (stay: Pick<StayRow, 'state' | 'totalFen' | 'paidFen'>) =>
  stay.state === 'arrears' ? Math.max(0, (stay.totalFen ?? 0) - stay.paidFen) : 0;

/** Just the fen owed now, as fast as it can be known (the plate lookup: no nextChangeAt search). */
export async function owedNow(pricer: StayPricer, stay: PayableStay, now: Date): Promise<number> {
  if (stay.state === 'parked' || stay.state === 'awaitingPayment') {
    return (await pricer.quote(stay, now, undefined, { withoutNextChange: true })).dueFen;
  }
  return owedOnceGone(stay);
}

/** Stays outside device events: payments applied to them, driver and lane actions. */
export function createStaysService({
  db,
  pricer,
  clock,
}: {
  db: Db;
  parks: ParksRepository;
  pricer: StayPricer;
  clock: Clock;
}) {
  const close = createStayCloser({ pricer, clock });
  const repo = createStaysRepository(db);

  return {
    stay: (id: string) => repo.stay(id),

    /**
     * Applies a payment to a stay, at most once per paymentRef (a repeated report returns the stay unchanged). The
     * payment starts the grace period; an arrears paid in full is settled (left, 已补缴). A stay that owes nothing
     * any more (left, abnormal) refuses the payment: the payments side refunds it.
     */
    async applyPayment(stayId: string, payment: AppliedPayment): Promise<StayRow> {
      if (!Number.isSafeInteger(payment.amountFen) || payment.amountFen <= 0) {
        throw new AppError(ErrorCode.INVALID_INPUT, '支付金额必须为正整数（分）');
      }
      return db.transaction(async (tx) => {
        const txRepo = createStaysRepository(tx);
        const stay = await txRepo.lockStay(stayId);
        if (!stay) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
        const seen = await txRepo.payment(payment.paymentRef);
        if (seen) {
          if (seen.sessionId !== stayId || seen.amountFen !== payment.amountFen) {
            throw new AppError(ErrorCode.CONFLICT, `支付单 ${payment.paymentRef} 已用于其他订单或金额不符`);
          }
          return stay;
        }
        if (!PAYABLE_STATES.includes(stay.state)) throw new AppError(ErrorCode.LANE_ORDER_NOT_PAYABLE);
        const now = clock.now();
        await txRepo.insertPayment({ sessionId: stay.id, dealerId: stay.dealerId, ...payment, createdAt: now });
        return txRepo.updateStay(stay.id, paidChanges(stay, payment), now);
      });
    },

    /** The car waiting at an exit lane for payment (what a scan of the lane's QR code pays for). */
    heldAtLane: (laneId: string) => repo.heldAtLane(laneId),

    /**
     * Ends an open road-side stay now (driverActiveCarOut, or an operator): left when nothing is owed, else arrears.
     * The caller has checked who may do it.
     */
    async endRoadSide(stayId: string, endedBy: 'driver' | 'operator'): Promise<StayRow> {
      return db.transaction(async (tx) => {
        const txRepo = createStaysRepository(tx);
        const stay = await txRepo.lockStay(stayId);
        if (!stay) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
        if (stay.state !== 'parked') throw new AppError(ErrorCode.CONFLICT, '该停车订单已结束');
        if (!stay.berthId) throw new AppError(ErrorCode.CONFLICT, '场库停车请驶出出口，由道闸结束停车');
        const result = await close(tx, txRepo, stay, clock.now(), { live: true, leaveFirst: true }, { endedBy });
        return result.stay;
      });
    },
  };
}
export type StaysService = ReturnType<typeof createStaysService>;
