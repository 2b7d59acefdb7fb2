import { z } from 'zod';

/** HealthRoutes.health: up only when the database answers. */
export const Health = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type Health = z.infer<typeof Health>;
