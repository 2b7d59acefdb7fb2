import { type BagPark } from '@parking/contracts';
import { quotaOf, spacesLeft } from './monthly-plan-rules';
import { byClassAndKind, rulesOf, toProduct, type MonthlyPlanAccess } from './monthly-plan-access';

/** A park's monthly-plan offer as a driver reads it before applying: its rules, products and spaces left. */
export function createMonthlyPlanOffer({ repo, clock, parkOf }: MonthlyPlanAccess) {
  return {
    async park(dealerId: string, parkId: string): Promise<BagPark> {
      const park = await parkOf(dealerId, parkId);
      const [products, held] = await Promise.all([repo.products(parkId, true), repo.held([parkId], clock.now())]);
      return {
        parkId,
        parkName: park.name,
        parkAddr: park.address,
        leftBagSpaceNum: spacesLeft(quotaOf(park.quotaShare, park.totalSpaces), held.get(parkId) ?? 0),
        rules: rulesOf(park),
        products: products.sort(byClassAndKind).map(toProduct),
      };
    },
  };
}
