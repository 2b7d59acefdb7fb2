import { AgreementNotifyOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { AgreementService } from './withholding-agreements.service';

/** Largest agreement notification accepted (WeChat's XML and Alipay's form are about 1 KB). */
const NOTIFY_BODY_LIMIT = 16 * 1024;

/**
 * Where WeChat Pay and Alipay post agreement notifications (signed, terminated by the payer or by us). The body is
 * kept as the exact string received: the signature covers those bytes, XML from WeChat Pay, a form from Alipay.
 */
export async function agreementNotifyRoutes(app: FastifyInstance, { agreements }: { agreements: AgreementService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  serve(app, AgreementNotifyOps.notify, { bodyLimit: NOTIFY_BODY_LIMIT }, async (req, reply) => {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const ack = await agreements.onNotification(req.params.provider, { headers: req.headers, rawBody });
    req.log.info({ provider: req.params.provider, status: ack.status }, 'agreement notification');
    return reply.status(ack.status).headers(ack.headers).send(ack.body);
  });
}
