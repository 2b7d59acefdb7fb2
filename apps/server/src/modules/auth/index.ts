export { authRoutes } from './auth.routes';
export { installDriverAuth } from './driver-auth';
export { createLoginService, type LoginService } from './login.service';
export { requestContext, type RequestContext } from './request-context';
export { createSessionsRepository, type RevokeReason } from './sessions.repository';
export { createSessionsService, type AuthenticatedDriver, type SessionsService } from './sessions.service';
