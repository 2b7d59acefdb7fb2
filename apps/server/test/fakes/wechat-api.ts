import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.weixin.qq.com's token, jsapi-ticket and template-message calls: the same paths,
 * parameters and JSON answers (errcode 40013 for an unknown appid, 40125 for a wrong secret, 40001 for an unknown
 * token; for a template message 40037 an unknown template, 40003 an unknown openid, 43004 one not following the
 * account). `revoke()` invalidates the issued tokens, as WeChat does when another server asks for a new one.
 */
export async function startFakeWechatApi(
  apps: Record<string, string>,
  accounts: { templates?: string[]; followers?: Record<string, string[]>; openids?: string[] } = {},
) {
  const tokens = new Map<string, string>();
  const calls: { path: string; params: Record<string, string> }[] = [];
  const messages: { appId: string; touser: string; template_id: string; url?: string; data: object }[] = [];
  let msgId = 1000;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, params });
    const send = (body: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/cgi-bin/token') {
      if (params.grant_type !== 'client_credential') return send({ errcode: 40002, errmsg: 'invalid grant_type' });
      const secret = apps[params.appid ?? ''];
      if (secret === undefined) return send({ errcode: 40013, errmsg: 'invalid appid' });
      if (secret !== params.secret) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, params.appid!);
      return send({ access_token: token, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      const appId = tokens.get(params.access_token ?? '');
      if (!appId) return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      if (params.type !== 'jsapi') return send({ errcode: 40097, errmsg: 'invalid args' });
      return send({ errcode: 0, errmsg: 'ok', ticket: `ticket-of-${appId}`, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/message/template/send' && req.method === 'POST') {
      const appId = tokens.get(params.access_token ?? '');
      if (!appId) return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let body: (typeof messages)[number];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof messages)[number];
      } catch {
        return send({ errcode: 47001, errmsg: 'data format error' });
      }
      if (!accounts.templates?.includes(body.template_id))
        return send({ errcode: 40037, errmsg: 'invalid template_id' });
      const followers = accounts.followers?.[appId] ?? [];
      if (!followers.includes(body.touser)) {
        return accounts.openids?.includes(body.touser)
          ? send({ errcode: 43004, errmsg: 'require subscribe' })
          : send({ errcode: 40003, errmsg: 'invalid openid' });
      }
      messages.push({ ...body, appId });
      return send({ errcode: 0, errmsg: 'ok', msgid: ++msgId });
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    messages,
    revoke: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
