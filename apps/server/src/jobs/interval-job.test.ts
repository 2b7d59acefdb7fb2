import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { testClock } from '../../test/test-clock';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { startIntervalJob } from './interval-job';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const log = { error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an interval job with a lease', () => {
  it('runs on one node at a time, and another node takes over when the holder stops renewing', async () => {
    const clock = testClock();
    const runs = { a: 0, b: 0 };
    const a = startIntervalJob({
      db: database.db,
      clock,
      name: 'test.job',
      intervalMs: 20,
      run: async () => void runs.a++,
      log,
    });
    const b = startIntervalJob({
      db: database.db,
      clock,
      name: 'test.job',
      intervalMs: 20,
      run: async () => void runs.b++,
      log,
    });
    await sleep(150);
    // The test clock stands still, so the first holder's lease never runs out: only one node ran.
    expect(runs.a > 0 !== runs.b > 0).toBe(true);
    const holderRan = runs.a > 0 ? 'a' : 'b';
    await (holderRan === 'a' ? a : b).stop();
    const before = { ...runs };
    clock.advance(60); // past the lease (two intervals)
    await sleep(100);
    const other = holderRan === 'a' ? 'b' : 'a';
    expect(runs[other]).toBeGreaterThan(before[other]);
    await (holderRan === 'a' ? b : a).stop();
    const leases = await queryRows<{ name: string }>(database.db, sql`select name from job_leases`);
    expect(leases.map((l) => l.name)).toEqual(['test.job']);
  });

  it('keeps running after a failed round', async () => {
    let calls = 0;
    const job = startIntervalJob({
      db: database.db,
      clock: testClock(),
      name: 'test.failing',
      intervalMs: 10,
      run: async () => {
        calls++;
        throw new Error('boom');
      },
      log,
    });
    await sleep(80);
    await job.stop();
    expect(calls).toBeGreaterThan(1);
  });
});
