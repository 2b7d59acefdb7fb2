import type { Job } from '../jobs/queue';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { GaugeSource } from '../observability/metrics';
import { detached } from '../observability/tracing';
import { localWakeups, OUTBOX_CHANNEL, takeTrace, type OutboxEvent } from './outbox';

/** A reaction to an event that must happen once in the cluster (a job per event, retried, then dead-lettered). */
export interface EventHandler {
  /** Names its queue, `event.<name>`. */
  name: string;
  topic: string;
  handle(event: OutboxEvent): Promise<void>;
}

export interface EventBusOptions {
  database: Pick<Database, 'executeSql' | 'listen'>;
  queue: Pick<JobQueue, 'define' | 'sendManyOnce'>;
  log: { error(obj: object, msg: string): void };
  handlers?: EventHandler[];
  /** The fallback: how often the table is read when no wake-up came (a lost NOTIFY delays, never loses). */
  pollMs?: number;
}

/**
 * A row becomes visible when its transaction commits, which may be after rows with later ids and times: every read
 * looks this far back again (rows already seen are skipped), so a transaction committing within this time after it
 * wrote its event is not missed.
 */
const LOOKBACK_MS = 10_000;
const DISPATCH_BATCH = 200;
/**
 * A round woken while another ran waits this long after it: wake-ups arriving meanwhile (a burst of exits, each
 * committing an event) fold into one read and one dispatch instead of a round each, off the exits' event loop.
 */
const ROUND_GAP_MS = 50;
const RETENTION = '1 day';
const PRUNE_EVERY_MS = 60 * 60_000;

interface Row {
  id: string | number;
  topic: string;
  dealer_id: string | null;
  subject: string;
}
const eventOf = (row: Row): OutboxEvent => ({
  id: Number(row.id),
  topic: row.topic,
  dealerId: row.dealer_id,
  subject: row.subject,
});

/**
 * Events across nodes (decision 033). Each node reads new outbox rows when woken — by PostgreSQL's NOTIFY (its
 * payload is ignored beyond being a wake-up: the table is the truth, so a forged or replayed id finds nothing new),
 * in-process on PGlite, and every `pollMs` regardless — and gives them to its own listeners (`subscribe`: live
 * pushes to the browsers connected here). Handlers that must run once in the cluster get each event as a job keyed
 * by the event id (`sendManyOnce`: however many nodes dispatch it, one job), then the rows are marked dispatched.
 */
