import { createHash } from 'node:crypto';
import {
  AppError,
  DEVICE_KEY_PATTERN,
  ErrorCode,
  RequestHeader,
  VehicleText,
  type PlateHistory,
  type PlateWithColor,
} from '@parking/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import { slices } from '../../db/write-slices';
import { colorOut, storedColor } from './plates.domain';
import type { HistoryEntry, HistoryOwner, HistoryRepository } from './history.repository';

/** Anonymous devices' searches are forgotten after this long without a new search. */
export const DEVICE_HISTORY_RETENTION_MS = 90 * 86_400_000;
/** How often the job `vehicles.history.prune` runs. */
export const HISTORY_PRUNE_EVERY_MS = 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type DeviceOwner = Extract<HistoryOwner, { kind: 'device' }>;

/** Who is asking for a history: the owner it belongs to, and the device it is asked from, if the app sent its key. */
export interface HistoryCaller {
  /** The driver when logged in, else the device; null without either (nothing recorded, an empty history read). */
  owner: HistoryOwner | null;
  device: DeviceOwner | null;
}

/** The history owner of an anonymous device: its key is kept only as a hash. */
export const deviceOwner = (dealerId: string, deviceKey: string): DeviceOwner => ({
  kind: 'device',
  dealerId,
  deviceKeyHash: sha256(deviceKey),
});

/** The caller of a request on which optionalDriver ran. A malformed device key is refused rather than ignored. */
export function historyCallerOf(req: FastifyRequest): HistoryCaller {
  const dealerId = req.dealer.id;
  const header = req.headers[RequestHeader.DEVICE_KEY];
  if (header !== undefined && (typeof header !== 'string' || !DEVICE_KEY_PATTERN.test(header))) {
    throw new AppError(ErrorCode.INVALID_INPUT, '请求头 x-device-key 格式错误');
  }
  const device = header ? deviceOwner(dealerId, header) : null;
  const driver = req.maybeDriver;
  return { owner: driver ? { kind: 'driver', dealerId, driverId: driver.id } : device, device };
}

/** How long searches wait to be written together: a few statements for all the lookups of this window. */
export const HISTORY_FLUSH_MS = 100;

/**
 * The plate history of the plate entry screen (spec sections 4 and 7). The plate lookup records every searched plate;
 * a device's history moves to the driver who logs in on it, the first time the driver's history is read there.
 *
 * Searches are written in batches (every HISTORY_FLUSH_MS, WRITE_SLICE_ROWS per statement): a lookup is the
 * busiest call, and a write of its own per lookup was most of its cost on PGlite (`npm run bench:lookup`). Every
 * read, deletion and erasure writes what is pending first, so a driver always sees their last search; a crash loses
 * at most the last moment's searches, which are a convenience, not a record.
 */
export function createHistoryService({
  history,
  clock,
  onWriteError = () => undefined,
}: {
  history: HistoryRepository;
  clock: Clock;
  /** A batch that could not be written (it is dropped: the history is a convenience). */
  onWriteError?: (error: unknown) => void;
}) {
  let pending: HistoryEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Writes what is pending, after any write under way; resolves when both are done (failures are reported). */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        for (const slice of slices(batch)) await history.record(slice);
      } catch (error) {
        onWriteError(error);
      }
    });
    return writing;
  }

  return {
    /** Forgets the searches of devices that searched nothing for DEVICE_HISTORY_RETENTION_MS (the job). */
    pruneDevices: () => history.pruneDevices(new Date(clock.now().getTime() - DEVICE_HISTORY_RETENTION_MS)),

    /** Records a searched plate (a checked one); a request with neither driver nor device key records nothing. */
    recordSearch({ owner }: HistoryCaller, plate: PlateWithColor): void {
      if (!owner) return;
      pending.push({
        owner,
        plate: { plateNo: plate.plateNo, plateColor: storedColor(plate.plateColor) },
        at: clock.now(),
      });
      if (timer) return;
      timer = setTimeout(() => void flush(), HISTORY_FLUSH_MS);
      // Shutdown writes what is left (app.ts); a timer must not keep the process alive for it.
      timer.unref();
    },

    /** Writes the pending searches now (the app's shutdown, tests). */
    flush,

    async list({ owner, device }: HistoryCaller): Promise<PlateHistory> {
      if (!owner) return [];
      await flush();
      if (owner.kind === 'driver' && device) await history.adopt(device, owner);
      const rows = await history.list(owner);
      return rows.map((row) => ({ id: row.id, plateNo: row.plateNo, plateColor: colorOut(row.plateColor) }));
    },

    /** Deletes one record of the caller's own history; anyone else's (or a missing one) is 404. */
    async remove({ owner }: HistoryCaller, recordId: string): Promise<void> {
      await flush();
      if (!owner || !(await history.remove(owner, recordId))) {
        throw new AppError(ErrorCode.NOT_FOUND, VehicleText.HISTORY_NOT_FOUND);
      }
    },

    /** Erases a deleted account's history, searches not yet written included. */
    async eraseOf(driverId: string): Promise<void> {
      await flush();
      await history.eraseOf(driverId);
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

/** The plate lookup's hook into the history: records a search for whoever the request is from. */
export const searchRecorder = (history: HistoryService) => ({
  record: async (req: FastifyRequest, plate: PlateWithColor) => history.recordSearch(historyCallerOf(req), plate),
});
