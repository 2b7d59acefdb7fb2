import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import { isUniqueViolation, pgErrorOf } from './pg-error';
import { PgliteThread } from './pglite-thread';

let pg: PgliteThread;
beforeAll(async () => {
  pg = await PgliteThread.start(IN_MEMORY);
  await pg.exec(`
    create table items (id int primary key, name text not null, at timestamptz not null default now());
    insert into items (id, name, at) values (1, 'one', '2026-11-21T08:00:00Z');
  `);
});
afterAll(() => pg.close());

const names = async () =>
  (await pg.query('select name from items order by id')).rows.map((r) => (r as { name: string }).name);

describe('PGlite in a worker thread', () => {
  it('answers queries with parameters, as objects or arrays', async () => {
    const objects = await pg.query('select id, name from items where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, name: 'one' }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'name']);
    const arrays = await pg.query('select id, name from items where name = $1', ['one'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('parses timestamps as PGlite does, or keeps them as text for the types given text parsers', async () => {
    const parsed = await pg.query('select at from items where id = 1');
    expect(parsed.rows[0]).toEqual({ at: new Date('2026-11-21T08:00:00Z') });
    const text = await pg.query('select at, now() > at as later from items where id = 1', [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(text.rows[0]).toEqual({ at: '2026-11-21 08:00:00+00', later: true });
  });

  it('runs several statements with exec and reports affected rows', async () => {
    const results = await pg.exec(
      "insert into items (id, name) values (2, 'two'); select count(*)::int as n from items",
    );
    expect(results).toHaveLength(2);
    expect(results[0]!.affectedRows).toBe(1);
    expect(results[1]!.rows).toEqual([{ n: 2 }]);
    await pg.query('delete from items where id = 2');
  });

  it("keeps PostgreSQL's error fields across the thread, so violations are recognised", async () => {
    const error = await pg.query("insert into items (id, name) values (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(pgErrorOf(error)?.code).toBe('23505');
    expect(isUniqueViolation(error, 'items_pkey')).toBe(true);
    const syntax = await pg.query('selec 1').catch((e: unknown) => e);
    expect(pgErrorOf(syntax)?.code).toBe('42601');
  });

  it('commits a transaction whose callback resolves, with its result', async () => {
    const result = await pg.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (3, 'three')");
      return (await tx.query('select count(*)::int as n from items')).rows[0];
    });
    expect(result).toEqual({ n: 2 });
    expect(await names()).toEqual(['one', 'three']);
    await pg.query('delete from items where id = 3');
  });

  it('rolls a transaction back when its callback throws, and passes the error on', async () => {
    const error = await pg
      .transaction(async (tx) => {
        await tx.query("insert into items (id, name) values (4, 'four')");
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('changed my mind');
    expect(await names()).toEqual(['one']);
  });

  it('rolls back after a failed statement inside the transaction; the database goes on', async () => {
    const error = await pg
      .transaction(async (tx) => {
        await tx.query("insert into items (id, name) values (5, 'five')");
        await tx.query("insert into items (id, name) values (1, 'duplicate')");
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await names()).toEqual(['one']);
  });

  it('runs other calls after an open transaction, never inside it', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (6, 'six')");
      await holding;
      await tx.query("update items set name = 'six, updated' where id = 6");
    });
    // Sent while the transaction is open: it waits, then sees the transaction's committed outcome.
    const outside = pg.query('select name from items where id = 6');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ name: 'six, updated' }]);
    await pg.query('delete from items where id = 6');
  });

  it('refuses calls after close, and a failed start says why', async () => {
    const other = await PgliteThread.start(IN_MEMORY);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/exited/);
    await expect(PgliteThread.start('/proc/no-such-dir/pglite')).rejects.toThrow();
  });
});
