import {
  ChargingRoutes,
  HomeEntryId,
  ParkRoutes,
  PlatBizType,
  StorageKey,
  VehicleRoutes,
  type HomeFuncEntry,
  ParkingRoutes,
  BasicRoutes,
  PublicityRoutes,
} from '@parking/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, fakeServer, ok, type Reply } from '../../../test/fake-server';
import { aHomeEntry, aMenuConfig, aPage, aPark, aStation } from '../../../test/builders';
import { fakeGeolocation, withGeolocation } from '../../../test/geolocation';
import { positionSource } from '../../../location/position-store';
import { renderApp } from '../../../test/render-app';

const entries: HomeFuncEntry[] = [
  aHomeEntry(HomeEntryId.PARK_COLLECTION, { entryName: '收藏车场', entryUrl: '/collect' }),
  // No screen in this build: left out, so no entry leads to 页面不存在.
  aHomeEntry(HomeEntryId.BAG, { entryName: '月卡办理', entryUrl: '/monthParking' }),
  aHomeEntry(HomeEntryId.COUPON, { entryName: '优惠券', entryUrl: '/discount' }),
  aHomeEntry(HomeEntryId.DIFF_TIME, { entryName: '错时共享', entryUrl: '/wrongTimeShare', needLogin: true }),
  aHomeEntry(HomeEntryId.ACCOUNT_RECHARGE, { entryName: '余额充值', entryUrl: '/accountBalance', needLogin: true }),
];
// Coupons are switched off for this dealer, so the coupon entry must not show.
const menuConfig = aMenuConfig({ coupon: false, platBizType: PlatBizType.PARKING });

function serve(column: number) {
  vi.stubGlobal(
    'fetch',
    fakeServer({
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column }),
      [at(BasicRoutes.menuConfigs)]: ok(menuConfig),
      [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
    }).fetch,
  );
}

describe('home page', () => {
  it('shows the app name and the entries the menu config allows, with 48px icons in 5 columns', async () => {
    serve(5);
    renderApp({ routes: appRoutes, at: '/home' });

    expect(await screen.findByRole('heading', { name: '杭州停车' })).toBeTruthy();
    const labels = (await screen.findAllByRole('button', { name: /收藏车场|月卡办理|优惠券|余额充值/ })).map(
      (b) => b.textContent,
    );
    expect(labels).toEqual(['收藏车场', '月卡办理', '余额充值']);
    const img = screen.getByRole('button', { name: '收藏车场' }).querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['48', '48']);
  });

  it('uses 60px icons in other column counts', async () => {
    serve(4);
    renderApp({ routes: appRoutes, at: '/home' });
    const button = await screen.findByRole('button', { name: '收藏车场' });
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
      [at(BasicRoutes.homeFuncEntries)]: () => (up ? ok({ list: entries, column: 4 }) : fail('500', '服务异常')),
      [at(BasicRoutes.menuConfigs)]: ok(menuConfig),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/home' });

    expect(await screen.findByText('菜单加载失败')).toBeTruthy();
    up = true;
    await userEvent.click(
      within(screen.getByRole('region', { name: '服务菜单' })).getByRole('button', { name: '重试' }),
    );
    expect(await screen.findByRole('button', { name: '收藏车场' })).toBeTruthy();
  });

  it('shows 月卡办理 now that monthly plans have screens', async () => {
    serve(4);
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '收藏车场' });
    expect(screen.queryByRole('button', { name: '月卡办理' })).not.toBeNull();
  });

  it('shows 错时共享 now that off-peak sharing has screens', async () => {
    serve(4);
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '收藏车场' });
    expect(screen.queryByRole('button', { name: '错时共享' })).not.toBeNull();
  });

  it('sends an anonymous visitor of a login-only entry to login', async () => {
    serve(4);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '余额充值' }));
    // The guard redirects once the balance page's module is loaded: its first transform is slow on a busy machine.
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2FaccountBalance'), {
      timeout: 15_000,
    });
  });

  it('prompts anonymous visitors to log in or register, and not logged-in drivers', async () => {
    serve(4);
    const { router, unmount } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginIndex'));
    unmount();

    localStorage.setItem(StorageKey.token, 't');
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '收藏车场' });
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
  });
});

describe('home header', () => {
  it('falls back to the default name when the app name cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeServer({ [at(BasicRoutes.applicationInfos)]: fail('500', '') }).fetch);
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByRole('heading', { name: '停车缴费' })).toBeTruthy();
  });
});

