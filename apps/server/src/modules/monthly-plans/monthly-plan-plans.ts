import {
  AppError,
  BAG_PURCHASE,
  ErrorCode,
  bagKindLabel,
  formatPlateNo,
  type BagPlan,
  type BagPlanPayment,
  type Renewability,
} from '@parking/contracts';
import { staysPort } from '../parking';
import type { PayAnswer } from '../payments';
import type { BagProductRow } from './monthly-plans.repository';
import { notFound, wrongState, type DriverRef, type OpenPurchase } from './monthly-plan-access';
import type { MonthlyPlanAccess } from './monthly-plan-access';
import { toPayment } from './monthly-plan-views';

/** A driver's plans: reading them and their payments, renewing, cancelling with a refund, their plates. */
export function createDriverPlans(access: MonthlyPlanAccess) {
  const { db, repo, clock, parkOf, checkVehicleClass, toPlan, ownPlan, holdSpace, productOf, renewabilityOf } = access;
  return {
    async plans(me: DriverRef) {
      const rows = await repo.plansOf(me.id);
      const plates = await repo.platesOf(rows.map((r) => r.id));
      const cancellations = await repo.latestCancellations(rows.map((r) => r.id));
      const results = await Promise.all(
        rows.map((r) =>
          toPlan(
            r,
            plates.filter((p) => p.planId === r.id),
            cancellations.get(r.id) ?? null,
          ),
        ),
      );
      const order = { active: 0, upcoming: 1, expired: 2 };
      return { results: results.sort((a, b) => order[a.state] - order[b.state]) };
    },

    async plan(me: DriverRef, id: string) {
      return toPlan(await ownPlan(me, id));
    },

    async payments(me: DriverRef, id: string): Promise<{ results: BagPlanPayment[] }> {
      const plan = await ownPlan(me, id);
      const rows = await repo.paymentsOf(plan.id);
      return {
        results: rows.map(toPayment),
      };
    },

    async checkRenewable(me: DriverRef, planId: string): Promise<Renewability> {
      const plan = await ownPlan(me, planId);
      const park = await parkOf(plan.dealerId, plan.parkId);
      return renewabilityOf(plan, park, await productOf(plan), clock.now());
    },

    /** Renews for one more period: the renewal is fixed when the order opens and applied once when it is paid. */
    async renew(me: DriverRef, planId: string, { key, open }: OpenPurchase): Promise<PayAnswer> {
      const now = clock.now();
      const { renewal, plan, park } = await db.transaction(async (tx) => {
        const plan = await ownPlan(me, planId, tx);
        const park = await parkOf(plan.dealerId, plan.parkId, tx);
        const replayed = await repo.renewalByKey(tx, plan.id, key);
        if (replayed) return { renewal: replayed, plan, park };
        const check = renewabilityOf(plan, park, await productOf(plan, tx), now);
        if (!check.renewable) throw new AppError(ErrorCode.BAG_NOT_RENEWABLE, check.reason ?? undefined);
        const periodFrom = new Date(check.newValidFrom!);
        const open = await repo.openRenewal(tx, plan.id, plan.validUntil, periodFrom);
        if (open) return { renewal: open, plan, park };
        // An ended plan holds no space any more: renewing it late takes one again.
        if (plan.validUntil <= now) await holdSpace(tx, park, now);
        const renewal = await repo.insertRenewal(tx, {
          planId: plan.id,
          basedOnUntil: plan.validUntil,
          periodFrom,
          periodUntil: new Date(check.newValidUntil!),
          amountFen: check.priceFen!,
          requestKey: key,
          createdAt: now,
        });
        return { renewal, plan, park };
      });
      const close = () => db.transaction((tx) => repo.setRenewalStatus(tx, renewal.id, 'closed'));
      try {
        const answer = await open({
          purpose: BAG_PURCHASE.RENEWAL,
          ref: renewal.id,
          amountFen: renewal.amountFen,
          description: `${bagKindLabel[plan.kind]}续费-${park.name}`,
        });
        if (answer.body.data?.orderNo === undefined && renewal.status === 'open') await close();
        return answer;
      } catch (error) {
        await close();
        throw error;
      }
    },

    /**
     * Asks to cancel a plan (pro-rata refund after review): one request waits at a time, so asking twice, even at
     * once, makes one request and at most one refund.
     */
    async cancel(me: DriverRef, planId: string, { reason }: { reason: string }): Promise<BagPlan> {
      const now = clock.now();
      const plan = await ownPlan(me, planId);
      if (plan.kind === 'free') throw wrongState('免费卡由停车场发放，如需终止请联系停车场');
      if (plan.endedAt || plan.validUntil <= now) throw wrongState('该月卡已结束，无需退卡');
      const row = await repo.insertCancellation(db, {
        dealerId: plan.dealerId,
        planId: plan.id,
        driverId: me.id,
        reason,
        createdAt: now,
      });
      if (!row) throw new AppError(ErrorCode.BAG_CANCEL_PENDING);
      return toPlan(plan, undefined, row);
    },

    /**
     * Adds a car to a plan (/mounthlyPayAddCar): of the plan's price class, up to its product's limit, not on
     * another plan of the park (BAG_PLATE_TAKEN). Under the plan's lock, so two adds never pass the limit together.
     */
    async addPlate(me: DriverRef, planId: string, plate: { plateNo: string; plateColor?: number | undefined }) {
      const now = clock.now();
      const plan = await db.transaction(async (tx) => {
        const plan = await ownPlan(me, planId, tx, true);
        if (plan.endedAt || plan.validUntil <= now) throw wrongState('该月卡已结束，不能添加车辆');
        checkVehicleClass({ vehicleClass: plan.vehicleClass } as BagProductRow, [plate]);
        const plates = await repo.platesOf([plan.id], tx);
        if (plates.some((p) => p.plateNo === plate.plateNo)) {
          throw new AppError(ErrorCode.BAG_PLATE_TAKEN, `${formatPlateNo(plate.plateNo)} 已在该月卡上`);
        }
        if (plates.length >= plan.maxPlates) {
          throw new AppError(ErrorCode.BAG_PLATES_FULL, `该月卡最多绑定 ${plan.maxPlates} 辆车`);
        }
        const taken = await repo.planWithPlate(plan.parkId, [plate.plateNo], now, tx, plan.id);
        if (taken) {
          throw new AppError(
            ErrorCode.BAG_PLATE_TAKEN,
            `${formatPlateNo(taken.plateNo)} 在本停车场已有月卡，请勿重复办理`,
          );
        }
        await repo.addPlate(tx, plan, { plateNo: plate.plateNo, plateColor: plate.plateColor === 2 ? 2 : 0 });
        return plan;
      });
      return toPlan(plan);
    },

    /** Takes a car off a plan (/mounthlyPayManage): not the last one, and not while it is in the park on it. */
    async removePlate(me: DriverRef, planId: string, plateNo: string): Promise<BagPlan> {
      const now = clock.now();
      const plan = await db.transaction(async (tx) => {
        const plan = await ownPlan(me, planId, tx, true);
        const plates = await repo.platesOf([plan.id], tx);
        if (!plates.some((p) => p.plateNo === plateNo)) throw notFound('车辆');
        if (plates.length === 1) throw wrongState('月卡至少保留一辆车');
        // Read through the transaction (PGlite has one connection: a read beside it would wait for it).
        if (await staysPort.anyInsideAt(tx, plan.parkId, [plateNo], now)) {
          throw new AppError(ErrorCode.BAG_PLATE_INSIDE);
        }
        await repo.removePlate(tx, plan.id, plateNo);
        return plan;
      });
      return toPlan(plan);
    },
  };
}
