import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCoverageDealer } from '../../../test/coverage';
import { countStatements, rolledBack } from '../../../test/count-statements';
import { openTestDatabase } from '../../../test/test-database';
import type { Database, Db } from '../../db/client';
import { SplitBatch } from '../../db/group-commit';
import { bagDeductions, bagGroupParks, bagGroups, bagPlans, bagProductGroups, bagProducts } from '../../db/schema';
import type { Consumption, CoverageAsk } from '../parking';
import type { FeeQuote } from '../tariffs';
import { createMonthlyPlanCoverage } from './monthly-plan-coverage';

/**
 * Monthly plans' coverage set-based (decision 098): a batch of stays is answered, and deducted, exactly as its stays
 * one at a time, in the same few statements whatever its size; stays touching one plan split the batch.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-12-04T02:00:00Z'); // 10:00 in Shanghai
const before = (ms: number) => new Date(NOW.getTime() - ms);
const validity = { validFrom: before(30 * DAY), validUntil: new Date(NOW.getTime() + 30 * DAY) };

let database: Database;
let dispose: () => Promise<void>;
let db: Db;
const source = createMonthlyPlanCoverage();
/** The stays asked about, by case, with the kind of coverage each should get (quoted, and at the exit). */
const cases: { name: string; ask: CoverageAsk; quoted: string | undefined; leaving: string | undefined }[] = [];
/** Cars each on a 月卡 of its own: the size of a batch must not change its statements. */
const plainCars: CoverageAsk[] = [];
let sharedCard: CoverageAsk[];
let sharedPlan: CoverageAsk[];
const planOf = new Map<string, string>();

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  db = database.db;
  const dealer = await aCoverageDealer(db);
  const park = await dealer.aPark();
  const other = await dealer.aPark();
  const add = async (
    name: string,
    plateNo: string,
    enteredAt: Date,
    quoted: string | undefined,
    leaving = quoted,
    at = park,
  ) => {
    const stay = await dealer.aStay(at, plateNo, enteredAt);
    cases.push({ name, ask: { stay, at: NOW }, quoted, leaving });
    return stay;
  };
  const month = { kind: 'month' as const, ...validity };
  const card = (kind: 'visits' | 'storedValue' | 'days', balance: number, purchased = balance + 1) => ({
    kind,
    balance,
    purchased,
    ...validity,
  });

  planOf.set('浙A10001', await dealer.aPlan(park.parkId, ['浙A10001'], month));
  await add('a 月卡', '浙A10001', before(2 * HOUR), 'plan');

  // A product of a group holding both parks: its plan covers at the other park too (decision 048).
  const [product] = await db
    .insert(bagProducts)
    .values({ dealerId: dealer.dealerId, parkId: park.parkId, kind: 'month', vehicleClass: 'small', priceFen: 30000 })
    .returning({ id: bagProducts.id });
  const [group] = await db
    .insert(bagGroups)
    .values({ dealerId: dealer.dealerId, name: '两场通用' })
    .returning({ id: bagGroups.id });
  await db.insert(bagGroupParks).values([
    { groupId: group!.id, parkId: park.parkId },
    { groupId: group!.id, parkId: other.parkId },
  ]);
  await db.insert(bagProductGroups).values({ productId: product!.id, groupId: group!.id });
  await dealer.aPlan(park.parkId, ['浙A10002'], { ...month, productId: product!.id });
  await add("a group's plan at another park", '浙A10002', before(2 * HOUR), 'plan', 'plan', other);

  // 一位多车: one car of the plan inside at a time.
  await dealer.aPlan(park.parkId, ['浙A10003', '浙A10004'], month);
  await dealer.aStay(park, '浙A10004', before(5 * HOUR));
  await add('一位多车, the other plate inside', '浙A10003', before(3 * HOUR), undefined);
  await dealer.aPlan(park.parkId, ['浙A10005', '浙A10006'], month);
  await dealer.aStay(park, '浙A10006', before(10 * HOUR), before(6 * HOUR));
  await add('一位多车, the other plate gone', '浙A10005', before(3 * HOUR), 'plan');

  // A used-up card comes last: a 月卡 of the plate covers instead.
  await dealer.aPlan(park.parkId, ['浙A10007'], { ...card('visits', 0, 2), validFrom: before(40 * DAY) });
  await dealer.aPlan(park.parkId, ['浙A10007'], month);
  await add('a used-up card beside a 月卡', '浙A10007', before(2 * HOUR), 'plan');
  await dealer.aPlan(park.parkId, ['浙A10008'], card('visits', 0, 2));
  await add('a used-up card alone', '浙A10008', before(2 * HOUR), undefined);

  planOf.set('浙A10009', await dealer.aPlan(park.parkId, ['浙A10009'], card('visits', 2)));
  await add('a 储次卡', '浙A10009', before(2 * HOUR), 'plan');
  planOf.set('浙A10010', await dealer.aPlan(park.parkId, ['浙A10010'], card('storedValue', 500, 1000)));
  await add('a 储值卡', '浙A10010', before(2 * HOUR), 'storedValue');

  // A 储天卡 with 2 December used by an earlier stay: that day is free again, two more are taken.
  const days = await dealer.aPlan(park.parkId, ['浙A10011'], card('days', 2, 5));
  planOf.set('浙A10011', days);
  const earlier = await dealer.aStay(park, '浙A10011', before(49 * HOUR), before(47 * HOUR));
  await db.insert(bagDeductions).values({ stayId: earlier.id, planId: days, units: 1, days: ['2026-12-02'] });
  await add('a 储天卡 over three days, one used', '浙A10011', new Date('2026-12-02T12:00:00Z'), 'plan');

  // Deducted already (a replayed exit): quoted from the deduction, not from the balance.
  const visits = await dealer.aPlan(park.parkId, ['浙A10012'], card('visits', 1, 2));
  planOf.set('浙A10012', visits);
  const deducted = await add('a stay deducted already', '浙A10012', before(2 * HOUR), 'plan');
  await db.insert(bagDeductions).values({ stayId: deducted.id, planId: visits, units: 1 });

  planOf.set('浙A10015', await dealer.aPlan(park.parkId, ['浙A10015'], card('visits', 2)));
  await add('a 储次卡 within the free period', '浙A10015', before(HOUR / 6), 'plan');
  await dealer.aPlan(park.parkId, ['浙A10013'], {
    kind: 'month',
    validFrom: before(DAY),
    validUntil: before(5 * HOUR),
  });
  await add('a plan ended before the entry', '浙A10013', before(3 * HOUR), undefined);
  await add('no plan', '浙A10014', before(3 * HOUR), undefined);

  for (let n = 0; n < 12; n += 1) {
    const plateNo = `浙B2${String(n).padStart(4, '0')}`;
    await dealer.aPlan(park.parkId, [plateNo], month);
    plainCars.push({ stay: await dealer.aStay(park, plateNo, before(HOUR)), at: NOW });
  }

  await dealer.aPlan(park.parkId, ['浙A10020', '浙A10021'], card('storedValue', 500, 1000));
  sharedCard = [
    { stay: await dealer.aStay(park, '浙A10020', before(2 * HOUR)), at: NOW },
    { stay: await dealer.aStay(park, '浙A10021', before(HOUR)), at: NOW },
  ];

  // 一位多车 on a 月卡: whether the second car was alone depends on when the first one left.
  await dealer.aPlan(park.parkId, ['浙A10030', '浙A10031'], month);
  sharedPlan = [
    { stay: await dealer.aStay(park, '浙A10030', before(2 * HOUR)), at: NOW },
    { stay: await dealer.aStay(park, '浙A10031', before(HOUR)), at: NOW },
  ];
});
afterAll(() => dispose());

