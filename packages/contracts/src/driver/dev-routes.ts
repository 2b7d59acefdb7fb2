// Zod-free, and apart from ./routes.ts so the web app's bundle never carries them: the development SMS outbox and the
// sandbox WeChat consent page are served by our server for people and tests, not called by the app.
import { routes } from '../operation';
import type { SandboxAuthorizeQuery, SandboxConsentQuery } from './auth';
import type { SmsOutbox, SmsOutboxQuery } from './dev';

/** Demo and test mode only: what the development SMS provider "sent". */
export const DevRoutes = routes<DevIo>()({
  smsOutbox: 'GET /dev/v1/smsOutbox',
});

/** The sandbox WeChat consent page (网页授权) and its answer, served by our own server (HTML and a redirect). */
export const SandboxOAuthRoutes = routes<SandboxOAuthIo>()({
  authorize: 'GET /sandbox/wechat/oauth2/authorize',
  consent: 'GET /sandbox/wechat/oauth2/consent',
});

/** What each of DevRoutes' operations takes and answers. */
interface DevIo {
  smsOutbox: { query: SmsOutboxQuery; response: SmsOutbox };
}

/** What each of SandboxOAuthRoutes' operations takes and answers. */
interface SandboxOAuthIo {
  authorize: { query: SandboxAuthorizeQuery };
  consent: { query: SandboxConsentQuery };
}
