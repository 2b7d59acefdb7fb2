import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { firstOf, type CoverageAsk, type CoverageSource } from '../parking';
import type { Coverage } from '../tariffs';
import { createSharingRepository } from './sharing.repository';
import { mergeIntervals } from './sharing-rules';

/**
 * What off-peak sharing covers at the gate (decision 043): the windows of the active shares of the stay's plate at
 * its park, as one plan with `intervals` — the tariffs module's coverage, so a minute inside a window is free and
 * every minute outside is charged at the park's temporary rate. Reads through the `db` it is given.
 */
export function createSharingCoverage(): CoverageSource {
  const repos = new WeakMap<Db, ReturnType<typeof createSharingRepository>>();
  const repoOf = (db: Db) => {
    let repo = repos.get(db);
    if (!repo) repos.set(db, (repo = createSharingRepository(db)));
    return repo;
  };
  return {
    coverageFor: (asks, db: Db) => inTurn(asks, ({ stay }) => coverageOf(stay, db)),
  };

  async function coverageOf(stay: CoverageAsk['stay'], db: Db): Promise<Coverage | undefined> {
    const shares = await repoOf(db).activeSharesOf(stay.dealerId, stay.parkId, stay.plateNo, stay.enteredAt, db);
    if (shares.length === 0) return undefined;
    const intervals = mergeIntervals(shares.flatMap((s) => s.windows));
    return {
      kind: 'plan',
      validFrom: intervals[0]![0],
      validUntil: intervals.at(-1)![1],
      intervals: intervals.map(([from, to]) => ({ from, to })),
    };
  }
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
