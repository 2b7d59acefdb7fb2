import { mount, type ServerModule } from '../../kernel/module';
import { reconciliationDevRoutes } from './reconciliation.dev-routes';
import { reconciliationOperatorRoutes } from './reconciliation.operator-routes';
import { createReconciliation, type Reconciliation, type ReconciliationDeps } from './reconciliation.service';

export { createReconciliation, type ReconciliationDeps };
export type { Reconciliation };

/** How often the daily reconciliation looks for yesterday's bills not reconciled yet. */
const DAILY_ROUND_MS = 3_600_000;

/** Reconciliation (对账, decision 093): the daily job over the providers' bills and the operators' resolutions. */
export function createReconciliationModule(
  deps: ReconciliationDeps & { periodicJobs: boolean; demo: boolean; devRoutes: boolean },
): ServerModule<{ reconciliation: Reconciliation }> {
  const reconciliation = createReconciliation(deps);
  return {
    services: { reconciliation },
    routes: {
      operator: [mount(reconciliationOperatorRoutes, { reconciliation })],
      open: deps.devRoutes ? [mount(reconciliationDevRoutes, { db: deps.db, demo: deps.demo })] : [],
    },
    jobs: [
      { name: 'reconciliation.daily', intervalMs: deps.periodicJobs ? DAILY_ROUND_MS : 0, run: reconciliation.daily },
    ],
  };
}