const asks = () => cases.map((c) => c.ask);
const kinds = (answers: readonly ({ kind: string } | undefined)[]) => answers.map((a) => a?.kind);
/** The answers of the stays asked about one at a time, in order. */
async function oneAtATime(via: Db, list: readonly CoverageAsk[], exit: boolean) {
  const answers = [];
  for (const ask of list) answers.push(...(await source.coverageFor([ask], via, { exit })));
  return answers;
}

describe('a batch of stays is covered as its stays one at a time', () => {
  it('quoted: the same answers, in order', async () => {
    const batch = await source.coverageFor(asks(), db);
    expect(batch).toEqual(await oneAtATime(db, asks(), false));
    expect(kinds(batch)).toEqual(cases.map((c) => c.quoted));
    // The 储天卡 covers the day used and two new ones (its balance); the 储值卡 its value.
    const days = batch[cases.findIndex((c) => c.name.startsWith('a 储天卡'))];
    expect(days).toMatchObject({ intervals: [{}, {}, {}] });
    expect(batch[cases.findIndex((c) => c.name === 'a 储值卡')]).toEqual({ kind: 'storedValue', creditFen: 500 });
  });

  it('leaving: the same answers (the plans locked, no deduction read)', async () => {
    const batch = await rolledBack(db, (tx) => source.coverageFor(asks(), tx, { exit: true }));
    const single = await rolledBack(db, (tx) => oneAtATime(tx, asks(), true));
    expect(batch).toEqual(single);
    expect(kinds(batch)).toEqual(cases.map((c) => c.leaving));
  });

  it('deducts what the stays one at a time deduct: one row per stay, each balance once', async () => {
    const covered = cases.filter((c) => c.leaving !== undefined);
    const left: Consumption[] = covered.map((c) => ({ ...c.ask, quote: quoteFor(c.name) }));
    const effects = async (tx: Db) => {
      const stayIds = covered.map((c) => c.ask.stay.id);
      const deductions = await tx
        .select({
          stayId: bagDeductions.stayId,
          planId: bagDeductions.planId,
          units: bagDeductions.units,
          days: bagDeductions.days,
        })
        .from(bagDeductions)
        .where(inArray(bagDeductions.stayId, stayIds))
        .orderBy(bagDeductions.stayId);
      const balances = await tx
        .select({ id: bagPlans.id, balance: bagPlans.balance })
        .from(bagPlans)
        .where(inArray(bagPlans.id, [...planOf.values()]))
        .orderBy(bagPlans.id);
      return { deductions, balances };
    };
    const batch = await rolledBack(db, async (tx) => {
      await source.coverageFor(
        covered.map((c) => c.ask),
        tx,
        { exit: true },
      );
      await source.consume!(tx, left);
      return effects(tx);
    });
    const single = await rolledBack(db, async (tx) => {
      for (const [i, one] of left.entries()) {
        await source.coverageFor([covered[i]!.ask], tx, { exit: true });
        await source.consume!(tx, [one]);
      }
      return effects(tx);
    });
    // Without the exits' quotes in the same transaction: `consume` reads and locks the plans itself.
    const unquoted = await rolledBack(db, async (tx) => {
      await source.consume!(tx, left);
      return effects(tx);
    });
    expect(batch).toEqual(single);
    expect(unquoted).toEqual(single);
    const balance = (plateNo: string) => batch.balances.find((b) => b.id === planOf.get(plateNo))!.balance;
    expect([balance('浙A10009'), balance('浙A10010'), balance('浙A10011')]).toEqual([1, 200, 0]);
    // A stay in its free period takes no visit; one deducted already none again.
    expect([balance('浙A10015'), balance('浙A10012')]).toEqual([2, 1]);
    expect(batch.deductions.find((d) => d.planId === planOf.get('浙A10011'))).toMatchObject({
      units: 2,
      days: ['2026-12-02', '2026-12-03', '2026-12-04'],
    });
  });
});

