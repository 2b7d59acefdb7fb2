import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../observability/metrics';

/** Where Prometheus scrapes: beside the API, not under it (it is no operation of the contracts). */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus's text format (decision 079), for a scraper holding `Authorization: Bearer <token>`.
 * Without a token configured the path does not exist (404, as any unknown path of the API); a missing or wrong
 * token gets 401. Compared as digests, so the comparison takes the same time whatever the guess.
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const expected = token ? digest(token) : undefined;
  app.get(METRICS_PATH, async (req, reply) => {
    if (!expected)
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: `接口不存在: GET ${METRICS_PATH}` });
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ code: ErrorCode.NOT_LOGGED_IN, message: '需要有效的指标令牌' });
    }
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
