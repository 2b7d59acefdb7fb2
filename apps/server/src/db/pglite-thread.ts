import { Worker } from 'node:worker_threads';
import { traceStatement } from '../observability/tracing';

/**
 * PGlite in a worker thread. PGlite runs PostgreSQL synchronously inside JavaScript: on the server's own thread every
 * query stops the event loop (HTTP parsing, responses, timers) for as long as it runs. In a worker, a query runs
 * while the main thread goes on with other requests, so the two cores share the work (`npm run bench:lookup`) and
 * one slow statement no longer freezes every request (decision 017).
 *
 * `PgliteThread` answers the part of PGlite's interface drizzle and pglite-statement.ts use: query, exec,
 * transaction and close. Values cross threads by structured clone; errors keep their fields (code, detail…), so
 * pg-error.ts reads them as before. Parsers cannot cross: only drizzle's, which keep types as text, are supported.
 */

/** The rows of one statement, as PGlite answers them. */
export interface ThreadResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by type oid; each must return the text it is given (drizzle's do). */
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
}

type Call =
  | { op: 'query'; sql: string; params: unknown[] | undefined; rowMode?: 'array' | 'object'; textTypes?: number[] }
  | { op: 'exec'; sql: string; rowMode?: 'array' | 'object' }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'dump'; file: string; backup?: boolean }
  | { op: 'close' };
export type ThreadCall = Call & { id: number; transaction?: number };
export type ThreadReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown> & { message: string; name: string } };

/** The handle a transaction's callback gets: queries on it run inside the transaction. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult>;
  exec(sql: string, options?: QueryOptions): Promise<ThreadResult[]>;
}

const WORKER = new URL('./pglite-thread.worker.mjs', import.meta.url);

export class PgliteThread implements ThreadTransaction {
  private nextId = 1;
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the PGlite thread exited (${code})`)));
  }

  /**
   * Starts the worker on `dataDir` (a directory or `memory://`) and resolves once PGlite is ready. `template`, for
   * `memory://`: a dump (`dump`) to start from instead of an empty cluster, which skips initdb.
   */
  static async start(dataDir: string, template?: string): Promise<PgliteThread> {
    const worker = new Worker(WORKER, { workerData: { dataDir, template } });
    const thread = new PgliteThread(worker);
    await new Promise<unknown>((resolve, reject) => thread.calls.set(0, { resolve, reject }));
    return thread;
  }

  // Each statement is a database span when it runs inside a trace (decision 079).
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResult> {
    return traceStatement(sql, () => this.call<ThreadResult>(queryCall(sql, params, options)));
  }

  exec(sql: string, options?: QueryOptions): Promise<ThreadResult[]> {
    return traceStatement(sql, () => this.call<ThreadResult[]>({ op: 'exec', sql, rowMode: options?.rowMode }));
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = await this.call<number>({ op: 'begin' });
    const tx: ThreadTransaction = {
      query: (sql, params, options) =>
        traceStatement(sql, () => this.call<ThreadResult>({ ...queryCall(sql, params, options), transaction })),
      exec: (sql, options) =>
        traceStatement(sql, () =>
          this.call<ThreadResult[]>({ op: 'exec', sql, rowMode: options?.rowMode, transaction }),
        ),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.call({ op: 'end', transaction, commit: false });
      throw error;
    }
    await this.call({ op: 'end', transaction, commit: true });
    return result;
  }

  /**
   * Writes the whole cluster to `file` (a tarball) to start others from (`start`'s template). `backup`: a checkpoint
   * first (once open transactions end), then gzip — the copy `npm run backup` takes of a running server (decision 080).
   */
  dump(file: string, { backup = false }: { backup?: boolean } = {}): Promise<void> {
    return this.call({ op: 'dump', file, backup });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private call<T>(call: Call & { transaction?: number }): Promise<T> {
    // A new error per late call: its stack names the caller, where the shared failure's names only the thread's exit.
    if (this.failure)
      return Promise.reject(new Error(`${call.op} after ${this.failure.message}`, { cause: this.failure }));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.calls.size === 0) this.worker.ref();
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...call, id } satisfies ThreadCall);
    });
  }

  private settle(reply: ThreadReply): void {
    const call = this.calls.get(reply.id);
    if (!call) return;
    this.calls.delete(reply.id);
    // A waiting call keeps the process alive, an idle database does not (as PGlite in the process did not).
    if (this.calls.size === 0) this.worker.unref();
    if (reply.error) call.reject(Object.assign(new Error(reply.error.message), reply.error));
    else call.resolve(reply.result);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.calls.values()) call.reject(error);
    this.calls.clear();
  }
}

function queryCall(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): Call {
  const textTypes = options?.parsers && Object.keys(options.parsers).map(Number);
  return { op: 'query', sql, params, rowMode: options?.rowMode, textTypes };
}
