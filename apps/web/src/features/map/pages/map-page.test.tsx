import { ChargingRoutes, ParkRoutes, StorageKey, type AnyRoute, BasicRoutes } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig, aPage, aPark, aStation } from '../../../test/builders';
import { at, fail, fakeServer, ok, type Reply, type SentRequest } from '../../../test/fake-server';
import { fakeGeolocation, withGeolocation } from '../../../test/geolocation';
import { positionSource } from '../../../location/position-store';
import { renderApp } from '../../../test/render-app';
import { resetMapSdk } from '../lib/map-sdk';

// The host's scanner, as 扫码充电 on a station's sheet opens it (issue 44): it reads a gun's code.
vi.mock('../../../lib/scan-qr', async (original) => ({
  ...(await original<object>()),
  scanQrCode: () => Promise.resolve('hlht://33010001.MA01H3BQ2/'),
}));

const wulin = aPark({
  parkName: '武林广场地下停车场',
  leftParkSpaceNum: 620,
  totalParkSpaceNum: 620,
  supportBag: true,
  leftBagSpaceNum: 124,
});
const dasha = aPark({
  parkName: '杭州大厦购物城停车场',
  leftParkSpaceNum: 0,
  totalParkSpaceNum: 700,
  latitude: 30.2745,
  longitude: 120.1617,
});
const station = aStation({ stationName: '武林广场充电站' });

