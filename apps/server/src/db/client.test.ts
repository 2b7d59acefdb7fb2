import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseUrl } from '../../test/test-database';
import { IN_MEMORY } from '../config';
import { openDatabase } from './client';
import { dealers } from './schema';
import { DataDirInUseError, lockDataDir } from './pglite-lock';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'parking-data-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('PGlite on disk', () => {
  it('creates a missing data directory (and its parents), migrates, and keeps data across restarts', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const first = await openDatabase({ dataDir });
    await first.db.insert(dealers).values({ id: 'd1', name: '测试运营商', city: '杭州市' });
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = await openDatabase({ dataDir });
    expect(await second.db.select({ id: dealers.id }).from(dealers)).toEqual([{ id: 'd1' }]);
    await second.ping();
    await second.close();
    // Every migration runs on a fresh disk database (31 of them now): far slower than the in-memory template.
  }, 120_000);
});

describe.runIf(testDatabaseUrl())('PostgreSQL', () => {
  it('lets several servers start on one new database at once (migrations take turns)', async () => {
    const { url, drop } = await createPostgresDatabase(testDatabaseUrl()!);
    try {
      const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: IN_MEMORY, databaseUrl: url })));
      await servers[0]!.db.insert(dealers).values({ id: 'd1', name: '测试运营商', city: '杭州市' });
      expect(await servers[2]!.db.select({ id: dealers.id }).from(dealers)).toEqual([{ id: 'd1' }]);
      await Promise.all(servers.map((s) => s.close()));
    } finally {
      await drop();
    }
  });
});

describe('the data directory lock', () => {
  it('refuses a second server on the same directory while the first runs', async () => {
    const dataDir = path.join(root, 'locked');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await lockDirFor(dataDir, sleeper.pid!);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = path.join(root, 'stale');
    await lockDirFor(dataDir, 2 ** 22 + 12345); // above Linux's default pid_max: never a live process
    const unlock = lockDataDir(dataDir);
    unlock();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

async function lockDirFor(dataDir: string, pid: number) {
  const unlock = lockDataDir(dataDir);
  unlock();
  await writeFile(path.join(dataDir, 'server.lock'), String(pid));
}