describe('home banner', () => {
  const ads = [
    { advertId: 'a1', picUrl: 'https://cdn.test/1.png', advertUrl: '/newsList', bgColor: '#2563EB' },
    { advertId: 'a2', picUrl: 'https://cdn.test/2.png', advertUrl: '', bgColor: '' },
  ];
  const withAds = (reply: Reply) => {
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(menuConfig),
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 4 }),
      [at(PublicityRoutes.advertisings)]: reply,
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  };

  it("shows the ads of the driver's located city, and opens an ad's in-app link", async () => {
    localStorage.setItem(StorageKey.locationCity, '杭州市');
    const server = withAds(ok({ results: ads }));
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    const first = await screen.findByRole('img', { name: '广告 1' });
    expect(first.getAttribute('src')).toBe('https://cdn.test/1.png');
    expect(server.requests.find((r) => r.path === PublicityRoutes.advertisings.path)?.body).toEqual({
      cityName: '杭州市',
    });
    await userEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsList'));
  });

  it('asks for the ads of 全国 when the city is unknown', async () => {
    const server = withAds(ok({ results: ads }));
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('img', { name: '广告 1' });
    expect(server.requests.find((r) => r.path === PublicityRoutes.advertisings.path)?.body).toEqual({
      cityName: '全国',
    });
  });

  it.each([
    ['fails', fail('500', '服务异常')],
    ['returns no ad', ok({ results: [] })],
    ['cannot reach the server', new TypeError('Failed to fetch')],
  ])('shows the default banner when the ad call %s, without an error toast', async (_case, reply) => {
    withAds(reply);
    renderApp({ routes: appRoutes, at: '/home' });
    const banner = await screen.findByRole('img', { name: '找车位 缴停车费' });
    expect(banner.getAttribute('src')).toMatch(/default-banner|^data:image\/svg\+xml/);
    expect(screen.queryByRole('img', { name: '广告 1' })).toBeNull();
  });

  it('keeps the banner box in place while the ads load', async () => {
    withAds(() => new Promise(() => undefined));
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByLabelText('广告加载中')).toBeTruthy();
  });
});

describe('home news', () => {
  const item = (n: number) => ({
    newsId: `00000000-0000-4000-8000-00000000000${n}`,
    title: `资讯 ${n}`,
    summary: `摘要 ${n}`,
    publishTime: '2026-11-18T02:00:00.000Z',
    imgUrl: '',
  });

  const withNews = (news: boolean) => {
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig({ news })),
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 4 }),
      [at(PublicityRoutes.news)]: ok({ results: [item(1), item(2), item(3)], totalRecord: 7 }),
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  };

  it('shows the first 3 news items, asking for page 1 of 3, and opens one', async () => {
    const server = withNews(true);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    const section = await screen.findByRole('region', { name: '停车资讯' });
    await within(section).findByText('资讯 1');
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      '更多',
      expect.stringContaining('资讯 1'),
      expect.stringContaining('资讯 2'),
      expect.stringContaining('资讯 3'),
    ]);
    expect(within(section).getAllByText('2026-11-18')).toHaveLength(3);
    const request = server.requests.find((r) => r.path === PublicityRoutes.news.path);
    expect(new URL(request!.url, 'http://x').search).toBe('?pageNo=1&pageSize=3');

    await userEvent.click(within(section).getByText('资讯 2'));
    await waitFor(() => expect(router.state.location.search).toBe(`?newId=${item(2).newsId}`));
    expect(router.state.location.pathname).toBe('/newsDetail');
  });

  it('shows no news and asks for none when the news feature is off', async () => {
    const server = withNews(false);
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '收藏车场' });
    expect(screen.queryByRole('region', { name: '停车资讯' })).toBeNull();
    expect(server.requests.some((r) => r.path === PublicityRoutes.news.path)).toBe(false);
  });
});

