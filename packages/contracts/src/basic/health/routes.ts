// Zod-free: whether the server is up (types only).
import { routes } from '../../operation';
import type { Health, Liveness, Readiness } from '../health';

/** Whether the server is up: load balancers take the node out when the database does not answer. */
export const HealthRoutes = routes<HealthIo>()({
  health: 'GET /health',
  live: 'GET /health/live',
  ready: 'GET /health/ready',
});

/** What each of HealthRoutes' operations takes and answers. */
interface HealthIo {
  health: { response: Health };
  /** Liveness: the process answers. */
  live: { response: Liveness };
  /** Readiness: 503 with the reasons until the database answers, migrations are applied and the queue runs. */
  ready: { response: Readiness };
}
