export { installDriverAuth } from './driver-auth';
export { requestContext, type RequestContext } from './request-context';
export { createSessionsRepository, type RevokeReason } from './sessions.repository';
export {
  createSessionsService,
  REFRESH_REUSE_GRACE_MS,
  type AuthenticatedDriver,
  type SessionsService,
} from './sessions.service';
