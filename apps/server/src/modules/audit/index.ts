import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { mount, type ServerModule } from '../../kernel/module';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditTrail, installOperatorAudit, type AuditTrail } from './audit-trail';

export type { AuditChange, AuditTrail } from './audit-trail';

/**
 * The operators' audit log (decision 082). `installAudit` goes on the operator scope before its routes: every write
 * registered there is then audited; services record their changes in their own transactions with `trail.record`.
 */
export function createAuditModule(deps: { db: Db; clock: Clock }): ServerModule<{ trail: AuditTrail }> & {
  installAudit(scope: FastifyInstance): void;
  /** The write routes audited so far, `POST /operator/v1/parks` (filled as the operator scope registers them). */
  writeRoutes: string[];
} {
  const repo = createAuditRepository(deps.db);
  const writeRoutes: string[] = [];
  return {
    services: { trail: createAuditTrail(repo) },
    routes: { operator: [mount(auditRoutes, { repo, clock: deps.clock })] },
    installAudit: (scope) => installOperatorAudit(scope, repo, { clock: deps.clock, log: scope.log, writeRoutes }),
    writeRoutes,
  };
}
