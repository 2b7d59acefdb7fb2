import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemblePostgresInstall, postgresNativeDir } from './postgres-install';
import { serverUser, type ServerUser } from './server-user';

export interface ThrowawayPostgres {
  /** Superuser connection URL (trust authentication, loopback only), for creating and dropping databases. */
  url: string;
  port: number;
  /** The cluster's folder under the temporary directory (binaries, data); deleted by stop. */
  dir: string;
  /** Milliseconds from the call to a cluster that accepts connections. */
  startMs: number;
  /** Fast shutdown, then the folder is deleted. Also happens by itself when this process ends in any way. */
  stop(): Promise<void>;
}

export interface ThrowawayPostgresOptions {
  /** Extra server settings (`-c name=value`), after the test-speed defaults below. */
  settings?: Record<string, string | number>;
  /** Receives the server's log lines (default: dropped; the last ones are in the error if it fails to start). */
  onLog?: (line: string) => void;
  /**
   * A folder holding another PostgreSQL's `initdb` and `postgres` (e.g. Debian's `/usr/lib/postgresql/15/bin`) to run
   * instead of the npm package's: for a test that needs the server of a given major version.
   */
  binDir?: string;
}

// A throwaway cluster's data is never kept, so durability is off; the server suite opens many pools at once.
const DEFAULT_SETTINGS = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: 200,
};

const CHILD_ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' };

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(program: string, args: string[], user: ServerUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: CHILD_ENV, stdio: ['ignore', 'ignore', 'pipe'], ...user });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** The major version of a `postgres` program (the builtin locale provider is 17's). */
function majorVersion(postgres: string): number {
  const out = spawnSync(postgres, ['--version'], { encoding: 'utf8', env: CHILD_ENV }).stdout ?? '';
  return Number(/(\d+)(?:\.\d+)/.exec(out)?.[1] ?? 0);
}

// The server user must be able to enter every folder above the cluster's (a TMPDIR under /root is not).
function assertReachable(dir: string, user: ServerUser): void {
  for (let at = dir; at !== dirname(at); at = dirname(at)) {
    const { mode, uid } = statSync(at);
    if (!(mode & 0o001) && uid !== user.uid) {
      throw new Error(
        `${at} is closed to the user PostgreSQL runs as (uid ${user.uid}): set TMPDIR to a folder like /tmp`,
      );
    }
  }
}

/** Starts postgres and resolves once it accepts connections; rejects with its last log lines if it exits first. */
function startServer(
  program: string,
  args: string[],
  user: ServerUser | undefined,
  onLog: ((line: string) => void) | undefined,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group: Ctrl-C reaches the test command, which then stops the cluster after its clients are gone.
    const child = spawn(program, args, {
      env: CHILD_ENV,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      ...user,
    });
    const lines: string[] = [];
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lines.push(line);
        onLog?.(line);
        if (line.includes('database system is ready to accept connections')) resolve(child);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${lines.slice(-10).join('\n')}`)));
  });
}

/**
 * A new PostgreSQL cluster for this process, from the npm package's binaries: initialised in a folder under the
 * temporary directory, listening on a free loopback port. As root it runs as `nobody` (server-user.ts). A detached
 * guard (cleanup-guard.mjs) stops it and deletes the folder when `stop` is called or this process ends, however it
 * ends, so no `postgres` process and no folder outlive the run.
 */
export async function startThrowawayPostgres(options: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const startedAt = performance.now();
  const user = serverUser();

  if (user) assertReachable(tmpdir(), user);
  const dir = mkdtempSync(join(tmpdir(), 'throwaway-postgres-'));
  chmodSync(dir, 0o755);
  const guardPath = fileURLToPath(new URL('./cleanup-guard.mjs', import.meta.url));
  const guard = spawn(process.execPath, [guardPath, dir], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Neither the guard nor its channel keeps this process alive; the channel closing is what tells the guard we ended.
  guard.unref();
  guard.channel?.unref();
  const guardExited = new Promise<void>((resolve) => guard.once('exit', () => resolve()));
  const stop = async () => {
    guard.ref(); // wait for it even when nothing else keeps this process alive
    if (guard.connected) guard.send({ stop: true });
    await guardExited;
  };

  try {
    const { initdb, postgres } = options.binDir
      ? { initdb: join(options.binDir, 'initdb'), postgres: join(options.binDir, 'postgres') }
      : assemblePostgresInstall(await postgresNativeDir(), join(dir, 'install'));
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    if (user) chownSync(dataDir, user.uid, user.gid);
    // The builtin C.UTF-8 locale: the same behaviour on every machine, without the system's locales.
    await run(
      initdb,
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        ...(majorVersion(postgres) >= 17 ? ['--locale-provider=builtin', '--builtin-locale=C.UTF-8'] : []),
        '--no-sync',
        '--no-instructions',
      ],
      user,
    );
    const settings = { ...DEFAULT_SETTINGS, ...options.settings };
    const settingArgs = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    // Another process may take the free port before postgres binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freeLoopbackPort();
      try {
        const server = await startServer(
          postgres,
          ['-D', dataDir, '-p', String(port), ...settingArgs],
          user,
          options.onLog,
        );
        guard.send({ postgresPid: server.pid });
        server.unref();
        (server.stderr as Socket).unref();
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          port,
          dir,
          startMs: Math.round(performance.now() - startedAt),
          stop,
        };
      } catch (error) {
        if (attempt === 3 || !String(error).includes('could not bind')) throw error;
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
