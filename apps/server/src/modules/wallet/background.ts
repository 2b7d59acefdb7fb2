/**
 * Work started after a request's transaction committed (asking a provider to refund or to withhold). It must not
 * delay or fail the request: errors are logged, and the wallet's job redoes anything left undone. `idle()` lets
 * tests and shutdown wait for it.
 */
export function createBackground(log: { warn(obj: object, msg: string): void }) {
  const running = new Set<Promise<unknown>>();
  return {
    run(what: string, work: () => Promise<unknown>): void {
      const task = work()
        .catch((err: unknown) => log.warn({ err }, `${what} failed; the wallet job will retry`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
