// Zod-free: whether the server is up (types only).
import { route } from '../../operation';
import type { Health, Liveness, Readiness } from '../health';

/** Whether the server is up: load balancers take the node out when the database does not answer. */
export const HealthRoutes = {
  health: route('GET', '/health').io<{ response: Health }>(),
  /** Liveness: the process answers. */
  live: route('GET', '/health/live').io<{ response: Liveness }>(),
  /** Readiness: 503 with the reasons until the database answers, migrations are applied and the queue runs. */
  ready: route('GET', '/health/ready').io<{ response: Readiness }>(),
};
