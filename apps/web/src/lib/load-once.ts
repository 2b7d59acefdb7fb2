/**
 * `load` run once and its promise shared by every caller, unless it fails: a failed load (a dropped connection) is
 * forgotten, so the next call tries again instead of every later caller getting the same old failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
