import * as contracts from '@parking/contracts';
import { API_BASE, envelope, routeKey, type Envelope, type Operation, type Schemas } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's descriptor name (`PaymentOps.payCharges`): what metrics and traces count a request under. */
    operation?: string;
  }
}

/** Every operation of the contracts by its descriptor name, `<Group>Ops.<key>` (made once, at the first serve). */
let names: Map<object, string> | undefined;
function nameOf(operation: Operation): string {
  if (!names) {
    names = new Map();
    for (const [group, ops] of Object.entries(contracts)) {
      if (!group.endsWith('Ops') || !ops || typeof ops !== 'object') continue;
      for (const [key, op] of Object.entries(ops)) if (op && typeof op === 'object') names.set(op, `${group}.${key}`);
    }
  }
  return names.get(operation) ?? routeKey(operation);
}

type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType ? z.output<S[K]> : unknown;

/** The request of an operation's handler: params, query and body as its schemas parsed them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: Parsed<O['schemas'], 'params'>;
  Querystring: Parsed<O['schemas'], 'query'>;
  Body: Parsed<O['schemas'], 'body'>;
}>;

/**
 * What a handler answers: the envelope of its response schema (checked against it before it is sent), or the reply
 * it sent itself (a redirect, a page, a provider acknowledgement).
 */
type Answer<S extends Schemas> = S['response'] extends z.ZodType
  ? Envelope<z.input<S['response']>> | FastifyReply
  : unknown;

export type OperationHandler<O extends Operation> = (
  req: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<Answer<O['schemas']>>;

/** Route options besides what the operation already says (method, path, schemas, authModel). */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the handler of one operation of `@parking/contracts`: its method, path, request schemas, enveloped
 * response schema and authModel all come from the descriptor, so the route the server serves is the one the client
 * calls. The path is relative to API_BASE, so it must lie under the scope's prefix (an operator operation is served
 * only in the /api/operator/v1 scope, with its hooks).
 */
export function serve<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  options: ServeOptions,
  handler: OperationHandler<O>,
): void {
  const { params, query, body, response } = operation.schemas;
  const scope = app.prefix.startsWith(API_BASE) ? app.prefix.slice(API_BASE.length) : app.prefix;
  if (!operation.path.startsWith(`${scope}/`)) throw new Error(`${routeKey(operation)} is outside ${app.prefix}`);
  app.route({
    ...options,
    method: operation.method,
    url: operation.path.slice(scope.length),
    schema: {
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(response && { response: { 200: envelope(response) } }),
    },
    config: { ...options.config, authModel: operation.authModel ?? 0, operation: nameOf(operation) },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
