/**
 * `npm run bench:ocpp` (decision 036, issue 42): one server node with BENCH_CONNECTORS simulated connectors (chargers
 * of 2 guns, ocpp-rpc clients in this same process) each charging: a remote start, then MeterValues every BENCH_METER_S
 * seconds, heartbeats and status changes, for BENCH_SECONDS. The node runs on in-memory PGlite, or on a new PostgreSQL
 * database with TEST_DATABASE_URL (`npx tsx packages/throwaway-postgres/src/with-postgres.ts -- npm run bench:ocpp`).
 * Prints messages/s handled, the node's handling time per message, the MeterValues round trip as a charger sees it,
 * the remote-start round trip (order paid → charger's StartTransaction answered), progress reaching a live-stream
 * subscriber (MeterValues sent → the node's event for the page), CPU, and memory per connection.
 *
 * Then the limit, in the same run: the same chargers, from the same clients, against a no-op ocpp-rpc central system
 * that answers every call at once and stores nothing, for the same time and the same message mix (each connector
 * starts at the same offset into the run and reads its meter at the same moments as against the node); its round
 * trips are printed beside the node's, with their ratio (the target: the node's p99 ≤ 100 ms and within 3× the
 * no-op's). A few milliseconds of the no-op's p99 move with the machine's other work and the clients' garbage
 * collection, so each figure is also given as the median of its BENCH_SLICE_S slices' p99s, and the CPU per message
 * of both runs (process CPU over the run ÷ calls answered: the clients are in both, so the difference is the node's).
 */
import { RPCClient, RPCServer } from 'ocpp-rpc';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { Topic } from '../src/events/outbox';
import { OCPP_PATH } from '../src/modules/charging';
import { insertBenchChargers, payForEveryGun } from './ocpp-fleet';
import { createPostgresDatabase, testDatabaseUrl } from '../test/test-database';

const CONNECTORS = Number(process.env.BENCH_CONNECTORS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const METER_S = Number(process.env.BENCH_METER_S ?? 30);
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 10);
const CONNECT_BATCH = 50;
const TARGET_P99_MS = 100;
const TARGET_RATIO = 3;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;
};
const ms = (values: number[], p: number) => pct(values, p).toFixed(1);
type ClientOptions = ConstructorParameters<typeof RPCClient>[0];

/** A call's round trip as the charger saw it: when it was sent (performance.now()) and how long the answer took. */
interface Rtt {
  at: number;
  ms: number;
}

/** What the simulated chargers of one run saw. */
interface Fleet {
  clients: RPCClient[];
  timers: NodeJS.Timeout[];
  /** Every call's round trip, by action. */
  rtt: Map<string, Rtt[]>;
  /** When each connector started charging (`<charger>|<connector>` → performance.now()). */
  startedAt: Map<string, number>;
  /** When each charger's heartbeats began (performance.now()). */
  beatingSince: Map<string, number>;
  /** Starts a charger's heartbeats (every 60 s, the first after `firstMs`). */
  heartbeats: Map<string, (firstMs: number) => void>;
  errors: number;
  firstError?: string;
}

/** The median over the run's SLICE_S slices (from `from`, by send time) of each slice's p99 (slices with ≥ 20 calls). */
function medianSliceP99(rtts: Rtt[], from: number, seconds: number) {
  const slices: number[] = [];
  for (let s = 0; s < seconds; s += SLICE_S) {
    const inSlice = rtts.filter((r) => r.at >= from + s * 1000 && r.at < from + (s + SLICE_S) * 1000).map((r) => r.ms);
    if (inSlice.length >= 20) slices.push(pct(inSlice, 0.99));
  }
  return { median: pct(slices, 0.5), slices };
}

/**
 * Starts a connector's transaction and reads its meter every METER_S seconds from then on, or (`later`) from when
 * the returned `read(firstMs)` is called, the first reading `firstMs` after that.
 */
type Charge = (
  connectorId: number,
  idTag: string,
  later?: 'later',
) => Promise<{ transactionId: number; read: (firstMs: number) => void }>;

/**
 * Connects the chargers to `endpoint`, CONNECT_BATCH at a time, each booting and reporting its two connectors
 * available. A connector charges when `charge(connectorId, idTag)` is called (by a remote start, or at the node's
 * offsets for the no-op central system): StartTransaction, then MeterValues every METER_S seconds at 60 kW.
 */
