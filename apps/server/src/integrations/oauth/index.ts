export { OAuthError, type OAuthIdentity, type OAuthProvider } from './oauth-provider';
export { createSandboxOAuthProvider, type SandboxCodeStore } from './sandbox';
