import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
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

export function loggerOptions(level: LogLevel, stream?: DestinationStream): FastifyServerOptions['logger'] {
  // Tokens and payloads never reach the log.
  const redact = ['req.headers.authorization', 'req.headers["x-payload"]', 'req.headers.cookie'];
  if (stream) return { level, stream, redact };
  const transport = prettyTransport();
  return transport ? { level, redact, transport } : { level, redact };
}
