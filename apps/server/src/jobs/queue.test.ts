import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { until } from '../../test/until';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from './queue';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const errors: object[] = [];
const log = { error: (obj: object) => void errors.push(obj) };

const rowsOf = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];

describe('periodic jobs on the queue (two nodes on one database)', () => {
  it('runs each interval slot once, whichever node takes it', async () => {
    const runs: string[] = [];
    const nodes: JobQueue[] = ['a', 'b'].map(() => createJobQueue({ database, log }));
    const job = (node: string) => ({
      name: 'test.tick',
      intervalMs: 1000,
      run: async () => void runs.push(node),
    });
    await nodes[0]!.start([job('a')]);
    await nodes[1]!.start([job('b')]);
    await until(() => runs.length >= 3);
    await Promise.all(nodes.map((node) => node.stop()));

    const jobs = await rowsOf<{ singleton_on: string; state: string }>(
      `select singleton_on::text, state::text from pgboss.job where name = 'test.tick'`,
    );
    // Every slot got one job although two nodes sent one each; every job that ran completed, and ran once.
    expect(new Set(jobs.map((j) => j.singleton_on)).size).toBe(jobs.length);
    expect(jobs.filter((j) => j.state === 'completed').length).toBe(runs.length);
  });

  it('retries a failing job with backoff, then dead-letters it where operators list it', async () => {
    const queue = createJobQueue({ database, log, retry: { limit: 2, delaySeconds: 0 } });
    let calls = 0;
    await queue.start([
      {
        name: 'test.failing',
        intervalMs: 60_000,
        run: async () => {
          calls++;
          throw new Error('order 42 of another dealer failed');
        },
      },
    ]);
    await until(async () => (await queue.deadJobs('330100')).total > 0);
    await queue.stop();
    expect(calls).toBe(3); // the first try and two retries

    const { jobs } = await queue.deadJobs('330100');
    // A platform job: listed for every dealer's admins, but its input and error text (other dealers' data) are not.
    expect(jobs).toEqual([expect.objectContaining({ queue: 'test.failing', dealerId: null, data: null, error: null })]);
    const [failed] = await rowsOf<{ retry_count: number; state: string }>(
      `select retry_count, state::text from pgboss.job where name = 'test.failing'`,
    );
    expect(failed).toEqual({ retry_count: 2, state: 'failed' });
  });

  it("shows a dealer's dead job with its error to that dealer only", async () => {
    const queue = createJobQueue({ database, log });
    await queue.start([]);
    await queue.boss.createQueue('test.dealer.dead', { name: 'test.dealer.dead' });
    await queue.boss.send('test.dealer.dead', { dealerId: '320500', orderNo: 'P1' });
    await database.executeSql(
      `update pgboss.job set output = '{"message":"provider refused"}' where name = 'test.dealer.dead'`,
    );
    const own = await queue.deadJobs('320500');
    const other = await queue.deadJobs('330100');
    await queue.stop();

    expect(own.jobs.find((j) => j.queue === 'test.dealer')).toMatchObject({
      dealerId: '320500',
      data: { dealerId: '320500', orderNo: 'P1' },
      error: 'provider refused',
    });
    expect(other.jobs.some((j) => j.queue === 'test.dealer')).toBe(false);
  });
});

describe('stopping the queue', () => {
  it('waits for a fetch under way and the job it brings: nothing of the queue runs after stop (the database closes next)', async () => {
    // pg-boss's own stop waits for jobs in hand only: a poll under way could still bring a job, whose handler and
    // completion then ran on a closed database (a late call, unhandled in pg-boss's completion).
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    let calls = 0;
    let inFlight = 0;
    const gated: Pick<Database, 'executeSql'> = {
      async executeSql(text, values) {
        calls++;
        inFlight++;
        try {
          if (!held && values?.[0] === 'test.late' && /skip locked/i.test(text)) {
            held = true;
            await gate;
          }
          return await database.executeSql(text, values);
        } finally {
          inFlight--;
        }
      },
    };
    const queue = createJobQueue({ database: gated, log });
    await queue.start([]);
    let runs = 0;
    await queue.define('test.late', async () => void runs++);
    await queue.sendManyOnce([{ name: 'test.late', data: {}, key: 'late-1' }]);
    await until(() => held, 'a held fetch');

    let runsWhenStopped: number | undefined;
    const stopped = queue.stop().then(() => (runsWhenStopped = runs));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await stopped;

    expect(runsWhenStopped).toBe(1);
    expect(inFlight).toBe(0);
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(after);
    const [job] = await rowsOf<{ state: string }>(`select state::text from pgboss.job where name = 'test.late'`);
    expect(job).toEqual({ state: 'completed' });
  });
});
