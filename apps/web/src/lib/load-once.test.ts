import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'dialogs');
    const get = loadOnce(load);
    const answers = await Promise.all([get(), get(), get()]);
    expect(answers).toEqual(['dialogs', 'dialogs', 'dialogs']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a failure with the callers waiting on it, then tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('dialogs');
    const get = loadOnce(load);
    const [first, second] = await Promise.allSettled([get(), get()]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('dialogs');
    await expect(get()).resolves.toBe('dialogs');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
