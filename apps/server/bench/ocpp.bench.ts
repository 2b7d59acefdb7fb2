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
 * that answers every call at once and stores nothing, for the same time; its MeterValues round trip is printed beside
 * the node's, with their ratio (the target: the node's p99 ≤ 100 ms and within 3× the no-op's).
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
const CONNECT_BATCH = 50;
const TARGET_P99_MS = 100;
const TARGET_RATIO = 3;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;
};
const ms = (values: number[], p: number) => pct(values, p).toFixed(1);
type ClientOptions = ConstructorParameters<typeof RPCClient>[0];

/** What the simulated chargers of one run saw. */
interface Fleet {
  clients: RPCClient[];
  timers: NodeJS.Timeout[];
  /** MeterValues sent → answered, as the charger sees it (ms). */
  meterRtt: number[];
  errors: number;
}

/**
 * Connects the chargers to `endpoint`, CONNECT_BATCH at a time, each booting and reporting its two connectors
 * available. A connector charges when `charge(client, connectorId, idTag)` is called (by a remote start, or at once
 * for the no-op central system): StartTransaction, then MeterValues every METER_S seconds at 60 kW.
 */
async function connectFleet(
  endpoint: string,
  ids: string[],
  password: string,
  onClient: (client: RPCClient, charge: (connectorId: number, idTag: string) => Promise<number>) => void,
  onMeter: (idTag: string) => void = () => {},
): Promise<Fleet> {
  const fleet: Fleet = { clients: [], timers: [], meterRtt: [], errors: 0 };
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
        const charge = async (connectorId: number, idTag: string) => {
          const answer = (await client.call('StartTransaction', {
            connectorId,
            idTag,
            meterStart: 0,
            timestamp: new Date().toISOString(),
          })) as { transactionId: number };
          await client.call('StatusNotification', { connectorId, errorCode: 'NoError', status: 'Charging' });
          let wh = 0;
          fleet.timers.push(
            setInterval(() => {
              wh += Math.round((60_000 * METER_S) / 3600);
              onMeter(idTag);
              const sent = performance.now();
              client
                .call('MeterValues', {
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
                })
                .then(() => fleet.meterRtt.push(performance.now() - sent))
                .catch(() => fleet.errors++);
            }, METER_S * 1000),
          );
          return answer.transactionId;
        };
        onClient(client, charge);
        await client.connect();
        await client.call('BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'B2' });
        for (const connectorId of [1, 2]) {
          await client.call('StatusNotification', { connectorId, errorCode: 'NoError', status: 'Available' });
        }
        fleet.timers.push(setInterval(() => void client.call('Heartbeat', {}).catch(() => fleet.errors++), 60_000));
        fleet.clients.push(client);
      }),
    );
  }
  return fleet;
}

async function closeFleet(fleet: Fleet) {
  for (const t of fleet.timers) clearInterval(t);
  await Promise.all(fleet.clients.map((c) => c.close({ force: true }).catch(() => undefined)));
}

/** A central system that answers every call at once and keeps nothing: the limit of the clients and the protocol. */
async function noOpCentralSystem() {
  const server = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true });
  server.auth((accept) => accept());
  let transactions = 0;
  server.on('client', (client) => {
    const now = () => new Date().toISOString();
    client.handle('BootNotification', () => ({ status: 'Accepted', currentTime: now(), interval: 60 }));
    client.handle('Heartbeat', () => ({ currentTime: now() }));
    client.handle('StatusNotification', () => ({}));
    client.handle('StartTransaction', () => ({ transactionId: ++transactions, idTagInfo: { status: 'Accepted' } }));
    client.handle('MeterValues', () => ({}));
  });
  const http = await server.listen(0, '127.0.0.1');
  const { port } = http.address() as { port: number };
  return { endpoint: `ws://127.0.0.1:${port}${OCPP_PATH}`, close: () => server.close({ force: true }) };
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
    (idTag) => sentAt.set(orderOf.get(idTag)!, performance.now()),
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

  // The limit: the same chargers and clients against a central system that does nothing, for the same time.
  const noOp = await noOpCentralSystem();
  const limit = await connectFleet(noOp.endpoint, ids, password, (client, charge) => {
    client.once('open', () => {
      for (const connectorId of [1, 2]) {
        setImmediate(() => void charge(connectorId, `N${connectorId}`).catch(() => limit.errors++));
      }
    });
  });
  await wait(SECONDS);
  await closeFleet(limit);
  await noOp.close();

  console.log(
    `\nOCPP bench on ${label}: ${bench.length} connectors on ${chargerCount} chargers, MeterValues every ${METER_S} s, ${SECONDS} s`,
  );
  console.log(`messages handled:        ${handled} (${(handled / elapsed).toFixed(1)}/s)`);
  console.log(
    `handling time ms:        p50 ${ms(stats.durations, 0.5)}  p99 ${ms(stats.durations, 0.99)}  max ${ms(stats.durations, 1)}`,
  );
  console.log(
    `MeterValues round trip:  p50 ${ms(fleet.meterRtt, 0.5)}  p99 ${ms(fleet.meterRtt, 0.99)} ms (${fleet.meterRtt.length} calls)`,
  );
  console.log(
    `  limit (no-op system):  p50 ${ms(limit.meterRtt, 0.5)}  p99 ${ms(limit.meterRtt, 0.99)} ms (${limit.meterRtt.length} calls)`,
  );
  const p99 = pct(fleet.meterRtt, 0.99);
  const ratio = p99 / pct(limit.meterRtt, 0.99);
  console.log(
    `  p99 ${p99 <= TARGET_P99_MS ? 'within' : 'OVER'} ${TARGET_P99_MS} ms; ×${ratio.toFixed(1)} the limit's ` +
      `(${ratio <= TARGET_RATIO ? 'within' : 'OVER'} ×${TARGET_RATIO})`,
  );
  console.log(
    `remote start round trip: p50 ${ms(startRtt, 0.5)}  p99 ${ms(startRtt, 0.99)} ms (${startRtt.length} of ${bench.length} started)`,
  );
  console.log(
    `progress to the stream:  p50 ${ms(progressMs, 0.5)}  p99 ${ms(progressMs, 0.99)} ms (${progressMs.length} samples)`,
  );
  console.log(
    `process CPU:             ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of one core (server + clients)`,
  );
  console.log(
    `process memory:          rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB; ` +
      `${perConnectionKb.toFixed(0)} KB per charger connection (rss growth while connecting, clients included)`,
  );
  console.log(
    `connect:                 ${ids.length} chargers in ${connectedS.toFixed(1)} s; client errors ${fleet.errors} (limit ${limit.errors}); ` +
      `total CPU since start ${(process.cpuUsage(cpu0).user / 1e6).toFixed(0)} s`,
  );
  await app.close();
  await database.close();
  await created?.drop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
