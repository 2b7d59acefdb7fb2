import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCoverageDealer } from '../../../test/coverage';
import { countStatements, rolledBack } from '../../../test/count-statements';
import { openTestDatabase } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { sharingProducts, sharingShares } from '../../db/schema';
import type { CoverageAsk } from '../parking';
import { createSharingCoverage } from './sharing-coverage';

/** Sharing's coverage set-based (decision 098): a batch of stays in one statement, answered as one at a time. */

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-04T02:00:00Z');
const at = (hours: number) => NOW + hours * HOUR;

let dispose: () => Promise<void>;
let db: Db;
const source = createSharingCoverage();
const cases: { name: string; ask: CoverageAsk; covered: boolean }[] = [];

beforeAll(async () => {
  let database;
  ({ database, dispose } = await openTestDatabase());
  db = database.db;
  const dealer = await aCoverageDealer(db);
  const park = await dealer.aPark();
  const other = await dealer.aPark();
  const productOf = async (parkId: string) => {
    const [product] = await db
      .insert(sharingProducts)
      .values({
        dealerId: dealer.dealerId,
        parkId,
        kind: 'package',
        name: '夜间',
        priceFen: 10000,
        quota: 10,
        rules: [],
      })
      .returning({ id: sharingProducts.id });
    return product!.id;
  };
  const products = new Map([
    [park.parkId, await productOf(park.parkId)],
    [other.parkId, await productOf(other.parkId)],
  ]);
  const aShare = (plateNo: string, windows: [number, number][], over: { parkId?: string; status?: 'released' } = {}) =>
    db.insert(sharingShares).values({
      dealerId: dealer.dealerId,
      driverId: dealer.driverId,
      parkId: over.parkId ?? park.parkId,
      productId: products.get(over.parkId ?? park.parkId)!,
      kind: 'package',
      plateNo,
      period: '2026-12',
      windows,
      coversFrom: new Date(windows[0]![0]),
      coversUntil: new Date(windows.at(-1)![1]),
      priceFen: 10000,
      status: over.status ?? 'active',
      payKey: `k-${plateNo}-${windows[0]![0]}`,
    });
  const add = async (name: string, plateNo: string, covered: boolean) => {
    const stay = await dealer.aStay(park, plateNo, new Date(at(-3)));
    cases.push({ name, ask: { stay, at: new Date(NOW) }, covered });
  };

  await aShare('浙C00001', [[at(-4), at(-2)]]);
  await add('one share', '浙C00001', true);
  await aShare('浙C00002', [[at(-6), at(-5)]]);
  await aShare('浙C00002', [
    [at(-5), at(-3)],
    [at(1), at(2)],
  ]);
  await aShare('浙C00002', [[at(-2), at(-1)]]);
  await add('three shares, two ending after the entry', '浙C00002', true);
  await aShare('浙C00003', [[at(-6), at(-4)]]);
  await add('a share ended before the entry', '浙C00003', false);
  await aShare('浙C00004', [[at(-4), at(-2)]], { status: 'released' });
  await add('a released share', '浙C00004', false);
  await aShare('浙C00005', [[at(-4), at(-2)]], { parkId: other.parkId });
  await add('a share at another park', '浙C00005', false);
  await add('no share', '浙C00006', false);
});
afterAll(() => dispose());

describe("sharing's coverage of a batch of stays", () => {
  it('answers each stay as it is answered alone, in order', async () => {
    const asks = cases.map((c) => c.ask);
    const batch = await source.coverageFor(asks, db);
    const single = [];
    for (const ask of asks) single.push(...(await source.coverageFor([ask], db)));
    expect(batch).toEqual(single);
    expect(batch.map((c) => c !== undefined)).toEqual(cases.map((c) => c.covered));
    // The windows of the plate's shares, merged: the one that ended before the entry is not among them.
    expect(batch[1]).toEqual({
      kind: 'plan',
      validFrom: at(-5),
      validUntil: at(2),
      intervals: [
        { from: at(-5), to: at(-3) },
        { from: at(-2), to: at(-1) },
        { from: at(1), to: at(2) },
      ],
    });
  });

  it('in one statement whatever the number of stays; none for none', async () => {
    const statements = (asks: CoverageAsk[]) =>
      rolledBack(db, async (tx) => {
        const counter = countStatements(tx);
        await source.coverageFor(asks, tx, { exit: true });
        return counter.count;
      });
    expect(await statements(cases.map((c) => c.ask))).toBe(1);
    expect(await statements(cases.slice(0, 1).map((c) => c.ask))).toBe(1);
    expect(await statements([])).toBe(0);
  });
});
