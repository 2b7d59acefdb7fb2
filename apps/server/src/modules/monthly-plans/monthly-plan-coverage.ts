import type { Db } from '../../db/client';
import { SplitBatch } from '../../db/group-commit';
import { staysPort, type CoverageAsk, type CoverageSource } from '../parking';
import type { Coverage } from '../tariffs';
import { consumptionOf, coverageOfDays } from './monthly-plan-consumption';
import {
  coveringPlansOf,
  deductedDaysOf,
  deductionsOf,
  insertDeductions,
  takeFromBalances,
  type CoveringPlan,
  type Deducted,
  type PlanKey,
} from './monthly-plan-coverage.repository';

/** What the plans of a stay are found by (a consumption's stay carries no colour). */
type Stay = Omit<CoverageAsk['stay'], 'plateColor'>;

/** What a stay's plan is at the gate: the plan, whether another of its plates was inside, a 储天卡's days used. */
interface Found {
  plan: CoveringPlan | undefined;
  busy: boolean;
  /** Days of the 储天卡 taken by its other stays (empty for other kinds). */
  usedDays: ReadonlySet<string>;
}

/**
 * What covers a stay at the gate: the plan of its park (or of a group holding its park, decision 048) carrying its
 * plate that has not ended by its entry, with the plan's validity (and daily windows). 一位多车: a plan shared by
 * several plates covers one car at a time — a stay that entered while another of the plan's plates was inside pays
 * the temporary rate for the whole stay. Consumable plans (decision 047) cover what their balance allows and deduct
 * it when the car leaves, once per stay (`bag_deductions`, keyed by the stay): after that the stay is priced from its
 * deduction, not from the balance. Set-based (decision 098): a batch of stays takes the same few statements as one.
 * Reads through the `db` it is given (the pricer calls it inside transactions).
 */
export function createMonthlyPlanCoverage(): CoverageSource {
  /**
   * What the exits' quotes found, by transaction and stay: `consume` runs later in the same transaction with the
   * plans still locked, so it reads neither the plans nor the used days again (issue 42: statements on the exit's path).
   */
  const foundAtExit = new WeakMap<Db, Map<string, Found>>();

  return {
    async coverageFor(asks, db: Db, options) {
      if (asks.length === 0) return [];
      const exit = options?.exit ?? false;
      // A stay being closed (`exit`) has no deduction: one is written only with the stay's exit, in its transaction.
      const deducted = exit
        ? new Map<string, Deducted>()
        : await deductionsOf(
            db,
            asks.map((a) => a.stay.id),
          );
      const open = asks.filter((a) => !deducted.has(a.stay.id));
      const found = await plansFound(
        db,
        open.map((a) => a.stay),
        exit,
      );
      const foundOf = new Map(open.map((a, i) => [a.stay.id, found[i]!]));
      if (exit) {
        keepApart(
          open.map((a) => a.stay),
          found.map((f) => f.plan),
        );
        remember(db, foundOf);
      }
      return asks.map(({ stay, at }) => {
        const made = deducted.get(stay.id);
        return made ? coverageOfDeduction(made) : coverageOfFound(foundOf.get(stay.id)!, stay, at);
      });
    },

    async consume(tx, left) {
      // Locked by the exits' quotes already (the same transaction): the balances read there are the ones they priced.
      const known = foundAtExit.get(tx) ?? new Map<string, Found>();
      const unknown = left.filter(({ stay }) => !known.has(stay.id));
      const found = await plansFound(
        tx,
        unknown.map((u) => u.stay),
        true,
      );
      const foundOf = new Map([...known, ...unknown.map((u, i) => [u.stay.id, found[i]!] as const)]);
      keepApart(
        left.map((l) => l.stay),
        left.map((l) => foundOf.get(l.stay.id)!.plan),
      );
      const rows = left.flatMap(({ stay, at, quote }) => {
        const { plan, busy, usedDays } = foundOf.get(stay.id)!;
        if (!plan || plan.balance === null || busy) return [];
        // A stay within the free period costs nothing anyway: no visit or day is taken for it.
        if (quote.inFreePeriod && plan.kind !== 'storedValue') return [];
        const { coverage, units, days } = consumptionOf(plan, stay.enteredAt.getTime(), at.getTime(), usedDays);
        if (!coverage) return [];
        return [
          {
            stayId: stay.id,
            planId: plan.id,
            units: plan.kind === 'storedValue' ? (quote.creditFen ?? 0) : units,
            days,
          },
        ];
      });
      // A deduction already made (a replayed exit) is kept by the insert: its balance is not taken again.
      const inserted = await insertDeductions(tx, rows);
      const taken = new Map<string, number>();
      for (const row of rows) {
        if (inserted.has(row.stayId) && row.units > 0) taken.set(row.planId, (taken.get(row.planId) ?? 0) + row.units);
      }
      await takeFromBalances(tx, taken);
      // What the quotes read of these plans is stale now: a later `consume` in the transaction reads them again.
      const written = new Set(rows.map((r) => r.planId));
      for (const [stayId, f] of known) if (f.plan && written.has(f.plan.id)) known.delete(stayId);
    },
  };

  function remember(tx: Db, found: ReadonlyMap<string, Found>) {
    const known = foundAtExit.get(tx) ?? new Map<string, Found>();
    for (const [stayId, f] of found) known.set(stayId, f);
    foundAtExit.set(tx, known);
  }
}

