import { Timing } from '@parking/contracts';
import type { ComponentType } from 'react';
import type { PageModule } from '../lib/screen';

/** A page's code could not be loaded: the network dropped, or a deploy replaced the chunk files. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects with `onTimeout()` if `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type { PageModule } from '../lib/screen';

/**
 * The route `lazy` of every page: the dynamic import, given up after 120 s (spec section 8) so a dead connection
 * ends in the reload prompt instead of an endless wait; any failure becomes a ChunkLoadError.
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs: number = Timing.CHUNK_LOAD_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    const timedOut = () => new ChunkLoadError(`页面加载超时（${timeoutMs / 1000} 秒）`);
    // antd-mobile's theme variables come with the first page, not the shell: a page may use
    // its components or imperative Toast/Dialog, and the shell itself uses none (first-load weight).
    const loaded = Promise.all([load(), import('./antd-global')]).then(([page]) => page);
    const page = await withTimeout(loaded, timeoutMs, timedOut).catch((cause: Error) => {
      throw cause instanceof ChunkLoadError ? cause : new ChunkLoadError('页面加载失败', { cause });
    });
    return { Component: page.default };
  };
}

// What browsers and Vite say when a chunk is missing (old HTML after a deploy) or could not be fetched.
const CHUNK_FAILURE_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /is not a valid JavaScript MIME type/i,
];

/** Whether a route error is a failed page load, which a reload fixes. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}
