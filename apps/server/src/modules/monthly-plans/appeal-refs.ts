import { bagKindLabel, bagPaymentKindLabel, formatFen, payChannelLabel } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagPlanPayments, bagPlanPlates, bagPlans } from '../../db/schema/monthly-plans';
import { parkNamesOf } from '../parks';

/**
 * A monthly-plan payment as the support module's appeals see it (decision 050): who paid, how much, the period it
 * bought and the plan's plates (the agent's evidence). Read from the database alone, like `createMonthlyPlanSpaces`.
 */
export function createMonthlyPlanAppealRefs(db: Db) {
  return {
    async monthlyPlan(orderNo: string) {
      const [row] = await db
        .select({ payment: bagPlanPayments, plan: bagPlans })
        .from(bagPlanPayments)
        .innerJoin(bagPlans, eq(bagPlans.id, bagPlanPayments.planId))
        .where(eq(bagPlanPayments.orderNo, orderNo));
      if (!row) return undefined;
      const { payment, plan } = row;
      const parkName = (await parkNamesOf(db)([plan.parkId])).get(plan.parkId);
      if (parkName === undefined) return undefined;
      // A granted plan (免费) has no driver of its own and took no money: nothing to appeal.
      if (!plan.driverId) return undefined;
      const plates = await db
        .select({ plateNo: bagPlanPlates.plateNo })
        .from(bagPlanPlates)
        .where(eq(bagPlanPlates.planId, plan.id));
      return {
        orderNo: payment.orderNo,
        dealerId: plan.dealerId,
        driverId: plan.driverId,
        title: `${parkName} · ${bagKindLabel[plan.kind]}${payment.kind === 'new' ? '办理' : bagPaymentKindLabel[payment.kind]}`,
        payOrderNo: payment.orderNo,
        paidFen: payment.amountFen,
        paidAt: payment.paidAt,
        evidence: [
          {
            label: '缴费',
            value: `${formatFen(payment.amountFen)}（${payChannelLabel[payment.payChannel] ?? ''}）`,
            at: payment.paidAt,
          },
          {
            label: '购买时段',
            value: `${formatShanghaiMinute(payment.periodFrom)} 至 ${formatShanghaiMinute(payment.periodUntil)}`,
            at: null,
          },
          {
            label: '月卡有效期',
            value: `${formatShanghaiMinute(plan.validFrom)} 至 ${formatShanghaiMinute(plan.validUntil)}`,
            at: null,
          },
          { label: '车牌', value: plates.map((p) => p.plateNo).join('、') || '—', at: null },
        ],
      };
    },
  };
}
