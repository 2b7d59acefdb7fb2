import { HealthOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';

/** HealthOps.health: up only when the database answers (load balancers take the node out otherwise). */
export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  serve(app, HealthOps.health, {}, async () => {
    await ping();
    return ok({ status: 'ok' as const, db: 'ok' as const });
  });
}
