// One-off: bench:exit against a throwaway cluster reached over its Unix socket (not loopback TCP).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '@parking/throwaway-postgres';
const sock = mkdtempSync(join(tmpdir(), 'pgsock-'));
chmodSync(sock, 0o777);
const pg = await startThrowawayPostgres({ settings: { unix_socket_directories: sock } });
const url = `postgres://postgres@localhost:${pg.port}/postgres?host=${encodeURIComponent(sock)}`;
console.log('socket url', url);
const child = spawn('npm', ['run', '-s', 'bench:exit', '-w', 'apps/server'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
const code: number = await new Promise((r) => child.on('exit', (c) => r(c ?? 1)));
await pg.stop();
process.exit(code);
