// Zod-free, and apart from ./routes.ts so the web app's bundle never carries them: the development SMS outbox and the
// sandbox WeChat consent page are served by our server for people and tests, not called by the app.
import { route } from '../operation';
import type { SandboxAuthorizeQuery, SandboxConsentQuery } from './auth';
import type { SmsOutbox, SmsOutboxQuery } from './dev';

/** Demo and test mode only: what the development SMS provider "sent". */
export const DevRoutes = {
  smsOutbox: route('GET', '/dev/v1/smsOutbox').io<{ query: SmsOutboxQuery; response: SmsOutbox }>(),
};

/** The sandbox WeChat consent page (网页授权) and its answer, served by our own server (HTML and a redirect). */
export const SandboxOAuthRoutes = {
  authorize: route('GET', '/sandbox/wechat/oauth2/authorize').io<{ query: SandboxAuthorizeQuery }>(),
  consent: route('GET', '/sandbox/wechat/oauth2/consent').io<{ query: SandboxConsentQuery }>(),
};
