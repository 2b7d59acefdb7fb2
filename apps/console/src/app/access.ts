import { OperatorRole, type OperatorProfile } from '@parking/contracts';
import type { ConsoleRoute } from './routes';

/** Whether an operator may open a route: admins everything, else one of its roles (the server checks it again). */
export const mayOpen = (operator: Pick<OperatorProfile, 'roles'>, route: Pick<ConsoleRoute, 'roles'>): boolean =>
  route.roles.length === 0 ||
  operator.roles.includes(OperatorRole.ADMIN) ||
  route.roles.some((role) => operator.roles.includes(role));
