import {
  StorageKey,
  type LoginInfo,
  DriverRoutes,
  BasicRoutes,
  ParkingRoutes,
  VehicleRoutes,
  WalletRoutes,
} from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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
    [at(VehicleRoutes.plateCount)]: ok({ count: 2 }),
    [at(ParkingRoutes.countUnfinished)]: ok({ count: 3, parkingCount: 1, arrearsCount: 2 }),
    [at(WalletRoutes.balanceInfo)]: ok({
      walletId: 'w1',
      balanceFen: 12_350,
      withdrawableFen: 12_350,
      withdrawingFen: 0,
      enabled: true,
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const entryTitles = async () => {
  const list = await screen.findByLabelText('我的服务');
  await waitFor(() => expect(list.textContent).toContain('停车订单'));
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
    await waitFor(() => expect(screen.getByText('路内停车')).toBeTruthy());
    // Only entries whose screens this build has (none leads to 页面不存在).
    expect(await entryTitles()).toEqual([
      '停车订单',
      '我的车辆',
      '账户余额',
      '路内停车',
      '包月车辆',
      '充电订单',
      '占位订单',
      '充电卡',
      '即插即充',
      '优惠券',
      '邀请有礼',
      '金币计划',
      '发票管理',
      '停车记录',
      '预约记录',
      '优惠申请',
      '我的关注',
      '消息中心',
      '客服中心',
      '账号设置',
    ]);
  });

  it('every entry leads to a screen of this build, never to 页面不存在', async () => {
    localStorage.setItem(StorageKey.token, 't');
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    const titles = await entryTitles();
    const built = new Set(appRoutes.map((r) => r.path));
    for (const title of titles) {
      await userEvent.click(within(await screen.findByLabelText('我的服务')).getByText(title!));
      await waitFor(() => expect(built.has(router.state.location.pathname)).toBe(true));
      await router.navigate('/mine');
      await screen.findByLabelText('我的服务');
    }
  });

  it("shows a signed-in driver's balance with 充值, plates, orders to pay and cars in the park", async () => {
    localStorage.setItem(StorageKey.token, 't');
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    const summary = await screen.findByLabelText('我的概览');
    await waitFor(() => expect(summary.textContent).toContain('123.50元'));
    expect(summary.textContent).toContain('2我的车辆');
    expect(summary.textContent).toContain('2待补缴');
    expect(summary.textContent).toContain('1停车中');
    await userEvent.click(screen.getByRole('alert'));
    await waitFor(() => expect(router.state.location.search).toBe('?requestType=2'));
    expect(router.state.location.pathname).toBe('/orderRecord');
  });

  it('shows no balance when the dealer has none, and no figures to a visitor', async () => {
    localStorage.setItem(StorageKey.token, 't');
    const server = serve(aMenuConfig({ walletPlan: false, supportBalance: false }));
    renderApp({ routes: appRoutes, at: '/mine' });
    const summary = await screen.findByLabelText('我的概览');
    await waitFor(() => expect(summary.textContent).toContain('2待补缴'));
    expect(summary.textContent).not.toContain('账户余额');
    expect(server.requests.some((r) => r.path.endsWith('/balanceInfo'))).toBe(false);
  });

  it('sends an anonymous visitor to login first, coming back to the entry afterwards', async () => {
    serve();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    await entryTitles();
    await userEvent.click(screen.getByText('我的车辆'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FcarManage');
  });

  it('shows a visitor no figures', async () => {
    serve();
    renderApp({ routes: appRoutes, at: '/mine' });
    await entryTitles();
    expect(screen.queryByLabelText('我的概览')).toBeNull();
  });
});
