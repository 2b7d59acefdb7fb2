import { mount, type ServerModule } from '../../kernel/module';
import type { Db } from '../../db/client';
import type { AuditTrail } from '../audit';
import type { LinkStore } from '../device-links';
import type { ParksRepository } from '../parks';
import { parkSetupRoutes } from './park-setup.routes';
import { createParkSetupService, type ParkSetupService } from './park-setup.service';

export { OPEN_GATE_TTL_MS } from './park-setup.service';

/** Setting parks up from the console: parks, lanes, berths, devices, and opening a gate (issue 39). */
export function createParkSetupModule(deps: {
  db: Db;
  /** The parks module's repository over a database or a transaction. */
  parksOf: (db: Db) => ParksRepository;
  trail: AuditTrail;
  links: Pick<LinkStore, 'issue' | 'command' | 'linked'>;
}): ServerModule<{ setup: ParkSetupService }> {
  const setup = createParkSetupService(deps);
  return { services: { setup }, routes: { operator: [mount(parkSetupRoutes, { setup })] } };
}
