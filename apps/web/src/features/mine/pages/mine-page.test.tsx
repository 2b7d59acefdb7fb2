import { StorageKey, type LoginInfo, DriverRoutes, BasicRoutes } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const me: LoginInfo = {
  driverId: 'd1',
  dealerId: '330100',
  phone: '138****8000',
  phoneBound: true,
  nickName: '老王',
  userName: '',
  hasPassword: true,
  thirdTypes: [],
};

function serve(menu = aMenuConfig(), info: LoginInfo = me) {
  const server = fakeServer({
    [at(BasicRoutes.menuConfigs)]: ok(menu),
    [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
    [at(DriverRoutes.loginInfo)]: ok(info),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const entryTitles = async () => {
  const list = await screen.findByLabelText('我的服务');
  await waitFor(() => expect(list.textContent).toContain('优惠券'));
  return [...list.querySelectorAll('.adm-list-item-content-main')].map((e) => e.textContent);
};

describe('mine page', () => {
  it('offers 登录/注册 to anonymous visitors, leading to /loginIndex', async () => {
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    await userEvent.click(await screen.findByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginIndex'));
  });

  it("shows a logged-in driver's nickname and masked phone, leading to the profile", async () => {
    localStorage.setItem(StorageKey.token, 't');
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    expect(await screen.findByText('老王')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /个人信息$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userInfo'));
  });

  it('asks a WeChat driver without a phone to bind one', async () => {
    localStorage.setItem(StorageKey.token, 't');
    serve(aMenuConfig(), { ...me, phone: null, phoneBound: false, nickName: '微信用户' });
    renderApp({ routes: appRoutes, at: '/mine' });
    expect(await screen.findByText('未绑定手机号，点击绑定')).toBeTruthy();
  });

  it("lists the entries of the dealer's features, the wallet by its flags", async () => {
    localStorage.setItem(StorageKey.token, 't');
    serve(aMenuConfig({ walletPlan: false, supportBalance: true }));
    renderApp({ routes: appRoutes, at: '/mine' });
    expect(await entryTitles()).toEqual([
      '我的车辆',
      '账户余额',
      '优惠券',
      '发票管理',
      '停车记录',
      '客服中心',
      '账号设置',
    ]);
  });

  it('sends an anonymous visitor to login first, coming back to the entry afterwards', async () => {
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    await entryTitles();
    await userEvent.click(screen.getByText('我的车辆'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FcarManage');
  });

  it('opens customer service without a login', async () => {
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    await entryTitles();
    await userEvent.click(screen.getByText('客服中心'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customerService/index'));
  });
});
