import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `authorization: Bearer <token>` header; undefined when there is none. */
export const bearerToken = (req: FastifyRequest): string | undefined =>
  BEARER.exec(req.headers.authorization ?? '')?.[1];
