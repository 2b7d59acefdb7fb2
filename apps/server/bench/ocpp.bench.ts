/**
 * `npm run bench:ocpp`: one server node (PGlite in memory, in this process) with BENCH_CONNECTORS simulated connectors
 * (chargers of 2 guns, ocpp-rpc clients in this same process) each charging: a remote start, then MeterValues every
 * BENCH_METER_S seconds, heartbeats and status changes, for BENCH_SECONDS. Prints messages/s handled, p50/p99 handling
 * time per message, the remote-start round trip (order paid → charger's StartTransaction answered), progress reaching
 * a live-stream subscriber (MeterValues sent → the node's event for the page), and CPU and memory of the process
 * (server and clients together: the figures are an upper bound for the server alone).
 */
import { createHash, randomBytes } from 'node:crypto';
import { RPCClient } from 'ocpp-rpc';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_STATION_IDS } from '../src/demo/discovery';
import { DEMO_CHARGING_TARIFF } from '../src/demo/charging';
import { chargerConnectors, chargers, chargingOrders } from '../src/db/schema';
import { publish, Topic } from '../src/events/outbox';
import { createDriversRepository, ensureDriver } from '../src/modules/driver';
import { OCPP_PATH } from '../src/modules/charging';

const CONNECTORS = Number(process.env.BENCH_CONNECTORS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const METER_S = Number(process.env.BENCH_METER_S ?? 30);
const CONNECT_BATCH = 50;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.toFixed(1) : '-';
};
type ClientOptions = ConstructorParameters<typeof RPCClient>[0];

