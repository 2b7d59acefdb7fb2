import { createHash } from 'node:crypto';
import type { DeadJob } from '@parking/contracts';
import { DEAD_JOBS_MAX } from '@parking/contracts';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { GaugeSource, Outcome } from '../observability/metrics';
import { traceJob, type TraceCarrier } from '../observability/tracing';

/**
 * A periodic round of a module; `app.ts` runs it on this queue (once per interval across the nodes, retried, then
 * dead-lettered) when its interval is above 0. Rounds must be idempotent: a retry may repeat part of one.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/** How a failing job is tried again before it is dead-lettered: `limit` retries, the delay doubling from `delaySeconds`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 10 };

/** How long `stop` waits for running jobs and what pg-boss still has under way. */
const STOP_WAIT_MS = 10_000;

/** Where pg-boss keeps its tables (its own schema, which it creates and migrates itself). */
const SCHEMA = 'pgboss';
const DEAD_SUFFIX = '.dead';
const deadQueueOf = (name: string) => `${name}${DEAD_SUFFIX}`;

export interface JobQueueOptions {
  database: Pick<Database, 'executeSql'>;
  log: { error(obj: object, msg: string): void };
  retry?: RetryPolicy;
  /** Called after every job this node runs (/metrics). */
  observe?: (queue: string, outcome: Outcome, seconds: number) => void;
}

/** The field of a one-off job's data that carries the trace of whoever sent it (decision 079). */
const TRACE_FIELD = '_trace';

/**
 * The job queue (pg-boss on the app's own database, decision 029). Every node works every queue; a job is fetched by
 * one node (SELECT … FOR UPDATE SKIP LOCKED). A periodic job is sent by every node's timer into a time slot of its
 * interval (pg-boss `singletonSeconds`): the slot is the job's key, so one run per interval across the nodes. A job
 * that throws is retried with backoff, then copied to its dead-letter queue `<name>.dead`, which nobody works: it
 * waits there for an operator (`deadJobs`).
 */
