import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../test/test-database';
import { until } from '../../test/until';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { createEventBus, type EventBus, type EventHandler } from './bus';
import { publish, type OutboxEvent } from './outbox';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const log = { error: () => {} };

/** One server node's queue and bus on the shared database, its listener's events, and its stop. */
async function aNode(handlers: EventHandler[] = [], options: { listen?: boolean; pollMs?: number } = {}) {
  const queue: JobQueue = createJobQueue({ database, log, retry: { limit: 1, delaySeconds: 0 } });
  await queue.start([]);
  const bus: EventBus = createEventBus({
    database: options.listen === false ? { executeSql: database.executeSql } : database,
    queue,
    log,
    handlers,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  await bus.start();
  const heard: OutboxEvent[] = [];
  bus.subscribe((event) => heard.push(event));
  return {
    bus,
    queue,
    heard,
    async stop() {
      await bus.stop();
      await queue.stop();
    },
  };
}

const anOrder = () => `T${Math.random().toString(36).slice(2, 12)}`;

describe('events across nodes', () => {
  it('reach every node once they commit, and never when their transaction rolls back', async () => {
    const [a, b] = [await aNode(), await aNode()];
    const kept = anOrder();
    const dropped = anOrder();
    await database.db.transaction((tx) => publish(tx, { topic: 'test.order', dealerId: '330100', subject: kept }));
    await database.db
      .transaction(async (tx) => {
        await publish(tx, { topic: 'test.order', dealerId: '330100', subject: dropped });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await until(() => a.heard.length > 0 && b.heard.length > 0, 'both nodes hearing');
    await Promise.all([a.bus.settle(), b.bus.settle()]);
    for (const node of [a, b]) expect(node.heard.map((e) => e.subject)).toEqual([kept]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('are read by the fallback poll when no wake-up comes', async () => {
    const node = await aNode([], { listen: false, pollMs: 200 });
    const subject = anOrder();
    // Written behind the bus's back: no NOTIFY is listened to, no in-process wake-up.
    await database.executeSql(`insert into outbox_events (topic, subject) values ('test.order', $1)`, [subject]);
    await until(() => node.heard.some((e) => e.subject === subject), 'the poll');
    await node.stop();
  });

  it.runIf(testDatabaseUrl())('are heard through NOTIFY from another process at once (PostgreSQL)', async () => {
    const node = await aNode([], { pollMs: 60_000 });
    const subject = anOrder();
    // As another node's publish looks from here: a committed row and its NOTIFY, no in-process wake-up.
    await database.executeSql(
      `with e as (insert into outbox_events (topic, subject) values ('test.order', $1) returning id)
       select pg_notify('outbox_events', id::text) from e`,
      [subject],
    );
    await until(() => node.heard.some((e) => e.subject === subject), 'the NOTIFY');
    await node.stop();
  });

  it('run a cluster-once handler once, whichever nodes dispatch them', async () => {
    const runs: string[] = [];
    const handler = (node: string): EventHandler => ({
      name: 'test.once',
      topic: 'test.once',
      handle: async (event) => void runs.push(`${node}:${event.subject}`),
    });
    const [a, b] = [await aNode([handler('a')]), await aNode([handler('b')])];
    const subject = anOrder();
    await database.db.transaction((tx) => publish(tx, { topic: 'test.once', dealerId: null, subject }));
    await until(() => runs.length > 0, 'the handler');
    // Both nodes dispatch again (as after a crash before the row was marked): the job id is the event's.
    await database.executeSql(`update outbox_events set dispatched_at = null where subject = $1`, [subject]);
    await Promise.all([a.bus.settle(), b.bus.settle()]);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // two polls of the handler's queue
    expect(runs.filter((r) => r.endsWith(subject))).toHaveLength(1);
    const [row] = (await database.executeSql(`select dispatched_at from outbox_events where subject = $1`, [subject]))
      .rows as { dispatched_at: unknown }[];
    expect(row?.dispatched_at).not.toBeNull();
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retry a failing handler, then dead-letter it where the dealer’s admins see it', async () => {
    let calls = 0;
    const node = await aNode([
      {
        name: 'test.failing',
        topic: 'test.failing',
        handle: async () => {
          calls++;
          throw new Error('push refused');
        },
      },
    ]);
    const subject = anOrder();
    await database.db.transaction((tx) => publish(tx, { topic: 'test.failing', dealerId: '320500', subject }));
    await until(async () => (await node.queue.deadJobs('320500')).jobs.some((j) => j.queue === 'event.test.failing'));
    expect(calls).toBe(2); // the first try and one retry
    const { jobs } = await node.queue.deadJobs('320500');
    expect(jobs.find((j) => j.queue === 'event.test.failing')).toMatchObject({
      dealerId: '320500',
      error: 'push refused',
    });
    expect((await node.queue.deadJobs('330100')).jobs.some((j) => j.queue === 'event.test.failing')).toBe(false);
    await node.stop();
  });

  it('ignore a forged or replayed wake-up id', async () => {
    const node = await aNode();
    const subject = anOrder();
    await database.db.transaction((tx) => publish(tx, { topic: 'test.order', dealerId: null, subject }));
    await until(() => node.heard.some((e) => e.subject === subject));
    const [{ id }] = (await database.executeSql(`select id from outbox_events where subject = $1`, [subject])).rows as [
      { id: string },
    ];
    const before = node.heard.length;
    // Anyone who can connect may NOTIFY: a made-up id, a garbled one and an old one again.
    for (const payload of ['999999999', 'not-an-id', String(id)]) {
      await database.executeSql(`select pg_notify('outbox_events', $1)`, [payload]);
    }
    await node.bus.settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(node.heard.length).toBe(before);
    await node.stop();
  });
});
