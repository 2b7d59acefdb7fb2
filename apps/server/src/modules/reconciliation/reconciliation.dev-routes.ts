import { AppError, ErrorCode, ok, ReportDevOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { serve } from '../../kernel/serve';
import { reconciliationPort } from '../payments';

/**
 * Demo only (never in production: `mountsDevRoutes`): the sandbox's bill names another amount for one of its paid
 * trades, so the end-to-end story can show reconciliation finding and resolving a difference.
 */
export async function reconciliationDevRoutes(app: FastifyInstance, { db, demo }: { db: Db; demo: boolean }) {
  serve(app, ReportDevOps.sandboxBillDiscrepancy, {}, async (req) => {
    if (!demo) throw new AppError(ErrorCode.FORBIDDEN, '仅在演示或测试模式下可用');
    const row = await reconciliationPort.misstateSandboxTrade(db, req.body.orderNo, req.body.amountFen);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '沙箱中没有这笔已支付的交易');
    return ok(row);
  });
}
