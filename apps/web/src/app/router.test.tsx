import { BasicRoutes, StorageKey } from '@parking/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../lib/storage';
import { at, fakeServer, ok } from '../test/fake-server';
import { renderApp, routeOf } from '../test/render-app';
import { selectRouteSet } from './embedded-routes';
import { routeGuardLoader } from './route-guard';
import type { AppRoute } from './routes';

const mounts: Record<string, number> = {};

/** A page with state of its own, counting its mounts, to see whether it was kept or remounted. */
const statefulPage = (name: string) =>
  function StatefulPage() {
    const [mounted] = useState(() => (mounts[name] = (mounts[name] ?? 0) + 1));
    const [taps, setTaps] = useState(0);
    return (
      <section aria-label={name}>
        <p>
          {name} mount {mounted}
        </p>
        <button type="button" onClick={() => setTaps((n) => n + 1)}>
          {name} taps {taps}
        </button>
      </section>
    );
  };

const shellRoutes: AppRoute[] = [
  routeOf('/home', statefulPage('home'), { tabBar: true }),
  { ...routeOf('/map', statefulPage('map'), { title: '地图', tabBar: true, keepAlive: true }), embedded: true },
  routeOf('/mine', statefulPage('mine'), { title: '我的', tabBar: true }),
  { ...routeOf('/404', () => <p>页面不存在</p>, { title: '页面不存在' }), embedded: true },
];

