import {
  AppError,
  ErrorCode,
  formatYuan,
  type AdjustFee,
  type ManualEntry,
  type ManualExit,
  type MarkFree,
  type OperatorProfile,
  type PlateCorrection,
  type WaiveFee,
} from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdjustFee as AdjustFeeSchema,
  ManualEntry as ManualEntrySchema,
  PlateCorrection as PlateCorrectionSchema,
  WaiveFee as WaiveFeeSchema,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { paymentOrderBills } from '../../db/schema/payments';
import type { AuditTrail } from '../audit';
import { mayActOnPark } from '../operators';
import { createStayEnder, staysPort, type StayPricer, type StayRow } from '../parking';
import type { ParksRepository } from '../parks';

import { createStaysDeskRepository } from './stays-desk.repository';
import { notFound, outOfScope, owedOf } from './stays-desk.service';

const SKEW_MS = 2 * 60_000;
const YEAR_MS = 366 * 86_400_000;
const OPEN: readonly string[] = ['parked', 'awaitingPayment'];

export type CorrectionKind = 'entry' | 'exit' | 'plate' | 'waive' | 'adjust' | 'free' | 'writeOff';

/** What the audit log keeps of a stay before and after a correction. */
const audited = (stay: StayRow) => ({
  plateNo: stay.plateNo,
  plateColor: stay.plateColor,
  state: stay.state,
  enteredAt: stay.enteredAt.toISOString(),
  exitedAt: stay.exitedAt?.toISOString() ?? null,
  totalFen: stay.totalFen,
  paidFen: stay.paidFen,
});

function checkTime(at: Date, now: Date, notBefore?: Date) {
  if (at.getTime() > now.getTime() + SKEW_MS) throw new AppError(ErrorCode.INVALID_INPUT, '时间不能晚于当前时间');
  if (at.getTime() < now.getTime() - YEAR_MS) throw new AppError(ErrorCode.INVALID_INPUT, '时间不能早于一年前');
  if (notBefore && at.getTime() < notBefore.getTime() - SKEW_MS) {
    throw new AppError(ErrorCode.INVALID_INPUT, '离场时间不能早于入场时间');
  }
}

async function laneOf(parks: ParksRepository, parkId: string, laneId: string | undefined) {
  if (!laneId) return null;
  const lane = await parks.lane(parkId, laneId);
  if (!lane) throw new AppError(ErrorCode.INVALID_INPUT, '车道不存在');
  return lane.id;
}

/**
 * Operators' corrections of stays (issue 40, decision 091), each with its reason, a correction row and an audit entry
 * in the transaction of the change. Exits are priced by the same stay closer (fee engine) as a gate's; fee corrections
 * change what a stay that left owes, so the driver then pays the rest through the ordinary payment path. No money
 * moves here: the ledger is untouched, and a fee below what was paid is refused (that is a refund).
 */
