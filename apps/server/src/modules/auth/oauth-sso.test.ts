import { DriverOps, ErrorCode, OperatorOps, OperatorRole, SandboxOAuthOps, type AnyRoute } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, urlOf } from '../../../test/call';
import { aPhone, anIp, codeFor, registerDriver, withSession, type SignedInDriver } from '../../../test/drivers';
import { SSO_TICKET_TTL_MS } from './sso.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = <R extends AnyRoute>(
  op: R,
  headers: Record<string, string> = t.driverHeaders(),
  query?: Record<string, string>,
) => call(t, op, { query, headers, remoteAddress: anIp() });
const post = <R extends AnyRoute>(op: R, body: object, headers: Record<string, string> = t.driverHeaders()) =>
  call(t, op, { body, headers, remoteAddress: anIp() });
/** The sandbox's pages, read as a browser reads them (HTML, a redirect): no app headers. */
const browse = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: anIp() });
const sessionOf = (data: { driverId: string; token: string; refreshToken: string }, phone = '') =>
  withSession(t, { phone, password: '', dealerId: '330100' }, data);

/** Goes through the sandbox like a browser: consent page, allow, back to /loginloading with code and state. */
async function wechatConsent(
  openid: string,
  {
    redirect = '/mine',
    decision = 'allow',
    bindAs,
  }: { redirect?: string; decision?: string; bindAs?: SignedInDriver } = {},
) {
  const urlRes = bindAs
    ? await get(DriverOps.oAuthBindUrl, bindAs.headers)
    : await get(DriverOps.oAuthUrl, t.driverHeaders(), { redirect });
  const consentPage = new URL(urlRes.body.data!.url, 'http://localhost');
  const page = await browse(`${consentPage.pathname}${consentPage.search}`);
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
  const back = await browse(`${urlOf(SandboxOAuthOps.consent)}?${answer}`);
  expect(back.statusCode).toBe(302);
  return { page: page.body, returnUrl: new URL(back.headers.location as string), state: q.get('state')! };
}

async function wechatLogin(openid: string) {
  const { returnUrl } = await wechatConsent(openid);
  const res = await post(DriverOps.oAuthLogin, {
    code: returnUrl.searchParams.get('code'),
    state: returnUrl.searchParams.get('state'),
  });
  expect(res.status).toBe(200);
  return res.body.data!;
}

