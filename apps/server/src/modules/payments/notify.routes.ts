import { PaymentOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { Notifications } from './notifications';

/** Largest notification body accepted (WeChat's are about 1 KB, Alipay's 2 KB). */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Where providers post payment and refund results. The body is kept as the exact string received — signatures cover
 * those bytes — whatever its content type (JSON from WeChat Pay and the sandbox, a form from Alipay).
 */
export async function notifyRoutes(app: FastifyInstance, { notifications }: { notifications: Notifications }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  serve(app, PaymentOps.providerNotify, { bodyLimit: NOTIFY_BODY_LIMIT }, async (req, reply) => {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const { ack, outcome } = await notifications.handle(req.params.provider, { headers: req.headers, rawBody });
    req.log.info({ provider: req.params.provider, outcome }, 'payment notification');
    return reply.status(ack.status).headers(ack.headers).send(ack.body);
  });
}
