import { Readable } from 'node:stream';
import { AppError, ErrorCode, ok, OperatorRole, ReportOps, type OperatorProfile } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { serve } from '../../kernel/serve';
import { parkScopeOf } from '../operators';
import { linesCsv, linesXlsx } from './reports-export';
import type { ReportScope, ReportsRepository } from './reports.repository';

/** Who reads reports: admins and finance dealer-wide, park managers on their parks. */
const READERS = [OperatorRole.ADMIN, OperatorRole.FINANCE, OperatorRole.PARK_MANAGER];

/**
 * The parks a report covers: the one asked for (refused when it is not the dealer's or not the operator's), else the
 * operator's parks (undefined: all of the dealer's, and money of no park).
 */
async function parksOf(db: Db, operator: OperatorProfile, parkId: string | undefined) {
  const scope = parkScopeOf(operator);
  if (parkId === undefined) return scope;
  const [park] = await queryRows<{ id: string }>(
    db,
    sql`select id from parks where id = ${parkId} and dealer_id = ${operator.dealerId}`,
  );
  if (!park) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
  if (scope && !scope.includes(parkId)) throw new AppError(ErrorCode.FORBIDDEN, '无权查看该车场');
  return [parkId];
}

/** Reports (报表): revenue from the ledger, its streamed export, occupancy per hour (decision 093). */
export async function reportsOperatorRoutes(app: FastifyInstance, { db, repo }: { db: Db; repo: ReportsRepository }) {
  const readers = { preHandler: app.requireOperator(...READERS) };

  const scopeOf = async (operator: OperatorProfile, q: { from: string; to: string; parkId?: string | undefined }) => {
    const parkIds = await parksOf(db, operator, q.parkId);
    return { dealerId: operator.dealerId, from: q.from, to: q.to, ...(parkIds ? { parkIds } : {}) } as ReportScope;
  };

  serve(app, ReportOps.revenueReport, readers, async (req) =>
    ok(await repo.revenue(await scopeOf(req.operator, req.query), req.query.period)),
  );

  serve(app, ReportOps.revenueExport, readers, async (req, reply) => {
    const scope = await scopeOf(req.operator, req.query);
    const name = `revenue-${scope.from}-${scope.to}`;
    const lines = repo.windows(scope);
    if (req.query.format === 'csv') {
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(Readable.from(linesCsv(lines)));
    }
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}.xlsx"`)
      .send(linesXlsx(lines, (error) => req.log.error({ err: error }, 'revenue export failed')));
  });

  serve(app, ReportOps.occupancyReport, readers, async (req) => {
    await parksOf(db, req.operator, req.query.parkId);
    const report = await repo.occupancy(req.operator.dealerId, req.query.parkId, req.query.day);
    if (!report) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
    return ok(report);
  });
}
