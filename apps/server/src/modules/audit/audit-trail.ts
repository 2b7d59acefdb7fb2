import { API_BASE, type OperatorProfile } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../../db/client';
import { auditContext, runAudited, type AuditContext } from './audit-context';
import { changedFields, maskedRequest } from './audit-changes';
import type { AuditRepository, NewAuditRow } from './audit.repository';

/** What a service says it changed: the object, and its fields before (null: created) and after (null: removed). */
export interface AuditChange {
  objectType: string;
  objectId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The services' side of the audit log: record a change inside the transaction that makes it. */
export interface AuditTrail {
  /**
   * Writes the entry of `change` with `tx`, so it commits or rolls back with the change itself. Outside an operator
   * write (jobs, the set-up CLI) there is nobody to name and nothing is written.
   */
  record(tx: Db, change: AuditChange): Promise<void>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const rowOf = (context: AuditContext): Omit<NewAuditRow, 'objectType' | 'objectId' | 'changes' | 'request'> => ({
  dealerId: context.dealerId,
  at: context.at,
  operatorId: context.operatorId,
  operatorName: context.operatorName,
  ip: context.ip,
  requestId: context.requestId,
  operation: context.operation,
  reason: context.reason,
});

export function createAuditTrail(repo: AuditRepository): AuditTrail {
  return {
    async record(tx, change) {
      const context = auditContext();
      if (!context) return;
      context.recorded += 1;
      await repo.insert(
        {
          ...rowOf(context),
          objectType: change.objectType,
          objectId: change.objectId,
          changes: changedFields(change.before, change.after),
        },
        tx,
      );
    },
  };
}

/** The operator of a request once requireOperator ran; undefined on the routes that need none (login). */
function operatorOf(req: FastifyRequest): OperatorProfile | undefined {
  try {
    return req.operator;
  } catch {
    return undefined;
  }
}

/** `/operator/v1/parks/:parkId/lanes` → the object `park` (singular, as services name theirs), its id the first path parameter's value. */
function objectOf(path: string, params: unknown): { objectType: string; objectId: string | null } {
  const [, , , resource = 'operator'] = path.split('/');
  const first = Object.values((params ?? {}) as Record<string, unknown>)[0];
  return {
    objectType: /[^s]s$/.test(resource) ? resource.slice(0, -1) : resource,
    objectId: typeof first === 'string' ? first : null,
  };
}

/**
 * Every write route registered in the operator scope after this (decision 082) runs its handler in an audit
 * context. A handler that records its change (`AuditTrail.record`, in its transaction) is done; for one that did
 * not, the successful request itself is recorded once it has answered: who, from where, the operation, the object
 * named in the path and the masked body. Refused or failed writes change nothing and leave no entry.
 */
export function installOperatorAudit(
  scope: FastifyInstance,
  repo: AuditRepository,
  {
    clock,
    log,
    writeRoutes,
  }: { clock: { now(): Date }; log: { error(obj: object, msg: string): void }; writeRoutes: string[] },
): void {
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => READS.has(m))) return;
    const path = route.url.slice(API_BASE.length);
    const operation = `${methods.join(',')} ${path}`;
    writeRoutes.push(operation);
    const handler = route.handler as (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = async function audited(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const operator = operatorOf(req);
      if (!operator) return handler.call(this, req, reply);
      const body = req.body as { reason?: unknown } | undefined;
      const context: AuditContext = {
        dealerId: operator.dealerId,
        operatorId: operator.id,
        operatorName: `${operator.displayName}（${operator.username}）`,
        ip: req.ip,
        requestId: String(req.id),
        operation,
        reason: typeof body?.reason === 'string' ? body.reason.trim() : null,
        at: clock.now(),
        recorded: 0,
      };
      const answer = await runAudited(context, () => handler.call(this, req, reply));
      if (context.recorded === 0 && reply.statusCode < 400) {
        await repo
          .insert({ ...rowOf(context), ...objectOf(path, req.params), changes: null, request: maskedRequest(body) })
          .catch((err: unknown) => log.error({ err, operation, reqId: req.id }, 'audit entry of a write lost'));
      }
      return answer;
    } as RouteHandlerMethod;
  });
}
