import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AuditTrail } from '../audit';
import type { DealersService } from '../dealers';
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
export function createOperatorsModule(deps: {
  db: Db;
  dealers: DealersService;
  clock: Clock;
  /** Account changes are audited in their transaction (decision 082). */
  trail?: AuditTrail;
  /** Which of these park ids are the dealer's (the parks module's port). */
  parksOfDealer: (dealerId: string, parkIds: readonly string[]) => Promise<string[]>;
}): ServerModule<{ operators: OperatorsService }> {
  const operators = createOperatorsService({
    repo: createOperatorsRepository(deps.db),
    dealers: deps.dealers,
    clock: deps.clock,
    parksOfDealer: deps.parksOfDealer,
    ...(deps.trail ? { trail: deps.trail } : {}),
  });
  return { services: { operators }, routes: { operator: [mount(operatorRoutes, { operators })] } };
}
