import { z } from 'zod';

/** HealthRoutes.health: up only when the database answers. */
export const Health = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type Health = z.infer<typeof Health>;

/** HealthRoutes.live: the process answers (nothing else is asked; a restart is the cure for a node that does not). */
export const Liveness = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof Liveness>;

/** HealthRoutes.ready: the node may take traffic — database reachable, migrations applied, job queue running. */
export const Readiness = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  migrations: z.literal('ok'),
  queue: z.literal('ok'),
});
export type Readiness = z.infer<typeof Readiness>;