describe('home nearby', () => {
  const parks = ['最近的车场', '第二近的车场', '第三近的车场', '第四近的车场'].map((parkName, i) =>
    aPark({ parkName, distance: 100 * (i + 1) }),
  );
  const stations = ['充电站一', '充电站二', '充电站三'].map((stationName) => aStation({ stationName }));
  const withNearby = (platBizType: 1 | 2 | 3, found = parks) => {
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig({ platBizType, news: false })),
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 4 }),
      [at(ParkRoutes.nearbyParksHome)]: ok(aPage(found, 12)),
      [at(ChargingRoutes.nearbyStations)]: ok(aPage(stations)),
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  };
  afterEach(() => withGeolocation(undefined));

  it('shows the nearest park, then items 2 to 4, and remembers the city for the ads', async () => {
    const server = withNearby(1);
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    const section = await screen.findByRole('region', { name: '附近停车场' });
    await within(section).findByText('最近的车场');
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent?.match(/^\S+车场/)?.[0]),
    ).toEqual(['最近的车场', '第二近的车场', '第三近的车场', '第四近的车场']);
    expect(within(section).getByText('离您最近')).toBeTruthy();
    expect(server.requests.find((r) => `${r.method} ${r.path}` === at(ParkRoutes.nearbyParksHome))?.body).toMatchObject(
      {
        pageSize: 4,
      },
    );
    await waitFor(() => expect(localStorage.getItem(StorageKey.locationCity)).toBe('杭州市'));
    await userEvent.click(within(section).getByText('第三近的车场'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(new URLSearchParams(router.state.location.search).get('isDetailPark')).toBe('1');
  });

  it('does not ask for the position on load: 附近 offers 定位, and tapping it finds the parks', async () => {
    withNearby(1);
    const locate = fakeGeolocation(['grant']);
    renderApp({ routes: appRoutes, at: '/home' });
    const section = await screen.findByRole('region', { name: '附近停车场' });
    expect(await within(section).findByText('定位后查看附近地点')).toBeTruthy();
    expect(locate).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole('button', { name: '定位' }));
    expect(await within(section).findByText('最近的车场')).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(1);
  });

  it('tapping the 附近充电站 tab is asking for what is near: the position is asked for then', async () => {
    withNearby(3);
    const locate = fakeGeolocation(['grant']);
    renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('tab', { name: '附近充电站' }));
    expect(await screen.findByText('充电站一')).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(1);
  });

  it('shows the nearest 3 charging stations for a charging-only dealer', async () => {
    const server = withNearby(2);
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/home' });
    const section = await screen.findByRole('region', { name: '附近充电站' });
    expect(await within(section).findByText('充电站三')).toBeTruthy();
    expect(
      server.requests.find((r) => `${r.method} ${r.path}` === at(ChargingRoutes.nearbyStations))?.body,
    ).toMatchObject({
      source: 'home',
    });
  });

  it('offers parks and stations side by side for a dealer with both', async () => {
    withNearby(3);
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByText('最近的车场');
    await userEvent.click(screen.getByRole('tab', { name: '附近充电站' }));
    expect(await screen.findByText('充电站一')).toBeTruthy();
  });

  it('says 暂无符合条件的停车点位 when no park is near', async () => {
    withNearby(1, []);
    fakeGeolocation(['grant']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByText('暂无符合条件的停车点位')).toBeTruthy();
  });

  it('says 浏览器不支持地理定位。 without geolocation, and 停车点查询失败 when locating fails', async () => {
    withNearby(1);
    withGeolocation(undefined);
    positionSource.relocate(); // the driver tapped 定位
    const { unmount } = renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByText('浏览器不支持地理定位。')).toBeTruthy();
    unmount();
    positionSource.reset();
    fakeGeolocation(['deny']);
    positionSource.relocate(); // the driver tapped 定位
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByText('停车点查询失败')).toBeTruthy();
  });
});

