import { API_BASE, ChargingRoutes, matchesPath, ParkRoutes, StorageKey, BasicRoutes } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig, aPage, aPark, aStation } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

describe('/collect', () => {
  it('needs login', async () => {
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    const { router } = renderApp({ routes: appRoutes, at: '/collect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcollect');
  });

  it('lists favourite parks and removes one', async () => {
    localStorage.setItem(StorageKey.token, 't');
    let favourites = [
      aPark({ parkName: '武林广场地下停车场', collected: true }),
      aPark({ parkName: '西湖文化广场地下停车场', collected: true }),
    ];
    const removed: string[] = [];
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(ParkRoutes.collectParks)]: () => ok(aPage(favourites)),
    });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://app.test').pathname.slice(API_BASE.length);
      if (init?.method === ParkRoutes.uncollectParks.method && matchesPath(ParkRoutes.uncollectParks, path)) {
        const id = decodeURIComponent(path.split('/').at(-1)!);
        removed.push(id);
        favourites = favourites.filter((p) => p.parkId !== id);
        return new Response(JSON.stringify(ok({ count: 1 })));
      }
      return server.fetch(input, init);
    });
    vi.stubGlobal('fetch', fetch);
    renderApp({ routes: appRoutes, at: '/collect' });
    expect(await screen.findByText('西湖文化广场地下停车场')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: '取消收藏' })[0]!);
    await waitFor(() => expect(screen.queryByText('武林广场地下停车场')).toBeNull());
    expect(screen.getByText('西湖文化广场地下停车场')).toBeTruthy();
    expect(removed).toHaveLength(1);
  });

  it('shows favourite stations on their tab, and an empty state for parks', async () => {
    localStorage.setItem(StorageKey.token, 't');
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
        [at(ParkRoutes.collectParks)]: ok(aPage([])),
        [at(ChargingRoutes.collectStations)]: ok(aPage([aStation({ stationName: '杭州东站快充站', collected: true })])),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/collect' });
    expect(await screen.findByText('还没有收藏的停车场')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '充电站' }));
    expect(await screen.findByText('杭州东站快充站')).toBeTruthy();
  });
});
