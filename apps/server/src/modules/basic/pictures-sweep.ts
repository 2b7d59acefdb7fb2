import type { Clock } from '../../clock';
import type { PictureStorage } from '../../integrations/storage';
import type { PictureReferences } from './picture-references';
import type { PictureUploadsRepository } from './picture-uploads.repository';

const HOUR = 3_600_000;
/** An upload no module refers to this long after it was made is deleted by the sweep. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * HOUR;
/**
 * A module may start using an upload only this long after it was made: the hour before the sweep's deadline keeps a
 * picture a module is saving at that moment from being deleted under it.
 */
export const UPLOAD_USABLE_FOR_MS = UNREFERENCED_UPLOAD_TTL_MS - HOUR;
const BATCH = 100;

/**
 * The pictures sweep: uploads older than a day are kept for good when a registered module refers to them, else
 * deleted — the file first, then its row (a row without its file is harmless and goes next time). Returns counts.
 */
export function createPicturesSweep(deps: {
  storage: PictureStorage;
  uploads: PictureUploadsRepository;
  references: PictureReferences;
  clock: Clock;
}) {
  const { storage, uploads, references, clock } = deps;
  return async function sweep(): Promise<{ kept: number; deleted: number }> {
    const now = clock.now();
    const before = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
    const report = { kept: 0, deleted: 0 };
    for (;;) {
      const batch = await uploads.unclaimedBefore(before, BATCH);
      const used = await references.referenced(batch.map((u) => storage.url(u.key)));
      const kept = batch.filter((u) => used.has(storage.url(u.key))).map((u) => u.key);
      const unused = batch.filter((u) => !used.has(storage.url(u.key))).map((u) => u.key);
      await uploads.claim(kept, now);
      for (const key of unused) await storage.delete(key);
      await uploads.forget(unused);
      report.kept += kept.length;
      report.deleted += unused.length;
      if (batch.length < BATCH) return report;
    }
  };
}
