import { detached } from '../observability/tracing';

export interface GroupCommitOptions<I, R> {
  /** How long the first call of a batch waits for others (ms). */
  windowMs: number;
  /** The most calls one batch writes; more start the next batch at once. */
  maxBatch: number;
  /** Batches under way at once (each its own transaction): one waiting on a lock does not hold up every call. */
  maxRunning: number;
  /** Writes a batch in one transaction, answering each item (in order) once it committed. */
  write: (items: I[]) => Promise<R[]>;
}

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the calls arriving within `windowMs` of a batch's first (or while `maxRunning` batches are under
 * way) are written together by one `write`, one transaction and one commit for all of them; each call's promise
 * settles only after its batch committed, so an answer never runs ahead of what is stored. A batch that fails is
 * written again one call at a time: a call the batch could not take fails alone, the others are stored.
 */
export function createGroupCommit<I, R>({ windowMs, maxBatch, maxRunning, write }: GroupCommitOptions<I, R>) {
  let waiting: Waiting<I, R>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = 0;
  const batches = { count: 0, items: 0 };

  async function settle(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await write(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const w of batch) await settle([w]);
    }
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0 || running >= maxRunning) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(maxBatch);
    running += 1;
    batches.count += 1;
    batches.items += batch.length;
    // A batch serves many calls: it joins the trace of none (the first call's would otherwise carry them all).
    void detached(() => settle(batch)).finally(() => {
      running -= 1;
      // Calls that came while it ran have waited already: the next batch goes now.
      flush();
    });
    if (waiting.length >= maxBatch) flush();
  }

  return {
    /** Resolves with the item's result once its batch committed. */
    add(item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= maxBatch) flush();
        else if (!timer && running < maxRunning) timer = setTimeout(flush, windowMs);
      });
    },
    /** Batches written so far and the calls they held (the mean batch size is items / count). */
    batches,
  };
}

/**
 * Thrown by a batch's write when its items cannot be decided together (two stays of one batch drawing on one card's
 * balance, say): the batch is rolled back and each item is written alone, as after any failure, without an error log.
 */
export class SplitBatch extends Error {}
