import { BagApplicationStatus } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagApplications } from '../../db/schema/monthly-plans';
import type { PurchaseRecord } from '../payments';
import { periodFrom, startOf } from './monthly-plan-rules';
import type { MonthlyPlanAccess } from './monthly-plan-access';

/** The payments module's hooks: deliver in the transaction that takes the money, or release the hold. */
export function createMonthlyPlanPurchases(access: MonthlyPlanAccess) {
  const { repo, clock } = access;
  return {
    async fulfilNew(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const row = await repo.application(p.ref, tx, { lock: true });
      if (!row || row.status !== BagApplicationStatus.PAYING || row.driverId !== p.driverId) return 'refused';
      if (row.orderNo !== null && row.orderNo !== p.orderNo) return 'refused';
      const park = await repo.park(row.dealerId, row.parkId, tx);
      const product = await repo.product(row.productId, tx);
      if (!park || !product || product.priceFen !== p.amountFen) return 'refused';
      const paidAt = p.paidAt ?? clock.now();
      const period = periodFrom(startOf(row.startDate, paidAt.getTime(), park.startsNextDay), product.kind);
      const plates = row.plates.map((x) => x.plateNo);
      if (await repo.planWithPlate(row.parkId, plates, new Date(period.validFrom), tx)) return 'refused';
      const plan = await repo.insertPlan(
        tx,
        {
          dealerId: row.dealerId,
          driverId: row.driverId,
          parkId: row.parkId,
          applicationId: row.id,
          productId: product.id,
          kind: product.kind,
          vehicleClass: product.vehicleClass,
          windows: product.windows,
          // A consumable card starts full; the other kinds carry no balance.
          balance: product.quantity,
          purchased: product.quantity,
          maxPlates: product.maxPlates,
          phone: row.phone,
          validFrom: new Date(period.validFrom),
          validUntil: new Date(period.validUntil),
          createdAt: paidAt,
          updatedAt: paidAt,
        },
        row.plates,
      );
      await repo.insertPayment(tx, {
        orderNo: p.orderNo,
        planId: plan.id,
        kind: 'new',
        amountFen: p.amountFen,
        payChannel: p.channel,
        periodFrom: plan.validFrom,
        periodUntil: plan.validUntil,
        paidAt,
      });
      await repo.updateApplication(
        row.id,
        { status: BagApplicationStatus.PAID, planId: plan.id, orderNo: p.orderNo },
        paidAt,
        tx,
      );
      return 'fulfilled';
    },

    async releaseNew(tx: Db, p: PurchaseRecord): Promise<void> {
      await repo.updateApplication(
        p.ref,
        { status: BagApplicationStatus.APPROVED, orderNo: null },
        clock.now(),
        tx,
        and(eq(bagApplications.status, BagApplicationStatus.PAYING), eq(bagApplications.orderNo, p.orderNo)),
      );
    },

    async fulfilRenewal(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const renewal = await repo.renewal(p.ref, tx);
      if (!renewal || renewal.status !== 'open' || renewal.amountFen !== p.amountFen) return 'refused';
      const plan = await repo.plan(renewal.planId, tx, { lock: true });
      // Another renewal was applied since this one was priced: this one would not be contiguous any more.
      if (!plan || plan.driverId !== p.driverId || plan.validUntil.getTime() !== renewal.basedOnUntil.getTime()) {
        await repo.setRenewalStatus(tx, renewal.id, 'closed');
        return 'refused';
      }
      const paidAt = p.paidAt ?? clock.now();
      // Contiguous or counted from expiry: the plan runs on. Counted from the renewal: the days between stay uncovered.
      const contiguous = renewal.periodFrom.getTime() === plan.validUntil.getTime();
      await repo.setValidity(
        tx,
        plan.id,
        { validFrom: contiguous ? plan.validFrom : renewal.periodFrom, validUntil: renewal.periodUntil },
        paidAt,
      );
      await repo.insertPayment(tx, {
        orderNo: p.orderNo,
        planId: plan.id,
        kind: 'renewal',
        amountFen: p.amountFen,
        payChannel: p.channel,
        periodFrom: renewal.periodFrom,
        periodUntil: renewal.periodUntil,
        paidAt,
      });
      await repo.setRenewalStatus(tx, renewal.id, 'paid');
      return 'fulfilled';
    },

    async releaseRenewal(tx: Db, p: PurchaseRecord): Promise<void> {
      await repo.setRenewalStatus(tx, p.ref, 'closed');
    },
  };
}
