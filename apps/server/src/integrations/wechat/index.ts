export {
  createSandboxTicketSource,
  createWechatTicketSource,
  jsapiSignature,
  type JsapiTicketSource,
} from './jsapi-ticket';
export { createWechatApi, WechatApiError, type WechatApi, type WechatApiDeps } from './wechat-api';
export { createWechatTemplateMessenger, type TemplateMessage, type TemplateMessenger } from './template-messages';
export {
  createWechatOAuthProvider,
  WECHAT_AUTHORIZE_URL,
  type WechatOAuthConfig,
  type WechatOAuthScope,
} from './wechat-oauth';
