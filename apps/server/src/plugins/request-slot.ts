import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Decorates a request property that a hook sets before handlers read it (req.dealer, req.operator). Reading it on a
 * route where that hook did not run is a wiring bug, so it throws instead of handing out undefined.
 */
export function decorateRequestSlot<K extends keyof FastifyRequest>(
  app: FastifyInstance,
  name: K,
  setBy: string,
): void {
  const values = new WeakMap<FastifyRequest, FastifyRequest[K]>();
  app.decorateRequest(name, {
    getter(this: FastifyRequest) {
      if (!values.has(this)) throw new Error(`req.${String(name)} is set by ${setBy}, which did not run on this route`);
      return values.get(this) as FastifyRequest[K];
    },
    setter(this: FastifyRequest, value: FastifyRequest[K]) {
      values.set(this, value);
    },
  } as never);
}
