import type { ModuleDeps } from '../../kernel/deps';
import type { ServerModule } from '../../kernel/module';
import { createDealersRepository } from './dealers.repository';
import { createDealersService, type DealersService } from './dealers.service';
import { installTenancy } from './tenancy';

export type { Dealer, DealersRepository } from './dealers.repository';
export type { DealersService };
export { installTenancy } from './tenancy';

/** The dealers (tenants) every request is resolved against; no routes of its own. */
export function createDealersModule(deps: Pick<ModuleDeps, 'db'>): ServerModule<{ dealers: DealersService }> {
  const dealers = createDealersService(createDealersRepository(deps.db));
  // Driver endpoints: req.dealer is resolved from the payload's driverDealerId.
  return { services: { dealers }, scopes: { driver: (scope) => installTenancy(scope, dealers) } };
}
