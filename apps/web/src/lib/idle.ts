/**
 * Runs `task` `delayMs` after the page has loaded, once the main thread is idle: work that must not compete with the
 * first screen. requestIdleCallback is missing from Safari-based web views; there the delay alone stands in for it.
 */
export function whenIdle(task: () => void, delayMs = 1500): void {
  const schedule = () =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 5000 });
      else task();
    }, delayMs);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
