/**
 * Runs `task` once the page has loaded and the main thread is idle: work that must not compete with the first screen.
 * requestIdleCallback is missing from Safari-based web views, so a timeout after `load` stands in for it there.
 */
export function whenIdle(task: () => void, fallbackDelayMs = 1500): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 5000 });
    else window.setTimeout(task, fallbackDelayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
