/**
 * `npm run bench:locks`: lock commands through the MQTT gateway path (decision 038). One server (in-memory PGlite, or
 * a new PostgreSQL database with TEST_DATABASE_URL) with its embedded broker, and a simulated gateway with
 * BENCH_LOCKS locks. Two runs of BENCH_COMMANDS commands (raise/lower alternating, one in flight per lock):
 *  1. a faulty radio — BENCH_FAULT_RATE (10%) of commands lose their command, lose their ACK or get it late (after
 *     the server resent it) — prints how many ended in the state asked, and that none is left in flight;
 *  2. a live gateway, BENCH_LIVE_IN_FLIGHT (10) commands in flight — prints issue → ACK p50/p90/p99.
 * Exits 1 when fewer than 99% end as asked or any command is left unknown.
 */
import { simulateLockGateway } from '@parking/devices';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { lockCommands, lockGateways, parkingLocks, parks } from '../src/db/schema';
import { createLocksRepository, type LockGateways } from '../src/modules/bookings';
import { createPostgresDatabase, testDatabaseUrl } from '../test/test-database';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1000);
const LOCKS = Number(process.env.BENCH_LOCKS ?? 100);
const FAULT_RATE = Number(process.env.BENCH_FAULT_RATE ?? 0.1);
/** Commands in flight at once in the latency run (one per lock). */
const LIVE_IN_FLIGHT = Number(process.env.BENCH_LIVE_IN_FLIGHT ?? 10);
const ACK_TIMEOUT_MS = 1000;
const GATEWAY = 'BENCH-LGW';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const adminUrl = testDatabaseUrl();
  const created = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: created?.url });
  const config = loadConfig({
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    PORT: '0',
    LOCK_SIMULATOR: '0',
    LOCK_AUTO_RAISE_SECONDS: '0',
    LOCK_ACK_TIMEOUT_MS: String(ACK_TIMEOUT_MS),
  });
  const [park] = await (async () => {
    const app = await buildApp({ config, database }); // migrates and seeds; closed before the gateway exists
    const rows = await database.db.select({ id: parks.id, dealerId: parks.dealerId }).from(parks).limit(1);
    await app.close();
    return rows;
  })();
  const lockIds = Array.from({ length: LOCKS }, (_, i) => `BENCH-L${String(i + 1).padStart(4, '0')}`);
  await database.db.insert(lockGateways).values({ id: GATEWAY, dealerId: park!.dealerId, parkId: park!.id });
  await database.db.insert(parkingLocks).values(
    lockIds.map((id, i) => ({
      id,
      dealerId: park!.dealerId,
      parkId: park!.id,
      gatewayId: GATEWAY,
      spaceCode: `BENCH-${i + 1}`,
      berthType: 'standard' as const,
    })),
  );
  const app = await buildApp({ config, database });
  const label = created ? 'PostgreSQL' : 'PGlite';
  try {
    const gateways: LockGateways = app.reservations.gateways;
    const repo = createLocksRepository(database.db);
    const waiting = new Map<number, (at: number) => void>();
    gateways.listen({
      async commandEnded(command) {
        waiting.get(command.id)?.(performance.now());
      },
    });

    async function run(faultRate: number, inFlight: number) {
      const third = faultRate / 3;
      const sim = await simulateLockGateway({
        url: app.reservations.brokerUrl,
        gatewayId: GATEWAY,
        secret: await app.reservations.broker.issueKey(GATEWAY),
        locks: lockIds,
        moveMs: 20,
        commandLossRate: third,
        ackLossRate: third / (1 - third),
        lateAckRate: third / (1 - 2 * third),
        lateAckMs: ACK_TIMEOUT_MS * 1.5,
      });
      while (!gateways.held().includes(GATEWAY)) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 300)); // the gateway's online status and first reports
      const latencies: number[] = [];
      let asked = 0;
      const used = lockIds.slice(0, inFlight);
      const perLock = Math.ceil(COMMANDS / used.length);
      const started = performance.now();
      await Promise.all(
        used.map(async (lockId, i) => {
          for (let n = 0; n < perLock && i * perLock + n < COMMANDS; n++) {
            const action = sim.locks.get(lockId)!.position === 'raised' ? 'lower' : 'raise';
            const lock = (await repo.lock(lockId))!;
            let id = 0;
            const done = new Promise<number>((resolve) => {
              const at = performance.now();
              void repo.issue(lock, { action }).then((command) => {
                id = command.id;
                waiting.set(command.id, (end) => resolve(end - at));
              });
            });
            latencies.push(await done);
            const position = sim.locks.get(lockId)!.position;
            const [row] = await database.db.select().from(lockCommands).where(eq(lockCommands.id, id));
            if (row?.state === 'acked' && position === (action === 'raise' ? 'raised' : 'lowered')) asked += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const unknown = (await database.db.select().from(lockCommands).where(eq(lockCommands.gatewayId, GATEWAY))).filter(
        (c) => c.state === 'queued' || c.state === 'sent',
      ).length;
      if (process.env.BENCH_DEBUG) {
        const rows = await database.db.select().from(lockCommands).where(eq(lockCommands.gatewayId, GATEWAY));
        const tally = new Map<string, number>();
        for (const r of rows)
          tally.set(
            `${r.state} ${r.result} a${r.attempts}`,
            (tally.get(`${r.state} ${r.result} a${r.attempts}`) ?? 0) + 1,
          );
        console.log(tally);
      }
      await sim.close();
      const sorted = latencies.sort((a, b) => a - b);
      return { total: latencies.length, asked, unknown, seconds, sorted, stats: sim.stats };
    }

    const faulty = await run(FAULT_RATE, LOCKS);
    const share = faulty.asked / faulty.total;
    console.log(
      `${label}, ${LOCKS} locks on one gateway, ${faulty.total} commands, ${Math.round(FAULT_RATE * 100)}% faults ` +
        `(lost commands ${faulty.stats.lost}, lost ACKs ${faulty.stats.acksLost}, late ACKs ${faulty.stats.acksLate}, ` +
        `duplicates answered ${faulty.stats.duplicates}): ${faulty.asked} ended as asked (${(share * 100).toFixed(1)}%), ` +
        `${faulty.unknown} unknown, p99 ${percentile(faulty.sorted, 0.99).toFixed(0)} ms, ${faulty.seconds.toFixed(1)} s`,
    );
    const live = await run(0, LIVE_IN_FLIGHT);
    const p = (q: number) => percentile(live.sorted, q).toFixed(1);
    console.log(
      `${label}, live gateway, ${live.total} commands, ${LIVE_IN_FLIGHT} in flight: command → ACK p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, ` +
        `p99 ${p(0.99)} ms, max ${live.sorted.at(-1)!.toFixed(1)} ms (${(live.total / live.seconds).toFixed(0)}/s)`,
    );
    if (share < 0.99 || faulty.unknown > 0 || live.unknown > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    await created?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
