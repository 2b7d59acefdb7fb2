import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyPage, withTimeout } from './lazy-page';

const Page = () => null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('resolves to the route Component of the loaded module', async () => {
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('rejects with a ChunkLoadError after 120 s when the chunk never arrives', async () => {
    const load = lazyPage(() => new Promise(() => undefined));
    const outcome = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toBe('页面加载超时（120 秒）');
  });

  it('turns a failed import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/map-page-abc.js');
    const error = await lazyPage(() => Promise.reject(cause))().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(cause);
  });

  it('does not fire the timeout after a timely load', async () => {
    const onTimeout = vi.fn(() => new Error('late'));
    await withTimeout(Promise.resolve(1), 10, onTimeout);
    await vi.advanceTimersByTimeAsync(20);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['our own', new ChunkLoadError('页面加载失败'), true],
    ['Chrome', new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    [
      'an HTML fallback served for a missing chunk',
      new TypeError("'text/html' is not a valid JavaScript MIME type."),
      true,
    ],
    ['a bug in a page', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['not an error', 'boom', false],
  ])('%s → %s', (_, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