export function createStayCorrections({
  db,
  clock,
  pricer,
  parks,
  trail,
}: {
  db: Db;
  clock: Clock;
  pricer: StayPricer;
  parks: ParksRepository;
  trail: AuditTrail;
}) {
  const close = createStayEnder({ pricer, clock });

  async function lockedStay(tx: Db, operator: OperatorProfile, stayId: string): Promise<StayRow> {
    const stay = await staysPort.lockStay(tx, stayId);
    if (!stay || stay.dealerId !== operator.dealerId) throw notFound();
    if (!mayActOnPark(operator, stay.parkId)) throw outOfScope();
    return stay;
  }

  async function record(
    tx: Db,
    operator: OperatorProfile,
    kind: CorrectionKind,
    reason: string,
    before: StayRow | null,
    after: StayRow,
    details: Record<string, unknown> = {},
  ) {
    const fees =
      before && kind !== 'plate' && kind !== 'entry'
        ? { feeBeforeFen: before.totalFen, feeAfterFen: after.totalFen }
        : {};
    await createStaysDeskRepository(tx).insertCorrection({
      dealerId: after.dealerId,
      parkId: after.parkId,
      sessionId: after.id,
      kind,
      reason,
      operatorId: operator.id,
      operatorName: operator.displayName,
      ...fees,
      details,
      createdAt: clock.now(),
    });
    await trail.record(tx, {
      objectType: 'stay',
      objectId: after.id,
      before: before ? audited(before) : null,
      after: audited(after),
    });
  }

  /** Closes an open stay at `at` as an operator's exit: the engine prices it, left or arrears. */
  async function closeByHand(tx: Db, stay: StayRow, at: Date, laneId: string | null) {
    const result = await close(
      tx,
      stay,
      at,
      { live: false, leaveFirst: true },
      { endedBy: 'operator', exitLaneId: laneId },
    );
    return result.stay;
  }

  /** A new fee for a stay that has left: arrears while it is above what was paid, settled once it is not. */
  async function setFee(tx: Db, stay: StayRow, feeFen: number): Promise<StayRow> {
    if (feeFen < stay.paidFen) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `调整后金额不能低于已付金额 ${formatYuan(stay.paidFen)} 元；需退还已付款请发起退款`,
      );
    }
    const owes = feeFen > stay.paidFen;
    return staysPort.updateStay(
      tx,
      stay.id,
      {
        totalFen: feeFen,
        state: owes ? 'arrears' : 'left',
        ...(owes ? { arrearsAt: stay.arrearsAt ?? stay.exitedAt ?? clock.now() } : {}),
      },
      clock.now(),
    );
  }

  /** Fee corrections apply to a stay that has left, with no payment of it under way. */
  async function assertFeeFixed(tx: Db, stay: StayRow) {
    if (OPEN.includes(stay.state)) throw new AppError(ErrorCode.CONFLICT, '车辆仍在场内，请先登记出场再调整金额');
    if (stay.state === 'abnormal' || stay.totalFen === null) {
      throw new AppError(ErrorCode.CONFLICT, '异常停车记录没有确定的金额，无法调整');
    }
    const [paying] = await tx
      .select({ orderId: paymentOrderBills.orderId })
      .from(paymentOrderBills)
      .where(and(eq(paymentOrderBills.sessionId, stay.id), eq(paymentOrderBills.status, 'open')))
      .limit(1);
    if (paying) throw new AppError(ErrorCode.CONFLICT, '该订单有支付正在进行，请稍后再试');
  }

  return {
    async recordEntry(operator: OperatorProfile, body: z.output<typeof ManualEntrySchema>): Promise<string> {
      const park = await parks.parkOfDealer(operator.dealerId, body.parkId);
      if (!park) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      if (!mayActOnPark(operator, park.id)) throw outOfScope();
      const now = clock.now();
      const at = body.enteredAt ? new Date(body.enteredAt) : now;
      checkTime(at, now);
      const laneId = await laneOf(parks, park.id, body.laneId);
      // The rule in force at the entry (decision 084), as a gate's entry would have taken.
      const rule = await parks.currentFeeRule(park.id, at);
      if (!rule) throw new AppError(ErrorCode.CONFLICT, '该车场在入场时间尚无收费规则');
      const vehicle = { parkId: park.id, plateNo: body.plateNo, plateColor: body.plateColor ?? 0 };
      return db.transaction(async (tx) => {
        await staysPort.lockVehicle(tx, vehicle);
        if (await staysPort.openStay(tx, vehicle)) throw new AppError(ErrorCode.CONFLICT, '该车辆已有在场记录');
        const stay = await staysPort.insertStay(tx, {
          dealerId: operator.dealerId,
          ...vehicle,
          feeRuleId: rule.id,
          state: 'parked',
          enteredAt: at,
          entryLaneId: laneId,
          createdAt: now,
          updatedAt: now,
        });
        await record(tx, operator, 'entry', body.reason, null, stay);
        return stay.id;
      });
    },

    async recordExit(operator: OperatorProfile, stayId: string, body: ManualExit): Promise<void> {
      await db.transaction(async (tx) => {
        const stay = await lockedStay(tx, operator, stayId);
        if (!OPEN.includes(stay.state)) throw new AppError(ErrorCode.CONFLICT, '该停车记录已结束');
        const now = clock.now();
        const at = body.exitedAt ? new Date(body.exitedAt) : now;
        checkTime(at, now, stay.enteredAt);
        const gone = await closeByHand(tx, stay, at, await laneOf(parks, stay.parkId, body.laneId));
        await record(tx, operator, 'exit', body.reason.trim(), stay, gone);
      });
    },

    async correctPlate(operator: OperatorProfile, stayId: string, body: z.output<typeof PlateCorrectionSchema>) {
      await db.transaction(async (tx) => {
        const stay = await lockedStay(tx, operator, stayId);
        const plateColor = body.plateColor ?? 0;
        if (stay.plateNo === body.plateNo && stay.plateColor === plateColor) {
          throw new AppError(ErrorCode.INVALID_INPUT, '车牌未变化');
        }
        const vehicle = { parkId: stay.parkId, plateNo: body.plateNo, plateColor };
        if (OPEN.includes(stay.state)) {
          await staysPort.lockVehicle(tx, vehicle);
          if (await staysPort.openStay(tx, vehicle)) throw new AppError(ErrorCode.CONFLICT, '该车牌已有在场记录');
        }
        const after = await staysPort.updateStay(tx, stay.id, { plateNo: body.plateNo, plateColor }, clock.now());
        await record(tx, operator, 'plate', body.reason, stay, after, { from: stay.plateNo, to: body.plateNo });
      });
    },

    async waive(operator: OperatorProfile, stayId: string, body: z.output<typeof WaiveFeeSchema>) {
      await db.transaction(async (tx) => {
        const stay = await lockedStay(tx, operator, stayId);
        await assertFeeFixed(tx, stay);
        const owed = owedOf(stay);
        if (owed === 0) throw new AppError(ErrorCode.CONFLICT, '该订单没有待缴金额');
        const amount = body.amountFen ?? owed;
        if (amount > owed) {
          throw new AppError(ErrorCode.INVALID_INPUT, `减免金额不能超过待缴金额 ${formatYuan(owed)} 元`);
        }
        const after = await setFee(tx, stay, stay.totalFen! - amount);
        await record(tx, operator, 'waive', body.reason, stay, after, { waivedFen: amount });
      });
    },

    async adjust(operator: OperatorProfile, stayId: string, body: z.output<typeof AdjustFeeSchema>) {
      await db.transaction(async (tx) => {
        const stay = await lockedStay(tx, operator, stayId);
        await assertFeeFixed(tx, stay);
        if (body.feeFen === stay.totalFen) throw new AppError(ErrorCode.INVALID_INPUT, '金额未变化');
        const after = await setFee(tx, stay, body.feeFen);
        await record(tx, operator, 'adjust', body.reason, stay, after);
      });
    },

    /** Free: an open stay is closed now by the engine, then whatever it owes is waived. */
    async markFree(operator: OperatorProfile, stayId: string, body: MarkFree) {
      await db.transaction(async (tx) => {
        const stay = await lockedStay(tx, operator, stayId);
        if (stay.state === 'abnormal') throw new AppError(ErrorCode.CONFLICT, '异常停车记录没有确定的金额，无法调整');
        const gone = OPEN.includes(stay.state) ? await closeByHand(tx, stay, clock.now(), null) : stay;
        await assertFeeFixed(tx, gone);
        if (owedOf(gone) === 0 && !OPEN.includes(stay.state)) {
          throw new AppError(ErrorCode.CONFLICT, '该订单没有待缴金额；需退还已付款请发起退款');
        }
        const after = owedOf(gone) > 0 ? await setFee(tx, gone, gone.paidFen) : gone;
        await record(tx, operator, 'free', body.reason.trim(), stay, after);
      });
    },

    /** An approved write-off: what the stay owes now is waived (arrears service, four eyes checked there). */
    async writeOff(tx: Db, operator: OperatorProfile, stay: StayRow, reason: string): Promise<number> {
      const owed = owedOf(stay);
      if (owed === 0) return 0;
      const after = await setFee(tx, stay, stay.paidFen);
      await record(tx, operator, 'writeOff', reason, stay, after, { writtenOffFen: owed });
      return owed;
    },

    lockedStay,
  };
}
export type StayCorrections = ReturnType<typeof createStayCorrections>;
export type { AdjustFee, ManualEntry, PlateCorrection, WaiveFee };
