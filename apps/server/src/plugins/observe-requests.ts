import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../observability/metrics';
import {
  endRequestSpan,
  failSpan,
  inRequestContext,
  startRequestSpan,
  type RequestTrace,
} from '../observability/tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request arrived and its server span (with tracing on). */
    observed?: { startedAt: bigint; trace: RequestTrace | undefined };
  }
}

/**
 * The name a request is counted under: its operation's descriptor name (`PaymentOps.payCharges`, set by `serve`),
 * else its route (`GET /console/*`), else `unmatched` — never the raw URL, whose values would make a series each.
 */
export function operationOf(req: FastifyRequest): string {
  const { config, url } = req.routeOptions;
  return config?.operation ?? (url ? `${req.method} ${url}` : 'unmatched');
}

/**
 * Times and counts every request (decision 079) and, with tracing on, runs it in a server span. The span's context is
 * entered twice: at onRequest, and again at preValidation, because Fastify runs validation and the handler from the
 * request body's `end` event, which Node calls in the connection's async context rather than the hook's.
 */
export function installRequestObservation(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const trace = startRequestSpan(req.method, req.url.split('?')[0] ?? '/', req.headers);
    req.observed = { startedAt: process.hrtime.bigint(), trace };
    inRequestContext(trace, done);
  });
  app.addHook('preValidation', (req, _reply, done) => inRequestContext(req.observed?.trace, done));
  app.addHook('onError', async (req, _reply, error) => {
    if (req.observed?.trace) failSpan(req.observed.trace.span, error);
  });
  app.addHook('onResponse', async (req, reply) => {
    if (!req.observed) return;
    const operation = operationOf(req);
    const seconds = Number(process.hrtime.bigint() - req.observed.startedAt) / 1e9;
    metrics.request(operation, req.method, reply.statusCode, seconds);
    if (req.observed.trace) {
      endRequestSpan(req.observed.trace, {
        method: req.method,
        route: req.routeOptions.url,
        operation,
        status: reply.statusCode,
      });
    }
  });
}
