import { isClientType, RequestHeader } from '@parking/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as limits and session records care. */
export interface RequestContext {
  ip: string;
  clientType: number | null;
}

export function requestContext(req: FastifyRequest): RequestContext {
  const header = Number(req.headers[RequestHeader.CLIENT_TYPE]);
  return { ip: req.ip, clientType: isClientType(header) ? header : null };
}
