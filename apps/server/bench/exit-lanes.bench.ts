/**
 * `npm run bench:exit` (issue 42): the exit lane, from a plate read at the barrier to the decision the gate acts on.
 * BENCH_LANES (100) parks with an exit lane each, on one node: in-memory PGlite, or a new PostgreSQL database with
 * TEST_DATABASE_URL (`npx tsx packages/throwaway-postgres/src/with-postgres.ts -- npm run bench:exit` starts one).
 * At every lane four cars parked 95 minutes, one of each kind (test/exit-lanes.ts): auto-pay from the balance, a
 * monthly plan, paid on the phone within the grace time, and unpaid (the lane holds it and shows the fee).
 *  1. steady: three cars a lane, at BENCH_RATE (20) exits a second across the lanes, as an open loop;
 *  2. burst: the last car of every lane at once, as at a stadium's end.
 * Times each signed exit event from sending to the decision received, p50/p95/p99, and beside it, in the same run and
 * from the same client, the limit: the same requests to a server that authenticates the gate from memory and answers
 * "open" with no database work. Exits 1 if any car gets another answer than its kind must (a gate opened for an unpaid
 * car, a plan charged) or the ledger check finds a violation; prints whether the targets (p99 ≤ 200 ms steady, ≤ 500 ms
 * burst) are met.
 */
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ledgerCheck } from '../src/cli/ledger-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { aNoOpGateServer, exitLanes, runExits, wrongAnswers, type TimedExit } from '../test/exit-lanes';

const LANES = Number(process.env.BENCH_LANES ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const TARGET_STEADY_P99_MS = 200;
const TARGET_BURST_P99_MS = 500;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

function figures(exits: TimedExit[]) {
  const sorted = exits.map((e) => e.ms).sort((x, y) => x - y);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1)!,
  };
}
const line = (name: string, exits: TimedExit[]) => {
  if (exits.length === 0) return `${name.padEnd(28)}     0 exits`;
  const f = figures(exits);
  return `${name.padEnd(28)} ${String(exits.length).padStart(5)} exits   p50 ${f.p50.toFixed(1)}  p95 ${f.p95.toFixed(1)}  p99 ${f.p99.toFixed(1)}  max ${f.max.toFixed(1)} ms`;
};

/** BENCH_CPU_PROFILE=file.cpuprofile: the node's CPU profile of the burst (open it in Chrome's DevTools). */
async function startProfile() {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the burst: ${file}`);
    },
  };
}

/** CPU seconds used so far by these processes (user + system, from /proc); a process gone since counts nothing. */
function cpuSecondsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended
    }
  }
  return ticks / 100;
}

/**
 * The node's and the database's CPU milliseconds per exit while `run` sends `count` exits. The database's are its
 * server processes' (backends and background workers, listed by pg_stat_activity: a PostgreSQL on this machine); on
 * PGlite the database runs in the node's process and is counted there.
 */
async function cpuPerExit<T>(db: TestApp['db'], count: number, run: () => Promise<T>) {
  const pids = process.env.TEST_DATABASE_URL
    ? (await queryRows<{ pid: number }>(db, sql`select pid from pg_stat_activity`)).map((r) => Number(r.pid))
    : [];
  const node = process.cpuUsage();
  const database = cpuSecondsOf(pids);
  const result = await run();
  const used = process.cpuUsage(node);
  const perExit = (ms: number) => `${(ms / count).toFixed(1)} ms`;
  return {
    result,
    text: `node ${perExit((used.user + used.system) / 1000)}, PostgreSQL ${pids.length ? perExit((cpuSecondsOf(pids) - database) * 1000) : '(in the node)'}`,
  };
}

async function main() {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const t = await buildTestApp({ config: { logLevel: 'error' } });
  try {
    const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const settingUp = performance.now();
    const { cars } = await exitLanes(t, { lanes: LANES, carsPerLane: 4 });
    console.log(
      `bench:exit on ${label}: ${LANES} lanes, ${cars.length} cars set up in ${((performance.now() - settingUp) / 1000).toFixed(0)} s`,
    );
    const steadyCars = cars.filter((_, i) => i % 4 !== 3);
    const burstCars = cars.filter((_, i) => i % 4 === 3);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const batchesOf = async <T>(run: () => Promise<T>) => {
      const before = { ...t.app.exitBatches };
      const result = await run();
      const count = t.app.exitBatches.count - before.count;
      const items = t.app.exitBatches.items - before.items;
      return { result, text: `${count} batches of ${(items / Math.max(count, 1)).toFixed(1)} exits on average` };
    };
    const { result: steady, text: steadyBatches } = await batchesOf(() => runExits(t, origin, steadyCars, RATE));
    const profile = await startProfile();
    const {
      result: { result: burst, text: burstBatches },
      text: burstCpu,
    } = await cpuPerExit(t.db, burstCars.length, () => batchesOf(() => runExits(t, origin, burstCars)));
    await profile.stop();
    const noOp = await aNoOpGateServer(t, [...new Set(cars.map((c) => c.lane.gate))]);
    const limitSteady = await runExits(t, noOp.origin, steadyCars, RATE);
    const { result: limitBurst, text: limitCpu } = await cpuPerExit(t.db, burstCars.length, () =>
      runExits(t, noOp.origin, burstCars),
    );
    await noOp.close();

    console.log(
      `exit event → decision, over HTTP from the cameras' thread (steady at ${RATE}/s, burst ${burstCars.length} at once):`,
    );
    console.log(line('exit path, steady', steady));
    console.log(line('limit (no database), steady', limitSteady));
    console.log(line('exit path, burst', burst));
    console.log(line('limit (no database), burst', limitBurst));
    const ratio = (a: TimedExit[], b: TimedExit[]) => (figures(a).p99 / figures(b).p99).toFixed(1);
    console.log(
      `CPU per exit in the burst: ${burstCpu}; the limit's: ${limitCpu} (the cameras' thread counts as the node's)`,
    );
    console.log(`exits decided in batches (decision 098): steady ${steadyBatches}, burst ${burstBatches}`);
    console.log(`p99 against the limit: steady ×${ratio(steady, limitSteady)}, burst ×${ratio(burst, limitBurst)}`);
    for (const [phase, exits] of [
      ['steady', steady],
      ['burst', burst],
    ] as const) {
      for (const kind of ['autoPay', 'plan', 'paid', 'unpaid'] as const) {
        console.log(
          line(
            `  ${phase}, of which ${kind}`,
            exits.filter((e) => e.car.kind === kind),
          ),
        );
      }
    }
    const target = (name: string, exits: TimedExit[], ms: number) =>
      console.log(`${name} p99 ${figures(exits).p99 <= ms ? 'within' : 'OVER'} ${ms} ms`);
    target('steady', steady, TARGET_STEADY_P99_MS);
    target('burst', burst, TARGET_BURST_P99_MS);

    const wrong = wrongAnswers([...steady, ...burst]);
    const { violations } = await ledgerCheck(t.db);
    console.log(`answers: ${steady.length + burst.length - wrong.length} as their kind must, ${wrong.length} not`);
    for (const e of wrong.slice(0, 10))
      console.log(`  ✗ ${e.car.kind} ${e.car.plateNo}: ${e.decision.outcome}/${e.decision.action}`);
    console.log(violations.length === 0 ? 'ledger:check OK' : `ledger:check: ${violations.length} violation(s)`);
    console.log(`load average before ${loadBefore}, after ${load()}`);
    if (wrong.length > 0 || violations.length > 0) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

await main();
