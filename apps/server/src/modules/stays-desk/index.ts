import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { BasicServices } from '../basic';
import type { AuditTrail } from '../audit';
import type { ParkingPictures, StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import { createArrearsDesk } from './arrears.service';
import { createStayCorrections } from './corrections.service';
import { staysDeskOperatorRoutes } from './stays-desk.operator-routes';
import { createStaysDeskReads } from './stays-desk.service';

/**
 * The console's money desk, stays part (issue 40, decision 091): stays and orders with keyset paging, a stay's
 * detail, operator corrections through the fee engine, arrears with reminders and write-offs.
 */
export function createStaysDeskModule(
  base: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: {
    pricing: { pricer: StayPricer };
    parks: ModuleOf<{ parks: ParksRepository }>;
    parking: ModuleOf<{ parkingPictures: ParkingPictures }>;
    audit: ModuleOf<{ trail: AuditTrail }>;
    /** The 【】 signature of arrears reminders. */
    basic: ModuleOf<Pick<BasicServices, 'appNameOf'>>;
  },
): ServerModule<Record<string, never>> {
  const deps = {
    db: base.db,
    clock: base.clock,
    pricer: uses.pricing.pricer,
    parks: uses.parks.services.parks,
    pictures: uses.parking.services.parkingPictures,
    trail: uses.audit.services.trail,
    signNameOf: uses.basic.services.appNameOf,
  };
  const reads = createStaysDeskReads(deps);
  const corrections = createStayCorrections(deps);
  const arrears = createArrearsDesk({ ...deps, corrections });
  return {
    services: {},
    routes: { operator: [mount(staysDeskOperatorRoutes, { reads, corrections, arrears })] },
  };
}

// The search's query itself, for bench/stays-search.bench.ts.
export { createStaysDeskRepository, type Cursor, type StaysFilter } from './stays-desk.repository';
