export { OAuthError, type OAuthIdentity, type OAuthProvider } from './oauth-provider';
export { createSandboxOAuthProvider, SANDBOX_AUTHORIZE_PATH, type SandboxCodeStore } from './sandbox';
