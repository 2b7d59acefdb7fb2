import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A WeChat user who signs in to an official account's pages (网页授权). */
export interface FakeWechatUser {
  openid: string;
  unionid?: string;
  nickname?: string;
  /** A 快照页 (snapshot page) visitor: WeChat gives a virtual openid and is_snapshotuser=1. */
  snapshot?: boolean;
}

/**
 * A local stand-in for api.weixin.qq.com's token, jsapi-ticket and template-message calls: the same paths,
 * parameters and JSON answers (errcode 40013 for an unknown appid, 40125 for a wrong secret, 40001 for an unknown
 * token; for a template message 40037 an unknown template, 40003 an unknown openid, 43004 one not following the
 * account). `revoke()` invalidates the issued tokens, as WeChat does when another server asks for a new one.
 * Web OAuth too: open.weixin.qq.com's authorize page (`authorizeUrl`) sends the browser back with a code for the user
 * of `actAs`; /sns/oauth2/access_token redeems it once (40029 unknown, 40163 used, 40125 wrong secret) and
 * /sns/userinfo answers for snsapi_userinfo grants only (48001 otherwise).
 */
export async function startFakeWechatApi(
  apps: Record<string, string>,
  accounts: { templates?: string[]; followers?: Record<string, string[]>; openids?: string[] } = {},
) {
  const tokens = new Map<string, string>();
  const calls: { path: string; params: Record<string, string> }[] = [];
  const messages: { appId: string; touser: string; template_id: string; url?: string; data: object }[] = [];
  let msgId = 1000;
  let currentUser: FakeWechatUser | undefined;
  const codes = new Map<string, { appId: string; user: FakeWechatUser; scope: string; used: boolean; until: number }>();
  const userTokens = new Map<string, { user: FakeWechatUser; scope: string }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, params });
    const send = (body: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/connect/oauth2/authorize') {
      // WeChat shows its own error page for a bad request; the fake says why in plain text.
      const refuse = (why: string) => res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(why);
      if (apps[params.appid ?? ''] === undefined) return refuse('appid 错误');
      if (params.response_type !== 'code') return refuse('response_type 错误');
      if (params.scope !== 'snsapi_base' && params.scope !== 'snsapi_userinfo') return refuse('scope 参数错误');
      let target: URL;
      try {
        target = new URL(params.redirect_uri ?? '');
      } catch {
        return refuse('redirect_uri 参数错误');
      }
      if (!currentUser) throw new Error('actAs(user) first: nobody is signed in to the fake WeChat');
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        appId: params.appid!,
        user: currentUser,
        scope: params.scope,
        used: false,
        until: Date.now() + 300_000,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('state', params.state ?? '');
      return res.writeHead(302, { location: target.toString() }).end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const secret = apps[params.appid ?? ''];
      if (secret === undefined) return send({ errcode: 40013, errmsg: 'invalid appid' });
      if (secret !== params.secret) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (params.grant_type !== 'authorization_code') return send({ errcode: 40002, errmsg: 'invalid grant_type' });
      const found = codes.get(params.code ?? '');
      if (!found || found.appId !== params.appid || found.until < Date.now()) {
        return send({ errcode: 40029, errmsg: 'invalid code' });
      }
      if (found.used) return send({ errcode: 40163, errmsg: 'code been used' });
      found.used = true;
      const token = randomBytes(16).toString('hex');
      userTokens.set(token, { user: found.user, scope: found.scope });
      return send({
        access_token: token,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: found.user.openid,
        scope: found.scope,
        ...(found.user.snapshot ? { is_snapshotuser: 1 } : {}),
        ...(found.user.unionid ? { unionid: found.user.unionid } : {}),
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const grant = userTokens.get(params.access_token ?? '');
      if (!grant || grant.user.openid !== params.openid) return send({ errcode: 40001, errmsg: 'invalid credential' });
      if (grant.scope !== 'snsapi_userinfo') return send({ errcode: 48001, errmsg: 'api unauthorized' });
      return send({
        openid: grant.user.openid,
        nickname: grant.user.nickname ?? '',
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: '',
        privilege: [],
        ...(grant.user.unionid ? { unionid: grant.user.unionid } : {}),
      });
    }
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
    authorizeUrl: `http://127.0.0.1:${port}/connect/oauth2/authorize`,
    /** Who is signed in to WeChat on the "phone" that opens the authorize page. */
    actAs(user: FakeWechatUser) {
      currentUser = user;
    },
    calls,
    messages,
    revoke: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
