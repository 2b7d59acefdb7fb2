import { HomeEntryId, PlatBizType, StorageKey, type HomeFuncEntry } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { fail, fakeServer, ok } from '../../../test/fake-server';
import { aHomeEntry, aMenuConfig } from '../../../test/builders';
import { renderApp } from '../../../test/render-app';

const entries: HomeFuncEntry[] = [
  aHomeEntry(HomeEntryId.BAG, { entryName: '月卡办理', entryUrl: '/monthParking' }),
  aHomeEntry(HomeEntryId.COUPON, { entryName: '优惠券', entryUrl: '/discount' }),
  aHomeEntry(HomeEntryId.INVOICE, { entryName: '电子发票', entryUrl: '/invoiceManage', needLogin: true }),
];
// Coupons are switched off for this dealer, so the coupon entry must not show.
const menuConfig = aMenuConfig({ coupon: false, platBizType: PlatBizType.PARKING });

function serve(column: number) {
  vi.stubGlobal(
    'fetch',
    fakeServer({
      'GET /basic/v2/api/homeFuncEntries': ok({ list: entries, column }),
      'GET /basic/v2/api/menuConfigs': ok(menuConfig),
      'GET /basic/v2/api/applicationInfos': ok({ appId: 'a1', appName: '杭州停车' }),
    }).fetch,
  );
}

describe('home page', () => {
  it('shows the app name and the entries the menu config allows, with 48px icons in 5 columns', async () => {
    serve(5);
    renderApp({ routes: appRoutes, at: '/home' });

    expect(await screen.findByRole('heading', { name: '杭州停车' })).toBeTruthy();
    const labels = (await screen.findAllByRole('button', { name: /月卡办理|优惠券|电子发票/ })).map(
      (b) => b.textContent,
    );
    expect(labels).toEqual(['月卡办理', '电子发票']);
    const img = screen.getByRole('button', { name: '月卡办理' }).querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['48', '48']);
  });

  it('uses 60px icons in other column counts', async () => {
    serve(4);
    renderApp({ routes: appRoutes, at: '/home' });
    const button = await screen.findByRole('button', { name: '月卡办理' });
    expect(button.querySelector('img')?.getAttribute('width')).toBe('60');
  });

  it('shows a skeleton of the grid while the menu loads', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByLabelText('菜单加载中')).toBeTruthy();
  });

  it('shows an error state with 重试 when the menu cannot load, and recovers', async () => {
    let up = false;
    const server = fakeServer({
      'GET /basic/v2/api/homeFuncEntries': () => (up ? ok({ list: entries, column: 4 }) : fail('500', '服务异常')),
      'GET /basic/v2/api/menuConfigs': ok(menuConfig),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/home' });

    expect(await screen.findByText('菜单加载失败')).toBeTruthy();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '月卡办理' })).toBeTruthy();
  });

  it('opens an entry whose page is not built yet on the 404 page without breaking', async () => {
    serve(4);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '月卡办理' }));
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/monthParking');
  });

  it('sends an anonymous visitor of a login-only entry to login', async () => {
    serve(4);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '电子发票' }));
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2FinvoiceManage'));
  });

  it('prompts anonymous visitors to log in or register, and not logged-in drivers', async () => {
    serve(4);
    const { router, unmount } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginIndex'));
    unmount();

    localStorage.setItem(StorageKey.token, 't');
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '月卡办理' });
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
  });
});

describe('home header', () => {
  it('falls back to the default name when the app name cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeServer({ 'GET /basic/v2/api/applicationInfos': fail('500', '') }).fetch);
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByRole('heading', { name: '停车缴费' })).toBeTruthy();
  });
});

describe('vehicle shortcuts', () => {
  function serveCount(count: number | Error) {
    const server = fakeServer({
      'GET /basic/v2/api/homeFuncEntries': ok({ list: entries, column: 4 }),
      'GET /basic/v2/api/menuConfigs': ok(menuConfig),
      'GET /driver/v2/api/plateCount': count instanceof Error ? fail('500', '服务异常') : ok({ count }),
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  }

  it('asks a logged-in driver without vehicles to add one', async () => {
    localStorage.setItem(StorageKey.token, 't');
    serveCount(0);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '添加车辆' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addCar'));
  });

  it('does not prompt a driver who has vehicles, or when the count cannot be had', async () => {
    localStorage.setItem(StorageKey.token, 't');
    serveCount(2);
    const { unmount } = renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '月卡办理' });
    expect(screen.queryByRole('button', { name: '添加车辆' })).toBeNull();
    unmount();

    serveCount(new Error('down'));
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '月卡办理' });
    expect(screen.queryByRole('button', { name: '添加车辆' })).toBeNull();
  });

  it('does not ask for the count of an anonymous visitor, and leads everyone to pay by plate', async () => {
    const server = serveCount(0);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '月卡办理' });
    expect(server.requests.some((r) => r.path === '/driver/v2/api/plateCount')).toBe(false);
    expect(screen.queryByRole('button', { name: '添加车辆' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /车牌缴费/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateSearch'));
  });
});
