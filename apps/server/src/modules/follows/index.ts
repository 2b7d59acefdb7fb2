import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import { Topic } from '../../events/outbox';
import type { StationsService } from '../charging';
import { staysPort } from '../parking';
import type { DiscoveryService } from '../parks';
import { createAlertsRepository } from './alerts.repository';
import { createAlertsService, type AlertsService } from './alerts.service';
import { createFollowsRepository } from './follows.repository';
import { followsRoutes } from './follows.routes';
import { createFollowsService, placeReader, type FollowsService } from './follows.service';

export type { FollowsService, AlertsService };

/**
 * Parks and charging stations a driver follows, with their availability and price now (decision 041), and the
 * availability and price alerts sent for them (decision 059).
 */
export function createFollowsModule(
  base: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: {
    parks: ModuleOf<{ discovery: DiscoveryService }>;
    charging: ModuleOf<{ stations: StationsService }>;
  },
): ServerModule<{ follows: FollowsService; alerts: AlertsService }> {
  const deps = {
    db: base.db,
    clock: base.clock,
    discovery: uses.parks.services.discovery,
    stations: uses.charging.services.stations,
  };
  const repo = createFollowsRepository(deps.db);
  const alertsRepo = createAlertsRepository(deps.db);
  const places = placeReader(deps);
  const alerts = createAlertsService({
    db: deps.db,
    repo: alertsRepo,
    clock: deps.clock,
    places,
    stayPlace: (id) => staysPort.stay(deps.db, id),
  });
  const follows = createFollowsService({
    repo,
    discovery: deps.discovery,
    stations: deps.stations,
    places,
    remember: alerts.remember,
  });
  return {
    services: { follows, alerts },
    routes: { driver: [mount(followsRoutes, { follows, alerts })] },
    // Once in the cluster per change of a place's spaces, connectors or price.
    events: [
      { name: 'follows.stays', topic: Topic.PARKING_SESSION, handle: (e) => alerts.onStay(e.subject) },
      {
        name: 'follows.stations',
        topic: Topic.CHARGING_STATION,
        handle: async (e) => void (await alerts.onPlaceChanged('station', e.dealerId, e.subject)),
      },
      {
        name: 'follows.prices',
        topic: Topic.PARK_PRICE,
        handle: async (e) => void (await alerts.onPlaceChanged('park', e.dealerId, e.subject)),
      },
    ],
    deletion: {
      erasers: [
        { key: 'follows', erase: (s) => repo.removeAllOf(s.id) },
        { key: 'followAlerts', erase: (s) => alertsRepo.removeAllOf(s.id) },
      ],
    },
  };
}
