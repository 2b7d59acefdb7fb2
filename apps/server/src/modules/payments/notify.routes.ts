import { PAY_NOTIFY_PATH } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notifications } from './notifications';

/** Largest notification body accepted (WeChat's are about 1 KB, Alipay's 2 KB). */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Where providers post payment and refund results. The body is kept as the exact string received — signatures cover
 * those bytes — whatever its content type (JSON from WeChat Pay and the sandbox, a form from Alipay).
 */
export const notifyRoutes: FastifyPluginAsyncZod<{ notifications: Notifications }> = async (app, { notifications }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    `${PAY_NOTIFY_PATH}/:provider`,
    { schema: { params: z.object({ provider: z.string().max(32) }) }, bodyLimit: NOTIFY_BODY_LIMIT },
    async (req, reply) => {
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const { ack, outcome } = await notifications.handle(req.params.provider, { headers: req.headers, rawBody });
      req.log.info({ provider: req.params.provider, outcome }, 'payment notification');
      return reply.status(ack.status).headers(ack.headers).send(ack.body);
    },
  );
};
