import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchesPath, ParkRoutes, type AnyRoute } from '@parking/contracts';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aPage, aPark } from '../../../test/builders';
import { at, fakeServer, ok, type SentRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const wulin = aPark({ parkName: '武林广场地下停车场', latitude: 30.2721, longitude: 120.1638 });
const sentTo = (requests: SentRequest[], op: AnyRoute) =>
  requests.filter((r) => r.method === op.method && matchesPath(op, r.path));
const bodies = (requests: SentRequest[], op: AnyRoute) => sentTo(requests, op).map((r) => r.body);

describe('/search', () => {
  it('searches parks by keyword near the stored position and opens one on the map', async () => {
    localStorage.setItem('lat', '30.2717');
    localStorage.setItem('lng', '120.1598');
    const server = fakeServer({ [at(ParkRoutes.nearbySearchByName)]: ok(aPage([wulin])) });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp({ routes: appRoutes, at: '/search' });
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索停车场' }), '武林');
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    // One request for the settled keyword, not one per key.
    expect(bodies(server.requests, ParkRoutes.nearbySearchByName)).toEqual([
      { keyword: '武林', destLat: 30.2717, destLng: 120.1598, pageNo: 1 },
    ]);
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('武林')}`);
    await userEvent.click(screen.getByText('武林广场地下停车场'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(new URLSearchParams(router.state.location.search).get('parkId')).toBe(wulin.parkId);
  });

  it('says 暂无符合条件的停车点位 when nothing matches', async () => {
    vi.stubGlobal('fetch', fakeServer({ [at(ParkRoutes.nearbySearchByName)]: ok(aPage([])) }).fetch);
    renderApp({ routes: appRoutes, at: '/search?keyword=xyz' });
    expect(await screen.findByText('暂无符合条件的停车点位')).toBeTruthy();
  });

  it('asks nothing before a keyword is typed, and offers the city search', async () => {
    const server = fakeServer({});
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/search' });
    expect(await screen.findByRole('link', { name: '按城市查找停车场' })).toBeTruthy();
    expect(Object.values(ParkRoutes).flatMap((op) => sentTo(server.requests, op))).toEqual([]);
  });
});

describe('/searchPage', () => {
  it('lists the cities and searches parks by name in the chosen one', async () => {
    const server = fakeServer({
      [at(ParkRoutes.citys)]: ok({
        results: [
          { cityName: '杭州市', parkCount: 25 },
          { cityName: '苏州市', parkCount: 4 },
        ],
      }),
      [at(ParkRoutes.parksByName)]: ok(aPage([wulin])),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/searchPage' });
    await userEvent.click(await screen.findByRole('radio', { name: '苏州市（4）' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '停车场名称' }), '观前');
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    const [query] = sentTo(server.requests, ParkRoutes.parksByName);
    expect(Object.fromEntries(new URL(query!.url, 'http://x').searchParams)).toEqual({
      parkName: '观前',
      cityName: '苏州市',
      pageNo: '1',
    });
  });
});