export function createEventBus({ database, queue, log, handlers: given = [], pollMs = 1_000 }: EventBusOptions) {
  const handlers = [...given];
  const listeners = new Set<(event: OutboxEvent) => void>();
  /** Ids given to the listeners, with when (database time, ms), forgotten after twice the lookback. */
  const seen = new Map<number, number>();
  let since: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  const rowsOf = async <T>(text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows as T[];

  async function readNew(): Promise<void> {
    // The database's clock and the rows since the last read in one statement (a row without an id: none). The first
    // read starts at the node's start (no `from`: now): a node pushes what happens while its browsers listen.
    const read = await rowsOf<{ now: string } & (Row | { id: null })>(
      `select c.now::text as now, e.id, e.topic, e.dealer_id, e.subject
       from (select (extract(epoch from now()) * 1000)::bigint as now) c
       left join outbox_events e on e.created_at > to_timestamp(coalesce($1::double precision, c.now) / 1000)
       order by e.id`,
      [since === undefined ? null : since - LOOKBACK_MS],
    );
    const now = Number(read[0]!.now);
    since = now;
    for (const row of read) {
      if (row.id === null) continue;
      const event = eventOf(row);
      if (seen.has(event.id)) continue;
      seen.set(event.id, now);
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error, event: event.id }, 'event listener failed');
        }
      }
    }
    for (const [id, at] of seen) if (at < now - 2 * LOOKBACK_MS) seen.delete(id);
  }

  async function dispatch(): Promise<void> {
    const rows = await rowsOf<Row>(
      `select id, topic, dealer_id, subject from outbox_events where dispatched_at is null order by id limit ${DISPATCH_BATCH}`,
    );
    if (rows.length === 0) return;
    // One statement for the round's jobs (a burst of exits is a burst of events). The handlers' jobs continue the
    // trace the event was published in, when this node published it.
    await queue.sendManyOnce(
      rows.map(eventOf).flatMap((event) => {
        const trace = takeTrace(event.id);
        return handlers
          .filter((h) => h.topic === event.topic)
          .map((handler) => ({
            name: queueOf(handler),
            data: event,
            key: String(event.id),
            trace,
          }));
      }),
    );
    // Only after every job is sent: a node dying in between leaves the rows for the next dispatch (same job ids).
    await database.executeSql(`update outbox_events set dispatched_at = now() where id = any($1::bigint[])`, [
      rows.map((r) => String(r.id)),
    ]);
    if (rows.length === DISPATCH_BATCH) again = true;
  }

  async function round(): Promise<void> {
    for (let first = true; first || (again && !stopped); first = false) {
      if (!first) await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
      again = false;
      try {
        await readNew();
        await dispatch();
      } catch (error) {
        log.error({ err: error }, 'events round failed');
      }
    }
  }

  /** Reads now, or once more after the read under way (wake-ups arriving meanwhile fold into that one). */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // A round serves every event since the last one: it joins no trace of the request whose publish woke it.
    running = detached(() => round()).finally(() => (running = undefined));
  }
  const wakeSoon = () => setImmediate(wake);

  return {
    /**
     * Starts reading (after the queue started: the handlers' queues are declared here), with the modules' handlers
     * added to those given at creation.
     */
    async start(moduleHandlers: readonly EventHandler[] = []): Promise<void> {
      handlers.push(...moduleHandlers);
      for (const handler of handlers) {
        await queue.define<OutboxEvent | { eventId: number }>(queueOf(handler), async (data) => {
          // The job carries its event; one sent before it did (`eventId` alone) reads it from the table.
          if ('subject' in data) return handler.handle(data);
          const [row] = await rowsOf<Row>(`select id, topic, dealer_id, subject from outbox_events where id = $1`, [
            data.eventId,
          ]);
          // Pruned a day after dispatch; a job that old has long been dead-lettered.
          if (row) await handler.handle(eventOf(row));
        });
      }
      unlisten = await database.listen?.(OUTBOX_CHANNEL, wake);
      localWakeups.on('wake', wakeSoon);
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
      await running;
    },

    /** Calls `listener` with every event this node reads from now on; returns the unsubscribe. */
    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads and dispatches now (tests that do not wait for a wake-up). */
    async settle(): Promise<void> {
      wake();
      while (running) await running;
    },

    /**
     * The outbox's gauges for /metrics: events not yet handed to their handlers' jobs, and the age of the oldest
     * (the outbox lag; above a few seconds, no node is dispatching).
     */
    gauges(): GaugeSource[] {
      const undispatched = async () =>
        (
          await rowsOf<{ n: number; lag: number | string }>(
            `select count(*)::int as n, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as lag
           from outbox_events where dispatched_at is null`,
          )
        )[0]!;
      return [
        {
          name: 'parking_outbox_undispatched',
          help: 'Outbox events not yet handed to their handlers (the whole cluster)',
          labelNames: [],
          read: async () => [{ labels: {}, value: (await undispatched()).n }],
        },
        {
          name: 'parking_outbox_lag_seconds',
          help: 'Age of the oldest outbox event not yet handed to its handlers (0 when none waits)',
          labelNames: [],
          read: async () => [{ labels: {}, value: Number((await undispatched()).lag) }],
        },
      ];
    },

    /** The job deleting rows dispatched a day ago. */
    pruneJob: {
      name: 'events.prune',
      intervalMs: PRUNE_EVERY_MS,
      run: () => database.executeSql(`delete from outbox_events where dispatched_at < now() - interval '${RETENTION}'`),
    } satisfies Job,

    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      localWakeups.off('wake', wakeSoon);
      await unlisten?.();
      await running;
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;

const queueOf = (handler: EventHandler) => `event.${handler.name}`;
