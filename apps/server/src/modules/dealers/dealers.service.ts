import { AppError, ErrorCode } from '@parking/contracts';
import type { Dealer, DealersRepository } from './dealers.repository';

/** How long a resolved dealer is reused: every driver request resolves one, and dealers almost never change. */
export const DEALER_CACHE_MS = 30_000;

export function createDealersService(repo: DealersRepository, { now = Date.now } = {}) {
  // Only dealers found are kept, so a dealer created a moment ago is found at once; a rename shows within 30 s.
  const cache = new Map<string, { dealer: Dealer; until: number }>();
  const DEFAULT_KEY = '\u0000default';

  async function cached(key: string, load: () => Promise<Dealer | undefined>): Promise<Dealer | undefined> {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.dealer;
    const dealer = await load();
    if (dealer) cache.set(key, { dealer, until: now() + DEALER_CACHE_MS });
    else cache.delete(key);
    return dealer;
  }

  return {
    /**
     * The dealer a request belongs to: the one it names, or the platform's default dealer when it names none
     * (a first visit before the app has stored a driverDealerId).
     */
    async resolve(dealerId: string | undefined): Promise<Dealer> {
      if (dealerId) {
        const dealer = await cached(dealerId, () => repo.findById(dealerId));
        if (!dealer) throw new AppError(ErrorCode.INVALID_INPUT, `运营商不存在（driverDealerId: ${dealerId}）`);
        return dealer;
      }
      const fallback = await cached(DEFAULT_KEY, () => repo.findDefault());
      if (!fallback) throw new AppError(ErrorCode.NOT_FOUND, '平台尚未开通运营商');
      return fallback;
    },
  };
}
export type DealersService = ReturnType<typeof createDealersService>;
