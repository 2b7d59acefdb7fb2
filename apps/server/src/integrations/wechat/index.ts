export {
  createSandboxTicketSource,
  createWechatTicketSource,
  jsapiSignature,
  WechatApiError,
  type JsapiTicketSource,
} from './jsapi-ticket';
