import { mount, type ServerModule } from '../../kernel/module';
import { healthRoutes } from './health.routes';

/** HealthOps.health; it owns no data and offers no services. */
export function createHealthModule(deps: { ping: () => Promise<void> }): ServerModule<Record<string, never>> {
  return { services: {}, routes: { open: [mount(healthRoutes, deps)] } };
}
