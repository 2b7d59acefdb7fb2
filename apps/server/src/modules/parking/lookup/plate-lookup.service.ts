import type { PlateLookupResult } from '@parking/contracts';
import type { Clock } from '../../../clock';
import type { StayPricer } from '../stays/stay-pricer';
import { owedNow } from '../stays/stays.service';
import type { StaysRepository } from '../stays/stays.repository';

/**
 * The anonymous plate lookup (spec section 4): how many bills a plate has to pay in a dealer's parks. A bill is a
 * stay in a park with a fee due now, or an arrears not yet paid; a stay still in its free period (or paid within
 * grace) owes nothing and is not a bill.
 */
export function createPlateLookupService({
  stays,
  pricer,
  clock,
}: {
  stays: StaysRepository;
  pricer: StayPricer;
  clock: Clock;
}) {
  return {
    async lookup(dealerId: string, plateNo: string, plateColor: number): Promise<PlateLookupResult> {
      const now = clock.now();
      const candidates = await stays.lookupCandidates(dealerId, plateNo, plateColor);
      const bills = [];
      for (const stay of candidates) {
        if ((await owedNow(pricer, stay, now)) > 0) bills.push(stay);
      }
      const [only] = bills.length === 1 ? bills : [];
      return {
        count: bills.length,
        uniqueId: only?.id ?? null,
        arrearsOnly: bills.length > 0 && bills.every((b) => b.state === 'arrears'),
        parkId: only?.parkId ?? null,
      };
    },
  };
}
export type PlateLookupService = ReturnType<typeof createPlateLookupService>;
