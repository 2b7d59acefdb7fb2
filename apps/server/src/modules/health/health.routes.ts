import { envelope, ok } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.literal('ok'), db: z.literal('ok') });

/** GET /api/health: up only when the database answers (load balancers take the node out otherwise). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/health', { schema: { response: { 200: envelope(Health) } } }, async () => {
    await ping();
    return ok({ status: 'ok' as const, db: 'ok' as const });
  });
};
