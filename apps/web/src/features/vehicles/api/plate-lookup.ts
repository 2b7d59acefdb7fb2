import { ParkingRoutes, StorageKey, type PlateColor, type PlateLookupResult } from '@parking/contracts';
import { api } from '../../../api/client';
import type { KeyValueStore } from '../../../lib/storage';

/**
 * Looks a plate up at the visitor's dealer (spec section 7: plateNo, plateColor, dealerId; the parking module's
 * anonymous, authModel-1 endpoint). The server also records the plate in the searcher's history. Its answer is
 * typed, not parsed: a landing page stays zod-free (docs/decisions/015) and the server validates what it sends.
 */
export function lookupPlate(
  plate: { plateNo: string; plateColor: PlateColor | undefined },
  store: KeyValueStore,
): Promise<PlateLookupResult> {
  return api.call(ParkingRoutes.plateLookup, {
    body: {
      plateNo: plate.plateNo,
      plateColor: plate.plateColor ?? '',
      dealerId: store.get(StorageKey.driverDealerId),
    },
  });
}
