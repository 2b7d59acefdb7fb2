import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ServerModule } from '../../kernel/module';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditTrail, installOperatorAudit, type AuditTrail } from './audit-trail';

export type { AuditChange, AuditTrail } from './audit-trail';
export { toAuditEntry } from './audit.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator write routes the audit log wraps (decision 082; a test walks them). */
    auditedWrites: string[];
  }
}

/**
 * The operators' audit log (decision 082). Its hook goes on the operator scope before the routes: every write
 * registered there is then audited; services record their changes in their own transactions with `trail.record`.
 */
export function createAuditModule(deps: Pick<ModuleDeps, 'db' | 'clock'>): ServerModule<{ trail: AuditTrail }> {
  const repo = createAuditRepository(deps.db);
  /** The write routes audited so far, `POST /operator/v1/parks` (filled as the operator scope registers them). */
  const writeRoutes: string[] = [];
  const installAudit = (scope: FastifyInstance) =>
    installOperatorAudit(scope, repo, { clock: deps.clock, log: scope.log, writeRoutes });
  return {
    services: { trail: createAuditTrail(repo) },
    routes: { operator: [mount(auditRoutes, { repo, clock: deps.clock })] },
    // Every operator write is audited (decision 082): on the operator scope, before its routes.
    scopes: { operator: installAudit },
    install: (app) => void app.decorate('auditedWrites', writeRoutes),
  };
}
