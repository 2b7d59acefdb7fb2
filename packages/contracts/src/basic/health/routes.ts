// Zod-free: whether the server is up (types only).
import { route } from '../../operation';
import type { Health } from '../health';

/** Whether the server is up: load balancers take the node out when the database does not answer. */
export const HealthRoutes = {
  health: route('GET', '/health').io<{ response: Health }>(),
};
