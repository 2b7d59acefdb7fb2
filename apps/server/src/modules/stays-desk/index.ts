import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
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
export function createStaysDeskModule(deps: {
  db: Db;
  clock: Clock;
  pricer: StayPricer;
  parks: ParksRepository;
  pictures: ParkingPictures;
  trail: AuditTrail;
  signNameOf: (dealerId: string) => Promise<string>;
}): ServerModule<Record<string, never>> {
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
