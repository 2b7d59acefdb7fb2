import { AppError, DevOps, ErrorCode, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { OutboxReader } from '../../integrations/sms';

/**
 * smsOutbox: the codes the development SMS provider "sent", so a local user or a test can log in without a phone.
 * Only in demo and test mode; otherwise refused (codes are secrets).
 */
export async function devRoutes(app: FastifyInstance, deps: { outbox: OutboxReader; enabled: boolean }) {
  serve(app, DevOps.smsOutbox, {}, async (req) => {
    if (!deps.enabled) throw new AppError(ErrorCode.FORBIDDEN, '仅在演示或测试模式下可用');
    const results = await deps.outbox.latest(req.query.phone);
    return ok({ results, totalRecord: results.length });
  });
}
