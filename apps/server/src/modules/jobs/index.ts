import { mount, type ServerModule } from '../../kernel/module';
import type { ModuleDeps } from '../../kernel/deps';
import { jobsOperatorRoutes } from './jobs.operator-routes';

/** JobOps: what operators see of the job queue (which `app.ts` starts with every module's jobs). */
export function createJobsModule(deps: Pick<ModuleDeps, 'queue'>): ServerModule<Record<string, never>> {
  return { services: {}, routes: { operator: [mount(jobsOperatorRoutes, { queue: deps.queue })] } };
}
