import { StorageKey, type PlateColor } from '@parking/contracts';
import { z } from 'zod';
import { api } from '../../../api/client';
import type { KeyValueStore } from '../../../lib/storage';

/** The plate lookup of the parking issue (its contract: POST, authModel 1, anonymous). */
export const PLATE_LOOKUP_PATH = '/charge/v2/api/plateLookup';

/** The toast when a plate owes nothing (spec section 8). */
export const PLATE_LOOKUP_EMPTY_MESSAGE = '未查到待缴费信息';

/** What a lookup finds (spec section 3, Plate lookup result). */
export const LookupResult = z.object({
  count: z.number().int().min(0),
  uniqueId: z.string().nullable(),
  arrearsOnly: z.boolean(),
  parkId: z.string().nullable(),
});
export type LookupResult = z.infer<typeof LookupResult>;

/** Looks a plate up at the visitor's dealer (spec section 7: plateNo, plateColor, dealerId). */
export function lookupPlate(
  plate: { plateNo: string; plateColor: PlateColor | undefined },
  store: KeyValueStore,
): Promise<LookupResult> {
  return api.post(
    PLATE_LOOKUP_PATH,
    { plateNo: plate.plateNo, plateColor: plate.plateColor ?? '', dealerId: store.get(StorageKey.driverDealerId) },
    LookupResult,
  );
}
