import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { AuditTrail } from '../audit';
import type { DealersService } from '../dealers';
import type { ParksRepository } from '../parks';
import { installOperatorAuth } from './operator-auth';
import { createOperatorsRepository } from './operators.repository';
import { operatorRoutes } from './operators.routes';
import { createOperatorsService, type OperatorsService } from './operators.service';

export { installOperatorAuth } from './operator-auth';
export { operatorsPort } from './operators.port';
export { createOperatorsRepository };
export {
  ensureOperator,
  checkParkScope,
  mayActOnPark,
  parkScopeOf,
  type NewOperatorInput,
  type OperatorsService,
} from './operators.service';

/** Operator accounts and their sign-in; `installOperatorAuth` puts requireOperator on the app. */
export function createOperatorsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: {
    dealers: ModuleOf<{ dealers: DealersService }>;
    /** Account changes are audited in their transaction (decision 082). */
    audit: ModuleOf<{ trail: AuditTrail }>;
    /** An operator's park scope holds only the dealer's parks. */
    parks: ModuleOf<{ parks: Pick<ParksRepository, 'parksByIds'> }>;
  },
): ServerModule<{ operators: OperatorsService }> {
  const { parks } = uses.parks.services;
  const operators = createOperatorsService({
    repo: createOperatorsRepository(deps.db),
    dealers: uses.dealers.services.dealers,
    clock: deps.clock,
    parksOfDealer: async (dealerId, parkIds) =>
      (await parks.parksByIds([...parkIds])).filter((p) => p.dealerId === dealerId).map((p) => p.id),
    trail: uses.audit.services.trail,
  });
  return {
    services: { operators },
    routes: { operator: [mount(operatorRoutes, { operators })] },
    install: (app) => installOperatorAuth(app, operators),
  };
}