describe('shell', () => {
  it('redirects / to /home, keeping the query', async () => {
    const { router } = renderApp({ routes: shellRoutes, at: '/?from=wechat' });
    expect(await screen.findByLabelText('home')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/home?from=wechat');
  });

  it('shows the tab bar on the tab pages and switches tabs', async () => {
    const { router } = renderApp({ routes: shellRoutes, at: '/home' });
    await screen.findByLabelText('home');
    const tabs = screen.getByRole('navigation', { name: '主导航' });
    expect(tabs.textContent).toBe('首页地图我的');

    await userEvent.click(screen.getByText('我的'));

    expect(await screen.findByLabelText('mine')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mine');
  });

  it('has no tab bar on other pages', async () => {
    renderApp({ routes: shellRoutes, at: '/404' });
    await screen.findByText('页面不存在');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('shows the real 404 page for an unknown path, with a way back home', async () => {
    const { router } = renderApp({ routes: shellRoutes, at: '/no/such/page' });
    expect(await screen.findByText('页面不存在')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));

    await screen.findByLabelText('home');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('offers 返回上一页 on the 404 page when the driver came from a page of the app', async () => {
    const { router } = renderApp({ routes: shellRoutes, at: '/mine' });
    await screen.findByLabelText('mine');
    await act(() => router.navigate('/no/such/page'));
    await userEvent.click(await screen.findByRole('button', { name: '返回上一页' }));
    await screen.findByLabelText('mine');
    expect(router.state.location.pathname).toBe('/mine');
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('sets the title from the route meta, else the stored app name', async () => {
    localStorage.setItem(StorageKey.appName, '杭州停车');
    const { router } = renderApp({ routes: shellRoutes, at: '/mine' });
    await screen.findByLabelText('mine');
    await waitFor(() => expect(document.title).toBe('我的'));
    await act(() => router.navigate('/home'));
    await waitFor(() => expect(document.title).toBe('杭州停车'));
  });

  it('sends anonymous visitors of a login-only page to login, coming back afterwards', async () => {
    const routes = [...shellRoutes, routeOf('/wallet', () => <p>钱包</p>, { needLogin: true })];
    const { router } = renderApp({ routes, at: '/wallet?tab=1' });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fwallet%3Ftab%3D1'),
    );
  });

  it('lets a logged-in driver open a login-only page', async () => {
    const store = memoryStore({ [StorageKey.token]: 't' });
    const routes = [...shellRoutes, routeOf('/wallet', () => <p>钱包</p>, { needLogin: true })];
    renderApp({ routes, at: '/wallet', store });
    expect(await screen.findByText('钱包')).toBeTruthy();
  });
});

describe('keep-alive', () => {
  it('keeps the map mounted with its state while other tabs are shown, and remounts ordinary pages', async () => {
    for (const key of Object.keys(mounts)) delete mounts[key];
    const { router } = renderApp({ routes: shellRoutes, at: '/map' });
    await userEvent.click(await screen.findByRole('button', { name: 'map taps 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'map taps 1' }));

    await act(() => router.navigate('/home'));
    await screen.findByLabelText('home');
    const hiddenMap = screen.getByText('map mount 1', { exact: true }).closest('[hidden]');
    expect(hiddenMap).not.toBeNull();

    await act(() => router.navigate('/mine'));
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/map'));

    expect(await screen.findByRole('button', { name: 'map taps 2' })).toBeTruthy();
    expect(screen.getByText('map mount 1').closest('[hidden]')).toBeNull();
    expect(mounts).toEqual({ map: 1, home: 2, mine: 1 });
  });
});

describe('page loading failures', () => {
  it('offers 重新加载 when a page chunk cannot be loaded (e.g. after a deploy)', async () => {
    const broken: AppRoute = {
      path: '/map',
      page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/map-page-old.js')),
      meta: {},
    };
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    renderApp({ routes: [...shellRoutes.filter((r) => r.path !== '/map'), broken], at: '/map' });

    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows a generic error screen for other page errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('bug');
    };
    renderApp({ routes: [routeOf('/home', Crashing)], at: '/home' });
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('route guard wiring', () => {
  it('refills storage from reqJson before the page renders and drops reqJson from the URL', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({ [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '新平台' }) }).fetch,
    );
    const store = memoryStore({ [StorageKey.lat]: '30.2', [StorageKey.token]: 'stale' });
    const client = new QueryClient();
    const tokenSeenByPage: (string | undefined)[] = [];
    const Page = () => {
      tokenSeenByPage.push(store.get(StorageKey.token));
      return <p>首页内容</p>;
    };
    const reqJson = encodeURIComponent(JSON.stringify({ token: 'host-token', driverDealerId: 'd9' }));

    const { router } = renderApp({
      routes: [routeOf('/home', Page)],
      at: `/home?reqJson=${reqJson}`,
      store,
      client,
      guard: routeGuardLoader(client, store),
    });

    await screen.findByText('首页内容');
    expect(tokenSeenByPage.every((token) => token === 'host-token')).toBe(true);
    expect(router.state.location.search).toBe('');
    expect(store.get(StorageKey.lat)).toBe('30.2');
    expect(store.get(StorageKey.driverDealerId)).toBe('d9');
    await waitFor(() => expect(store.get(StorageKey.appName)).toBe('新平台'));
  });

  it('drops the previous dealer’s cached config when the dealer changes', async () => {
    const store = memoryStore({ [StorageKey.driverDealerId]: 'd1', [StorageKey.appName]: '旧平台' });
    const client = new QueryClient();
    client.setQueryData(['basic', 'menuConfigs'], { news: true });
    const guard = routeGuardLoader(client, store);
    const { router } = renderApp({ routes: shellRoutes, at: '/home', store, client, guard });
    await screen.findByLabelText('home');
    expect(client.getQueryData(['basic', 'menuConfigs'])).toEqual({ news: true });

    store.set(StorageKey.driverDealerId, 'd2');
    await act(() => router.navigate('/mine'));

    expect(client.getQueryData(['basic', 'menuConfigs'])).toBeUndefined();
    expect(store.get(StorageKey.appName)).toBeUndefined();
  });
});

describe('embedded mode', () => {
  it('serves the reduced list without the tab bar, starting at its start page', async () => {
    const { routes, startPath } = selectRouteSet(shellRoutes, true);
    const { router } = renderApp({ routes, startPath, at: '/' });
    await screen.findByLabelText('map');
    expect(router.state.location.pathname).toBe('/map');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();

    await act(() => router.navigate('/mine'));
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});
