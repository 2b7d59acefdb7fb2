import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ServerModule } from '../../kernel/module';
import { reportsOperatorRoutes } from './reports.operator-routes';
import { createReportsRepository, type ReportsRepository } from './reports.repository';

export type { ReportsRepository };
export { createReportsRepository };

/** How often the rollup of stale days is rebuilt ahead of the readers (a report rebuilds what is left itself). */
const REFRESH_ROUND_MS = 60_000;

/** Reports (报表, decision 093): revenue from the ledger through a rollup of days, exports, occupancy. */
export function createReportsModule(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
): ServerModule<{ reports: ReportsRepository }> {
  const reports = createReportsRepository(deps.db);
  // The money desk's rounds run with the payments' sweep (tests run them themselves).
  const periodicJobs = deps.config.payments.sweepIntervalMs > 0;
  return {
    services: { reports },
    routes: { operator: [mount(reportsOperatorRoutes, { db: deps.db, repo: reports })] },
    jobs: [
      {
        name: 'reports.refresh',
        intervalMs: periodicJobs ? REFRESH_ROUND_MS : 0,
        run: async () => {
          for (const dealerId of await reports.dealersToRefresh()) await reports.refresh(dealerId);
        },
      },
    ],
  };
}
