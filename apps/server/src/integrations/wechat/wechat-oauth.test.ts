import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatApi } from '../../../test/fakes/wechat-api';
import { testClock } from '../../../test/test-clock';
import { OAuthError } from '../oauth';
import { createWechatApi, WechatApiError } from './wechat-api';
import { createWechatOAuthProvider, type WechatOAuthScope } from './wechat-oauth';

const APP = 'wx5f2c8a9d31e6b074';
const BACK = 'https://park.example.com/loginloading';

describe('WeChat web OAuth against a local fake of open.weixin.qq.com and api.weixin.qq.com', () => {
  let fake: Awaited<ReturnType<typeof startFakeWechatApi>>;
  beforeAll(async () => {
    fake = await startFakeWechatApi({ [APP]: 'mp-secret' });
  });
  afterAll(() => fake.close());

  const provider = (scope: WechatOAuthScope, secrets: Record<string, string> = { [APP]: 'mp-secret' }) =>
    createWechatOAuthProvider(
      { secrets, authorizeUrl: fake.authorizeUrl, scope },
      createWechatApi({ secrets, apiBase: fake.apiBase, clock: testClock() }),
    );

  /** The browser opens the authorize URL as `user`; WeChat sends it back to our page with a code and the state. */
  async function consent(url: string, user: Parameters<typeof fake.actAs>[0]) {
    fake.actAs(user);
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(BACK);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state') };
  }

  it('builds the authorize URL WeChat documents (parameter order, scope, #wechat_redirect)', () => {
    const url = provider('snsapi_base').authorizeUrl({ appId: APP, redirectUri: BACK, state: 'st-1' });
    expect(url).toBe(
      `${fake.authorizeUrl}?appid=${APP}&redirect_uri=${encodeURIComponent(BACK)}&response_type=code&scope=snsapi_base&state=st-1#wechat_redirect`,
    );
  });

  it('snsapi_userinfo: code → access token → openid and unionid, then userinfo for the nickname', async () => {
    const oauth = provider('snsapi_userinfo');
    const { code, state } = await consent(oauth.authorizeUrl({ appId: APP, redirectUri: BACK, state: 'st-2' }), {
      openid: 'o-wang',
      unionid: 'u-wang',
      nickname: '王师傅',
    });
    expect(state).toBe('st-2');
    const before = fake.calls.length;
    expect(await oauth.exchange({ appId: APP, code })).toEqual({
      openid: 'o-wang',
      unionid: 'u-wang',
      nickname: '王师傅',
    });
    expect(fake.calls.slice(before).map((c) => c.path)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(fake.calls[before]!.params).toEqual({
      appid: APP,
      secret: 'mp-secret',
      code,
      grant_type: 'authorization_code',
    });
  });

  it('snsapi_base: the openid only, without asking for userinfo', async () => {
    const oauth = provider('snsapi_base');
    const { code } = await consent(oauth.authorizeUrl({ appId: APP, redirectUri: BACK, state: 's' }), {
      openid: 'o-li',
      nickname: '李',
    });
    const before = fake.calls.length;
    expect(await oauth.exchange({ appId: APP, code })).toEqual({ openid: 'o-li' });
    expect(fake.calls.slice(before).map((c) => c.path)).toEqual(['/sns/oauth2/access_token']);
  });

  it('refuses a used code, a forged code and a snapshot-page user as OAuthError (the driver starts over)', async () => {
    const oauth = provider('snsapi_userinfo');
    const url = oauth.authorizeUrl({ appId: APP, redirectUri: BACK, state: 's' });
    const { code } = await consent(url, { openid: 'o-zhao' });
    await oauth.exchange({ appId: APP, code });
    await expect(oauth.exchange({ appId: APP, code })).rejects.toThrow(OAuthError); // 40163 code been used
    await expect(oauth.exchange({ appId: APP, code: 'forged-code' })).rejects.toThrow(OAuthError); // 40029
    const snapshot = await consent(url, { openid: 'o-virtual', snapshot: true });
    await expect(oauth.exchange({ appId: APP, code: snapshot.code })).rejects.toThrow(OAuthError);
  });

  it('a wrong app secret or an app without one is a configuration error, not a refused code', async () => {
    const wrong = provider('snsapi_base', { [APP]: 'not-the-secret' });
    const { code } = await consent(wrong.authorizeUrl({ appId: APP, redirectUri: BACK, state: 's' }), {
      openid: 'o-1',
    });
    const error = await wrong.exchange({ appId: APP, code }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatApiError);
    expect((error as WechatApiError).errcode).toBe(40125);
    await expect(provider('snsapi_base').exchange({ appId: 'wx-unknown', code })).rejects.toThrow(
      /No WeChat app secret configured for wx-unknown/,
    );
  });
});
