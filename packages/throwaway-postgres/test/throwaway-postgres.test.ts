import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../src/throwaway-postgres';

// Every run gets a private TMPDIR, so "no folder left behind" is checked without looking at other processes' files.
const privateTmp: string[] = [];
const aPrivateTmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'throwaway-postgres-test-'));
  chmodSync(dir, 0o755); // as root the cluster runs as nobody, who must enter it (like /tmp)
  privateTmp.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of privateTmp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const postmasterPid = (clusterDir: string) =>
  Number(readFileSync(join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
// Running, and not a zombie waiting for its reaper.
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false; // gone between the two looks
  }
};
// The clusters' folders in a private TMPDIR (tsx keeps its cache there too).
const clusters = (tmp: string) => readdirSync(tmp).filter((name) => name.startsWith('throwaway-postgres-'));
async function eventually(check: () => boolean, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (check()) return;
  expect(check()).toBe(true);
}
const firstLine = (child: ChildProcess, pattern: RegExp) =>
  new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.split('\n').find((line) => pattern.test(line));
      if (match) resolve(match);
    });
    child.once('exit', () => reject(new Error(`exited before printing ${pattern}: ${seen}`)));
  });

describe('a throwaway PostgreSQL', () => {
  it('answers on loopback, and stop leaves no postgres process and no folder', async () => {
    const cluster = await startThrowawayPostgres();
    const pid = postmasterPid(cluster.dir);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    await client.end();
    expect(rows[0]!.version).toMatch(/^PostgreSQL 18\./);

    await cluster.stop();
    expect(running(pid)).toBe(false);
    expect(existsSync(cluster.dir)).toBe(false);
  });

  it('is removed when the process that started it is killed outright (SIGKILL)', async () => {
    const tmp = aPrivateTmp();
    const owner = spawn(process.execPath, ['--import', 'tsx', here('./hold-a-cluster.ts')], {
      env: { ...process.env, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const { dir } = JSON.parse(await firstLine(owner, /^\{/)) as { dir: string };
    const pid = postmasterPid(dir);
    expect(running(pid)).toBe(true);

    owner.kill('SIGKILL');
    await eventually(() => !running(pid) && clusters(tmp).length === 0);
  });

  it('with-postgres, interrupted by Ctrl-C, ends its command, then the cluster, and exits as interrupted', async () => {
    const tmp = aPrivateTmp();
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp };
    delete env.TEST_DATABASE_URL;
    const command = 'console.log("url " + process.env.TEST_DATABASE_URL); setInterval(() => {}, 60000)';
    // Its own process group, so the SIGINT below reaches it and its command the way a terminal's Ctrl-C does.
    const run = spawn(
      process.execPath,
      ['--import', 'tsx', here('../src/with-postgres.ts'), '--', process.execPath, '-e', command],
      { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    );
    const url = (await firstLine(run, /^url /)).slice(4);
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const [clusterDir] = clusters(tmp);
    const pid = postmasterPid(join(tmp, clusterDir!));

    const exited = new Promise<[number | null, string | null]>((resolve) =>
      run.once('exit', (code, signal) => resolve([code, signal])),
    );
    process.kill(-run.pid!, 'SIGINT');
    const [code, signal] = await exited;
    expect(signal === 'SIGINT' || code === 130).toBe(true);
    expect(running(pid)).toBe(false);
    expect(clusters(tmp)).toEqual([]);
  });
});
