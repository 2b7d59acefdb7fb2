/**
 * npm run bench:lookup — the anonymous plate lookup under load, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, an admin URL, else a throwaway cluster started for the run): 1,000,000 historical stays and 20,000 cars parked now across 40
 * parks (lookup-data.ts), served by a server in its own process (lookup-server.ts), loaded by autocannon from this
 * one at a steady 500 requests/s, without and with device keys (the app's anonymous lookups send one,
 * and the lookup then records the plate in that device's history), then flat out. Each request carries a fresh nonce (authModel 1
 * stores it).
 * Target: p99 ≤ 50 ms at 500 req/s on PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_BASE, ParkingRoutes } from '@parking/contracts';
import autocannon from 'autocannon';
import { postgresForThisProcess } from '@parking/throwaway-postgres';
import { createPostgresDatabase } from '../test/test-database';
import { BENCH, lookupHeaders, randomLookupBody } from './lookup-data';

const RATE = 500;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * Connections autocannon keeps open. Its rate limit lets each connection send its share of a second's requests back
 * to back at the start of the second, so 500 req/s arrive as one burst a second, `CONNECTIONS` at a time: latency at
 * the target rate grows with the connection count, a harsher load than evenly spread arrivals.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVER = fileURLToPath(new URL('./lookup-server.ts', import.meta.url));

async function load(url: string, seconds: number, overallRate?: number, withHistory = false) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        path: `${API_BASE}${ParkingRoutes.plateLookup.path}`,
        setupRequest: (req) => ({ ...req, headers: lookupHeaders(withHistory), body: randomLookupBody() }),
      },
    ],
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** Starts the server process and resolves once it listens. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => line === 'ready' && resolve(child));
  });
}

async function bench(name: string, env: Record<string, string>, port: number): Promise<string[]> {
  console.log(`${name}: ${BENCH.historical.toLocaleString()} historical + ${BENCH.open.toLocaleString()} open stays`);
  const server = await startServer({ ...env, BENCH_PORT: String(port) });
  try {
    const url = `http://127.0.0.1:${port}`;
    await load(url, 10); // warm up: caches, JIT, the planner
    // The steady runs first: flat out leaves a minute of nonces that all expire a minute later, a pruning load that
    // a steady 500 req/s never has.
    const steady = await load(url, DURATION_S, RATE);
    const withHistory = await load(url, DURATION_S, RATE, true);
    const flat = await load(url, DURATION_S);
    const line = (label: string, r: Awaited<ReturnType<typeof load>>) =>
      `${name.padEnd(10)} ${label.padEnd(12)} ${r.reqPerSec.toFixed(0).padStart(5)} req/s   ` +
      `p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors} of ${r.total}`;
    return [line(`${RATE} req/s`, steady), line('+ history', withHistory), line('flat out', flat)];
  } finally {
    server.removeAllListeners('exit');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const lines: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pglite-'));
  try {
    lines.push(...(await bench('PGlite', { BENCH_DATA_DIR: dataDir }, 5204)));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await postgresForThisProcess(['BENCH_DATABASE_URL', 'TEST_DATABASE_URL']);
  try {
    const { url, drop } = await createPostgresDatabase(postgres.url);
    try {
      lines.push(...(await bench('PostgreSQL', { BENCH_DB_URL: url }, 5205)));
    } finally {
      await drop();
    }
  } finally {
    await postgres.stop();
  }
  console.log(`\nplate lookup, ${DURATION_S} s per run, ${CONNECTIONS} connections:`);
  for (const line of lines) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