export function createJobQueue({ database, log, retry = DEFAULT_RETRY, observe }: JobQueueOptions) {
  /**
   * What the queue has under way: pg-boss's statements and the jobs it runs. pg-boss's own stop waits for jobs in
   * hand only, not for a poll under way (which may still bring jobs) nor for the completion it sends without awaiting
   * it; `stop` waits for these, so nothing of the queue reaches the database once it is closed.
   */
  const underWay = new Set<Promise<unknown>>();
  const tracked = <T>(promise: Promise<T>): Promise<T> => {
    underWay.add(promise);
    promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => tracked(database.executeSql(text, values)) },
    schema: SCHEMA,
    // The queue's own cron is not used: periodic jobs are slots (below), so intervals under a minute work.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));

  /** Runs one job in its span (the child of the trace that sent it), timed and counted. */
  async function runJob(queue: string, carrier: TraceCarrier | undefined, run: () => Promise<unknown>): Promise<void> {
    const started = performance.now();
    let outcome: Outcome = 'error';
    try {
      await traceJob(queue, carrier, run);
      outcome = 'ok';
    } finally {
      observe?.(queue, outcome, (performance.now() - started) / 1000);
    }
  }
  const timers: NodeJS.Timeout[] = [];
  const known = new Map<string, Job>();
  /** Every queue this node works (periodic and one-off): a gauge shows each, at 0 when it has nothing. */
  const queues = new Set<string>();
  let started = false;
  let stopping = false;

  /** A queue whose failures are retried with backoff, then dead-lettered. */
  async function createQueue(name: string, policy: 'stately' | 'standard', expireInSeconds: number): Promise<void> {
    const dead = deadQueueOf(name);
    await boss.createQueue(dead, { name: dead });
    const options = {
      name,
      policy,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      deadLetter: dead,
      expireInSeconds,
    };
    // createQueue keeps an existing queue's settings; updateQueue brings them to this version's.
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }

  async function schedule(job: Job): Promise<void> {
    // Stately: at most one waiting and one running, so a slow round does not pile rounds up behind it.
    await createQueue(job.name, 'stately', Math.max(60, (10 * job.intervalMs) / 1000));
    queues.add(job.name);
    const pollingIntervalSeconds = Math.min(2, Math.max(0.5, job.intervalMs / 1000));
    const workerId = await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      await tracked(runJob(job.name, undefined, () => job.run()));
    });
    const singletonSeconds = Math.max(1, Math.round(job.intervalMs / 1000));
    const tick = async () => {
      try {
        // Every node sends; the slot's unique key keeps one. Wake this node's worker rather than wait for its poll.
        if (await boss.send(job.name, {}, { singletonSeconds })) boss.notifyWorker(workerId);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job not scheduled');
      }
    };
    void tick();
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    /** Creates or migrates the queue's tables and starts the periodic jobs whose interval is above 0. */
    async start(jobs: readonly Job[]): Promise<void> {
      for (const job of jobs) known.set(job.name, job);
      await boss.start();
      started = true;
      for (const job of jobs.filter((j) => j.intervalMs > 0)) await schedule(job);
    },

    /**
     * Declares a queue of one-off jobs (after start): every node works it with `handler`, retried and dead-lettered
     * like the periodic jobs. Put `dealerId` in a job's data to show it to that dealer's admins when it dies.
     */
    async define<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void> {
      await createQueue(name, 'standard', 15 * 60);
      queues.add(name);
      // pg-boss fetches once per polling interval: a batch keeps a busy queue (an event per payment) moving, and
      // each job still fails (retried, then dead-lettered) on its own; the batch's others complete.
      const handleAll = async (jobs: PgBoss.Job<T>[]): Promise<void> => {
        for (const job of jobs) {
          try {
            const carrier = (job.data as { [TRACE_FIELD]?: TraceCarrier } | null)?.[TRACE_FIELD];
            await runJob(name, carrier, () => handler(job.data));
          } catch (error) {
            await boss.fail(name, job.id, error instanceof Error ? error : { message: String(error) });
          }
        }
      };
      await boss.work<T>(name, { pollingIntervalSeconds: 2, batchSize: 20 }, (jobs) => tracked(handleAll(jobs)));
    },

    /**
     * Sends one-off jobs once per key, in one statement (pg-boss's insert): a job's id is derived from queue and key,
     * so a second send with the same key (another node, a retry, a replay) is dropped while pg-boss keeps the first
     * (until it is archived, 12 h after it ends); the queues' settings apply. The outbox hands a round's events to
     * their handlers this way, without a round trip per job. Each job carries the trace given with it.
     */
    async sendManyOnce(jobs: { name: string; data: object; key: string; trace?: TraceCarrier | undefined }[]) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ name, data, key, trace }) => ({
          id: idOfKey(name, key),
          name,
          data: trace?.traceparent ? { ...data, [TRACE_FIELD]: trace } : data,
        })),
      );
    },

    /**
     * The queue's gauges for /metrics, read from pg-boss's table (the whole cluster's jobs): waiting (created or
     * retrying) and active jobs per queue, failed ones pg-boss still keeps, and jobs waiting in dead-letter queues.
     */
    gauges(): GaugeSource[] {
      const counts = async () =>
        (
          await database.executeSql(
            `select name, state::text as state, count(*)::int as n from ${SCHEMA}.job
             where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
          )
        ).rows as { name: string; state: string; n: number }[];
      const family = (name: string, help: string, pick: (row: { name: string; state: string }) => boolean) => ({
        name,
        help,
        labelNames: ['queue'],
        read: async () => {
          const byQueue = new Map<string, number>([...queues].map((queue) => [queue, 0]));
          for (const row of (await counts()).filter(pick)) {
            const queue = row.name.endsWith(DEAD_SUFFIX) ? row.name.slice(0, -DEAD_SUFFIX.length) : row.name;
            byQueue.set(queue, (byQueue.get(queue) ?? 0) + row.n);
          }
          return [...byQueue].map(([queue, value]) => ({ labels: { queue }, value }));
        },
      });
      const live = (row: { name: string }) => !row.name.endsWith(DEAD_SUFFIX);
      return [
        family(
          'parking_job_queue_depth',
          'Jobs waiting to run (created or retrying), by queue',
          (r) => live(r) && (r.state === 'created' || r.state === 'retry'),
        ),
        family(
          'parking_job_queue_active',
          'Jobs running now on some node, by queue',
          (r) => live(r) && r.state === 'active',
        ),
        family(
          'parking_job_failed',
          'Jobs whose last try failed, as pg-boss keeps them (7 days), by queue',
          (r) => live(r) && r.state === 'failed',
        ),
        family(
          'parking_job_dead_letters',
          'Jobs that failed every retry and wait in the queue’s dead-letter queue for an operator',
          (r) => !live(r) && r.state === 'created',
        ),
      ];
    },

    /**
     * Dead jobs an operator of `dealerId` may see, newest first: the dealer's own (with their error) and the
     * platform's (sweeps: no input or error text, which could name other dealers' orders).
     */
    async deadJobs(dealerId: string): Promise<{ total: number; jobs: DeadJob[] }> {
      // Dead-letter queues are never worked, so their jobs stay 'created' (for pg-boss's retention, 2 × 14 days).
      const visible = `name like '%${DEAD_SUFFIX}' and state = 'created'
        and (data->>'dealerId' = $1 or data->>'dealerId' is null)`;
      const [count, rows] = await Promise.all([
        database.executeSql(`select count(*)::int as total from ${SCHEMA}.job where ${visible}`, [dealerId]),
        database.executeSql(
          `select id, name, data, output, created_on from ${SCHEMA}.job where ${visible}
           order by created_on desc, id limit ${DEAD_JOBS_MAX}`,
          [dealerId],
        ),
      ]);
      const jobs = (rows.rows as DeadRow[]).map((row): DeadJob => {
        const owner = typeof row.data?.dealerId === 'string' ? row.data.dealerId : null;
        return {
          id: row.id,
          queue: row.name.slice(0, -DEAD_SUFFIX.length),
          data: owner ? row.data : null,
          error: owner ? errorMessage(row.output) : null,
          deadAt: new Date(row.created_on).toISOString(),
          dealerId: owner,
        };
      });
      return { total: (count.rows[0] as { total: number }).total, jobs };
    },

    /** Runs one round of a job here and now, outside the queue (tests move their clock, then run the job). */
    async runNow(name: string): Promise<void> {
      const job = known.get(name);
      if (!job) throw new Error(`no job ${name}`);
      await job.run();
    },

    /**
     * Stops the timers and waits for running jobs (preClose: before the database closes), then for whatever of the
     * queue is still under way: a poll and the jobs it brings, pg-boss's completions. Each is followed by the next
     * turn of the event loop, where pg-boss sends what a finished step leads to, until nothing is left (or 10 s).
     */
    /** Started and not stopping: what readiness (GET /api/health/ready) asks. */
    isRunning(): boolean {
      return started && !stopping;
    },

    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      stopping = true;
      if (!started) return;
      const deadline = Date.now() + STOP_WAIT_MS;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_WAIT_MS });
      while (underWay.size > 0 && Date.now() < deadline) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...underWay]),
          new Promise((resolve) => (timeout = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
        ]);
        clearTimeout(timeout);
        await new Promise((resolve) => setImmediate(resolve));
      }
      // A job that outlives the wait is pg-boss's to retry after its expiry; say so rather than hang the shutdown.
      if (underWay.size > 0) log.error({ underWay: underWay.size }, 'job queue stopped with work under way');
    },

    /** The pg-boss instance, for tests that look at a queue's jobs. */
    boss,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** A UUID (version 8 layout, name-based) of a job key, so the same key always names the same job. */
export function idOfKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface DeadRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  output: unknown;
  created_on: string | Date;
}

/** pg-boss stores a failure as the serialized error (`{ message, stack, … }`) or what the handler threw. */
function errorMessage(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? null : JSON.stringify(output);
}
