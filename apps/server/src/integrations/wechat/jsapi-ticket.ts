import { createHash } from 'node:crypto';
import { createWechatApi, WechatApiError, type WechatApi, type WechatApiDeps } from './wechat-api';

export { WechatApiError };

/**
 * The jsapi_ticket of a WeChat official account, which signs its pages' JS-SDK config. The real source asks
 * WeChat's API (access_token, then getticket) and caches both until shortly before they expire; the sandbox makes
 * up a ticket per app id, so signatures are computed the same way without WeChat.
 */
export interface JsapiTicketSource {
  readonly name: 'wechat' | 'sandbox';
  ticket(appId: string): Promise<string>;
}

/**
 * WeChat's JS-SDK signature: SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in this order, values
 * raw, the url without its #fragment).
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(text).digest('hex');
}

export function createSandboxTicketSource(): JsapiTicketSource {
  return { name: 'sandbox', ticket: async (appId) => `sandbox-jsapi-ticket-${appId}` };
}

export function createWechatTicketSource(deps: WechatApiDeps & { api?: WechatApi }): JsapiTicketSource {
  const api = deps.api ?? createWechatApi(deps);
  const tickets = api.perAppCache(async (appId) => {
    const body = await api.withToken(appId, '/cgi-bin/ticket/getticket', { type: 'jsapi' });
    if (typeof body.ticket !== 'string') throw new WechatApiError('WeChat sent no ticket');
    return { value: body.ticket, expiresIn: body.expires_in };
  });
  return { name: 'wechat', ticket: (appId) => tickets.get(appId) };
}
