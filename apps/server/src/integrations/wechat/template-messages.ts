import { WechatApiError, type WechatApi } from './wechat-api';

/** One template message to a follower of an official account (公众号模板消息). */
export interface TemplateMessage {
  /** The follower's openid under this official account. */
  toUser: string;
  templateId: string;
  /** The page the message opens (absolute https URL); optional. */
  url?: string;
  /** The template's keywords: `{ first, keyword1, …, remark }` as WeChat names them. */
  data: Record<string, string>;
}

/** Sends template messages through an official account; answers WeChat's msgid. */
export interface TemplateMessenger {
  send(appId: string, message: TemplateMessage): Promise<{ msgId: string }>;
}

/**
 * WeChat's template-message API: POST /cgi-bin/message/template/send?access_token=… with
 * `{ touser, template_id, url, data: { key: { value } } }`; errcode 0 and a msgid when accepted. A refusal (43004 the
 * user does not follow the account, 40003 bad openid, 40037 bad template) throws WechatApiError with WeChat's code;
 * the token is renewed once on 40001/42001 (WechatApi.withToken).
 */
export function createWechatTemplateMessenger(deps: { api: WechatApi }): TemplateMessenger {
  return {
    async send(appId, message) {
      const body = await deps.api.withToken(
        appId,
        '/cgi-bin/message/template/send',
        {},
        {
          touser: message.toUser,
          template_id: message.templateId,
          ...(message.url ? { url: message.url } : {}),
          data: Object.fromEntries(Object.entries(message.data).map(([k, value]) => [k, { value }])),
        },
      );
      if (body.msgid === undefined) throw new WechatApiError('WeChat sent no msgid');
      return { msgId: String(body.msgid) };
    },
  };
}
