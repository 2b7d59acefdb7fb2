import { AppError, envelope, ErrorCode, ok, SmsOutbox, SmsOutboxQuery } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxReader } from '../../integrations/sms';

/**
 * GET /api/dev/v1/smsOutbox?phone=: the codes the development SMS provider "sent", so a local user or a test can log
 * in without a phone. Only in demo and test mode; otherwise refused (codes are secrets).
 */
export const devRoutes: FastifyPluginAsyncZod<{ outbox: OutboxReader; enabled: boolean }> = async (app, deps) => {
  app.get(
    '/dev/v1/smsOutbox',
    { schema: { querystring: SmsOutboxQuery, response: { 200: envelope(SmsOutbox) } } },
    async (req) => {
      if (!deps.enabled) throw new AppError(ErrorCode.FORBIDDEN, '仅在演示或测试模式下可用');
      const results = await deps.outbox.latest(req.query.phone);
      return ok({ results, totalRecord: results.length });
    },
  );
};
