import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';
import { pglitePrepared, sqlLiteral } from './pglite-statement';
import { dealers } from './schema';

describe('sqlLiteral', () => {
  it.each([
    ['浙A12345', "'浙A12345'"],
    ["O'Brien", "'O''Brien'"],
    ["'); drop table dealers; --", "'''); drop table dealers; --'"],
    ['back\\slash', "'back\\slash'"],
    ['', "''"],
    [0, '0'],
    [-42, '-42'],
  ])('%j → %s', (value, literal) => {
    expect(sqlLiteral(value)).toBe(literal);
  });

  it.each([['nul\0byte'], [1.5], [Number.NaN], [2 ** 60], [null], [undefined], [{}]])('refuses %j', (value) => {
    expect(() => sqlLiteral(value)).toThrow(TypeError);
  });
});

describe('pglitePrepared', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await database.db.insert(dealers).values({ id: 'd-prep', name: "O'Brien 停车", city: '杭州' });
  });
  afterAll(() => dispose());

  const query = () =>
    database.db
      .select({ id: dealers.id, name: dealers.name })
      .from(dealers)
      .where(eq(dealers.name, sql.placeholder('name')));

  it('answers as the drizzle query does, with the same keys, however often it runs', async () => {
    const run = pglitePrepared<{ id: string; name: string }>(database.db, 'test_dealer_by_name', query(), [
      'id',
      'name',
    ]);
    if (database.driver !== 'pglite') return expect(run).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      expect(await run!({ name: "O'Brien 停车" })).toEqual([{ id: 'd-prep', name: "O'Brien 停车" }]);
      expect(await run!({ name: 'nobody' })).toEqual([]);
    }
  });

  it('takes a parameter as a value, never as SQL', async () => {
    const run = pglitePrepared(database.db, 'test_dealer_injection', query(), ['id', 'name']);
    if (!run) return;
    expect(await run({ name: "x'); delete from dealers; --" })).toEqual([]);
    expect(await database.db.select().from(dealers).where(eq(dealers.id, 'd-prep'))).toHaveLength(1);
  });

  it('is not used inside a transaction (its handle is not the client)', async () => {
    await database.db.transaction(async (tx) => {
      expect(pglitePrepared(tx as never, 'test_in_tx', query(), ['id'])).toBeUndefined();
    });
  });
});
