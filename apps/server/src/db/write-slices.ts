/**
 * Rows per statement when a background batch (nonces, plate history) is written. PGlite runs one statement at a
 * time, so a lookup arriving during a batch waits for the statement under way, not for the whole batch: slices of
 * this size take a few milliseconds each, and the lookups queued meanwhile go between them (`npm run bench:lookup`).
 */
export const WRITE_SLICE_ROWS = 25;

/** `items` in consecutive slices of at most `size`. */
export function slices<T>(items: readonly T[], size = WRITE_SLICE_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