const bindPhone = async (driver: SignedInDriver, phone: string) => {
  const verifyCode = await codeFor(t, phone, 'bindPhone', { headers: driver.headers });
  return post(DriverOps.bindPhone, { phone, verifyCode }, driver.headers);
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
    const groups = await get(DriverOps.getMineGroups, driver.headers);
    expect(groups.status).toBe(403);
    expect(groups.body).toEqual({ code: ErrorCode.NO_BOUND_PHONE, message: '请先绑定手机号' });
    const info = await get(DriverOps.loginInfo, driver.headers);
    expect(info.body.data).toMatchObject({
      phone: null,
      phoneBound: false,
      nickName: '小微',
      thirdTypes: ['wechat'],
    });

    const phone = aPhone();
    const bound = await bindPhone(driver, phone);
    expect(bound.body.data).toEqual({ driverId: data.driverId, merged: false });
    expect((await get(DriverOps.getMineGroups, driver.headers)).status).toBe(200);

    const again = await wechatLogin('sbx_newcomer');
    expect(again).toMatchObject({ driverId: data.driverId, phoneBound: true });
  });

  it('binding the phone of an existing account moves the WeChat identity there and switches the session', async () => {
    const owner = await registerDriver(t);
    const data = await wechatLogin('sbx_owner_wechat');
    const wechat = sessionOf(data);
    const bound = (await bindPhone(wechat, owner.phone)).body.data!;
    expect(bound).toMatchObject({ driverId: owner.driverId, merged: true, token: expect.stringMatching(/^dat_/) });
    expect((await get(DriverOps.loginInfo, wechat.headers)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const merged = sessionOf({ driverId: owner.driverId, token: bound.token!, refreshToken: bound.refreshToken! });
    const info = (await get(DriverOps.loginInfo, merged.headers)).body.data!;
    expect(info).toMatchObject({ driverId: owner.driverId, thirdTypes: ['wechat'] });
    const byOpenid = await get(DriverOps.getDriverIdByThirdId, merged.headers, { thirdId: 'sbx_owner_wechat' });
    expect(byOpenid.body.data).toEqual({ driverId: owner.driverId });
    expect((await wechatLogin('sbx_owner_wechat')).driverId).toBe(owner.driverId);
  });

  it('refuses to bind a second phone', async () => {
    const driver = await registerDriver(t);
    const res = await post(DriverOps.sendVerifyCode, { phone: aPhone(), type: 'bindPhone' }, driver.headers);
    expect(res.body).toEqual({ code: ErrorCode.CONFLICT, message: '当前账号已绑定手机号' });
  });

  it('refuses a state used twice, a state we never issued, a reused code and a made-up code', async () => {
    const { returnUrl } = await wechatConsent('sbx_replay');
    const body = { code: returnUrl.searchParams.get('code')!, state: returnUrl.searchParams.get('state')! };
    expect((await post(DriverOps.oAuthLogin, body)).status).toBe(200);
    const replay = await post(DriverOps.oAuthLogin, body);
    expect(replay.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '授权已失效，请重新授权' });
    const forged = await post(DriverOps.oAuthLogin, { ...body, state: 'not-ours' });
    expect(forged.body.code).toBe(ErrorCode.INVALID_INPUT);

    const fresh = await wechatConsent('sbx_replay');
    const reusedCode = await post(DriverOps.oAuthLogin, { code: body.code, state: fresh.state });
    expect(reusedCode.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '微信授权失败，请重新授权' });
    const other = await wechatConsent('sbx_replay');
    const madeUp = await post(DriverOps.oAuthLogin, { code: 'sbx_madeup', state: other.state });
    expect(madeUp.body.message).toBe('微信授权失败，请重新授权');
  });

  it("refuses a state of another dealer (Suzhou's page cannot finish Hangzhou's login)", async () => {
    const { returnUrl } = await wechatConsent('sbx_tenant');
    const res = await post(
      DriverOps.oAuthLogin,
      { code: returnUrl.searchParams.get('code'), state: returnUrl.searchParams.get('state') },
      t.driverHeaders({ dealerId: '320500' }),
    );
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)'])(
    'never redirects out of the app: redirect=%s is refused',
    async (redirect) => {
      const res = await get(DriverOps.oAuthUrl, t.driverHeaders(), { redirect });
      expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: 'redirect: 只能跳转到本应用内的页面' });
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
    const res = await browse(`${urlOf(SandboxOAuthOps.consent)}?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('redirect_uri 域名与后台配置不一致');
  });
});

describe('binding WeChat to a signed-in account (个人信息 inside WeChat)', () => {
  const answerOf = (returnUrl: URL) => ({
    code: returnUrl.searchParams.get('code'),
    state: returnUrl.searchParams.get('state'),
  });

  it('links the WeChat user to the driver, who then logs in with WeChat to the same account', async () => {
    const driver = await registerDriver(t);
    const openid = `wx_bind_${aPhone()}`;
    const { returnUrl } = await wechatConsent(openid, { bindAs: driver });
    expect(`${returnUrl.pathname}${returnUrl.search}`).toMatch(/^\/loginloading\?bind=1&code=/);
    const bound = await post(DriverOps.oAuthBind, answerOf(returnUrl), driver.headers);
    expect(bound.body).toEqual({ code: '200', message: 'success' });
    expect((await get(DriverOps.loginInfo, driver.headers)).body.data!.thirdTypes).toEqual(['wechat']);
    expect((await wechatLogin(openid)).driverId).toBe(driver.driverId);
  });

  it('only the driver who started it can finish it; a login state or no session cannot', async () => {
    const driver = await registerDriver(t);
    const other = await registerDriver(t);
    const { returnUrl } = await wechatConsent(`wx_bind_${aPhone()}`, { bindAs: driver });
    const stolen = await post(DriverOps.oAuthBind, answerOf(returnUrl), other.headers);
    expect(stolen.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '微信授权已失效，请重新授权' });
    expect((await get(DriverOps.loginInfo, other.headers)).body.data!.thirdTypes).toEqual([]);

    const login = await wechatConsent(`wx_bind_${aPhone()}`);
    expect((await post(DriverOps.oAuthBind, answerOf(login.returnUrl), driver.headers)).body.code).toBe(
      ErrorCode.INVALID_INPUT,
    );
    expect((await get(DriverOps.oAuthBindUrl)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await post(DriverOps.oAuthBind, { code: 'x', state: 'y' })).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await get(DriverOps.loginInfo, driver.headers)).body.data!.thirdTypes).toEqual([]);
  });

  it('refuses a WeChat user who already has another account, and moves nothing', async () => {
    const openid = `wx_bind_${aPhone()}`;
    const owner = await wechatLogin(openid);
    const driver = await registerDriver(t);
    const { returnUrl } = await wechatConsent(openid, { bindAs: driver });
    const res = await post(DriverOps.oAuthBind, answerOf(returnUrl), driver.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该微信已绑定其他账号，请用微信一键登录进入那个账号');
    expect((await wechatLogin(openid)).driverId).toBe(owner.driverId);
  });
});

describe('third-party ids', () => {
  it('tells a driver their own ids only', async () => {
    const data = await wechatLogin('sbx_ids_owner');
    const owner = sessionOf(data);
    await bindPhone(owner, aPhone());
    const other = await registerDriver(t);
    const own = await get(DriverOps.getThirdIdByDriverId, owner.headers, { driverId: data.driverId });
    expect(own.body.data).toEqual({ driverId: data.driverId, thirdType: 'wechat', thirdId: 'sbx_ids_owner' });
    const theirs = await get(DriverOps.getDriverIdByThirdId, other.headers, { thirdId: 'sbx_ids_owner' });
    expect(theirs.status).toBe(404);
    const none = await get(DriverOps.getThirdIdByDriverId, other.headers, { driverId: other.driverId });
    expect(none.body).toEqual({ code: ErrorCode.NOT_FOUND, message: '未找到绑定的第三方账号' });
  });
});

describe('SSO tickets', () => {
  const issue = async (body: object, roles: OperatorRole[] = [OperatorRole.ADMIN], dealerId = '330100') =>
    call(t, OperatorOps.ssoTickets, { headers: await loggedInOperator(t, { roles, dealerId }), body });
  const redeem = (ticket: string, dealerId = '330100', openid?: string) =>
    get(DriverOps.getTokenByTicket, t.driverHeaders({ dealerId }), { ticket, ...(openid ? { openid } : {}) });

  it('logs the driver in once, creating the account for a new phone', async () => {
    const phone = aPhone();
    const issued = (await issue({ phone })).body.data!;
    expect(issued.ticket).toMatch(/^st_/);
    expect(issued.loginPath).toBe(`/ssoLogin?ticket=${issued.ticket}`);
    const first = await redeem(issued.ticket);
    expect(first.body.data).toMatchObject({ phoneBound: true, token: expect.stringMatching(/^dat_/) });
    const again = await redeem(issued.ticket);
    expect(again.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '登录凭证无效或已过期，请重新进入' });
  });

  it('logs an existing driver in (and their other phone out)', async () => {
    const driver = await registerDriver(t);
    const { ticket } = (await issue({ phone: driver.phone })).body.data!;
    expect((await redeem(ticket)).body.data!.driverId).toBe(driver.driverId);
    expect((await get(DriverOps.loginInfo, driver.headers)).body.code).toBe(ErrorCode.LOGGED_IN_ELSEWHERE);
  });

  it('expires after 2 minutes', async () => {
    const { ticket } = (await issue({ phone: aPhone() })).body.data!;
    t.clock.advance(SSO_TICKET_TTL_MS);
    expect((await redeem(ticket)).body.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it("works only at the issuing operator's dealer", async () => {
    const { ticket } = (await issue({ phone: aPhone() })).body.data!;
    expect((await redeem(ticket, '320500')).body.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('links the openid the partner vouched for, and refuses a browser of another WeChat user', async () => {
    const phone = aPhone();
    const mismatch = (await issue({ phone, openid: 'o_partner_1' })).body.data!;
    expect((await redeem(mismatch.ticket, '330100', 'o_someone_else')).body).toEqual({
      code: ErrorCode.FORBIDDEN,
      message: '登录凭证与当前微信用户不符',
    });
    const good = (await issue({ phone, openid: 'o_partner_1' })).body.data!;
    const session = (await redeem(good.ticket, '330100', 'o_partner_1')).body.data!;
    const driver = sessionOf(session, phone);
    expect((await get(DriverOps.loginInfo, driver.headers)).body.data!.thirdTypes).toEqual(['wechat']);
  });

  it('does not link an openid that only the URL claims', async () => {
    const phone = aPhone();
    const { ticket } = (await issue({ phone })).body.data!;
    const session = (await redeem(ticket, '330100', 'o_claimed_by_url')).body.data!;
    const info = await get(DriverOps.loginInfo, sessionOf(session, phone).headers);
    expect(info.body.data!.thirdTypes).toEqual([]);
  });

  it('is issued to admins only, with a valid phone', async () => {
    expect((await issue({ phone: aPhone() }, [OperatorRole.CONTENT])).status).toBe(403);
    const anonymous = await call(t, OperatorOps.ssoTickets, { body: { phone: aPhone() } });
    expect(anonymous.status).toBe(401);
    expect((await issue({ phone: '123' })).body.code).toBe(ErrorCode.INVALID_INPUT);
  });
});
