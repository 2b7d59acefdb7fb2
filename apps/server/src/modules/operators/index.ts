export { installOperatorAuth } from './operator-auth';
export { operatorRoutes } from './operators.routes';
export { createOperatorsRepository } from './operators.repository';
export {
  createOperatorsService,
  ensureOperator,
  type NewOperatorInput,
  type OperatorsService,
} from './operators.service';