/**
 * Each stay's plan (locked when `exit`), whether another of its plates was inside at its entry, and a 储天卡's used
 * days: three statements at most, whatever the number of stays (none for none).
 */
async function plansFound(db: Db, stays: readonly Stay[], exit: boolean): Promise<Found[]> {
  const plans = await coveringPlansOf(db, stays, exit);
  const sharing = plans.flatMap((plan, i) => {
    const others = plan?.plates.filter((plateNo) => plateNo !== stays[i]!.plateNo) ?? [];
    return others.length > 0 ? [{ i, parkId: stays[i]!.parkId, plateNos: others, at: stays[i]!.enteredAt }] : [];
  });
  const inside = await staysPort.anyInsideAtEach(db, sharing);
  const busy = new Set(sharing.flatMap((s, k) => (inside[k] ? [s.i] : [])));
  const daysCards = plans.flatMap((plan, i) => (plan?.kind === 'days' && !busy.has(i) ? [plan.id] : []));
  const deducted = await deductedDaysOf(db, daysCards);
  return plans.map((plan, i) => ({
    plan,
    busy: busy.has(i),
    usedDays: new Set(
      deducted.filter((d) => d.planId === plan?.id && d.stayId !== stays[i]!.id && !busy.has(i)).flatMap((d) => d.days),
    ),
  }));
}

/**
 * Stays leaving together are decided as if one after the other (decision 098) only where they do not touch each
 * other's plan: two stays on one plan (a card's balance, a 储天卡's days) or a stay whose plan carries the plate of
 * another stay of the batch (一位多车: that car's exit decides whether this one was alone) go one at a time.
 */
function keepApart(stays: readonly PlanKey[], plans: readonly (CoveringPlan | undefined)[]): void {
  if (stays.length < 2) return;
  const cars = new Set(stays.map((s) => `${s.parkId} ${s.plateNo}`));
  const seen = new Set<string>();
  plans.forEach((plan, i) => {
    if (!plan) return;
    if (seen.has(plan.id)) throw new SplitBatch('two stays of the batch on one monthly plan');
    seen.add(plan.id);
    const { parkId, plateNo } = stays[i]!;
    if (plan.plates.some((other) => other !== plateNo && cars.has(`${parkId} ${other}`))) {
      throw new SplitBatch('another plate of a shared monthly plan in the batch');
    }
  });
}

/** A stay not yet deducted, priced to `at` by what its plan covers (nothing when another of its plates was inside). */
function coverageOfFound({ plan, busy, usedDays }: Found, stay: Stay, at: Date): Coverage | undefined {
  if (!plan || busy) return undefined;
  return consumptionOf(plan, stay.enteredAt.getTime(), at.getTime(), usedDays).coverage;
}

/** Priced as it was when the car left: the balance (and the plan's plates) may have moved on since. */
function coverageOfDeduction({ units, days, plan }: Deducted): Coverage | undefined {
  if (!plan) return undefined;
  const validity = { validFrom: plan.validFrom, validUntil: plan.validUntil };
  if (plan.kind === 'storedValue') return { kind: 'storedValue', creditFen: units };
  if (plan.kind === 'days') return coverageOfDays(days, validity);
  return { kind: 'plan', ...validity };
}
