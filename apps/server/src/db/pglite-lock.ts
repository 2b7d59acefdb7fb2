import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. This lock file, holding the owner's
 * pid, makes a second start fail with a clear message. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `Data directory ${dataDir} is in use by process ${owner}. PGlite allows one server per directory: ` +
            'stop the other server, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock data directory ${dataDir}`);
}

/** The live process holding the data directory's lock (a server running on it), if any. */
export function dataDirOwner(dataDir: string): number | undefined {
  try {
    const owner = Number(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim());
    return owner && isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
