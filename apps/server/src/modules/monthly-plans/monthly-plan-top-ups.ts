import { AppError, BAG_PURCHASE, ErrorCode, formatFen } from '@parking/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bagPlans, bagTopUps } from '../../db/schema/monthly-plans';
import type { PayAnswer, PurchaseRecord } from '../payments';
import type { BagPlanRow, MonthlyPlansRepository } from './monthly-plans.repository';
import type { DriverRef, OpenPurchase } from './monthly-plans.service';

type TopUpRow = typeof bagTopUps.$inferSelect;

/** Why a card cannot be topped up now, or null: only a 储值卡 in force, not cancelled. */
export function topUpProblem(plan: Pick<BagPlanRow, 'kind' | 'endedAt' | 'validUntil'>, now: Date): string | null {
  if (plan.kind !== 'storedValue') return '只有储值卡可以充值';
  if (plan.endedAt || plan.validUntil <= now) return '该储值卡已结束，不能充值，请重新办理';
  return null;
}

/**
 * Topping up a 储值卡 (decision 055): a `bag_top_ups` row per call (its idempotency key), paid through the payments
 * module's purchase; the card is credited in `fulfil`, in the transaction that takes the money, once: the row moves
 * open → paid under its lock, so a replayed notification or the late money of a superseded order is refused (and
 * given back by the payments module), never credited twice.
 */
export function createMonthlyPlanTopUps(deps: { db: Db; repo: MonthlyPlansRepository; clock: Clock }) {
  const { db, repo, clock } = deps;

  async function ownPlan(me: DriverRef, planId: string, via: Db) {
    const plan = await repo.plan(planId, via);
    if (!plan || plan.driverId !== me.id) throw new AppError(ErrorCode.NOT_FOUND, '月卡不存在');
    return plan;
  }

  /** The row of this call: a replay (same key) finds the first call's, even when two arrive at once. */
  async function rowFor(tx: Db, planId: string, amountFen: number, key: string): Promise<TopUpRow> {
    const [inserted] = await tx
      .insert(bagTopUps)
      .values({ planId, amountFen, requestKey: key, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [existing] = await tx
      .select()
      .from(bagTopUps)
      .where(and(eq(bagTopUps.planId, planId), eq(bagTopUps.requestKey, key)));
    return existing!;
  }

  const setStatus = (tx: Db, id: string, status: TopUpRow['status']) =>
    tx
      .update(bagTopUps)
      .set({ status })
      .where(and(eq(bagTopUps.id, id), eq(bagTopUps.status, 'open')))
      .returning({ id: bagTopUps.id });

  return {
    async topUp(me: DriverRef, planId: string, amountFen: number, { key, open }: OpenPurchase): Promise<PayAnswer> {
      const plan = await ownPlan(me, planId, db);
      const row = await db.transaction((tx) => rowFor(tx, plan.id, amountFen, key));
      // A first call is checked; a replay answers what the first call got (the payments module keeps its answer).
      if (row.status === 'open') {
        const problem = topUpProblem(plan, clock.now());
        if (problem) {
          await db.transaction((tx) => setStatus(tx, row.id, 'closed'));
          throw new AppError(ErrorCode.BAG_TOP_UP_REFUSED, problem);
        }
      }
      const park = await repo.park(plan.dealerId, plan.parkId);
      const close = () => db.transaction((tx) => setStatus(tx, row.id, 'closed'));
      try {
        const answer = await open({
          purpose: BAG_PURCHASE.TOP_UP,
          ref: row.id,
          amountFen: row.amountFen,
          description: `储值卡充值${formatFen(row.amountFen)}-${park?.name ?? ''}`,
        });
        // Refused before an order opened (balance too low, channel off): nothing is held, the row closes.
        if (answer.body.data?.orderNo === undefined) await close();
        return answer;
      } catch (error) {
        await close();
        throw error;
      }
    },

    /** In the paying transaction: credits the card once, or refuses (the money goes back whole). */
    async fulfil(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const [row] = await tx.select().from(bagTopUps).where(eq(bagTopUps.id, p.ref)).for('update');
      if (!row || row.status !== 'open' || row.amountFen !== p.amountFen) return 'refused';
      const plan = await repo.plan(row.planId, tx, { lock: true });
      const paidAt = p.paidAt ?? clock.now();
      const refuse = async () => {
        await setStatus(tx, row.id, 'closed');
        return 'refused' as const;
      };
      if (!plan || plan.driverId !== p.driverId || topUpProblem(plan, paidAt)) return refuse();
      // A used-up card stops blocking its plates (decision 047): one of them may be on a newer plan of the park now.
      if (plan.balance === 0) {
        const plates = (await repo.platesOf([plan.id], tx)).map((x) => x.plateNo);
        if (await repo.planWithPlate(plan.parkId, plates, paidAt, tx, plan.id)) return refuse();
      }
      await tx
        .update(bagPlans)
        .set({
          balance: sql`coalesce(${bagPlans.balance}, 0) + ${row.amountFen}`,
          purchased: sql`coalesce(${bagPlans.purchased}, 0) + ${row.amountFen}`,
          updatedAt: paidAt,
        })
        .where(eq(bagPlans.id, plan.id));
      await repo.insertPayment(tx, {
        orderNo: p.orderNo,
        planId: plan.id,
        kind: 'topUp',
        amountFen: p.amountFen,
        payChannel: p.channel,
        periodFrom: paidAt,
        periodUntil: plan.validUntil,
        paidAt,
      });
      await setStatus(tx, row.id, 'paid');
      return 'fulfilled';
    },

    async release(tx: Db, p: PurchaseRecord): Promise<void> {
      await setStatus(tx, p.ref, 'closed');
    },
  };
}
export type MonthlyPlanTopUps = ReturnType<typeof createMonthlyPlanTopUps>;
