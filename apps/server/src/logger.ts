import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { LogLevel } from './config';

// Accepted from a proxy or client so one id follows a request across services; anything odd is replaced.
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Pretty lines on a terminal when pino-pretty is installed (a dev dependency), JSON lines otherwise. */
function prettyTransport() {
  if (!process.stdout.isTTY) return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
  } catch {
    return undefined;
  }
}

/** A failed query as drizzle reports it: its message ends with the parameters' values. */
interface FailedQuery {
  query: string;
  params: unknown[];
  message: string;
}

const isFailedQuery = (e: unknown): e is FailedQuery => {
  const failed = e as Partial<FailedQuery> | undefined;
  return e instanceof Error && typeof failed?.query === 'string' && Array.isArray(failed.params);
};

/**
 * pino's error serializer without the values of a failed query (phones, names, whatever a driver typed): drizzle puts
 * them in its message (so in the stack too) and in `params`, PostgreSQL quotes a value it could not take in its own
 * message (`invalid input syntax for type integer: "…"`), and its `detail` repeats a conflicting key's value.
 */
export function errWithoutQueryValues(err: Error) {
  const out: ReturnType<typeof stdSerializers.err> & Record<string, unknown> = stdSerializers.err(err);
  const hide = (text: string, shown: string, hidden: string) => text.replaceAll(shown, hidden);
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (!isFailedQuery(e)) continue;
    const hidden = `Failed query: ${e.query}\nparams: (${e.params.length} hidden)`;
    out.message = hide(out.message, e.message, hidden);
    out.stack = hide(out.stack, e.message, hidden);
    for (const value of new Set(e.params.map(String))) {
      out.message = hide(out.message, `"${value}"`, '"…"');
      out.stack = hide(out.stack, `"${value}"`, '"…"');
    }
  }
  delete out.params;
  delete out.detail;
  return out;
}

export function loggerOptions(level: LogLevel, stream?: DestinationStream): FastifyServerOptions['logger'] {
  // Tokens and payloads never reach the log.
  const redact = ['req.headers.authorization', 'req.headers["x-payload"]', 'req.headers.cookie'];
  const serializers = { err: errWithoutQueryValues };
  if (stream) return { level, stream, redact, serializers };
  const transport = prettyTransport();
  return transport ? { level, redact, serializers, transport } : { level, redact, serializers };
}
