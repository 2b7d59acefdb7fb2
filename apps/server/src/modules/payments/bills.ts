import { formatPlateNo, PlateColor, type FeeExplanation, type PayableBill, type PayChannel } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { staysPort, stayReads, createStaysService, dueNow, type StayPricer, type StayRow } from '../parking';
import { parkNamesOf, type ParksRepository } from '../parks';
import { plateReads } from '../vehicles';
import { explainFee, type Discount } from '../tariffs';

/** A parking stay seen as a bill: what it owes now and where. */
export interface Bill {
  stay: StayRow;
  parkName: string;
  dueFen: number;
  /** Leave by then without paying more (grace after a payment), epoch ms. */
  graceUntil: number | undefined;
  /** How the fee was reached, for a car still in the park (a quote); arrears have a fixed total. */
  fee?: FeeExplanation;
  /** The price of the stay so far (after a coupon used on it), for a car still in the park. */
  totalFen?: number;
}

const PAYABLE_STATES: readonly string[] = ['parked', 'awaitingPayment', 'arrears'];
const MINUTE_MS = 60_000;

export const isArrears = (stay: Pick<StayRow, 'state'>) => stay.state === 'arrears';

/** The bill as the pay pages show it: no driver, no pictures; what anyone who knows the plate may see. */
export function payableBillView(bill: Bill, now: Date): PayableBill {
  const { stay } = bill;
  const end = stay.exitedAt ?? now;
  return {
    uniqueId: stay.id,
    parkId: stay.parkId,
    parkName: bill.parkName,
    formatPlateNo: formatPlateNo(stay.plateNo),
    plateColor: stay.plateColor === PlateColor.YELLOW ? PlateColor.YELLOW : null,
    isArrears: isArrears(stay),
    atExitLane: stay.state === 'awaitingPayment',
    parkStartTime: stay.enteredAt.toISOString(),
    parkEndTime: stay.exitedAt?.toISOString() ?? null,
    parkDuration: Math.max(0, Math.floor((end.getTime() - stay.enteredAt.getTime()) / MINUTE_MS)),
    dueFen: bill.dueFen,
    paidFen: stay.paidFen,
    ...(bill.fee ? { fee: bill.fee } : {}),
  };
}

export interface AppliedToBill {
  orderNo: string;
  amountFen: number;
  channel: PayChannel;
  paidAt: Date;
}

/**
 * The payments side of parking stays: quoting bills with the fee engine (through parking's pricer) and applying a
 * captured payment to a stay inside the capturing transaction.
 */
