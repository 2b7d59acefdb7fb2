import { DriverRoutes, ErrorCode, PHONE_MESSAGE, StorageKey, type AnyRoute } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, ok, type Reply, type fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { serveApp } from '../../../test/serve-app';
import { AGREEMENT_REQUIRED } from '../components/agreement';
import { installUiEffects } from '../../../api/ui-effects';
import { fakeEffects } from '../../../test/fake-effects';

const SESSION = { token: 'dat_new', refreshToken: 'drt_new', driverId: 'd1', phoneBound: true };

const serve = (routes: Record<string, Reply> = {}) =>
  serveApp({
    [at(DriverRoutes.loginInfo)]: ok({ nickName: '老王', phone: '139****0001', phoneBound: true }),
    ...routes,
  });
/** The page's code loads lazily (slowly on a cold test run). */
const phoneInput = () => screen.findByPlaceholderText('请输入手机号', {}, { timeout: 15_000 });
const sent = (server: ReturnType<typeof fakeServer>, route: AnyRoute) =>
  server.requests.filter((r) => r.path === route.path);

async function fillPasswordForm(phone = '13900000001', password = 'Secret123') {
  await userEvent.type(await phoneInput(), phone);
  await userEvent.type(screen.getByPlaceholderText('请输入密码'), password);
}
/** A picture challenge as the server sends it. */
const challengePicture = (challengeId: string) =>
  ok({ challengeId, image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 120 });
/** The code tab with a phone typed in, ready for 获取验证码. */
async function openCodeTab(phone = '13900000001') {
  const app = renderApp({ routes: appRoutes, at: '/login?tab=code' });
  await userEvent.type(await phoneInput(), phone);
  return app;
}
const agree = () => userEvent.click(screen.getByLabelText('同意用户协议和隐私政策'));
const submit = () => userEvent.click(screen.getByRole('button', { name: '登录' }));

