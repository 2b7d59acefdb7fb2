import { Readable } from 'node:stream';
import { AuditOps, ok, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { auditCsv } from './audit-csv';
import type { AuditRepository } from './audit.repository';

/** The audit log, read-only: search and export (admins). Nothing here or elsewhere edits or deletes an entry. */
export async function auditRoutes(
  app: FastifyInstance,
  { repo, clock }: { repo: AuditRepository; clock: { now(): Date } },
) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };

  serve(app, AuditOps.auditEntries, admin, async (req) => ok(await repo.search(req.operator.dealerId, req.query)));

  serve(app, AuditOps.auditExport, admin, async (req, reply) => {
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .send(Readable.from(auditCsv(repo.all(req.operator.dealerId, req.query))));
  });
}