async function main() {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn', PORT: '0' });
  const app = await buildApp({ config, database });
  const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const db = database.db;
  const driver = await ensureDriver(createDriversRepository(db), {
    dealerId: '330100',
    phone: '13900000000',
    password: 'Bench1234',
  });
  const stationId = DEMO_STATION_IDS[2]!;
  const password = randomBytes(16).toString('hex');
  const hash = createHash('sha256').update(password).digest('hex');
  const chargerCount = Math.ceil(CONNECTORS / 2);
  const ids = Array.from({ length: chargerCount }, (_, i) => `BENCH-${String(i).padStart(5, '0')}`);
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    await db
      .insert(chargers)
      .values(slice.map((id) => ({ id, dealerId: '330100', stationId, name: id, passwordHash: hash })));
    await db.insert(chargerConnectors).values(
      slice.flatMap((id, k) =>
        [1, 2].map((connectorId) => ({
          dealerId: '330100',
          chargerId: id,
          stationId,
          connectorId,
          gunNo: `8${String(i + k).padStart(6, '0')}${connectorId}`,
          name: `${connectorId}号枪`,
          kind: 'quick' as const,
          maxKw: 120,
        })),
      ),
    );
  }

  const startRtt: number[] = [];
  const progressMs: number[] = [];
  const sentAt = new Map<string, number>(); // orderNo → last MeterValues sent
  const issuedAt = new Map<string, number>();
  app.events.subscribe((event) => {
    if (event.topic !== Topic.CHARGING_ORDER) return;
    const t = sentAt.get(event.subject);
    if (t !== undefined) {
      progressMs.push(performance.now() - t);
      sentAt.delete(event.subject);
    }
  });

  const clients: RPCClient[] = [];
  const timers: NodeJS.Timeout[] = [];
  let errors = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  console.log(`connecting ${chargerCount} chargers (${chargerCount * 2} connectors)…`);
  for (let i = 0; i < ids.length; i += CONNECT_BATCH) {
    await Promise.all(
      ids.slice(i, i + CONNECT_BATCH).map(async (id) => {
        const client = new RPCClient({
          endpoint: `${origin}${OCPP_PATH}`,
          identity: id,
          password,
          protocols: ['ocpp1.6'],
          strictMode: true,
          reconnect: false,
        } as Partial<ClientOptions> as ClientOptions);
        const meters = new Map<number, { wh: number; orderNo: string }>();
        client.handle('RemoteStartTransaction', async ({ params }) => {
          const p = params as { connectorId: number; idTag: string };
          setImmediate(async () => {
            const orderNo = [...issuedAt.keys()].find((k) => `A${k.slice(-19)}` === p.idTag)!;
            const answer = (await client.call('StartTransaction', {
              connectorId: p.connectorId,
              idTag: p.idTag,
              meterStart: 0,
              timestamp: new Date().toISOString(),
            })) as { transactionId: number };
            startRtt.push(performance.now() - issuedAt.get(orderNo)!);
            meters.set(p.connectorId, { wh: 0, orderNo });
            await client.call('StatusNotification', {
              connectorId: p.connectorId,
              errorCode: 'NoError',
              status: 'Charging',
            });
            const tick = setInterval(() => {
              const m = meters.get(p.connectorId)!;
              m.wh += Math.round((60_000 * METER_S) / 3600); // 60 kW
              sentAt.set(m.orderNo, performance.now());
              client
                .call('MeterValues', {
                  connectorId: p.connectorId,
                  transactionId: answer.transactionId,
                  meterValue: [
                    {
                      timestamp: new Date().toISOString(),
                      sampledValue: [
                        { value: String(m.wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
                        { value: '60000', measurand: 'Power.Active.Import', unit: 'W' },
                      ],
                    },
                  ],
                })
                .catch(() => errors++);
            }, METER_S * 1000);
            timers.push(tick);
          });
          return { status: 'Accepted' };
        });
        await client.connect();
        await client.call('BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'B2' });
        for (const connectorId of [1, 2]) {
          await client.call('StatusNotification', { connectorId, errorCode: 'NoError', status: 'Available' });
        }
        timers.push(setInterval(() => void client.call('Heartbeat', {}).catch(() => errors++), 60_000));
        clients.push(client);
      }),
    );
  }
  console.log(
    `connected in ${((performance.now() - started) / 1000).toFixed(1)} s; starting ${chargerCount * 2} sessions…`,
  );

  // Each connector's order paid (as the purchase's fulfil does): order → starting, and the command's outbox event.
  const connectors = await db.select().from(chargerConnectors);
  const bench = connectors.filter((c) => c.chargerId.startsWith('BENCH-'));
  for (const c of bench) {
    const orderNo = `C${randomBytes(10).toString('hex').toUpperCase().slice(0, 19)}`;
    issuedAt.set(orderNo, performance.now());
    await db.transaction(async (tx) => {
      await tx.insert(chargingOrders).values({
        orderNo,
        dealerId: '330100',
        driverId: driver.id,
        stationId,
        connectorRef: c.id,
        chargerId: c.chargerId,
        connectorId: c.connectorId,
        idTag: `A${orderNo.slice(-19)}`,
        state: 'starting',
        tariff: DEMO_CHARGING_TARIFF,
        prepayFen: 50_000,
        bandWh: { sharp: 0, peak: 0, flat: 0, valley: 0 },
      });
      await publish(tx, { topic: Topic.CHARGING_COMMAND, dealerId: '330100', subject: c.chargerId });
    });
  }

  const stats = app.charging.centralSystem.stats;
  const before = stats.messages;
  stats.durations.length = 0;
  const t0 = performance.now();
  const cpuBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const mem = process.memoryUsage();
  for (const t of timers) clearInterval(t);

  console.log(
    `\nOCPP bench: ${bench.length} connectors on ${chargerCount} chargers, MeterValues every ${METER_S} s, ${SECONDS} s`,
  );
  console.log(
    `messages handled:        ${stats.messages - before} (${((stats.messages - before) / elapsed).toFixed(1)}/s)`,
  );
  console.log(
    `handling time ms:        p50 ${pct(stats.durations, 0.5)}  p99 ${pct(stats.durations, 0.99)}  max ${pct(stats.durations, 1)}`,
  );
  console.log(
    `remote start round trip: p50 ${pct(startRtt, 0.5)}  p99 ${pct(startRtt, 0.99)} ms (${startRtt.length} of ${bench.length} started)`,
  );
  console.log(
    `progress to the stream:  p50 ${pct(progressMs, 0.5)}  p99 ${pct(progressMs, 0.99)} ms (${progressMs.length} samples)`,
  );
  console.log(
    `process CPU:             ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of one core (server + clients)`,
  );
  console.log(
    `process memory:          rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB`,
  );
  console.log(
    `client errors:           ${errors}; total CPU since start ${(process.cpuUsage(cpu0).user / 1e6).toFixed(0)} s`,
  );
  await Promise.all(clients.map((c) => c.close({ force: true }).catch(() => undefined)));
  await app.close();
  await database.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