async function connectFleet(
  endpoint: string,
  ids: string[],
  password: string,
  onClient: (client: RPCClient, charge: Charge, id: string) => void,
  { onMeter = () => {}, beatAtOnce = true }: { onMeter?: (idTag: string) => void; beatAtOnce?: boolean } = {},
): Promise<Fleet> {
  const fleet: Fleet = {
    clients: [],
    timers: [],
    rtt: new Map(),
    startedAt: new Map(),
    beatingSince: new Map(),
    heartbeats: new Map(),
    errors: 0,
  };
  const failed = (error: unknown) => {
    fleet.errors++;
    fleet.firstError ??= String(error);
  };
  for (let i = 0; i < ids.length; i += CONNECT_BATCH) {
    await Promise.all(
      ids.slice(i, i + CONNECT_BATCH).map(async (id) => {
        const client = new RPCClient({
          endpoint,
          identity: id,
          password,
          protocols: ['ocpp1.6'],
          strictMode: true,
          reconnect: false,
        } as Partial<ClientOptions> as ClientOptions);
        /** A call timed as the charger sees it. */
        const call = async (action: string, params: object) => {
          const at = performance.now();
          const answer = await client.call(action, params);
          const list = fleet.rtt.get(action) ?? [];
          fleet.rtt.set(action, list);
          list.push({ at, ms: performance.now() - at });
          return answer;
        };
        const charge: Charge = async (connectorId, idTag, later) => {
          fleet.startedAt.set(`${id}|${connectorId}`, performance.now());
          const answer = (await call('StartTransaction', {
            connectorId,
            idTag,
            meterStart: 0,
            timestamp: new Date().toISOString(),
          })) as { transactionId: number };
          await call('StatusNotification', { connectorId, errorCode: 'NoError', status: 'Charging' });
          let wh = 0;
          const read = () => {
            wh += Math.round((60_000 * METER_S) / 3600);
            onMeter(idTag);
            call('MeterValues', {
              connectorId,
              transactionId: answer.transactionId,
              meterValue: [
                {
                  timestamp: new Date().toISOString(),
                  sampledValue: [
                    { value: String(wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
                    { value: '60000', measurand: 'Power.Active.Import', unit: 'W' },
                  ],
                },
              ],
            }).catch(failed);
          };
          const readFrom = (firstMs: number) =>
            fleet.timers.push(
              setTimeout(() => {
                read();
                fleet.timers.push(setInterval(read, METER_S * 1000));
              }, firstMs),
            );
          if (!later) readFrom(METER_S * 1000 - (performance.now() - fleet.startedAt.get(`${id}|${connectorId}`)!));
          return { transactionId: answer.transactionId, read: readFrom };
        };
        onClient(client, charge, id);
        await client.connect();
        await call('BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'B2' });
        for (const connectorId of [1, 2]) {
          await call('StatusNotification', { connectorId, errorCode: 'NoError', status: 'Available' });
        }
        const beat = () => void call('Heartbeat', {}).catch(failed);
        const heartbeats = (firstMs: number) => {
          fleet.beatingSince.set(id, performance.now() + firstMs - 60_000);
          fleet.timers.push(
            setTimeout(() => {
              beat();
              fleet.timers.push(setInterval(beat, 60_000));
            }, firstMs),
          );
        };
        fleet.heartbeats.set(id, heartbeats);
        if (beatAtOnce) heartbeats(60_000);
        fleet.clients.push(client);
      }),
    );
  }
  return fleet;
}

async function closeFleet(fleet: Fleet) {
  for (const t of fleet.timers) clearTimeout(t);
  await Promise.all(fleet.clients.map((c) => c.close({ force: true }).catch(() => undefined)));
}

/** A central system that answers every call at once and keeps nothing: the limit of the clients and the protocol. */
async function noOpCentralSystem() {
  const server = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true });
  server.auth((accept) => accept());
  let transactions = 0;
  const stats = { messages: 0 };
  server.on('client', (client) => {
    const now = () => new Date().toISOString();
    const answer = (fn: () => object) => () => {
      stats.messages += 1;
      return fn();
    };
    client.handle(
      'BootNotification',
      answer(() => ({ status: 'Accepted', currentTime: now(), interval: 60 })),
    );
    client.handle(
      'Heartbeat',
      answer(() => ({ currentTime: now() })),
    );
    client.handle(
      'StatusNotification',
      answer(() => ({})),
    );
    client.handle(
      'StartTransaction',
      answer(() => ({ transactionId: ++transactions, idTagInfo: { status: 'Accepted' } })),
    );
    client.handle(
      'MeterValues',
      answer(() => ({})),
    );
  });
  const http = await server.listen(0, '127.0.0.1');
  const { port } = http.address() as { port: number };
  return { endpoint: `ws://127.0.0.1:${port}${OCPP_PATH}`, stats, close: () => server.close({ force: true }) };
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const rssMb = () => process.memoryUsage().rss / 2 ** 20;

async function main() {
  const adminUrl = testDatabaseUrl();
  const created = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: created?.url });
  const config = loadConfig({ HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn', PORT: '0' });
  const app = await buildApp({ config, database });
  const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const db = database.db;
  const chargerCount = Math.ceil(CONNECTORS / 2);
  const { ids, password } = await insertBenchChargers(db, chargerCount, 'BENCH');

  const startRtt: number[] = [];
  const progressMs: number[] = [];
  const sentAt = new Map<string, number>(); // orderNo → last MeterValues sent
  const issuedAt = new Map<string, number>();
  const orderOf = new Map<string, string>(); // idTag → orderNo
  app.events.subscribe((event) => {
    if (event.topic !== Topic.CHARGING_ORDER) return;
    const t = sentAt.get(event.subject);
    if (t !== undefined) {
      progressMs.push(performance.now() - t);
      sentAt.delete(event.subject);
    }
  });

  const label = created ? 'PostgreSQL' : 'PGlite';
  const rss0 = rssMb();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  console.log(`connecting ${chargerCount} chargers (${chargerCount * 2} connectors) to the node on ${label}…`);
  const fleet = await connectFleet(
    `${origin}${OCPP_PATH}`,
    ids,
    password,
    (client, charge) =>
      client.handle('RemoteStartTransaction', async ({ params }) => {
        const p = params as { connectorId: number; idTag: string };
        setImmediate(async () => {
          await charge(p.connectorId, p.idTag);
          startRtt.push(performance.now() - issuedAt.get(orderOf.get(p.idTag)!)!);
        });
        return { status: 'Accepted' };
      }),
    { onMeter: (idTag) => sentAt.set(orderOf.get(idTag)!, performance.now()) },
  );
  const connectedS = (performance.now() - started) / 1000;
  const perConnectionKb = ((rssMb() - rss0) * 1024) / ids.length;
  console.log(`connected in ${connectedS.toFixed(1)} s; starting ${chargerCount * 2} sessions…`);

  // Each connector's order paid (as the purchase's fulfil does): order → starting, and the command's outbox event.
  const bench = await payForEveryGun(db, 'BENCH', ({ orderNo, idTag }) => {
    issuedAt.set(orderNo, performance.now());
    orderOf.set(idTag, orderNo);
  });

  const stats = app.charging.centralSystem.stats;
  const batches = app.charging.centralSystem.meterBatches ?? { count: 0, items: 0 };
  const batchesBefore = { ...batches };
  const before = stats.messages;
  stats.durations.length = 0;
  const t0 = performance.now();
  const cpuBefore = process.cpuUsage();
  await wait(SECONDS);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const mem = process.memoryUsage();
  await closeFleet(fleet);
  const handled = stats.messages - before;
  const meterBatches = batches.count - batchesBefore.count;
  const batchedReadings = batches.items - batchesBefore.items;

  // The limit: the same chargers and clients against a central system that does nothing, for the same time, with the
  // same mix: each connector starts at its start's offset into the node's run (at once if that was before it), and
  // reads its meter at the same moments of the run.
  const noOp = await noOpCentralSystem();
  const phase = (offsetMs: number, periodMs: number) => ((offsetMs % periodMs) + periodMs) % periodMs;
  /** Connectors that started before the node's run: started before this one, their readings begun at its start. */
  const startedBefore: (() => Promise<() => void>)[] = [];
  /** Heartbeats, and connectors that started during the node's run, at the same offsets into this one. */
  const during: (() => void)[] = [];
  const limit = await connectFleet(
    noOp.endpoint,
    ids,
    password,
    (_client, charge, id) => {
      const since = fleet.beatingSince.get(id);
      if (since !== undefined) during.push(() => limit.heartbeats.get(id)!(phase(since - t0, 60_000)));
      for (const connectorId of [1, 2]) {
        const startedAt = fleet.startedAt.get(`${id}|${connectorId}`);
        if (startedAt === undefined) continue;
        const offsetMs = startedAt - t0;
        if (offsetMs <= 0) {
          startedBefore.push(async () => {
            const { read } = await charge(connectorId, `N${connectorId}`, 'later');
            return () => read(phase(offsetMs, METER_S * 1000));
          });
        } else {
          during.push(() =>
            limit.timers.push(setTimeout(() => void charge(connectorId, `N${connectorId}`).catch(failed), offsetMs)),
          );
        }
      }
    },
    { beatAtOnce: false },
  );
  const failed = () => limit.errors++;
  const reading = await Promise.all(startedBefore.map((start) => start()));
  const t1 = performance.now();
  const noOpBefore = noOp.stats.messages;
  for (const start of [...reading, ...during]) start();
  const cpuLimit0 = process.cpuUsage();
  await wait(SECONDS);
  const limitCpu = process.cpuUsage(cpuLimit0);
  const limitHandled = noOp.stats.messages - noOpBefore;
  await closeFleet(limit);
  await noOp.close();

  console.log(
    `\nOCPP bench on ${label}: ${bench.length} connectors on ${chargerCount} chargers, MeterValues every ${METER_S} s, ${SECONDS} s`,
  );
  console.log(`messages handled:        ${handled} (${(handled / elapsed).toFixed(1)}/s)`);
  console.log(
    `handling time ms:        p50 ${ms(stats.durations, 0.5)}  p99 ${ms(stats.durations, 0.99)}  max ${ms(stats.durations, 1)}`,
  );
  // Round trips of calls sent within each run's window, as the chargers saw them.
  const inRun = (f: Fleet, from: number) => (action?: string) =>
    (action ? (f.rtt.get(action) ?? []) : [...f.rtt.values()].flat()).filter(
      (r) => r.at >= from && r.at < from + SECONDS * 1000,
    );
  const nodeRtt = inRun(fleet, t0);
  const limitRtt = inRun(limit, t1);
  const figures = (rtts: Rtt[], from: number) => {
    const values = rtts.map((r) => r.ms);
    const sliced = medianSliceP99(rtts, from, SECONDS);
    return {
      p99: pct(values, 0.99),
      median: sliced.median,
      text:
        `p50 ${ms(values, 0.5)}  p99 ${ms(values, 0.99)} ms (${values.length} calls); ` +
        `median of ${sliced.slices.length} ${SLICE_S} s slices' p99 ${sliced.median.toFixed(1)} ms`,
    };
  };
  const ratioLine = (node: ReturnType<typeof figures>, noOpFigures: ReturnType<typeof figures>) => {
    const ratio = node.p99 / noOpFigures.p99;
    const sliceRatio = node.median / noOpFigures.median;
    return (
      `  p99 ${node.p99 <= TARGET_P99_MS ? 'within' : 'OVER'} ${TARGET_P99_MS} ms; ×${ratio.toFixed(1)} the limit's ` +
      `(${ratio <= TARGET_RATIO ? 'within' : 'OVER'} ×${TARGET_RATIO}); slices' medians ×${sliceRatio.toFixed(1)} ` +
      `(${sliceRatio <= TARGET_RATIO ? 'within' : 'OVER'} ×${TARGET_RATIO})`
    );
  };
  console.log(
    `MeterValues batches:     ${meterBatches} written, ${(batchedReadings / meterBatches).toFixed(1)} readings each on average`,
  );
  const meter = figures(nodeRtt('MeterValues'), t0);
  const meterLimit = figures(limitRtt('MeterValues'), t1);
  console.log(`MeterValues round trip:  ${meter.text}`);
  console.log(`  limit (no-op system):  ${meterLimit.text}`);
  console.log(ratioLine(meter, meterLimit));
  const all = figures(nodeRtt(), t0);
  const allLimit = figures(limitRtt(), t1);
  const mix = (f: Fleet, from: number) =>
    [...f.rtt.keys()].map((action) => `${action} ${inRun(f, from)(action).length}`).join(', ');
  console.log(`every call, same mix:    ${all.text}`);
  console.log(`  limit (no-op system):  ${allLimit.text}`);
  console.log(ratioLine(all, allLimit));
  console.log(`  the mix: node ${mix(fleet, t0)}; limit ${mix(limit, t1)}`);
  console.log(
    `remote start round trip: p50 ${ms(startRtt, 0.5)}  p99 ${ms(startRtt, 0.99)} ms (${startRtt.length} of ${bench.length} started)`,
  );
  console.log(
    `progress to the stream:  p50 ${ms(progressMs, 0.5)}  p99 ${ms(progressMs, 0.99)} ms (${progressMs.length} samples)`,
  );
  console.log(
    `process CPU:             ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of one core (server + clients)`,
  );
  const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
  const perMessage = cpuMs(cpu) / handled;
  const perMessageLimit = cpuMs(limitCpu) / limitHandled;
  console.log(
    `CPU per message:         ${perMessage.toFixed(2)} ms against the node (${handled} handled), ` +
      `${perMessageLimit.toFixed(2)} ms against the no-op (${limitHandled}): the node's own ≈ ` +
      `${(perMessage - perMessageLimit).toFixed(2)} ms a message (process CPU over the run ÷ messages; clients in both)`,
  );
  console.log(
    `process memory:          rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB; ` +
      `${perConnectionKb.toFixed(0)} KB per charger connection (rss growth while connecting, clients included)`,
  );
  console.log(
    `connect:                 ${ids.length} chargers in ${connectedS.toFixed(1)} s; client errors ${fleet.errors} (limit ${limit.errors}); ` +
      `total CPU since start ${(process.cpuUsage(cpu0).user / 1e6).toFixed(0)} s`,
  );
  if (fleet.firstError) console.log(`  first client error: ${fleet.firstError}`);
  await app.close();
  await database.close();
  await created?.drop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
