import { ErrorCode, OperatorRole } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { aPhone, anIp, codeFor, registerDriver, withSession, type SignedInDriver } from '../../../test/drivers';
import { SSO_TICKET_TTL_MS } from './sso.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = t.driverHeaders()) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: anIp() });
const post = (url: string, payload: object, headers: Record<string, string> = t.driverHeaders()) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: anIp() });
const sessionOf = (data: { driverId: string; token: string; refreshToken: string }, phone = '') =>
  withSession(t, { phone, password: '', dealerId: '330100' }, data);

/** Goes through the sandbox like a browser: consent page, allow, back to /loginloading with code and state. */
async function wechatConsent(openid: string, { redirect = '/mine', decision = 'allow' } = {}) {
  const urlRes = await get(`/api/auth/v2/api/wechat/oAuthUrl?redirect=${encodeURIComponent(redirect)}`);
  const consentPage = new URL(urlRes.json().data.url, 'http://localhost');
  const page = await get(`${consentPage.pathname}${consentPage.search}`, {});
  expect(page.statusCode).toBe(200);
  const q = consentPage.searchParams;
  const answer = new URLSearchParams({
    appid: q.get('appid')!,
    redirect_uri: q.get('redirect_uri')!,
    state: q.get('state')!,
    openid,
    nickname: '小微',
    decision,
  });
  const back = await get(`/api/sandbox/wechat/oauth2/consent?${answer}`, {});
  expect(back.statusCode).toBe(302);
  return { page: page.body, returnUrl: new URL(back.headers.location as string), state: q.get('state')! };
}