/** The exit's quote as `consume` reads it: a 储值卡 paid 3元 of the stay; one stay within its free period. */
function quoteFor(name: string): FeeQuote {
  return {
    inFreePeriod: name.includes('free period'),
    ...(name === 'a 储值卡' ? { creditFen: 300 } : {}),
  } as FeeQuote;
}

describe('statements of a batch', () => {
  /** The statements `fn` runs in a transaction of its own (rolled back). */
  const statementsOf = (fn: (tx: Db) => Promise<unknown>) =>
    rolledBack(db, async (tx) => {
      const counter = countStatements(tx);
      await fn(tx);
      return counter.count;
    });

  it('do not grow with its size; an empty batch runs none', async () => {
    const quoted = (list: CoverageAsk[]) => statementsOf((tx) => source.coverageFor(list, tx));
    const leaving = (list: CoverageAsk[]) => statementsOf((tx) => source.coverageFor(list, tx, { exit: true }));
    expect(await quoted(plainCars.slice(0, 2))).toBe(await quoted(plainCars));
    expect(await leaving(plainCars.slice(0, 2))).toBe(await leaving(plainCars));
    // Every case at once: deductions, plans, the other plates inside, a 储天卡's days.
    expect(await quoted(asks())).toBeLessThanOrEqual(4);
    expect(await leaving(asks())).toBeLessThanOrEqual(3);
    expect(await quoted([])).toBe(0);
    expect(await statementsOf((tx) => source.consume!(tx, []))).toBe(0);
  });

  it('consume writes the deductions in one insert and the balances in one update', async () => {
    const left = plainCars.slice(0, 1).concat(cases.filter((c) => c.name === 'a 储次卡').map((c) => c.ask));
    const consumed = left.map((l) => ({ ...l, quote: quoteFor('') }));
    const consumeOnly = await rolledBack(db, async (tx) => {
      await source.coverageFor(left, tx, { exit: true });
      const counter = countStatements(tx);
      await source.consume!(tx, consumed);
      return counter.count;
    });
    expect(consumeOnly).toBe(2);
  });
});

describe('stays that touch one plan', () => {
  it('two cars drawing on one card split the batch: leaving, and deducting', async () => {
    await expect(rolledBack(db, (tx) => source.coverageFor(sharedCard, tx, { exit: true }))).rejects.toBeInstanceOf(
      SplitBatch,
    );
    const left = sharedCard.map((ask) => ({ ...ask, quote: quoteFor('a 储值卡') }));
    await expect(rolledBack(db, (tx) => source.consume!(tx, left))).rejects.toBeInstanceOf(SplitBatch);
    // Alone, each is decided (the second car entered while the first was inside: not covered).
    const single = await rolledBack(db, (tx) => oneAtATime(tx, sharedCard, true));
    expect(kinds(single)).toEqual(['storedValue', undefined]);
  });

  it('two plates of one shared 月卡 split the batch; different cars do not', async () => {
    await expect(rolledBack(db, (tx) => source.coverageFor(sharedPlan, tx, { exit: true }))).rejects.toBeInstanceOf(
      SplitBatch,
    );
    const apart = [sharedPlan[0]!, sharedCard[0]!, ...plainCars];
    const batch = await rolledBack(db, (tx) => source.coverageFor(apart, tx, { exit: true }));
    expect(batch).toEqual(await rolledBack(db, (tx) => oneAtATime(tx, apart, true)));
  });

  it('quoted together they are answered as one at a time (nothing is written)', async () => {
    expect(await source.coverageFor(sharedCard, db)).toEqual(await oneAtATime(db, sharedCard, false));
  });
});