export function createBills({
  db,
  pricer,
  parks: parksRepo,
  clock,
}: {
  db: Db;
  pricer: StayPricer;
  parks: ParksRepository;
  clock: Clock;
}) {
  async function toBills(stays: StayRow[], now: Date): Promise<Bill[]> {
    const names = await parkNamesOf(db)(stays.map((s) => s.parkId));
    const bills: Bill[] = [];
    for (const stay of stays) {
      const { dueFen, quote } = await dueNow(pricer, stay, now);
      const fee = quote ? explainFee(await pricer.ruleOf(stay.feeRuleId), quote) : undefined;
      bills.push({
        stay,
        parkName: names.get(stay.parkId) ?? '',
        dueFen,
        graceUntil: quote?.graceUntil,
        fee,
        ...(quote ? { totalFen: quote.totalFen } : {}),
      });
    }
    return bills;
  }

  return {
    /** The dealer's stays with these ids (others' are simply not found), quoted at `now`, in the order asked. */
    async byIds(dealerId: string, ids: readonly string[], now = clock.now()): Promise<Bill[]> {
      if (ids.length === 0) return [];
      const rows = (await stayReads.byIds(db, ids)).filter((stay) => stay.dealerId === dealerId);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return toBills(
        ids.map((id) => byId.get(id)).filter((s): s is StayRow => s !== undefined),
        now,
      );
    },

    /** The car an exit lane of the dealer's park holds for payment, as a bill (none when it holds no car). */
    async heldAtLane(dealerId: string, parkId: string, laneCode: string, now = clock.now()): Promise<Bill[]> {
      const park = await parksRepo.parkOfDealer(dealerId, parkId);
      const lane = park ? await parksRepo.laneByCode(parkId, laneCode) : undefined;
      if (!lane || lane.direction !== 'exit') return [];
      const stay = await staysPort.heldAtLane(db, lane.id);
      return stay ? toBills([stay], now) : [];
    },

    /** A plate's bills with something to pay now (in a park, or arrears), oldest first. */
    async byPlate(dealerId: string, plateNo: string, plateColor: number, now = clock.now()): Promise<Bill[]> {
      const stays = await staysPort.payableStays(db, dealerId, plateNo, plateColor);
      return (await toBills(stays, now)).filter((b) => b.dueFen > 0);
    },

    /**
     * Locks these stays for the rest of `tx` (in id order), as trySettle does: a payment takes its stays before its
     * order's row, like an exit, which holds its stay while it supersedes the stay's open orders (auto-pay).
     */
    async lockStays(tx: Db, stayIds: readonly string[]): Promise<void> {
      for (const id of [...stayIds].sort()) await staysPort.lockStay(tx, id);
    },

    /**
     * Applies an order's part to a stay inside the capturing transaction `tx`, when the stay still is as the order
     * found it (`basePaidFen` paid so far, still payable). Returns false when it is not: the bill was paid by another
     * payment meanwhile or the car's stay ended without it, and this money goes back to the payer.
     */
    async trySettle(tx: Db, stayId: string, basePaidFen: number, payment: AppliedToBill): Promise<boolean> {
      const stay = await staysPort.lockStay(tx, stayId);
      if (!stay || !PAYABLE_STATES.includes(stay.state) || stay.paidFen !== basePaidFen) return false;
      await createStaysService({ db: tx, parks: parksRepo, pricer, clock }).applyPayment(stayId, {
        paymentRef: `${payment.orderNo}:${stayId}`,
        amountFen: payment.amountFen,
        channel: payment.channel,
        paidAt: payment.paidAt,
      });
      return true;
    },

    /**
     * A bill the coupon used on it settles whole (decision 049), inside `tx`: no money is applied (no payment of 0
     * fen exists), the stay only starts its grace period as after any payment. False when the stay is no longer as
     * the order found it (paid meanwhile, or gone).
     */
    async trySettleByCoupon(tx: Db, stayId: string, basePaidFen: number, at: Date): Promise<boolean> {
      const stay = await staysPort.lockStay(tx, stayId);
      if (!stay || (stay.state !== 'parked' && stay.state !== 'awaitingPayment') || stay.paidFen !== basePaidFen)
        return false;
      await staysPort.updateStay(tx, stayId, { paidAt: at }, at);
      return true;
    },

    /** The arrears still owed on the plates a driver has bound, oldest first. */
    async arrearsOfDriver(dealerId: string, driverId: string, now = clock.now()): Promise<Bill[]> {
      const plates = await plateReads.boundByDriver(db, dealerId, driverId);
      const stays = await stayReads.arrearsOfPlates(db, dealerId, plates);
      return (await toBills(stays, now)).filter((b) => b.dueFen > 0);
    },

    /** The bill of a car still in the park priced with a coupon chosen for it (arrears take no coupon). */
    async withDiscount(bill: Bill, discount: Discount, now = clock.now()): Promise<Bill> {
      const quote = await pricer.quote(bill.stay, now, db, { discount });
      const fee = explainFee(await pricer.ruleOf(bill.stay.feeRuleId), quote);
      return { ...bill, dueFen: quote.dueFen, graceUntil: quote.graceUntil, fee, totalFen: quote.totalFen };
    },

    /** The bill as the pay pages show it, now. */
    view: (bill: Bill): PayableBill => payableBillView(bill, clock.now()),

    /** The stays an order paid, as they are now (for the result pages). */
    async stays(ids: readonly string[]): Promise<Map<string, Bill>> {
      if (ids.length === 0) return new Map();
      const rows = await stayReads.byIds(db, ids);
      return new Map((await toBills(rows, clock.now())).map((b) => [b.stay.id, b]));
    },
  };
}
export type Bills = ReturnType<typeof createBills>;
