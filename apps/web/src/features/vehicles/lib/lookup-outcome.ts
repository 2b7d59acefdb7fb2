import type { PlateColor, PlateLookupResult } from '@parking/contracts';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

export type LookupOutcome = { kind: 'nothing' } | { kind: 'navigate'; to: string };

/**
 * Where a lookup leads (spec section 4): nothing to pay → stay (toast 未查到待缴费信息, refresh the history); one bill →
 * /payPage with its uniqueId, parkId and isArreas; several → /multiPayPage with the plate and arrearsOnly.
 */
export function lookupOutcome(
  found: PlateLookupResult,
  plate: { plateNo: string; plateColor: PlateColor | undefined },
): LookupOutcome {
  if (found.count <= 0) return { kind: 'nothing' };
  const arrears = found.arrearsOnly ? 1 : 0;
  if (found.count === 1 && found.uniqueId) {
    return {
      kind: 'navigate',
      to: href(screen.payPage, { uniqueId: found.uniqueId, parkId: found.parkId ?? '', isArreas: arrears }),
    };
  }
  return {
    kind: 'navigate',
    to: href(screen.multiPayPage, { plateNo: plate.plateNo, plateColor: plate.plateColor, arrearsOnly: arrears }),
  };
}