describe('home for a signed-in driver', () => {
  const parking = (plateId: string, formatPlateNo: string) => ({
    plateId,
    plateNo: formatPlateNo.replace('·', ''),
    plateColor: null,
    formatPlateNo,
    uniqueId: `u-${plateId}`,
    parkId: `k-${plateId}`,
    parkName: '武林广场地下停车场',
    parkStartTime: '2026-11-21T01:00:00.000Z',
  });
  const bill = (plateId: string, overrides: object = {}) => ({
    ...parking(plateId, '浙A·12345'),
    parkFee: 1250,
    parkFeeSucc: true,
    isBagCar: false,
    inFreePeriod: false,
    inPackageZone: false,
    freeMinutes: 15,
    inGracePeriod: false,
    graceUntil: null,
    ...overrides,
  });
  const signedIn = (routes: Record<string, Reply>) => {
    localStorage.setItem(StorageKey.token, 't');
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig({ news: false, platBizType: 1 })),
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 4 }),
      [at(VehicleRoutes.plateCount)]: ok({ count: 2 }),
      [at(ParkingRoutes.parkOrders)]: ok({ results: [], totalRecord: 0 }),
      ...routes,
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  };

  it('shows a card per parked plate: 查询中, then the fee; swiping loads the next plate and a card opens for payment', async () => {
    let release: () => void = () => undefined;
    const server = signedIn({
      [at(ParkingRoutes.boundVehicleParkingBills)]: ok([parking('p1', '浙A·12345'), parking('p2', '浙B·88888')]),
      [at(ParkingRoutes.boundVehicleParkingBill)]: (req) => {
        const plateId = new URL(req.url, 'http://x').searchParams.get('plateId')!;
        if (plateId === 'p2') return ok(bill('p2', { inFreePeriod: true }));
        return new Promise((resolve) => (release = () => resolve(ok(bill('p1')))));
      },
    });
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    const cards = await screen.findByRole('group', { name: '在停车辆卡片' });
    expect((await within(cards).findAllByText('查询中')).length).toBeGreaterThan(0);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    release();
    expect(await within(cards).findByText('12.50元')).toBeTruthy();
    // Only the card on screen asked for its bill.
    const asked = () =>
      server.requests
        .filter((r) => r.path.endsWith('/boundVehicleParkingBill'))
        .map((r) => new URL(r.url, 'http://x').searchParams.get('plateId'));
    expect(asked()).toEqual(['p1']);

    const track = cards;
    Object.defineProperty(track, 'clientWidth', { value: 300, configurable: true });
    Object.defineProperty(track, 'scrollLeft', { value: 300, configurable: true });
    fireEvent.scroll(track);
    expect(await within(cards).findByText('免费时段内')).toBeTruthy();
    expect(asked()).toEqual(['p1', 'p2']);

    await userEvent.click(within(cards).getByText('12.50元'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
    expect(router.state.location.search).toBe('?uniqueId=u-p1&parkId=k-p1');
  });

  it("shows '--' when a fee could not be worked out, and the no-parking text without parked plates", async () => {
    signedIn({
      [at(ParkingRoutes.boundVehicleParkingBills)]: ok([parking('p1', '浙A·12345')]),
      [at(ParkingRoutes.boundVehicleParkingBill)]: ok(bill('p1', { parkFeeSucc: false })),
    });
    const { unmount } = renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByText('--')).toBeTruthy();
    unmount();
    signedIn({ [at(ParkingRoutes.boundVehicleParkingBills)]: ok([]) });
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByText('暂无在停车辆')).toBeTruthy();
  });

  it('a paid car reads 已缴 with the minutes left to leave, and opens its order, not the pay page', async () => {
    const graceUntil = new Date(Date.now() + 9 * 60_000 - 5_000).toISOString();
    signedIn({
      [at(ParkingRoutes.boundVehicleParkingBills)]: ok([parking('p1', '浙A·12345')]),
      [at(ParkingRoutes.boundVehicleParkingBill)]: ok(bill('p1', { parkFee: 0, inGracePeriod: true, graceUntil })),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    const cards = await screen.findByRole('group', { name: '在停车辆卡片' });
    expect(await within(cards).findByText('已缴')).toBeTruthy();
    expect(within(cards).getByText(/^请于 \d\d:\d\d 前离场，还剩 9 分钟$/)).toBeTruthy();
    expect(within(cards).queryByText('去缴费')).toBeNull();
    await userEvent.click(within(cards).getByText('已缴'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderRecordDetail'));
    expect(router.state.location.search).toBe('?uniqueId=u-p1&parkId=k-p1');
  });

  it('puts what is owed first: the parked cars above the banner and the menu, with 全部订单', async () => {
    signedIn({ [at(ParkingRoutes.boundVehicleParkingBills)]: ok([]) });
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    const parked = await screen.findByRole('region', { name: '在停车辆' });
    const menu = screen.getByRole('region', { name: '服务菜单' });
    expect(parked.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const banner = screen.getByRole('region', { name: /广告/ });
    expect(parked.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(parked).getByRole('link', { name: '全部订单 ›' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderRecord'));
  });

  it.each([
    [1, '/payPage?uniqueId=a1&parkId=k1&isArreas=1', '浙A·12345 有 1 笔欠费待补缴'],
    [3, '/multiPayPage?arrearsOnly=1', '您有 3 笔欠费待补缴'],
  ])('with %i arrears the banner leads to %s', async (n, to, text) => {
    const arrears = Array.from({ length: n }, (_, i) => ({
      uniqueId: `a${i + 1}`,
      parkId: `k${i + 1}`,
      formatPlateNo: '浙A·12345',
    }));
    const server = signedIn({
      [at(ParkingRoutes.parkOrders)]: ok({ results: arrears, totalRecord: n }),
      [at(ParkingRoutes.boundVehicleParkingBills)]: ok([]),
    });
    renderApp({ routes: appRoutes, at: '/home' });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(text);
    expect(banner.getAttribute('href')).toBe(to);
    const asked = server.requests.find((r) => r.path === ParkingRoutes.parkOrders.path)!;
    expect(new URL(asked.url, 'http://x').search).toBe('?requestType=2&pageNo=1&pageSize=999');
  });

  it('prompts a driver without plates to add a vehicle', async () => {
    signedIn({ [at(VehicleRoutes.plateCount)]: ok({ count: 0 }) });
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: '添加车辆' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addCar'));
  });

  it('shows none of it to a visitor', async () => {
    const server = fakeServer({ [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 4 }) });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '登录/注册' });
    expect(server.requests.some((r) => r.path.startsWith('/charge') || r.path.startsWith('/driver'))).toBe(false);
  });
});

describe('pay by plate from home', () => {
  it('leads every visitor to the plate entry screen without asking for the plate count', async () => {
    const server = fakeServer({
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 4 }),
      [at(BasicRoutes.menuConfigs)]: ok(menuConfig),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('button', { name: '收藏车场' });
    expect(server.requests.some((r) => `${r.method} ${r.path}` === at(VehicleRoutes.plateCount))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /车牌缴费/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateSearch'));
  });
});

// Issue 44: notices had no entry on home.
describe('the notice bar', () => {
  const announcement = {
    noticeType: 'announcement',
    title: '12月5日 02:00-04:00 系统维护',
    content: '<p>维护期间暂停线上缴费</p>',
    version: '1',
    publishTime: '2026-12-01T02:00:00.000Z',
  };
  function serveNotice(reply: Reply) {
    const server = fakeServer({
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 5 }),
      [at(BasicRoutes.menuConfigs)]: ok(menuConfig),
      [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
      [at(BasicRoutes.viewNotice)]: reply,
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  }

  it('shows the dealer’s latest announcement, opens it, and hides for the visit when closed', async () => {
    sessionStorage.clear();
    const server = serveNotice(ok(announcement));
    const asked = () => server.requests.filter((r) => r.path === BasicRoutes.viewNotice.path).length;
    const { unmount } = renderApp({ routes: appRoutes, at: '/home' });
    const bar = await screen.findByRole('complementary', { name: '公告' });
    expect(within(bar).getByRole('link', { name: announcement.title }).getAttribute('href')).toBe('/newNotice');
    await userEvent.click(within(bar).getByRole('button', { name: '关闭公告' }));
    expect(screen.queryByRole('complementary', { name: '公告' })).toBeNull();
    unmount();
    // Home again in the same visit: the notice is read again, and stays closed.
    renderApp({ routes: appRoutes, at: '/home' });
    await waitFor(() => expect(asked()).toBe(2));
    await screen.findByRole('heading', { name: '杭州停车' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: '公告' })).toBeNull();
  });

  it('shows the newest bulletin when it is newer than the announcement, opening it on the 公告栏', async () => {
    sessionStorage.clear();
    const bulletin = {
      noticeId: '7c1b2f0e-52f4-4a4e-9a57-4f6f0b9d5a11',
      noticeType: 'bulletin',
      title: '黄龙体育中心周边道路临时交通管制',
      version: '2026-12-02',
      publishTime: '2026-12-02T01:00:00.000Z',
    };
    const server = fakeServer({
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: entries, column: 5 }),
      [at(BasicRoutes.menuConfigs)]: ok(menuConfig),
      [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
      [at(BasicRoutes.viewNotice)]: ok(announcement),
      [at(PublicityRoutes.notices)]: ok({ results: [bulletin], totalRecord: 1 }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/home' });
    const bar = await screen.findByRole('complementary', { name: '公告' });
    await waitFor(() =>
      expect(within(bar).getByRole('link').getAttribute('href')).toBe(`/bulletin?noticeId=${bulletin.noticeId}`),
    );
    expect(within(bar).getByRole('link').textContent).toBe(bulletin.title);
    const asked = server.requests.find((r) => r.path === PublicityRoutes.notices.path);
    expect(asked?.url).toContain('noticeType=bulletin');
  });

  it('shows nothing, and says nothing, when none is published', async () => {
    sessionStorage.clear();
    const server = serveNotice(fail('404', '公告不存在'));
    renderApp({ routes: appRoutes, at: '/home' });
    await waitFor(() => expect(server.requests.some((r) => r.path === BasicRoutes.viewNotice.path)).toBe(true));
    expect(screen.queryByRole('complementary', { name: '公告' })).toBeNull();
    expect(screen.queryByText('公告不存在')).toBeNull();
  });
});
