import type { Db } from '../../db/client';
import { firstOf, type CoverageSource } from '../parking';
import type { Coverage } from '../tariffs';
import { createSharingRepository } from './sharing.repository';
import { mergeIntervals } from './sharing-rules';

/**
 * What off-peak sharing covers at the gate (decision 043): the windows of the active shares of the stay's plate at
 * its park, as one plan with `intervals` — the tariffs module's coverage, so a minute inside a window is free and
 * every minute outside is charged at the park's temporary rate. Reads through the `db` it is given; one statement for
 * every stay asked about (decision 098). Nothing is consumed: a share is paid when bought.
 */
export function createSharingCoverage(): CoverageSource {
  const repos = new WeakMap<Db, ReturnType<typeof createSharingRepository>>();
  const repoOf = (db: Db) => {
    let repo = repos.get(db);
    if (!repo) repos.set(db, (repo = createSharingRepository(db)));
    return repo;
  };
  return {
    async coverageFor(asks, db: Db) {
      const windows = await repoOf(db).activeWindowsOf(
        asks.map((a) => a.stay),
        db,
      );
      return windows.map(coverageOfWindows);
    },
  };
}

/** The shares' windows of a stay as one plan with `intervals`; none without a share. */
function coverageOfWindows(windows: readonly [number, number][]): Coverage | undefined {
  if (windows.length === 0) return undefined;
  const intervals = mergeIntervals(windows);
  return {
    kind: 'plan',
    validFrom: intervals[0]![0],
    validUntil: intervals.at(-1)![1],
    intervals: intervals.map(([from, to]) => ({ from, to })),
  };
}

/** The first source that covers a stay: a monthly plan wins over a share (a plate never holds both at a park). */
export function firstCoverage(...sources: CoverageSource[]): CoverageSource {
  return {
    coverageFor: (asks, db, options) => firstOf(sources, asks, (source, left) => source.coverageFor(left, db, options)),
    // Each source deducts only what it covered (a plate never holds both at a park).
    async consume(tx, left) {
      for (const source of sources) await source.consume?.(tx, left);
    },
  };
}
