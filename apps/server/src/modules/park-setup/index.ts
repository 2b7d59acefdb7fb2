import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { Db } from '../../db/client';
import type { AuditTrail } from '../audit';
import type { LinkStore } from '../device-links';
import type { ParksRepository } from '../parks';
import { parkSetupRoutes } from './park-setup.routes';
import { createParkSetupService, type ParkSetupService } from './park-setup.service';

export { OPEN_GATE_TTL_MS } from './park-setup.service';

/** Setting parks up from the console: parks, lanes, berths, devices, and opening a gate (issue 39). */
export function createParkSetupModule(
  deps: Pick<ModuleDeps, 'db'>,
  uses: {
    audit: ModuleOf<{ trail: AuditTrail }>;
    /** Opening a gate is a command to its device. */
    deviceLinks: ModuleOf<{ links: Pick<LinkStore, 'issue' | 'command' | 'linked'> }>;
    /** The parks module's repository over a database or a transaction. */
    parksOf: (db: Db) => ParksRepository;
  },
): ServerModule<{ setup: ParkSetupService }> {
  const setup = createParkSetupService({
    db: deps.db,
    parksOf: uses.parksOf,
    trail: uses.audit.services.trail,
    links: uses.deviceLinks.services.links,
  });
  return { services: { setup }, routes: { operator: [mount(parkSetupRoutes, { setup })] } };
}
