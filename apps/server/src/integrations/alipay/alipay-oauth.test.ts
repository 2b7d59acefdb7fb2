import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { OAuthError } from '../oauth';
import { rsaKeyPair, startAlipayTestWorld, type AlipayTestWorld } from '../payments/fakes';
import { AlipaySignInError, createAlipayOAuthProvider, type AlipayOAuthScope } from './alipay-oauth';

const BACK = 'https://park.example.com/loginloading';

describe('Alipay web sign-in against a local fake of the authorize page and gateway.do (RSA2 both ways)', () => {
  let world: AlipayTestWorld;
  beforeAll(async () => {
    world = await startAlipayTestWorld(systemClock);
  });
  afterAll(() => world.close());

  const provider = (scope: AlipayOAuthScope, keys: Partial<AlipayTestWorld['config']> = {}) =>
    createAlipayOAuthProvider(
      { ...world.config, ...keys, authorizeUrl: world.fake.authorizeUrl, scope },
      { timeoutMs: 5_000 },
    );

  /** The browser opens the authorize URL as `user`; Alipay sends it back with auth_code and the state. */
  async function consent(url: string, user: Parameters<AlipayTestWorld['fake']['actAs']>[0]) {
    world.fake.actAs(user);
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(BACK);
    return { code: back.searchParams.get('auth_code')!, state: back.searchParams.get('state') };
  }
  const methodsSince = (n: number) => world.fake.requests.slice(n).map((r) => `${r.method} ${r.status}`);

  it('auth_user: auth_code → alipay.system.oauth.token → open_id, then alipay.user.info.share for the nickname', async () => {
    const oauth = provider('auth_user');
    const url = oauth.authorizeUrl({ appId: 'ignored', redirectUri: BACK, state: 'st-1' });
    expect(url).toBe(
      `${world.fake.authorizeUrl}?app_id=${world.config.appId}&scope=auth_user&redirect_uri=${encodeURIComponent(BACK)}&state=st-1`,
    );
    const { code, state } = await consent(url, {
      openId: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5',
      nickName: '支付宝用户',
    });
    expect(state).toBe('st-1');
    const before = world.fake.requests.length;
    expect(await oauth.exchange({ appId: 'ignored', code })).toEqual({
      openid: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5',
      nickname: '支付宝用户',
    });
    expect(methodsSince(before)).toEqual(['alipay.system.oauth.token 10000', 'alipay.user.info.share 10000']);
  });

  it('auth_base: the user id only, without alipay.user.info.share', async () => {
    const oauth = provider('auth_base');
    const { code } = await consent(oauth.authorizeUrl({ appId: '', redirectUri: BACK, state: 's' }), {
      openId: 'open-base-1',
    });
    const before = world.fake.requests.length;
    expect(await oauth.exchange({ appId: '', code })).toEqual({ openid: 'open-base-1' });
    expect(methodsSince(before)).toEqual(['alipay.system.oauth.token 10000']);
  });

  it('refuses a used auth_code and a forged one as OAuthError (isv.code-invalid)', async () => {
    const oauth = provider('auth_base');
    const { code } = await consent(oauth.authorizeUrl({ appId: '', redirectUri: BACK, state: 's' }), {
      openId: 'open-once',
    });
    await oauth.exchange({ appId: '', code });
    const before = world.fake.requests.length;
    await expect(oauth.exchange({ appId: '', code })).rejects.toThrow(OAuthError);
    await expect(oauth.exchange({ appId: '', code: 'forged' })).rejects.toThrow(OAuthError);
    expect(methodsSince(before)).toEqual([
      'alipay.system.oauth.token isv.code-invalid',
      'alipay.system.oauth.token isv.code-invalid',
    ]);
  });

  it('a request signed with another private key is refused by the gateway; an answer not signed by Alipay is refused by us', async () => {
    const { code } = await consent(provider('auth_base').authorizeUrl({ appId: '', redirectUri: BACK, state: 's' }), {
      openId: 'open-keys',
    });
    const before = world.fake.requests.length;
    await expect(
      provider('auth_base', { privateKey: rsaKeyPair().privateKeyPem }).exchange({ appId: '', code }),
    ).rejects.toThrow(AlipaySignInError);
    expect(methodsSince(before)).toEqual(['alipay.system.oauth.token isv.invalid-signature']);
    // The code was not spent by the refused request: with the right key but a stranger's "Alipay key", our check fails.
    await expect(
      provider('auth_base', { alipayPublicKey: rsaKeyPair().publicKeyPem }).exchange({ appId: '', code }),
    ).rejects.toThrow(/signature does not match/);
  });
});
