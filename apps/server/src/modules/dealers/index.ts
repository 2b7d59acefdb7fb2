import type { ServerModule } from '../../kernel/module';
import type { Db } from '../../db/client';
import { createDealersRepository } from './dealers.repository';
import { createDealersService, type DealersService } from './dealers.service';

export type { Dealer, DealersRepository } from './dealers.repository';
export type { DealersService };
export { installTenancy } from './tenancy';

/** The dealers (tenants) every request is resolved against; no routes of its own. */
export function createDealersModule(deps: { db: Db }): ServerModule<{ dealers: DealersService }> {
  return { services: { dealers: createDealersService(createDealersRepository(deps.db)) } };
}
