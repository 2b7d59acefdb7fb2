import { inArray, sql } from 'drizzle-orm';
import type { BagKind } from '@parking/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { stayAsks, type StayAsk } from '../../db/stay-asks';
import { bagDeductions, bagPlans } from '../../db/schema/monthly-plans';
import type { PlanBalance } from './monthly-plan-consumption';

/**
 * The gate's reads and writes of monthly plans, each one statement for a whole batch of stays (decision 098): a
 * single stay is a batch of one. No statement for an empty batch.
 */

/** A plan that covers a stay, with the plates it carries (一位多车: one of them inside at a time). */
export type CoveringPlan = PlanBalance & { id: string; plates: string[] };

/** What a plan was found for: a stay's dealer, park, plate and entry. */
export type PlanKey = StayAsk;

/** A deduction already made for a stay, with what its plan was: the stay is priced from it. */
export interface Deducted {
  units: number;
  days: string[];
  plan: { kind: BagKind; validFrom: number; validUntil: number } | undefined;
}

/**
 * Epoch milliseconds as a JavaScript number (the drivers hand timestamptz over as text): cut to the millisecond as a
 * Date is, rounded where extract answers a double (before PostgreSQL 14).
 */
const epochMs = (column: string) =>
  sql.raw(`round(extract(epoch from date_trunc('milliseconds', ${column})) * 1000)::float8`);

/**
 * For each stay, the plan of its plate at its park (or at a group holding its park, decision 048) not ended by its
 * entry, a used-up card last; locked (`lock`) when the cars are leaving, in plan order so that two batches never wait
 * on each other in a circle. One answer per stay, in order.
 */
export async function coveringPlansOf(db: Db, stays: readonly PlanKey[], lock: boolean) {
  if (stays.length === 0) return [];
  const rows = await queryRows<CoveringPlan & { i: number }>(
    db,
    sql`select a.i, p.id, p.kind, ${epochMs('p.valid_from')} as "validFrom", ${epochMs('p.valid_until')} as "validUntil",
        p.windows, p.balance, array(select pp.plate_no from bag_plan_plates pp where pp.plan_id = p.id) as plates
      from ${stayAsks(stays)}
      cross join lateral (
        select cp.id from bag_plan_plates cpp join bag_plans cp on cp.id = cpp.plan_id
        where (cpp.park_id = a.park_id or cp.product_id in (
            select pg.product_id from bag_product_groups pg join bag_group_parks gp on gp.group_id = pg.group_id
            where gp.park_id = a.park_id))
          and cpp.plate_no = a.plate_no and cp.dealer_id = a.dealer_id and cp.valid_until > a.entered_at
        order by coalesce(cp.balance, 1) = 0, cp.valid_from, cp.id
        limit 1
      ) as c
      join bag_plans p on p.id = c.id and p.valid_until > a.entered_at
      order by p.id
      ${lock ? sql`for update of p` : sql``}`,
  );
  const byStay = new Map(rows.map(({ i, ...plan }) => [Number(i), plan as CoveringPlan]));
  return stays.map((_, i) => byStay.get(i));
}

/** The deductions already made for these stays, by stay, with their plans' kind and validity. */
export async function deductionsOf(db: Db, stayIds: readonly string[]): Promise<Map<string, Deducted>> {
  if (stayIds.length === 0) return new Map();
  const rows = await db
    .select({
      stayId: bagDeductions.stayId,
      units: bagDeductions.units,
      days: bagDeductions.days,
      kind: bagPlans.kind,
      validFrom: bagPlans.validFrom,
      validUntil: bagPlans.validUntil,
    })
    .from(bagDeductions)
    .leftJoin(bagPlans, sql`${bagPlans.id} = ${bagDeductions.planId}`)
    .where(inArray(bagDeductions.stayId, [...stayIds]));
  return new Map(
    rows.map((r) => [
      r.stayId,
      {
        units: r.units,
        days: r.days,
        plan:
          r.kind && r.validFrom && r.validUntil
            ? { kind: r.kind, validFrom: r.validFrom.getTime(), validUntil: r.validUntil.getTime() }
            : undefined,
      },
    ]),
  );
}

/** The days each 储天卡 has given its stays so far (a day is paid once, whatever the visits that day). */
export async function deductedDaysOf(db: Db, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ planId: bagDeductions.planId, stayId: bagDeductions.stayId, days: bagDeductions.days })
    .from(bagDeductions)
    .where(inArray(bagDeductions.planId, [...new Set(planIds)]));
}

/** Writes the deductions (once per stay: one already made is kept); answers the stays whose row this wrote. */
export async function insertDeductions(
  tx: Db,
  rows: readonly { stayId: string; planId: string; units: number; days: string[] }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(bagDeductions)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ stayId: bagDeductions.stayId });
  return new Set(inserted.map((r) => r.stayId));
}

/** Takes `units` from each plan's balance (the check constraint keeps it from going below 0; the locks, from needing to). */
export async function takeFromBalances(tx: Db, units: ReadonlyMap<string, number>): Promise<void> {
  if (units.size === 0) return;
  const values = sql.join(
    [...units].map(([planId, n]) => sql`(${planId}::uuid, ${n}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update bag_plans p set balance = p.balance - v.units from (values ${values}) as v(id, units) where p.id = v.id`,
  );
}
