import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

export interface IntervalJobOptions {
  db: Db;
  clock: Clock;
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  log: { error(obj: object, msg: string): void };
}

/**
 * A periodic job that one server node runs at a time: each round takes a lease row (job_leases) for twice the
 * interval, so a node that dies hands the job over within that time. The jobs themselves are idempotent (every
 * change they make is conditional), so a round run twice in an overlap is harmless.
 */
export function startIntervalJob({ db, clock, name, intervalMs, run, log }: IntervalJobOptions): {
  stop(): Promise<void>;
} {
  const holder = randomUUID();
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  async function takeLease(): Promise<boolean> {
    const now = clock.now();
    const until = new Date(now.getTime() + 2 * intervalMs);
    const rows = await queryRows<{ holder: string }>(
      db,
      sql`insert into job_leases (name, holder, leased_until) values (${name}, ${holder}, ${until})
          on conflict (name) do update set holder = excluded.holder, leased_until = excluded.leased_until
          where job_leases.leased_until < ${now} or job_leases.holder = excluded.holder
          returning holder`,
    );
    return rows.length > 0;
  }

  async function round(): Promise<void> {
    try {
      if (await takeLease()) await run();
    } catch (error) {
      log.error({ err: error, job: name }, 'job round failed');
    }
  }

  const timer = setInterval(() => {
    if (stopped) return;
    current = current.then(round);
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
