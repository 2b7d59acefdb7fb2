import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { bagDeductions, bagPlanPlates, bagPlans } from '../../db/schema/monthly-plans';
import { bagGroupParks, bagProductGroups } from '../../db/schema/monthly-plan-groups';
import { staysPort, type CoverageAsk, type CoverageSource, type Consumption } from '../parking';
import type { Coverage } from '../tariffs';
import { consumptionOf, coverageOfDays, type PlanBalance } from './monthly-plan-consumption';

/** A plan that covers a stay, with the plates it carries (一位多车: one of them inside at a time). */
type CoveringPlan = PlanBalance & { id: string; plates: string[] };

/** The products joined to a group holding this park (decision 048): their plans are valid here too. */
const groupProductsAt = (db: Db, parkId: string) =>
  db
    .select({ productId: bagProductGroups.productId })
    .from(bagProductGroups)
    .innerJoin(bagGroupParks, eq(bagGroupParks.groupId, bagProductGroups.groupId))
    .where(eq(bagGroupParks.parkId, parkId));

/**
 * What covers a stay at the gate: the plan of its park (or of a group holding its park, decision 048) carrying its
 * plate that has not ended by its entry, with the plan's validity (and daily windows). 一位多车: a plan shared by several plates covers one car at a time —
 * a stay that entered while another of the plan's plates was inside pays the temporary rate for the whole stay.
 * Consumable plans (decision 047) cover what their balance allows and deduct it when the car leaves, once per stay
 * (`bag_deductions`, keyed by the stay): after that the stay is priced from its deduction, not from the balance.
 * Reads through the `db` it is given (the pricer calls it inside transactions).
 */
