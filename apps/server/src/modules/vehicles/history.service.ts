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
import { colorOut, storedColor } from './plates.domain';
import type { HistoryOwner, HistoryRepository } from './history.repository';

/** Anonymous devices' searches are forgotten after this long without a new search. */
export const DEVICE_HISTORY_RETENTION_MS = 90 * 86_400_000;
const PRUNE_EVERY_MS = 60 * 60_000;

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

/**
 * The plate history of the plate entry screen (spec sections 4 and 7). The plate lookup records every searched plate;
 * a device's history moves to the driver who logs in on it, the first time the driver's history is read there.
 */
export function createHistoryService({ history, clock }: { history: HistoryRepository; clock: Clock }) {
  let lastPrune = 0;

  return {
    /** Records a searched plate (a checked one); a request with neither driver nor device key records nothing. */
    async recordSearch({ owner }: HistoryCaller, plate: PlateWithColor): Promise<void> {
      if (!owner) return;
      const now = clock.now();
      await history.record(owner, { plateNo: plate.plateNo, plateColor: storedColor(plate.plateColor) }, now);
      if (owner.kind === 'device' && now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await history.pruneDevices(new Date(now.getTime() - DEVICE_HISTORY_RETENTION_MS));
      }
    },

    async list({ owner, device }: HistoryCaller): Promise<PlateHistory> {
      if (!owner) return [];
      if (owner.kind === 'driver' && device) await history.adopt(device, owner);
      const rows = await history.list(owner);
      return rows.map((row) => ({ id: row.id, plateNo: row.plateNo, plateColor: colorOut(row.plateColor) }));
    },

    /** Deletes one record of the caller's own history; anyone else's (or a missing one) is 404. */
    async remove({ owner }: HistoryCaller, recordId: string): Promise<void> {
      if (!owner || !(await history.remove(owner, recordId))) {
        throw new AppError(ErrorCode.NOT_FOUND, VehicleText.HISTORY_NOT_FOUND);
      }
    },

    eraseOf: (driverId: string) => history.eraseOf(driverId),
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;

/** The plate lookup's hook into the history: records a search for whoever the request is from. */
export const searchRecorder = (history: HistoryService) => ({
  record: async (req: FastifyRequest, plate: PlateWithColor) => history.recordSearch(historyCallerOf(req), plate),
});
