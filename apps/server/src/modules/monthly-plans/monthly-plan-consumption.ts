/**
 * The pure rules of consumable plans (decision 047): what a 储值卡 (stored value), 储次卡 (visits) or 储天卡 (days)
 * covers of a stay and what it takes from the balance when the car leaves, and what cancelling a plan gives back.
 * No database, no clock: instants are epoch milliseconds.
 */
import { isConsumableKind, type BagKind, type BagWindow } from '@parking/contracts';
import { shanghaiDay, shanghaiDayStart } from '@parking/contracts/shanghai-time';
import type { Coverage } from '../tariffs';
import { DAY_MS } from './monthly-plan-rules';

export interface PlanBalance {
  kind: BagKind;
  validFrom: number;
  validUntil: number;
  windows: readonly BagWindow[] | null;
  /** Fen, visits or days left; null for the period and free kinds. */
  balance: number | null;
}

/**
 * What covers a stay from `enteredAt` to `end`, and what the card would take for it (units; for stored value the
 * quote decides: the credit it used). `usedDays`: days of a 储天卡 other stays already took (free again today).
 */
export interface Consumption {
  coverage: Coverage | undefined;
  /** Visits or days taken; for stored value, taken from the quote's creditFen. */
  units: number;
  /** 储天卡: the days the stay is covered on. */
  days: string[];
}

/** The Shanghai days (YYYY-MM-DD) a stay touches: every day with a minute of [enteredAt, end), the entry day at least. */
export function stayDays(enteredAt: number, end: number): string[] {
  const days: string[] = [];
  for (let day = shanghaiDayStart(enteredAt); day < Math.max(end, enteredAt + 1); day += DAY_MS) {
    days.push(shanghaiDay(day));
  }
  return days;
}

/** The instants of the given Shanghai days as covered intervals, within [validFrom, validUntil). */
export function dayIntervals(days: readonly string[], validFrom: number, validUntil: number) {
  return days
    .map((day) => {
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const from = Date.UTC(y, m - 1, d) - 8 * 3_600_000;
      return { from: Math.max(from, validFrom), to: Math.min(from + DAY_MS, validUntil) };
    })
    .filter((i) => i.to > i.from);
}

/**
 * What a plan covers of a stay not yet deducted: a period or free plan its validity (and windows); a 储次卡 with a
 * visit left the whole stay within its validity (one visit); a 储天卡 the stay's days already used and, in order, as
 * many new days as it has left (the rest at the temporary rate); a 储值卡 its value as credit.
 */
export function consumptionOf(plan: PlanBalance, enteredAt: number, end: number, usedDays: ReadonlySet<string>) {
  const none: Consumption = { coverage: undefined, units: 0, days: [] };
  const period: Coverage = {
    kind: 'plan',
    validFrom: plan.validFrom,
    validUntil: plan.validUntil,
    ...(plan.windows ? { windows: plan.windows } : {}),
  };
  if (!isConsumableKind(plan.kind)) return { ...none, coverage: period };
  const balance = plan.balance ?? 0;
  switch (plan.kind) {
    case 'visits':
      return balance > 0 ? { coverage: period, units: 1, days: [] } : none;
    case 'storedValue':
      return balance > 0 ? { ...none, coverage: { kind: 'storedValue' as const, creditFen: balance } } : none;
    case 'days': {
      const inValidity = stayDays(enteredAt, end).filter(
        (day) => dayIntervals([day], plan.validFrom, plan.validUntil).length > 0,
      );
      const taken = inValidity.filter((day) => !usedDays.has(day)).slice(0, balance);
      const days = inValidity.filter((day) => usedDays.has(day) || taken.includes(day));
      return { coverage: coverageOfDays(days, plan), units: taken.length, days };
    }
  }
}

/** A 储天卡's coverage for the days a stay is covered on (none when no day is). */
export function coverageOfDays(days: readonly string[], plan: Pick<PlanBalance, 'validFrom' | 'validUntil'>) {
  const intervals = dayIntervals(days, plan.validFrom, plan.validUntil);
  if (intervals.length === 0) return undefined;
  return {
    kind: 'plan' as const,
    validFrom: intervals[0]!.from,
    validUntil: intervals.at(-1)!.to,
    intervals,
  };
}

/**
 * What cancelling gives back, rounded down to the fen (the platform keeps the odd fen): of a consumable card the
 * unused share of what was paid; of a period plan, for each payment, the share of its period from `endsAt` (the
 * end of the cancel day) to its end. A payment's period not begun is refunded whole.
 */
export function refundOf(
  plan: { kind: BagKind; balance: number | null; purchased: number | null },
  payments: readonly { amountFen: number; periodFrom: number; periodUntil: number }[],
  endsAt: number,
): { total: number; perPayment: number[] } {
  const perPayment = payments.map((p) => {
    if (isConsumableKind(plan.kind)) {
      const bought = plan.purchased ?? 0;
      return bought > 0 ? Math.floor((p.amountFen * (plan.balance ?? 0)) / bought) : 0;
    }
    const length = p.periodUntil - p.periodFrom;
    const unused = Math.max(0, p.periodUntil - Math.max(endsAt, p.periodFrom));
    return length > 0 ? Math.floor((p.amountFen * Math.min(unused, length)) / length) : 0;
  });
  return { total: perPayment.reduce((a, b) => a + b, 0), perPayment };
}
