import type { ModuleDeps } from '../../kernel/deps';
import type { ServerModule } from '../../kernel/module';
import { installDriverAuth } from './driver-auth';
import { createSessionsRepository } from './sessions.repository';
import { createSessionsService, TOKENS_PRUNE_EVERY_MS, type SessionsService } from './sessions.service';

export { installDriverAuth } from './driver-auth';
export { requestContext, type RequestContext } from './request-context';
export { createSessionsRepository, type RevokeReason } from './sessions.repository';
export {
  createSessionsService,
  REFRESH_REUSE_GRACE_MS,
  type AuthenticatedDriver,
  type SessionsService,
} from './sessions.service';

/** Driver sessions (access and refresh tokens); it puts the requireDriver preHandlers on the app. */
export function createSessionsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config'>,
): ServerModule<{ sessions: SessionsService }> {
  const { db, clock, config } = deps;
  const sessions = createSessionsService({
    repo: createSessionsRepository(db),
    clock,
    policy: {
      accessTtlMs: config.tokenTtl.accessSeconds * 1000,
      refreshTtlMs: config.tokenTtl.refreshSeconds * 1000,
    },
  });
  return {
    services: { sessions },
    jobs: [{ name: 'sessions.prune', intervalMs: config.pruneJobs ? TOKENS_PRUNE_EVERY_MS : 0, run: sessions.prune }],
    install: (app) => installDriverAuth(app, sessions),
  };
}
