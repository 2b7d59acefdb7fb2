import {
  StorageKey,
  TEXT_CHAR_MESSAGE,
  type DeletionCheckResult,
  type LoginInfo,
  DriverRoutes,
} from '@parking/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { serveApp } from '../../../test/serve-app';
import { installUiEffects } from '../../../api/ui-effects';
import { fakeEffects } from '../../../test/fake-effects';

const me: LoginInfo = {
  driverId: 'd1',
  dealerId: '330100',
  phone: '139****0001',
  phoneBound: true,
  nickName: '老王',
  userName: '',
  hasPassword: true,
  thirdTypes: ['wechat'],
};
const slow = { timeout: 15_000 };

const serve = (routes: Record<string, Reply> = {}) =>
  serveApp({
    [at(DriverRoutes.loginInfo)]: ok(me),
    [at(DriverRoutes.getMineGroups)]: ok({ results: [], totalRecord: 0 }),
    ...routes,
  });

beforeEach(() => {
  localStorage.setItem(StorageKey.token, 'dat_1');
  localStorage.setItem(StorageKey.refreshToken, 'drt_1');
});

describe('account pages', () => {
  it('need a login: an anonymous visitor goes to login and comes back', async () => {
    localStorage.clear();
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/userInfo' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(router.state.location.search).toBe('?redirect=%2FuserInfo');
  });

  it('/changeNickname refuses text failing the section-5 check and saves a good one', async () => {
    const server = serve({ [at(DriverRoutes.changeNickName)]: ok() });
    const { router } = renderApp({ routes: appRoutes, at: '/changeNickname' });
    const input = await screen.findByPlaceholderText('请输入昵称', {}, slow);
    expect((input as HTMLInputElement).value).toBe('老王');
    await userEvent.clear(input);
    await userEvent.type(input, '老/王');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(TEXT_CHAR_MESSAGE)).toBeTruthy();
    expect(server.requests.filter((r) => r.path === DriverRoutes.changeNickName.path)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '停车达人');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === DriverRoutes.changeNickName.path)?.body).toEqual({
        nickName: '停车达人',
      }),
    );
    // Opened directly, "back" is the profile.
    await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'));
  });

  it('/changePassWord logged out is "forgot password" for a typed phone', async () => {
    localStorage.clear();
    const server = serve({ [at(DriverRoutes.resetPassword)]: ok() });
    const { router } = renderApp({ routes: appRoutes, at: '/changePassWord' });
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号', {}, slow), '13900000001');
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await userEvent.type(screen.getByPlaceholderText('8-20 位字母和数字'), 'NewPass99');
    await userEvent.type(screen.getByPlaceholderText('再次输入密码'), 'NewPass99');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.requests.find((r) => r.path === DriverRoutes.resetPassword.path)?.body).toEqual({
      phone: '13900000001',
      verifyCode: '123456',
      password: 'NewPass99',
    });
  });

  it('/userInfo shows the profile and logs out after confirming', async () => {
    const server = serve({ [at(DriverRoutes.logout)]: ok() });
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    const { router } = renderApp({ routes: appRoutes, at: '/userInfo' });
    expect(await screen.findByText('老王', {}, slow)).toBeTruthy();
    expect(screen.getByText('139****0001')).toBeTruthy();
    expect(screen.getByText('已绑定')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() =>
      expect(dialogs.effects).toContainEqual(expect.objectContaining({ type: 'confirm', confirmText: '退出登录' })),
    );
    await dialogs.answer(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(server.requests.some((r) => r.path === DriverRoutes.logout.path)).toBe(true);
  });

  it('/userInfo inside WeChat offers 去绑定 for an unbound WeChat and goes to its consent page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = serve({
      [at(DriverRoutes.loginInfo)]: ok({ ...me, thirdTypes: [] }),
      [at(DriverRoutes.oAuthBindUrl)]: ok({ url: '/api/pay/sandbox/oauth/authorize?state=b1' }),
    });
    renderApp({ routes: appRoutes, at: '/userInfo' });
    await userEvent.click(await screen.findByText('去绑定', {}, slow));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/pay/sandbox/oauth/authorize?state=b1'));
    expect(server.requests.filter((r) => r.path === DriverRoutes.oAuthBindUrl.path)).toHaveLength(1);
  });

  it('/userInfo outside WeChat says where an unbound WeChat can be bound, with nothing to tap', async () => {
    serve({ [at(DriverRoutes.loginInfo)]: ok({ ...me, thirdTypes: [] }) });
    renderApp({ routes: appRoutes, at: '/userInfo' });
    expect(await screen.findByText('未绑定', {}, slow)).toBeTruthy();
    expect(screen.getByText('在微信中打开本页即可绑定')).toBeTruthy();
    expect(screen.queryByText('去绑定')).toBeNull();
  });

  it('/cancellation lists the checks and blocks deletion while one fails', async () => {
    const result: DeletionCheckResult = {
      canDelete: false,
      items: [
        {
          key: 'walletBalance',
          title: '钱包余额已清零',
          description: '',
          blocking: true,
          passed: false,
          detail: '钱包余额 12.50元',
        },
        {
          key: 'groupMemberships',
          title: '群组资格',
          description: '',
          blocking: false,
          passed: false,
          detail: '注销后将失去：园区员工',
        },
      ],
    };
    serve({
      [at(DriverRoutes.accountDeleteCheckList)]: ok({ items: [] }),
      [at(DriverRoutes.accountDeleteCheckResult)]: ok(result),
    });
    renderApp({ routes: appRoutes, at: '/cancellation' });
    expect(await screen.findByText('钱包余额 12.50元', {}, slow)).toBeTruthy();
    expect(screen.getByRole('img', { name: '未满足' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '请知悉' })).toBeTruthy();
    const button = screen.getByRole('button', { name: '暂不满足注销条件' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
