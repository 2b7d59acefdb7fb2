import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

/**
 * How `npm run backup` gets a consistent copy of an embedded database while its server runs (decision 080): PGlite
 * allows one process per data directory, so the process holding it listens on a socket in that directory and writes
 * the dump itself. The socket is the owner's only (mode 0600): whoever may read the data directory may back it up.
 */
const SOCKET = 'backup.sock';
const socketOf = (dataDir: string) => path.join(dataDir, SOCKET);

/** Answers dump requests on `<dataDir>/backup.sock` until the returned stop is called. */
export async function serveBackups(
  dataDir: string,
  dump: (file: string) => Promise<void>,
  log: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const file = socketOf(dataDir);
  // The data directory's lock is ours: a socket file left there is a dead owner's.
  await rm(file, { force: true });
  const server = createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!text.includes('\n') || text.length > 4096) return;
      const request = parseRequest(text.split('\n')[0]!);
      const answer = request
        ? dump(request.dump).then(
            () => ({ ok: true }),
            (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
          )
        : Promise.resolve({ error: 'expected {"dump": "/absolute/path"}' });
      void answer.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
    socket.on('error', log);
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      log(error); // e.g. a path too long for a socket: backups then need the server stopped
      resolve(false);
    });
    server.listen(file, () => resolve(true));
  });
  if (!listening) return async () => {};
  server.unref(); // it never keeps a process alive by itself
  await chmod(file, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function parseRequest(line: string): { dump: string } | undefined {
  try {
    const request = JSON.parse(line) as { dump?: unknown };
    return typeof request.dump === 'string' && path.isAbsolute(request.dump) ? { dump: request.dump } : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the server running on `dataDir` to write a backup to `file` (absolute); resolves once it is written. */
export function requestBackup(dataDir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketOf(dataDir));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ dump: file })}\n`));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error) =>
      reject(new Error(`the server on ${dataDir} did not answer on ${SOCKET}: ${error.message}`)),
    );
    socket.on('end', () => {
      try {
        const reply = JSON.parse(text) as { ok?: boolean; error?: string };
        if (reply.ok) resolve();
        else reject(new Error(`the server on ${dataDir} could not write the backup: ${reply.error}`));
      } catch {
        reject(new Error(`the server on ${dataDir} gave no answer on ${SOCKET}`));
      }
    });
  });
}
