import { AppError, ErrorCode } from '@parking/contracts';
import type { Dealer, DealersRepository } from './dealers.repository';

export function createDealersService(repo: DealersRepository) {
  return {
    /**
     * The dealer a request belongs to: the one it names, or the platform's default dealer when it names none
     * (a first visit before the app has stored a driverDealerId).
     */
    async resolve(dealerId: string | undefined): Promise<Dealer> {
      if (dealerId) {
        const dealer = await repo.findById(dealerId);
        if (!dealer) throw new AppError(ErrorCode.INVALID_INPUT, `运营商不存在（driverDealerId: ${dealerId}）`);
        return dealer;
      }
      const fallback = await repo.findDefault();
      if (!fallback) throw new AppError(ErrorCode.NOT_FOUND, '平台尚未开通运营商');
      return fallback;
    },
  };
}
export type DealersService = ReturnType<typeof createDealersService>;
