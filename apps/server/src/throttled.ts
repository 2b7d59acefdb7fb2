import type { Clock } from './clock';

/**
 * Runs `task` at most once per `intervalMs` of the clock, in the background of whatever calls it: the clean-up of
 * expired rows rides on ordinary requests instead of needing a scheduler. A failed clean-up is retried next time.
 */
export function throttled(intervalMs: number, clock: Clock, task: () => Promise<void>): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = clock.now().getTime();
    if (now - last < intervalMs) return;
    last = now;
    await task().catch(() => {
      last = Number.NEGATIVE_INFINITY;
    });
  };
}