export function createMonthlyPlanCoverage(): CoverageSource {
  async function deductionOf(db: Db, stayId: string) {
    const [row] = await db.select().from(bagDeductions).where(eq(bagDeductions.stayId, stayId));
    return row;
  }

  /** Days of a 储天卡 taken by its other stays (a day is paid once, whatever the visits that day). */
  async function usedDays(db: Db, planId: string, stayId: string): Promise<Set<string>> {
    const rows = await db
      .select({ days: bagDeductions.days })
      .from(bagDeductions)
      .where(and(eq(bagDeductions.planId, planId), ne(bagDeductions.stayId, stayId)));
    return new Set(rows.flatMap((r) => r.days));
  }

  /** The plan of the stay's plate at its park not ended by its entry; locked when the car is leaving. */
  async function planOf(
    stay: { dealerId: string; parkId: string; plateNo: string; enteredAt: Date },
    db: Db,
    lock: boolean,
  ): Promise<CoveringPlan | undefined> {
    const query = db
      .select({
        id: bagPlans.id,
        kind: bagPlans.kind,
        validFrom: bagPlans.validFrom,
        validUntil: bagPlans.validUntil,
        windows: bagPlans.windows,
        balance: bagPlans.balance,
        plates: sql<
          string[]
        >`array(select ${sql.raw('p.plate_no')} from ${bagPlanPlates} p where p.plan_id = ${bagPlans.id})`,
      })
      .from(bagPlanPlates)
      .innerJoin(bagPlans, eq(bagPlans.id, bagPlanPlates.planId))
      .where(
        and(
          or(eq(bagPlanPlates.parkId, stay.parkId), inArray(bagPlans.productId, groupProductsAt(db, stay.parkId))),
          eq(bagPlanPlates.plateNo, stay.plateNo),
          eq(bagPlans.dealerId, stay.dealerId),
          gt(bagPlans.validUntil, stay.enteredAt),
        ),
      )
      // A used-up card last: a new plan of the plate covers instead.
      .orderBy(sql`coalesce(${bagPlans.balance}, 1) = 0`, asc(bagPlans.validFrom))
      .limit(1);
    const [plan] = lock ? await query.for('update', { of: bagPlans }) : await query;
    if (!plan) return undefined;
    return { ...plan, validFrom: plan.validFrom.getTime(), validUntil: plan.validUntil.getTime() };
  }

  /** 一位多车: whether another plate of the plan was inside when this stay entered. */
  async function sharedPlanBusy(
    db: Db,
    plan: CoveringPlan,
    stay: { parkId: string; plateNo: string; enteredAt: Date },
  ) {
    const others = plan.plates.filter((plateNo) => plateNo !== stay.plateNo);
    return staysPort.anyInsideAt(db, stay.parkId, others, stay.enteredAt);
  }

  /**
   * What the exit's quote found, by transaction: `consume` runs later in the same transaction with the plan still
   * locked, so it reads neither the plan nor the stay's deduction again (issue 42: statements on the exit's path).
   */
  const foundAtExit = new WeakMap<Db, { stayId: string; plan: CoveringPlan | undefined; busy: boolean }>();

  /** How the plan covers the stay priced to `at`, before any deduction. */
  async function consumption(db: Db, plan: CoveringPlan, stay: { id: string; enteredAt: Date }, at: Date) {
    const used = plan.kind === 'days' ? await usedDays(db, plan.id, stay.id) : new Set<string>();
    return consumptionOf(plan, stay.enteredAt.getTime(), at.getTime(), used);
  }

  return {
    coverageFor: (asks, db: Db, options) => inTurn(asks, (ask) => coverageOf(ask, db, options?.exit ?? false)),
    consume: async (tx, left) => void (await inTurn(left, (item) => consumeOne(tx, item))),
  };

  async function coverageOf({ stay, at }: CoverageAsk, db: Db, exit: boolean): Promise<Coverage | undefined> {
    // A stay being closed (`exit`) has no deduction: one is written only with the stay's exit, in its transaction.
    const deducted = exit ? undefined : await deductionOf(db, stay.id);
    if (deducted) {
      // Priced as it was when the car left: the balance (and the plan's plates) may have moved on since.
      const [plan] = await db
        .select({ kind: bagPlans.kind, validFrom: bagPlans.validFrom, validUntil: bagPlans.validUntil })
        .from(bagPlans)
        .where(eq(bagPlans.id, deducted.planId));
      if (!plan) return undefined;
      const validity = { validFrom: plan.validFrom.getTime(), validUntil: plan.validUntil.getTime() };
      if (plan.kind === 'storedValue') return { kind: 'storedValue', creditFen: deducted.units };
      if (plan.kind === 'days') return coverageOfDays(deducted.days, validity);
      return { kind: 'plan', ...validity };
    }
    const plan = await planOf(stay, db, exit);
    const busy = plan !== undefined && (await sharedPlanBusy(db, plan, stay));
    if (exit) foundAtExit.set(db, { stayId: stay.id, plan, busy });
    if (!plan || busy) return undefined;
    return (await consumption(db, plan, stay, at)).coverage;
  }

  async function consumeOne(tx: Db, { stay, at, quote }: Consumption): Promise<void> {
    // Locked by the exit's quote already (the same transaction): the balance read there is the one it priced.
    const found = foundAtExit.get(tx);
    const known = found?.stayId === stay.id ? found : undefined;
    const plan = known ? known.plan : await planOf(stay, tx, true);
    if (!plan || plan.balance === null) return;
    // A stay within the free period costs nothing anyway: no visit or day is taken for it.
    if (quote.inFreePeriod && plan.kind !== 'storedValue') return;
    // A deduction already made is found by the insert below too (once per stay); the quote read none.
    if (!known && (await deductionOf(tx, stay.id))) return;
    if (known ? known.busy : await sharedPlanBusy(tx, plan, stay)) return;
    const { coverage, units: visitsOrDays, days } = await consumption(tx, plan, stay, at);
    if (!coverage) return;
    const units = plan.kind === 'storedValue' ? (quote.creditFen ?? 0) : visitsOrDays;
    const inserted = await tx
      .insert(bagDeductions)
      .values({ stayId: stay.id, planId: plan.id, units, days })
      .onConflictDoNothing()
      .returning({ stayId: bagDeductions.stayId });
    if (inserted.length === 0 || units === 0) return;
    // The check constraint keeps it from going below 0; the lock keeps it from being needed.
    await tx
      .update(bagPlans)
      .set({ balance: sql`${bagPlans.balance} - ${units}` })
      .where(eq(bagPlans.id, plan.id));
  }
}
