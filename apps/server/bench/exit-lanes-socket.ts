/**
 * `npm run bench:exit-socket` (issue 42): `bench:exit` against a throwaway PostgreSQL reached over its Unix socket
 * instead of loopback TCP, as a node and its database on one host would be deployed (DATABASE_URL with
 * `?host=<socket folder>`). Same scenario, same figures; the difference is what each statement costs to send.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '@parking/throwaway-postgres';

const socketDir = mkdtempSync(join(tmpdir(), 'pg-socket-'));
chmodSync(socketDir, 0o777); // the server may run as another user (throwaway-postgres' server-user.ts)
const postgres = await startThrowawayPostgres({ settings: { unix_socket_directories: socketDir } });
const url = `postgres://postgres@localhost:${postgres.port}/postgres?host=${encodeURIComponent(socketDir)}`;
console.log(`PostgreSQL over its Unix socket in ${socketDir}`);
const bench = spawn('npx', ['tsx', 'bench/exit-lanes.bench.ts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
const code = await new Promise<number>((resolve) => bench.on('exit', (c) => resolve(c ?? 1)));
await postgres.stop();
rmSync(socketDir, { recursive: true, force: true });
process.exit(code);
