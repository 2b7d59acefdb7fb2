import { PASSWORD_MESSAGE, StorageKey, DriverRoutes } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, ok, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { serveApp } from '../../../test/serve-app';
import { loginLoadingTask } from './login-loading-page';

const SESSION = { token: 'dat_new', refreshToken: 'drt_new', driverId: 'd1', phoneBound: true };

const serve = (routes: Record<string, Reply> = {}) =>
  serveApp({
    [at(DriverRoutes.loginInfo)]: ok({ nickName: '老王', phone: '139****0001', phoneBound: true }),
    ...routes,
  });
const slow = { timeout: 15_000 };

describe('register page', () => {
  async function fill(password: string, confirm: string) {
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号', {}, slow), '13900000002');
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '654321');
    await userEvent.type(screen.getByPlaceholderText('8-20 位字母和数字'), password);
    await userEvent.type(screen.getByPlaceholderText('再次输入密码'), confirm);
    await userEvent.click(screen.getByLabelText('同意用户协议和隐私政策'));
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
  }

  it('checks the password rules and the repetition before sending anything', async () => {
    const server = serve();
    renderApp({ routes: appRoutes, at: '/registor' });
    await fill('abc', 'abd');
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.requests.filter((r) => r.path === DriverRoutes.register.path)).toHaveLength(0);
  });

  it('registers, logs in and goes to the target', async () => {
    const server = serve({ [at(DriverRoutes.register)]: ok(SESSION) });
    const { router } = renderApp({ routes: appRoutes, at: '/registor?redirect=%2FcarManage' });
    await fill('Secret123', 'Secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'));
    expect(server.requests.find((r) => r.path === DriverRoutes.register.path)?.body).toEqual({
      phone: '13900000002',
      verifyCode: '654321',
      password: 'Secret123',
    });
    expect(localStorage.getItem(StorageKey.token)).toBe('dat_new');
  });

  it('keeps the target when switching to the login page', async () => {
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/registor?redirect=%2Fwallet' });
    await userEvent.click(await screen.findByText('已有账号，去登录', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fwallet');
  });
});

describe('/loginloading', () => {
  it.each([
    ['?code=c1&state=s1', 'function'],
    ['?state=s1', 'cancelled'],
    ['?token=dat_host', 'function'],
    ['', 'nothing'],
  ])('%s → %s', (search, kind) => {
    const task = loginLoadingTask(search);
    expect(typeof task === 'function' ? 'function' : task).toBe(kind);
  });

  it("finishes a WeChat login and goes where the login started (the state's redirect)", async () => {
    const server = serve({
      [at(DriverRoutes.oAuthLogin)]: ok({ ...SESSION, redirect: '/payPage?uniqueId=3' }),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/loginloading?code=sbx_1&state=st' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'), slow);
    expect(server.requests.find((r) => r.path === DriverRoutes.oAuthLogin.path)?.body).toEqual({
      code: 'sbx_1',
      state: 'st',
    });
  });

  it('sends a new WeChat user without a phone to /bindPhone', async () => {
    serve({ [at(DriverRoutes.oAuthLogin)]: ok({ ...SESSION, phoneBound: false, redirect: '/mine' }) });
    const { router } = renderApp({ routes: appRoutes, at: '/loginloading?code=sbx_1&state=st' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bindPhone'), slow);
    expect(router.state.location.search).toBe('?redirect=%2Fmine');
  });

  it('takes over a host app session from a token', async () => {
    const server = serve({ [at(DriverRoutes.loginByToken)]: ok(SESSION) });
    const { router } = renderApp({ routes: appRoutes, at: '/loginloading?token=dat_host&redirect=%2FcarManage' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'), slow);
    expect(server.requests.find((r) => r.path === DriverRoutes.loginByToken.path)?.body).toEqual({
      token: 'dat_host',
    });
  });

  it('finishes a WeChat binding (bind=1) for the signed-in driver and goes back to 个人信息', async () => {
    localStorage.setItem(StorageKey.token, 'dat_1');
    const server = serve({
      [at(DriverRoutes.oAuthBind)]: ok(),
      [at(DriverRoutes.getMineGroups)]: ok({ results: [], totalRecord: 0 }),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/loginloading?bind=1&code=sbx_2&state=b1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'), slow);
    expect(server.requests.find((r) => r.path === DriverRoutes.oAuthBind.path)?.body).toEqual({
      code: 'sbx_2',
      state: 'b1',
    });
    expect(server.requests.some((r) => r.path === DriverRoutes.oAuthLogin.path)).toBe(false);
  });

  it('a denied binding says so and leads back to 个人信息, not to login', async () => {
    localStorage.setItem(StorageKey.token, 'dat_1');
    serve();
    renderApp({ routes: appRoutes, at: '/loginloading?bind=1&state=b1' });
    expect(await screen.findByText('您已取消微信授权', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回个人信息' })).toBeTruthy();
  });

  it('says so when the driver denied WeChat, or the login failed', async () => {
    serve({ [at(DriverRoutes.oAuthLogin)]: fail('400', '微信授权已失效，请重新授权') });
    renderApp({ routes: appRoutes, at: '/loginloading?state=st' });
    expect(await screen.findByText('您已取消微信授权', {}, slow)).toBeTruthy();
  });
});

describe('/ssoLogin', () => {
  it('redeems the ticket once and goes home to the account', async () => {
    const server = serve({ [at(DriverRoutes.getTokenByTicket)]: ok(SESSION) });
    const { router } = renderApp({ routes: appRoutes, at: '/ssoLogin?ticket=st_1&openid=o1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'), slow);
    const calls = server.requests.filter((r) => r.path === DriverRoutes.getTokenByTicket.path);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('ticket=st_1');
    expect(calls[0]?.url).toContain('openid=o1');
  });

  it('offers to log in when the ticket is refused', async () => {
    serve({ [at(DriverRoutes.getTokenByTicket)]: fail('400', '登录凭证无效或已过期，请重新进入') });
    renderApp({ routes: appRoutes, at: '/ssoLogin?ticket=st_old' });
    expect(await screen.findByRole('button', { name: '去登录' }, slow)).toBeTruthy();
  });
});
