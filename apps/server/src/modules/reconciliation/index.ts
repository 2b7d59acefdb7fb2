import { mountsDevRoutes } from '../../deployment';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { AuditTrail } from '../audit';
import { reconciliationDevRoutes } from './reconciliation.dev-routes';
import { reconciliationOperatorRoutes } from './reconciliation.operator-routes';
import { createReconciliation, type Reconciliation, type ReconciliationDeps } from './reconciliation.service';

export { createReconciliation, type ReconciliationDeps };
export type { Reconciliation };

/** How often the daily reconciliation looks for yesterday's bills not reconciled yet. */
const DAILY_ROUND_MS = 3_600_000;

/** Reconciliation (对账, decision 093): the daily job over the providers' bills and the operators' resolutions. */
export function createReconciliationModule(
  base: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'log'>,
  uses: {
    audit: ModuleOf<{ trail: AuditTrail }>;
    /** The providers whose daily bills are read. */
    payments: ModuleOf<{ payments: { providers: ReconciliationDeps['providers'] } }>;
  },
): ServerModule<{ reconciliation: Reconciliation }> {
  const { config } = base;
  const deps = {
    db: base.db,
    clock: base.clock,
    trail: uses.audit.services.trail,
    providers: uses.payments.services.payments.providers,
    log: base.log,
    // The money desk's rounds run with the payments' sweep (tests run them themselves).
    periodicJobs: config.payments.sweepIntervalMs > 0,
    demo: config.demo,
    devRoutes: mountsDevRoutes(config),
  };
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
