import { AppError, ErrorCode, type OperatorProfile, type OperatorRole } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decorateRequestSlot } from '../../plugins/request-slot';
import { bearerToken } from '../../security/bearer';
import { hasRole, type OperatorsService } from './operators.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for operator routes: a valid operator token, and one of `roles` (admins always pass). */
    requireOperator(...roles: OperatorRole[]): (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireOperator. */
    operator: OperatorProfile;
    operatorSessionId: string;
  }
}

export function installOperatorAuth(app: FastifyInstance, operators: OperatorsService): void {
  decorateRequestSlot(app, 'operator', 'requireOperator');
  decorateRequestSlot(app, 'operatorSessionId', 'requireOperator');
  app.decorate('requireOperator', (...roles: OperatorRole[]) => async (req: FastifyRequest) => {
    const token = bearerToken(req);
    const identity = token ? await operators.authenticate(token) : undefined;
    if (!identity) throw new AppError(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    if (!hasRole(identity.operator, roles)) throw new AppError(ErrorCode.FORBIDDEN, '当前账号无权执行此操作');
    req.operator = identity.operator;
    req.operatorSessionId = identity.sessionId;
  });
}