async function wechatLogin(openid: string) {
  const { returnUrl } = await wechatConsent(openid);
  const res = await post('/api/auth/v2/api/driver/oAuthLogin', {
    code: returnUrl.searchParams.get('code'),
    state: returnUrl.searchParams.get('state'),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const bindPhone = async (driver: SignedInDriver, phone: string) => {
  const verifyCode = await codeFor(t, phone, 'bindPhone', { headers: driver.headers });
  return post('/api/driver/v2/api/bindPhone', { phone, verifyCode }, driver.headers);
};

describe('WeChat OAuth through the sandbox', () => {
  it('shows a consent page and returns to /loginloading with a code and our state', async () => {
    const { page, returnUrl, state } = await wechatConsent('sbx_page');
    expect(page).toContain('杭州城市停车 申请使用');
    expect(page).toContain('沙箱');
    expect(returnUrl.pathname).toBe('/loginloading');
    expect(returnUrl.searchParams.get('state')).toBe(state);
    expect(returnUrl.searchParams.get('code')).toMatch(/^sbx_/);
  });

  it('returns without a code when the user denies', async () => {
    const { returnUrl } = await wechatConsent('sbx_deny', { decision: 'deny' });
    expect(returnUrl.searchParams.has('code')).toBe(false);
    expect(returnUrl.searchParams.get('state')).toBeTruthy();
  });

  it('logs a new WeChat user in without a phone: calls needing one answer 0xd12501022 until bindPhone', async () => {
    const data = await wechatLogin('sbx_newcomer');
    expect(data).toMatchObject({ phoneBound: false, redirect: '/mine' });
    const driver = sessionOf(data);
    const groups = await get('/api/driver/v2/api/driverGroupMembers/getMineGroups', driver.headers);
    expect(groups.statusCode).toBe(403);
    expect(groups.json()).toEqual({ code: ErrorCode.NO_BOUND_PHONE, message: '请先绑定手机号' });
    const info = await get('/api/auth/v2/api/driver/loginInfo', driver.headers);
    expect(info.json().data).toMatchObject({
      phone: null,
      phoneBound: false,
      nickName: '小微',
      thirdTypes: ['wechat'],
    });

    const phone = aPhone();
    const bound = await bindPhone(driver, phone);
    expect(bound.json().data).toEqual({ driverId: data.driverId, merged: false });
    expect((await get('/api/driver/v2/api/driverGroupMembers/getMineGroups', driver.headers)).statusCode).toBe(200);

    const again = await wechatLogin('sbx_newcomer');
    expect(again).toMatchObject({ driverId: data.driverId, phoneBound: true });
  });

  it('binding the phone of an existing account moves the WeChat identity there and switches the session', async () => {
    const owner = await registerDriver(t);
    const data = await wechatLogin('sbx_owner_wechat');
    const wechat = sessionOf(data);
    const bound = (await bindPhone(wechat, owner.phone)).json().data;
    expect(bound).toMatchObject({ driverId: owner.driverId, merged: true, token: expect.stringMatching(/^dat_/) });
    expect((await get('/api/auth/v2/api/driver/loginInfo', wechat.headers)).json().code).toBe(ErrorCode.NOT_LOGGED_IN);
    const merged = sessionOf({ driverId: owner.driverId, token: bound.token, refreshToken: bound.refreshToken });
    const info = (await get('/api/auth/v2/api/driver/loginInfo', merged.headers)).json().data;
    expect(info).toMatchObject({ driverId: owner.driverId, thirdTypes: ['wechat'] });
    const byOpenid = await get('/api/driver/v2/api/getDriverIdByThirdId?thirdId=sbx_owner_wechat', merged.headers);
    expect(byOpenid.json().data).toEqual({ driverId: owner.driverId });
    expect((await wechatLogin('sbx_owner_wechat')).driverId).toBe(owner.driverId);
  });

  it('refuses to bind a second phone', async () => {
    const driver = await registerDriver(t);
    const res = await post('/api/driver/v2/api/sendVerifyCode', { phone: aPhone(), type: 'bindPhone' }, driver.headers);
    expect(res.json()).toEqual({ code: ErrorCode.CONFLICT, message: '当前账号已绑定手机号' });
  });

  it('refuses a state used twice, a state we never issued, a reused code and a made-up code', async () => {
    const { returnUrl } = await wechatConsent('sbx_replay');
    const body = { code: returnUrl.searchParams.get('code')!, state: returnUrl.searchParams.get('state')! };
    expect((await post('/api/auth/v2/api/driver/oAuthLogin', body)).statusCode).toBe(200);
    const replay = await post('/api/auth/v2/api/driver/oAuthLogin', body);
    expect(replay.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message: '微信授权已失效，请重新授权' });
    const forged = await post('/api/auth/v2/api/driver/oAuthLogin', { ...body, state: 'not-ours' });
    expect(forged.json().code).toBe(ErrorCode.INVALID_INPUT);

    const fresh = await wechatConsent('sbx_replay');
    const reusedCode = await post('/api/auth/v2/api/driver/oAuthLogin', { code: body.code, state: fresh.state });
    expect(reusedCode.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message: '微信授权失败，请重新授权' });
    const other = await wechatConsent('sbx_replay');
    const madeUp = await post('/api/auth/v2/api/driver/oAuthLogin', { code: 'sbx_madeup', state: other.state });
    expect(madeUp.json().message).toBe('微信授权失败，请重新授权');
  });

  it("refuses a state of another dealer (Suzhou's page cannot finish Hangzhou's login)", async () => {
    const { returnUrl } = await wechatConsent('sbx_tenant');
    const res = await post(
      '/api/auth/v2/api/driver/oAuthLogin',
      { code: returnUrl.searchParams.get('code'), state: returnUrl.searchParams.get('state') },
      t.driverHeaders({ dealerId: '320500' }),
    );
    expect(res.json().code).toBe(ErrorCode.INVALID_INPUT);
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)'])(
    'never redirects out of the app: redirect=%s is refused',
    async (redirect) => {
      const res = await get(`/api/auth/v2/api/wechat/oAuthUrl?redirect=${encodeURIComponent(redirect)}`);
      expect(res.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message: 'redirect: 只能跳转到本应用内的页面' });
    },
  );

  it('the sandbox sends codes only back to our own site', async () => {
    const q = new URLSearchParams({
      appid: 'wx5f2c8a9d31e6b074',
      redirect_uri: 'https://evil.example/loginloading',
      state: 's',
      openid: 'sbx_x',
      decision: 'allow',
    });
    const res = await get(`/api/sandbox/wechat/oauth2/consent?${q}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('redirect_uri 域名与后台配置不一致');
  });
});

describe('third-party ids', () => {
  it('tells a driver their own ids only', async () => {
    const data = await wechatLogin('sbx_ids_owner');
    const owner = sessionOf(data);
    await bindPhone(owner, aPhone());
    const other = await registerDriver(t);
    const own = await get(`/api/driver/v2/api/getThirdIdByDriverId?driverId=${data.driverId}`, owner.headers);
    expect(own.json().data).toEqual({ driverId: data.driverId, thirdType: 'wechat', thirdId: 'sbx_ids_owner' });
    const theirs = await get('/api/driver/v2/api/getDriverIdByThirdId?thirdId=sbx_ids_owner', other.headers);
    expect(theirs.statusCode).toBe(404);
    const none = await get(`/api/driver/v2/api/getThirdIdByDriverId?driverId=${other.driverId}`, other.headers);
    expect(none.json()).toEqual({ code: ErrorCode.NOT_FOUND, message: '未找到绑定的第三方账号' });
  });
});

describe('SSO tickets', () => {
  const issue = async (body: object, roles: OperatorRole[] = [OperatorRole.ADMIN], dealerId = '330100') =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/v1/ssoTickets',
      headers: await loggedInOperator(t, { roles, dealerId }),
      payload: body,
    });
  const redeem = (ticket: string, dealerId = '330100', openid?: string) =>
    get(
      `/api/driver/v2/api/getTokenByTicket?${new URLSearchParams({ ticket, ...(openid ? { openid } : {}) })}`,
      t.driverHeaders({ dealerId }),
    );

  it('logs the driver in once, creating the account for a new phone', async () => {
    const phone = aPhone();
    const issued = (await issue({ phone })).json().data;
    expect(issued.ticket).toMatch(/^st_/);
    expect(issued.loginPath).toBe(`/ssoLogin?ticket=${issued.ticket}`);
    const first = await redeem(issued.ticket);
    expect(first.json().data).toMatchObject({ phoneBound: true, token: expect.stringMatching(/^dat_/) });
    const again = await redeem(issued.ticket);
    expect(again.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message: '登录凭证无效或已过期，请重新进入' });
  });

  it('logs an existing driver in (and their other phone out)', async () => {
    const driver = await registerDriver(t);
    const { ticket } = (await issue({ phone: driver.phone })).json().data;
    expect((await redeem(ticket)).json().data.driverId).toBe(driver.driverId);
    expect((await get('/api/auth/v2/api/driver/loginInfo', driver.headers)).json().code).toBe(
      ErrorCode.LOGGED_IN_ELSEWHERE,
    );
  });

  it('expires after 2 minutes', async () => {
    const { ticket } = (await issue({ phone: aPhone() })).json().data;
    t.clock.advance(SSO_TICKET_TTL_MS);
    expect((await redeem(ticket)).json().code).toBe(ErrorCode.INVALID_INPUT);
  });

  it("works only at the issuing operator's dealer", async () => {
    const { ticket } = (await issue({ phone: aPhone() })).json().data;
    expect((await redeem(ticket, '320500')).json().code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('links the openid the partner vouched for, and refuses a browser of another WeChat user', async () => {
    const phone = aPhone();
    const mismatch = (await issue({ phone, openid: 'o_partner_1' })).json().data;
    expect((await redeem(mismatch.ticket, '330100', 'o_someone_else')).json()).toEqual({
      code: ErrorCode.FORBIDDEN,
      message: '登录凭证与当前微信用户不符',
    });
    const good = (await issue({ phone, openid: 'o_partner_1' })).json().data;
    const session = (await redeem(good.ticket, '330100', 'o_partner_1')).json().data;
    const driver = sessionOf(session, phone);
    expect((await get('/api/auth/v2/api/driver/loginInfo', driver.headers)).json().data.thirdTypes).toEqual(['wechat']);
  });

  it('does not link an openid that only the URL claims', async () => {
    const phone = aPhone();
    const { ticket } = (await issue({ phone })).json().data;
    const session = (await redeem(ticket, '330100', 'o_claimed_by_url')).json().data;
    const info = await get('/api/auth/v2/api/driver/loginInfo', sessionOf(session, phone).headers);
    expect(info.json().data.thirdTypes).toEqual([]);
  });

  it('is issued to admins only, with a valid phone', async () => {
    expect((await issue({ phone: aPhone() }, [OperatorRole.CONTENT])).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/operator/v1/ssoTickets',
      payload: { phone: aPhone() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await issue({ phone: '123' })).json().code).toBe(ErrorCode.INVALID_INPUT);
  });
});