function serve(routes: Record<string, Reply> = {}) {
  const server = fakeServer({
    [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
    [at(BasicRoutes.getAk)]: ok({ ak: '' }),
    [at(BasicRoutes.getMapType)]: ok({ type: 1, bmapAk: '' }),
    [at(ParkRoutes.nearbyParks)]: ok(aPage([wulin, dasha], 2)),
    [at(ChargingRoutes.nearbyStations)]: ok(aPage([station])),
    ...routes,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
const sentTo = (requests: SentRequest[], op: AnyRoute) => requests.filter((r) => `${r.method} ${r.path}` === at(op));
const bodyOf = (requests: SentRequest[], op: AnyRoute) => sentTo(requests, op)[0]?.body as Record<string, unknown>;

beforeEach(() => resetMapSdk());
afterEach(() => withGeolocation(undefined));

describe('map page: locating', () => {
  it('says 浏览器不支持地理定位。 when the browser has no geolocation', async () => {
    serve();
    withGeolocation(undefined);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('浏览器不支持地理定位。')).toBeTruthy();
  });

  it('refused, it offers a city and a search besides 重新定位', async () => {
    serve();
    fakeGeolocation(['deny']);
    positionSource.relocate();
    const { router } = renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('停车点查询失败')).toBeTruthy();
    expect(screen.getByRole('link', { name: '搜索停车场' }).getAttribute('href')).toBe('/search');
    await userEvent.click(screen.getByRole('link', { name: '选择城市' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchPage'));
  });

  it('says 停车点查询失败 when locating fails, and finds parks after locating again', async () => {
    serve();
    const locate = fakeGeolocation(['deny', 'grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('停车点查询失败')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: '重新定位' })[0]!);
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(2);
  });

  it('asks for parks around the GPS fix converted to GCJ-02, and stores it for the other pages', async () => {
    const server = serve();
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    await screen.findByText('武林广场地下停车场');
    const body = bodyOf(server.requests, ParkRoutes.nearbyParks);
    // WGS-84 30.2741,120.1551 is about 30.2717,120.1598 in GCJ-02.
    expect(body.destLat).toBeCloseTo(30.2717, 3);
    expect(body.destLng).toBeCloseTo(120.1598, 3);
    expect(body.pageNo).toBe(1);
    expect(Number(localStorage.getItem(StorageKey.lat))).toBeCloseTo(30.2717, 3);
  });

  it('uses the lng/lat of the query instead of asking the browser', async () => {
    const server = serve();
    const locate = fakeGeolocation(['wait']);
    renderApp({ routes: appRoutes, at: '/map?lat=30.1&lng=120.2' });
    await screen.findByText('武林广场地下停车场');
    expect(bodyOf(server.requests, ParkRoutes.nearbyParks)).toMatchObject({ destLat: 30.1, destLng: 120.2 });
    expect(locate).not.toHaveBeenCalled();
  });

  it('does not ask for the position when the page loads: the driver taps 定位, then parks are found', async () => {
    serve();
    const locate = fakeGeolocation(['grant']);
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('定位后查看附近地点')).toBeTruthy();
    expect(locate).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: '定位' })[0]!);
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(1);
  });

  it('shows the places around the position of an earlier visit without asking again', async () => {
    serve();
    const locate = fakeGeolocation(['grant']);
    localStorage.setItem(StorageKey.lat, '30.2717');
    localStorage.setItem(StorageKey.lng, '120.1598');
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    expect(locate).not.toHaveBeenCalled();
  });
});

describe('map page: the fallback view', () => {
  it('shows the schematic and the list when the map has no key, with availability on each place', async () => {
    serve();
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      '地图暂不可用，已为您显示附近地点示意图与列表',
    );
    const schematic = screen.getByRole('group', { name: /示意图/ });
    expect(within(schematic).getByRole('button', { name: '武林广场地下停车场，空位 620' })).toBeTruthy();
    expect(
      within(schematic)
        .getByRole('button', { name: '杭州大厦购物城停车场，空位 0' })
        .querySelector('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('full');
    expect(screen.getByText('附近 2 个停车点')).toBeTruthy();
    expect(screen.getByText('无更多停车点')).toBeTruthy();
  });

  it('opens a detail sheet with navigation by AMap and Baidu from a place on the schematic', async () => {
    serve();
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    await userEvent.click(await screen.findByRole('button', { name: '武林广场地下停车场，空位 620' }));
    const sheet = await screen.findByRole('dialog', { name: '武林广场地下停车场' });
    expect(within(sheet).getByText('月租剩余')).toBeTruthy();
    expect(within(sheet).getByText('124')).toBeTruthy();
    expect(within(sheet).getByText('首小时10元')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '高德地图导航' }).getAttribute('href')).toContain(
      'https://uri.amap.com/marker?position=120.1638%2C30.2721',
    );
    expect(within(sheet).getByRole('link', { name: '百度地图导航' }).getAttribute('href')).toMatch(
      /^https:\/\/api\.map\.baidu\.com\/marker\?location=30\.27/,
    );
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('scans a gun from a station’s sheet (扫码充电) and lands on it', async () => {
    localStorage.setItem(StorageKey.token, 'driver-token');
    serve();
    fakeGeolocation(['wait']);
    positionSource.relocate(); // the driver tapped 定位
    const { router } = renderApp({
      routes: appRoutes,
      at: `/map?isFromHome=2&stationId=${station.stationId}&isDetailCharge=1&lng=120.1641&lat=30.2722`,
    });
    const sheet = await screen.findByRole('dialog', { name: '武林广场充电站' });
    expect(within(sheet).getByRole('link', { name: '充电枪与电价' }).getAttribute('href')).toBe(
      `/chargeStationDetail?stationId=${station.stationId}`,
    );
    await userEvent.click(within(sheet).getByRole('button', { name: '扫码充电' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
    expect(router.state.location.search).toBe('?gunNo=33010001');
    localStorage.removeItem(StorageKey.token);
  });

  it('opens the detail of the parkId in the query (isDetailPark=1)', async () => {
    serve();
    fakeGeolocation(['wait']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: `/map?parkId=${dasha.parkId}&isDetailPark=1&lng=120.1617&lat=30.2745` });
    expect(await screen.findByRole('dialog', { name: '杭州大厦购物城停车场' })).toBeTruthy();
  });

  it('sends a visitor who taps 收藏 to log in, and back', async () => {
    serve();
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    const { router } = renderApp({ routes: appRoutes, at: '/map' });
    await userEvent.click(await screen.findByRole('button', { name: '武林广场地下停车场，空位 620' }));
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fmap');
  });

  it('adds a favourite for a signed-in driver and shows it as 已收藏', async () => {
    localStorage.setItem(StorageKey.token, 't');
    let collected = false;
    const server = serve({
      [at(ParkRoutes.nearbyParks)]: () => ok(aPage([{ ...wulin, collected }])),
      [at(ParkRoutes.collectPark)]: () => {
        collected = true;
        return ok({ count: 1 });
      },
    });
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    await userEvent.click(await screen.findByRole('button', { name: '武林广场地下停车场，空位 620' }));
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy();
    expect(bodyOf(server.requests, ParkRoutes.collectPark)).toEqual({ parkId: wulin.parkId });
  });
});

describe('map page: filters, stations, empty and failed lists', () => {
  it.each([
    ['/map?parkType=monthActive', 'nearbyBagParks'],
    ['/map?parkType=bookActive', 'nearByCanBookParks'],
  ] as const)('%s asks %s', async (url, name) => {
    const server = serve({ [at(ParkRoutes[name])]: ok(aPage([wulin])) });
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: url });
    await screen.findByText('武林广场地下停车场');
    expect(sentTo(server.requests, ParkRoutes[name])).not.toEqual([]);
  });

  it('switches filter by its chip', async () => {
    const server = serve({ [at(ParkRoutes.nearByCanBookParks)]: ok(aPage([])) });
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    await screen.findByText('武林广场地下停车场');
    await userEvent.click(screen.getByRole('button', { name: '可预约' }));
    expect(await screen.findByText('暂无符合条件的停车点位')).toBeTruthy();
    expect(sentTo(server.requests, ParkRoutes.nearByCanBookParks)).not.toEqual([]);
  });

  it('shows charging stations with isFromHome=2', async () => {
    serve();
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map?isFromHome=2' });
    expect(await screen.findByText('武林广场充电站')).toBeTruthy();
    expect(screen.getByText('1.25元/度')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '充电站' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says 暂无符合条件的充电站 when there is none', async () => {
    serve({ [at(ChargingRoutes.nearbyStations)]: ok(aPage([])) });
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map?isFromHome=2' });
    expect(await screen.findByText('暂无符合条件的充电站')).toBeTruthy();
  });

  it('offers no station tab to a parking-only dealer', async () => {
    serve({ [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig({ platBizType: 1, charging: false })) });
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map?isFromHome=2' });
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '充电站' })).toBeNull();
  });

  it('says 停车点查询失败 with a retry when the park query fails', async () => {
    serve({ [at(ParkRoutes.nearbyParks)]: fail('500', '服务异常') });
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('停车点查询失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