describe('login page, password', () => {
  it('says what is missing or malformed and sends nothing', async () => {
    const server = serve();
    renderApp({ routes: appRoutes, at: '/login' });
    await phoneInput();
    await submit();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '1380013');
    await submit();
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(sent(server, DriverRoutes.login)).toHaveLength(0);
  });

  it('needs the agreement accepted first', async () => {
    const server = serve();
    const { ui, effects } = fakeEffects();
    installUiEffects(ui);
    renderApp({ routes: appRoutes, at: '/login' });
    await fillPasswordForm();
    await submit();
    await waitFor(() => expect(effects).toContainEqual({ type: 'toast', content: AGREEMENT_REQUIRED }));
    expect(sent(server, DriverRoutes.login)).toHaveLength(0);
  });

  it('logs in, keeps the tokens and goes back to the redirect target', async () => {
    const server = serve({ [at(DriverRoutes.login)]: ok(SESSION) });
    const { router } = renderApp({ routes: appRoutes, at: '/login?redirect=%2FpayPage%3FuniqueId%3D9' });
    await fillPasswordForm(' 13900000001');
    await agree();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
    expect(router.state.location.search).toBe('?uniqueId=9');
    expect(sent(server, DriverRoutes.login)[0]?.body).toEqual({ phone: '13900000001', password: 'Secret123' });
    expect(localStorage.getItem(StorageKey.token)).toBe('dat_new');
    expect(localStorage.getItem(StorageKey.refreshToken)).toBe('drt_new');
  });

  it('shows the picture challenge when the server asks, and sends its answer with the next try', async () => {
    let tries = 0;
    const server = serve({
      [at(DriverRoutes.login)]: () =>
        ++tries === 1 ? fail(ErrorCode.CHALLENGE_REQUIRED, '请输入图形验证码') : ok(SESSION),
      [at(DriverRoutes.getChallengeCode)]: challengePicture('ch_1'),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/login' });
    await fillPasswordForm();
    await agree();
    await submit();
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    // Unanswered: said under the picture (no toast naming the field challengeCode), nothing sent.
    await submit();
    const field = screen.getByPlaceholderText('请输入图中字符').closest('.adm-form-item')!;
    expect(field.textContent).toContain('请输入图形验证码');
    expect(sent(server, DriverRoutes.login)).toHaveLength(1);
    await userEvent.type(screen.getByPlaceholderText('请输入图中字符'), 'k7px');
    expect(field.textContent).not.toContain('请输入图形验证码');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    expect(sent(server, DriverRoutes.login)[1]?.body).toEqual({
      phone: '13900000001',
      password: 'Secret123',
      challengeId: 'ch_1',
      challengeCode: 'k7px',
    });
  });

  const picture = challengePicture('ch_2');

  it('says how many tries are left, and shows the picture the next try needs before that tap', async () => {
    let tries = 0;
    const server = serve({
      [at(DriverRoutes.login)]: () =>
        ++tries === 1
          ? fail(ErrorCode.WRONG_CREDENTIALS, '手机号或密码错误，还可尝试 3 次', {
              triesLeft: 3,
              challengeRequired: false,
            })
          : fail(ErrorCode.WRONG_CREDENTIALS, '手机号或密码错误，还可尝试 2 次', {
              triesLeft: 2,
              challengeRequired: true,
            }),
      [at(DriverRoutes.getChallengeCode)]: picture,
    });
    renderApp({ routes: appRoutes, at: '/login' });
    await fillPasswordForm();
    await agree();
    await submit();
    expect(await screen.findByText('密码错误，还可尝试 3 次，用完后账号将暂时锁定')).toBeTruthy();
    expect(screen.queryByAltText('图形验证码')).toBeNull();
    await submit();
    expect(await screen.findByText('密码错误，还可尝试 2 次，用完后账号将暂时锁定')).toBeTruthy();
    // Shown now, before the driver taps 登录 again (the server would refuse that tap without an answer).
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    expect(sent(server, DriverRoutes.login)).toHaveLength(2);
  });

  it('shows the picture as soon as a phone that needs it is typed (checkAccount), before any tap', async () => {
    const server = serve({
      [at(DriverRoutes.checkAccount)]: ok({ registered: true, hasPassword: true, challengeRequired: true }),
      [at(DriverRoutes.getChallengeCode)]: picture,
    });
    renderApp({ routes: appRoutes, at: '/login' });
    await userEvent.type(await phoneInput(), '13900000001');
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    expect(sent(server, DriverRoutes.checkAccount)[0]?.body).toEqual({ phone: '13900000001' });
    expect(sent(server, DriverRoutes.login)).toHaveLength(0);
  });

  it('a lock is a dialog with the time it ends, and 短信验证码登录 switches to the SMS form', async () => {
    serve({
      [at(DriverRoutes.login)]: fail(ErrorCode.ACCOUNT_LOCKED, '密码错误次数过多，账号已锁定，请 15 分钟后再试', {
        lockedUntil: '2026-06-01T07:45:00.000Z',
      }),
    });
    const { ui, effects, answer } = fakeEffects();
    installUiEffects(ui);
    renderApp({ routes: appRoutes, at: '/login' });
    await fillPasswordForm();
    await agree();
    await submit();
    await waitFor(() =>
      expect(effects).toContainEqual({
        type: 'confirm',
        title: '账号已锁定',
        content: '密码错误次数过多，账号已锁定至 15:45，请届时再试，或使用短信验证码登录。',
        confirmText: '短信验证码登录',
        cancelText: '知道了',
      }),
    );
    // The dialog replaces the catalogue's toast: nothing else was shown.
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
    await answer(true);
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入密码')).toBeNull();
  });

  it('sends a WeChat account without a phone to /bindPhone, keeping the target', async () => {
    serve({ [at(DriverRoutes.login)]: ok({ ...SESSION, phoneBound: false }) });
    const { router } = renderApp({ routes: appRoutes, at: '/login?redirect=%2Fwallet' });
    await fillPasswordForm();
    await agree();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bindPhone'));
    expect(router.state.location.search).toBe('?redirect=%2Fwallet');
  });
});

describe('login page, SMS code', () => {
  it('texts a code to a valid phone only, then counts down 60 s', async () => {
    const server = serve({ [at(DriverRoutes.sendVerifyCode)]: ok({ expiresIn: 300, resendIn: 60 }) });
    renderApp({ routes: appRoutes, at: '/login?tab=code' });
    const phone = await phoneInput();
    await userEvent.type(phone, '139000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findAllByText(PHONE_MESSAGE)).length).toBeGreaterThan(0);
    expect(sent(server, DriverRoutes.sendVerifyCode)).toHaveLength(0);

    await userEvent.type(phone, '00001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const waiting = await screen.findByRole('button', { name: /s 后重新获取$/ });
    expect(waiting.textContent).toMatch(/^(60|59)s 后重新获取$/);
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(sent(server, DriverRoutes.sendVerifyCode)[0]?.body).toEqual({ type: 'login', phone: '13900000001' });
  });

  it('shows the picture right after a send whose answer says the next send needs it', async () => {
    const server = serve({
      [at(DriverRoutes.sendVerifyCode)]: ok({ expiresIn: 300, resendIn: 60, challengeNext: true }),
      [at(DriverRoutes.getChallengeCode)]: challengePicture('ch_5'),
    });
    await openCodeTab();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    expect(sent(server, DriverRoutes.sendVerifyCode)).toHaveLength(1);
  });

  it('asks for the picture challenge when the server wants one before texting again', async () => {
    let sends = 0;
    const server = serve({
      [at(DriverRoutes.sendVerifyCode)]: () =>
        ++sends === 1 ? fail(ErrorCode.CHALLENGE_REQUIRED, '请输入图形验证码') : ok({ expiresIn: 300, resendIn: 60 }),
      [at(DriverRoutes.getChallengeCode)]: challengePicture('ch_9'),
    });
    await openCodeTab();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('请输入图中字符'), 'AC2D');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /s 后重新获取$/ })).toBeTruthy();
    expect(sent(server, DriverRoutes.sendVerifyCode)[1]?.body).toEqual({
      type: 'login',
      phone: '13900000001',
      challengeId: 'ch_9',
      challengeCode: 'AC2D',
    });
    // Used up by the send: the picture goes away.
    expect(screen.queryByAltText('图形验证码')).toBeNull();
  });

  it('logs in with the code', async () => {
    const server = serve({ [at(DriverRoutes.loginByVerifyCode)]: ok(SESSION) });
    const { router } = await openCodeTab();
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await agree();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    expect(sent(server, DriverRoutes.loginByVerifyCode)[0]?.body).toEqual({
      phone: '13900000001',
      verifyCode: '123456',
    });
  });
});
