import { mount, type ServerModule } from '../../app/module';
import type { Db } from '../../db/client';
import type { StationsService } from '../charging';
import type { DiscoveryService } from '../parks';
import { createFollowsRepository } from './follows.repository';
import { followsRoutes } from './follows.routes';
import { createFollowsService, type FollowsService } from './follows.service';

export type { FollowsService };

/** Parks and charging stations a driver follows, with their availability and price now (decision 041). */
export function createFollowsModule(deps: {
  db: Db;
  discovery: DiscoveryService;
  stations: StationsService;
}): ServerModule<{ follows: FollowsService }> {
  const repo = createFollowsRepository(deps.db);
  const follows = createFollowsService({ repo, discovery: deps.discovery, stations: deps.stations });
  return {
    services: { follows },
    routes: { driver: [mount(followsRoutes, { follows })] },
    deletion: { erasers: [{ key: 'follows', erase: (s) => repo.removeAllOf(s.id) }] },
  };
}
