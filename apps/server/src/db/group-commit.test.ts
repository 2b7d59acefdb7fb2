import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('group commit', () => {
  it('writes the calls of one window together and answers each only after its batch was written', async () => {
    const written: number[][] = [];
    let committed = false;
    const batches = createGroupCommit<number, number>({
      windowMs: 20,
      maxBatch: 100,
      maxRunning: 1,
      write: async (items) => {
        written.push(items);
        await sleep(10);
        committed = true;
        return items.map((i) => i * 2);
      },
    });
    const answers = [1, 2, 3].map((i) => batches.add(i).then((r) => ({ r, committed })));
    expect(await Promise.all(answers)).toEqual([
      { r: 2, committed: true },
      { r: 4, committed: true },
      { r: 6, committed: true },
    ]);
    expect(written).toEqual([[1, 2, 3]]);
    expect(batches.batches).toEqual({ count: 1, items: 3 });
  });

  it('a failed batch is written again one call at a time: only the bad call fails', async () => {
    const written: number[][] = [];
    const batches = createGroupCommit<number, string>({
      windowMs: 5,
      maxBatch: 100,
      maxRunning: 1,
      write: async (items) => {
        written.push(items);
        if (items.includes(13)) throw new Error('bad reading');
        return items.map(String);
      },
    });
    const results = await Promise.allSettled([1, 13, 3].map((i) => batches.add(i)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(written).toEqual([[1, 13, 3], [1], [13], [3]]);
  });

  it('calls arriving while the batches run wait for one to end, then go together; a full batch goes at once', async () => {
    const written: number[][] = [];
    let running = 0;
    let most = 0;
    const batches = createGroupCommit<number, void>({
      windowMs: 1,
      maxBatch: 3,
      maxRunning: 2,
      write: async (items) => {
        running += 1;
        most = Math.max(most, running);
        written.push(items);
        await sleep(30);
        running -= 1;
        return items.map(() => undefined);
      },
    });
    const first = [1, 2, 3, 4, 5, 6].map((i) => batches.add(i)); // two full batches at once
    await sleep(5);
    const later = [7, 8].map((i) => batches.add(i)); // both batches still running
    await Promise.all([...first, ...later]);
    expect(written).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
    expect(most).toBe(2);
  });
});
