export {
  ALIPAY_AUTHORIZE_URL,
  AlipaySignInError,
  createAlipayOAuthProvider,
  type AlipayOAuthConfig,
  type AlipayOAuthScope,
} from './alipay-oauth';
