// @ts-check
/**
 * The PGlite worker thread; pglite-thread.ts is its other half and defines the messages (ThreadCall, ThreadReply).
 * Plain JavaScript so that it starts the same under node, tsx and vitest without a loader. It owns the PGlite
 * instance; PGlite serialises the calls itself (one session), and a transaction holds it from `begin` to `end`.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {Map<number, { handle: import('@electric-sql/pglite').Transaction, end(commit: boolean): void, finished: Promise<void> }>} */
const transactions = new Map();
let nextTransaction = 1;

/** Parsers that keep the listed types as text (all pglite-thread.ts lets through). */
const textParsers = (/** @type {number[] | undefined} */ types) =>
  types && Object.fromEntries(types.map((oid) => [oid, (/** @type {string} */ value) => value]));

/** What crosses back of a PGlite result. */
const resultOf = (/** @type {import('@electric-sql/pglite').Results} */ r) => ({
  rows: r.rows,
  fields: r.fields,
  affectedRows: r.affectedRows,
});

/** PGlite itself, or the open transaction the call names. */
const targetOf = (/** @type {{ transaction?: number }} */ call) => {
  if (!call.transaction) return pglite;
  const open = transactions.get(call.transaction);
  if (!open) throw new Error(`transaction ${call.transaction} is not open`);
  return open.handle;
};

/** @param {any} call */
async function answer(call) {
  switch (call.op) {
    case 'query': {
      const options = { rowMode: call.rowMode, parsers: textParsers(call.textTypes) };
      return resultOf(await targetOf(call).query(call.sql, call.params, options));
    }
    case 'exec':
      return (await targetOf(call).exec(call.sql, { rowMode: call.rowMode })).map(resultOf);
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(call.transaction);
      if (!open) throw new Error(`transaction ${call.transaction} is not open`);
      transactions.delete(call.transaction);
      open.end(call.commit);
      await open.finished; // COMMIT's own error (a deferred constraint) reaches the caller
      return null;
    }
    case 'dump': {
      // A backup: the checkpoint waits for open transactions (it takes PGlite's transaction lock) and writes every
      // committed change to the files; the dump then copies them between two statements (under the query lock), so
      // the copy opens as a cluster that stopped cleanly, or at worst replays the WAL written since (decision 080).
      if (call.backup) await pglite.exec('checkpoint');
      const tarball = await pglite.dumpDataDir(call.backup ? 'gzip' : 'none');
      const partial = `${call.file}.partial`;
      await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
      await rename(partial, call.file);
      return null;
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`unknown call ${String(call.op)}`);
  }
}

/** Opens a transaction and resolves with its number once BEGIN has run (PGlite is then held for it). */
function begin() {
  const id = nextTransaction++;
  return new Promise((resolve, reject) => {
    const finished = pglite.transaction(async (handle) => {
      const commit = await new Promise((end) => {
        transactions.set(id, { handle, end, finished });
        resolve(id);
      });
      if (!commit) await handle.rollback();
    });
    finished.catch(reject); // a failed BEGIN; later failures are the `end` call's
  });
}

/** An error as it can cross: its text fields (code, detail, constraint…), not its query options. */
function errorOf(/** @type {unknown} */ error) {
  const fields = Object.fromEntries(
    Object.entries(error && typeof error === 'object' ? error : {}).filter(([, v]) => typeof v === 'string'),
  );
  return error instanceof Error
    ? { ...fields, message: error.message, name: error.name }
    : { message: String(error), name: 'Error' };
}

/**
 * PGlite's own settings (it runs with fsync off) plus two that stop WAL writes from stalling a query: new WAL
 * segments are not filled with zeros first (16 MB written inside whichever statement crossed into the segment), and
 * no full-page images, which protect against pages torn by a power cut, a failure fsync off already gives up on.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off', '-c', 'full_page_writes=off'];
/** A dump to start from: a tarball, gzipped (a backup) or not (the tests' template); PGlite reads the type to know. */
async function tarballOf(/** @type {string} */ file) {
  const bytes = await readFile(file);
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return new Blob([bytes], { type: gzip ? 'application/x-gzip' : 'application/x-tar' });
}
const loadDataDir = workerData.template ? await tarballOf(workerData.template) : undefined;
/** The extensions the migrations create (pg_trgm: the plate trigram index, src/db/custom/plate-trigrams.sql). */
const extensions = { pg_trgm };
const pglite = await PGlite.create(workerData.dataDir, { startParams, loadDataDir, extensions });
port.on('message', (call) => {
  answer(call).then(
    (result) => port.postMessage({ id: call.id, result }),
    (error) => port.postMessage({ id: call.id, error: errorOf(error) }),
  );
});
port.postMessage({ id: 0, result: 'ready' });
