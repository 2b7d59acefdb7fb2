import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import { openDatabase, type Database } from '../db/client';
import { requestNonces } from '../db/schema';
import { createBufferedNonceStore } from './nonce-store';

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 2) + minutes * 60_000);

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
});
afterAll(() => database.close());

describe('buffered nonce store (PGlite)', () => {
  it('claims a nonce once, answering from memory', async () => {
    const store = await createBufferedNonceStore(database.db, { now: () => at(0) });
    expect(await store.claim('a', at(5))).toBe(true);
    expect(await store.claim('a', at(5))).toBe(false);
    expect(await Promise.all([store.claim('b', at(5)), store.claim('b', at(5))])).toEqual([true, false]);
    await store.close();
  });

  it('writes claims to the table in batches and remembers them after a restart', async () => {
    const first = await createBufferedNonceStore(database.db, { now: () => at(0) });
    for (let i = 0; i < 50; i++) await first.claim(`r${i}`, at(5));
    await first.close();
    const rows = await database.db.select().from(requestNonces);
    expect(rows.filter((r) => r.nonce.startsWith('r'))).toHaveLength(50);

    const restarted = await createBufferedNonceStore(database.db, { now: () => at(1) });
    expect(await restarted.claim('r7', at(5))).toBe(false);
    expect(await restarted.claim('r-new', at(5))).toBe(true);
    await restarted.close();
  });

  it('forgets expired nonces in memory and in the table', async () => {
    const store = await createBufferedNonceStore(database.db, { now: () => at(0) });
    for (let i = 0; i < 10; i++) await store.claim(`p${i}`, at(10 + i));
    await store.close();
    await store.pruneExpired(at(15));
    expect(store.size()).toBe(5);
    const left = (await database.db.select().from(requestNonces)).filter((r) => r.nonce.startsWith('p'));
    expect(left.map((r) => r.nonce).sort()).toEqual(['p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('prunes thousands of expired nonces a chunk at a time, every one of them', async () => {
    const expired = Array.from({ length: 1_234 }, (_, i) => ({ nonce: `x${i}`, expiresAt: at(20) }));
    await database.db.insert(requestNonces).values([...expired, { nonce: 'x-kept', expiresAt: at(40) }]);
    const store = await createBufferedNonceStore(database.db, { now: () => at(0) });
    await store.pruneExpired(at(30));
    await store.close();
    const left = (await database.db.select().from(requestNonces)).filter((r) => r.nonce.startsWith('x'));
    expect(left.map((r) => r.nonce)).toEqual(['x-kept']);
  });
});
