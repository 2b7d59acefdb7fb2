import { DriverOps, ErrorCode, SandboxOAuthOps, type AnyRoute } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, urlOf } from '../../../test/call';
import { anIp, withSession } from '../../../test/drivers';
import { startFakeWechatApi, type FakeWechatUser } from '../../../test/fakes/wechat-api';
import { testClock } from '../../../test/test-clock';
import { startAlipayTestWorld, type AlipayTestWorld } from '../../integrations/payments/fakes';
import type { FakeAlipayUser } from '../../integrations/payments/fakes/alipay-fake';

// The dealer 330100's official account (demo seed), and its secret as WECHAT_MP_SECRETS would give it.
const APP = 'wx5f2c8a9d31e6b074';
const SECRET = 'mp-secret-330100';

let t: TestApp;
let wechat: Awaited<ReturnType<typeof startFakeWechatApi>>;
let alipay: AlipayTestWorld;

beforeAll(async () => {
  const clock = testClock();
  wechat = await startFakeWechatApi({ [APP]: SECRET });
  alipay = await startAlipayTestWorld(clock);
  // Configured as the environment would configure them (config.signIn), so the app builds the real adapters.
  t = await buildTestApp({
    clock,
    config: {
      signIn: {
        wechat: {
          provider: 'wechat',
          secrets: { [APP]: SECRET },
          apiBase: wechat.apiBase,
          authorizeUrl: wechat.authorizeUrl,
          scope: 'snsapi_userinfo',
        },
        alipay: { ...alipay.config, authorizeUrl: alipay.fake.authorizeUrl, scope: 'auth_user' },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  await alipay.close();
});

const get = <R extends AnyRoute>(
  op: R,
  query?: Record<string, string>,
  headers: Record<string, string> = t.driverHeaders(),
) => call(t, op, { query, headers, remoteAddress: anIp() });
const post = <R extends AnyRoute>(op: R, body: object) =>
  call(t, op, { body, headers: t.driverHeaders(), remoteAddress: anIp() });

/** The browser opens our oAuthUrl's answer at the provider, signed in there as someone; it comes back to us. */
async function roundTrip(provider: 'wechat' | 'alipay', actAs: () => void) {
  const res = await get(DriverOps.oAuthUrl, { redirect: '/mine', ...(provider === 'alipay' ? { provider } : {}) });
  expect(res.status).toBe(200);
  const url = res.body.data!.url;
  expect(url.startsWith(provider === 'alipay' ? alipay.fake.authorizeUrl : wechat.authorizeUrl)).toBe(true);
  actAs();
  const consent = await fetch(url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(back.pathname).toBe('/loginloading');
  // WeChat answers `code`, Alipay `auth_code`; the page sends either as the code.
  const code = back.searchParams.get('code') ?? back.searchParams.get('auth_code');
  return { code: code!, state: back.searchParams.get('state')! };
}
const asWechatUser = (user: FakeWechatUser) => roundTrip('wechat', () => wechat.actAs(user));
const asAlipayUser = (user: FakeAlipayUser) => roundTrip('alipay', () => alipay.fake.actAs(user));

async function loginInfoOf(data: { driverId: string; token: string; refreshToken: string }) {
  const driver = withSession(t, { phone: '', password: '', dealerId: '330100' }, data);
  return (await get(DriverOps.loginInfo, undefined, driver.headers)).body.data!;
}

describe('sign-in with the real WeChat adapter (fake open.weixin.qq.com / api.weixin.qq.com)', () => {
  it('signs a new driver in with the openid and WeChat nickname; the same WeChat user comes back to the same driver', async () => {
    const answer = await asWechatUser({ openid: 'o-wx-driver', unionid: 'u-1', nickname: '杭州老王' });
    const res = await post(DriverOps.oAuthLogin, answer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phoneBound: false, redirect: '/mine' });
    expect(await loginInfoOf(res.body.data!)).toMatchObject({ nickName: '杭州老王', thirdTypes: ['wechat'] });

    const again = await post(DriverOps.oAuthLogin, await asWechatUser({ openid: 'o-wx-driver' }));
    expect(again.body.data!.driverId).toBe(res.body.data!.driverId);
  });

  it('refuses a reused state, a forged state and a bad code, each with a clear message', async () => {
    const answer = await asWechatUser({ openid: 'o-wx-replay' });
    expect((await post(DriverOps.oAuthLogin, answer)).status).toBe(200);
    expect((await post(DriverOps.oAuthLogin, answer)).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      message: '授权已失效，请重新授权',
    });
    const fresh = await asWechatUser({ openid: 'o-wx-replay' });
    expect((await post(DriverOps.oAuthLogin, { ...fresh, state: 'forged-state' })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      message: '授权已失效，请重新授权',
    });
    expect((await post(DriverOps.oAuthLogin, { ...fresh, code: 'made-up-code' })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      message: '微信授权失败，请重新授权',
    });
  });

  it('does not serve the sandbox consent page when WeChat itself signs drivers in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${urlOf(SandboxOAuthOps.authorize)}?appid=${APP}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('sign-in with the real Alipay adapter (fake authorize page and gateway.do, RSA2)', () => {
  it('signs a new driver in with the Alipay user id and nickname; the same Alipay user comes back to the same driver', async () => {
    const before = alipay.fake.requests.length;
    const res = await post(DriverOps.oAuthLogin, await asAlipayUser({ openId: 'open-ali-1', nickName: '支付宝车主' }));
    expect(res.status).toBe(200);
    expect(alipay.fake.requests.slice(before).map((r) => `${r.method} ${r.status}`)).toEqual([
      'alipay.system.oauth.token 10000',
      'alipay.user.info.share 10000',
    ]);
    expect(await loginInfoOf(res.body.data!)).toMatchObject({ nickName: '支付宝车主', thirdTypes: ['alipay'] });
    const again = await post(DriverOps.oAuthLogin, await asAlipayUser({ openId: 'open-ali-1' }));
    expect(again.body.data!.driverId).toBe(res.body.data!.driverId);
  });

  it('refuses a reused state and a bad auth_code; a state only redeems a code at the provider it was issued for', async () => {
    const answer = await asAlipayUser({ openId: 'open-ali-2' });
    expect((await post(DriverOps.oAuthLogin, { ...answer, code: 'forged-auth-code' })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      message: '支付宝授权失败，请重新授权',
    });
    // The state was spent by the failed attempt: the real code cannot be brought back with it.
    expect((await post(DriverOps.oAuthLogin, answer)).body.message).toBe('授权已失效，请重新授权');

    // An Alipay auth_code under a WeChat state goes to WeChat, which does not know it.
    const alipayCode = (await asAlipayUser({ openId: 'open-ali-3' })).code;
    const wechatState = (await asWechatUser({ openid: 'o-wx-3' })).state;
    expect((await post(DriverOps.oAuthLogin, { code: alipayCode, state: wechatState })).body.message).toBe(
      '微信授权失败，请重新授权',
    );
  });
});
