import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { publicityOperatorRoutes } from './publicity.operator-routes';
import { createPublicityRepository } from './publicity.repository';
import { createPublicityService, type PublicityService } from './publicity.service';
import { publicityRoutes } from './publicity.routes';

export type { PublicityService };

/** Ads, news and notices: drivers read them, operators write them. */
export function createPublicityModule(deps: { db: Db; clock: Clock }): ServerModule<{ publicity: PublicityService }> {
  const publicity = createPublicityService({ repo: createPublicityRepository(deps.db), clock: deps.clock });
  return {
    services: { publicity },
    routes: {
      driver: [mount(publicityRoutes, { publicity })],
      operator: [mount(publicityOperatorRoutes, { publicity })],
    },
  };
}
