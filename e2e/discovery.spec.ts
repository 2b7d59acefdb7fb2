import { BasicRoutes, PublicityRoutes } from '@parking/contracts';
import { apiUrl } from './support/api';
import { expect, test, type Page } from './support/test';
import { openLoggedIn, registerDriver, sameDeviceAs } from './support/driver';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// Home, map, search, favourites and news as a driver near 武林广场 in Hangzhou finds them, in every host browser.
// The demo has no map key and the machine no network: the map must fall back to its schematic and list.

const WULIN_GPS = { latitude: 30.2741, longitude: 120.1551 };
test.use({ geolocation: WULIN_GPS, permissions: ['geolocation'] });

/** WeChat and Alipay first try their own location service, which this offline machine cannot reach. */
const LOCATING = 15_000;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** The driver taps 定位: the app never asks for the position on page load (docs/decisions/025). */
const tapLocate = (page: Page) => page.getByRole('button', { name: '定位', exact: true }).first().click();

test('home shows the banner, search box, menu, nearby parks and stations, and the first 3 news items', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '杭州城市停车' })).toBeVisible();
  // Nationwide ads until the city is known (default city 全国).
  await expect(page.getByRole('img', { name: '广告 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: '搜索目的地、停车场' })).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();
  await expect(page.getByRole('button', { name: '月卡办理' })).toBeVisible();

  const nearby = page.getByRole('region', { name: '附近' });
  await expect(nearby.getByText('定位后查看附近地点')).toBeVisible();
  await tapLocate(page);
  await expect(nearby.getByText('离您最近')).toBeVisible({ timeout: LOCATING });
  await expect(nearby.getByText('杭州大厦购物城停车场')).toBeVisible();
  await expect(nearby.getByRole('button', { name: /停车场|泊位/ })).toHaveCount(4);
  await nearby.getByRole('tab', { name: '附近充电站' }).click();
  await expect(nearby.getByText('武林广场地下停车场充电站')).toBeVisible();
  await expect(nearby.getByRole('button', { name: /充电站/ })).toHaveCount(3);

  const news = page.getByRole('region', { name: '停车资讯' });
  await expect(news.getByRole('link', { name: /关于调整主城区道路停车收费标准的公告/ })).toBeVisible();
  await expect(news.getByRole('link')).toHaveCount(4); // 更多 + 3 items
  // The nearest park told the app the city: the next visit asks for 杭州市's ads.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('locationCity'))).toBe('杭州市');
  await shot(page, 'home');
});

/**
 * A returning driver located in Hangzhou: home asks for that city's ads. (A first visit gets the 全国 ads with the page
 * itself, see the first-screen test, so these ad-call tests start as a located visitor.)
 */
const asLocatedVisitor = (page: Page) => page.addInitScript(() => localStorage.setItem('locationCity', '杭州市'));

test('a first visit paints home from the page itself: the ads and menu come with index.html, no call', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    const firstCalls = [PublicityRoutes.advertisings, BasicRoutes.homeFuncEntries, BasicRoutes.menuConfigs];
    if (firstCalls.some((route) => new URL(req.url()).pathname === apiUrl(route))) calls.push(req.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('img', { name: '广告 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a first visit shows home and the plate entry screen before any script has arrived', async ({ page }) => {
  // The slowest network: no script at all. The server's first paint of the page is what the driver sees meanwhile.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '杭州城市停车' })).toBeVisible();
  await expect(page.getByRole('img', { name: '广告 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();
  await expect(page.getByRole('button', { name: '首页' })).toBeVisible();
  await expect(page.getByText('加载中…')).toBeHidden(); // index.html's loading state stays hidden behind it
  await shot(page, 'home-first-paint');

  await page.goto('/plateSearch');
  await expect(page.getByRole('button', { name: '第1位，浙' })).toBeVisible();
  await expect(page.getByRole('button', { name: '第2位，A' })).toBeVisible();
  await expect(page.getByRole('button', { name: '查询缴费' })).toBeDisabled();
  await expect(page.getByText(/输入车牌号即可查询在停订单和欠费订单/)).toBeVisible();
});

test('a signed-out deep link to a screen behind login shows the login page it leads to before any script', async ({
  browser,
}, info) => {
  // Outside WeChat: inside it the login page adds WeChat login, which the paint lacks, so nothing is painted there.
  const context = await browser.newContext({ ...sameDeviceAs(info.project.use), userAgent: SAFARI });
  try {
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/bookRecord');
    await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
    // index.html's loading state (the screen's own frame, for a stored session, is in the page too, hidden).
    await expect(page.locator('.boot')).toBeHidden();
  } finally {
    await context.close();
  }
});

test('a signed-in deep link to a first-level screen shows its frame before any script', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/home');
  await page.evaluate(() => localStorage.setItem('token', 'signed-in'));
  await page.goto('/invoiceManage');
  await expect(page.getByText('选择已支付的订单，合并开具一张电子发票')).toBeVisible();
  await expect(page.locator('.boot')).toBeHidden();
  await expect(page.getByPlaceholder('请输入手机号')).toBeHidden();
});

test('the first paint is the same page the app then renders, and a signed-in driver gets the app’s own', async ({
  page,
}) => {
  // With scripts, the app takes over the painted page without a visible change, and it works.
  await page.goto('/plateSearch');
  await page.getByRole('button', { name: '第3位，空' }).click();
  await expect(page.getByRole('group', { name: '车牌键盘' })).toBeVisible();

  // A signed-in driver's page differs (their cars, their history): no first paint, the loading state until the app.
  await page.route('**/*.js', (route) => route.abort());
  await page.evaluate(() => localStorage.setItem('token', 'signed-in'));
  await page.goto('/plateSearch');
  await expect(page.getByText('加载中…')).toBeVisible();
  await expect(page.getByRole('button', { name: '第1位，浙' })).toBeHidden();
});

test('home degrades to the default banner when the ad call fails, without an error toast', async ({ page }) => {
  await asLocatedVisitor(page);
  await page.route(`**${apiUrl(PublicityRoutes.advertisings)}`, (route) =>
    route.fulfill({ status: 500, json: { code: '500', message: '系统繁忙，请稍后再试' } }),
  );
  await page.goto('/home');
  await expect(page.getByRole('img', { name: '找车位 缴停车费' })).toBeVisible();
  await expect(page.getByRole('img', { name: '广告 1' })).toHaveCount(0);
  await expect(page.getByText('系统繁忙，请稍后再试')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();
  await shot(page, 'home-default-banner');
});

test('the banner box keeps its height while the ads load (no layout shift)', async ({ page }) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await asLocatedVisitor(page);
  await page.route(`**${apiUrl(PublicityRoutes.advertisings)}`, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/home');
  const skeleton = page.getByLabel('广告加载中');
  await expect(skeleton).toBeVisible();
  const before = await skeleton.boundingBox();
  const menuBefore = await page.getByRole('region', { name: '服务菜单' }).boundingBox();
  release();
  const banner = page.getByRole('region', { name: '广告' });
  await expect(banner.getByRole('img', { name: '广告 1' })).toBeVisible();
  expect((await banner.boundingBox())?.height).toBeCloseTo(before!.height, 0);
  expect((await page.getByRole('region', { name: '服务菜单' }).boundingBox())?.y).toBeCloseTo(menuBefore!.y, 0);
});

test('the map falls back to a schematic and list without a map key, with details and navigation links', async ({
  page,
}) => {
  await page.goto('/map');
  await tapLocate(page);
  await expect(page.getByRole('note')).toHaveText('地图暂不可用，已为您显示附近地点示意图与列表', {
    timeout: LOCATING,
  });
  const schematic = page.getByRole('group', { name: /示意图/ });
  await expect(schematic.getByRole('button', { name: /^武林广场地下停车场，空位/ })).toBeVisible();
  await expect(page.getByText(/附近 \d+ 个停车点/)).toBeVisible();
  await shot(page, 'map-fallback');

  await schematic.getByRole('button', { name: /^武林广场地下停车场，空位/ }).click();
  const sheet = page.getByRole('dialog', { name: '武林广场地下停车场' });
  await expect(sheet.getByText('收费标准')).toBeVisible();
  await expect(sheet.getByRole('link', { name: '高德地图导航' })).toHaveAttribute(
    'href',
    /^https:\/\/uri\.amap\.com\/marker\?position=120\.1638%2C30\.2721/,
  );
  await expect(sheet.getByRole('link', { name: '百度地图导航' })).toHaveAttribute('href', /coord_type=bd09ll/);
  await shot(page, 'map-park-detail');
  await sheet.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('tab', { name: '充电站' }).click();
  await expect(page.getByText('杭州东站快充站').or(page.getByText('武林广场地下停车场充电站')).first()).toBeVisible();
});

test('the map falls back too when a configured map SDK cannot load (offline)', async ({ page }) => {
  await page.route(`**${apiUrl(BasicRoutes.getAk)}`, (route) =>
    route.fulfill({ json: { code: '200', message: 'success', data: { ak: 'a-real-looking-key' } } }),
  );
  let asked = '';
  await page.route('https://webapi.amap.com/**', (route) => {
    asked = route.request().url();
    return route.abort('internetdisconnected');
  });
  await page.goto('/map');
  await tapLocate(page);
  await expect(page.getByRole('note')).toHaveText('地图暂不可用，已为您显示附近地点示意图与列表', { timeout: 15_000 });
  expect(asked).toContain('v=1.4.4&key=a-real-looking-key');
  await expect(page.getByRole('group', { name: /示意图/ })).toBeVisible();
});

test('home and the map do not ask for the position until the driver taps 定位', async ({ page }) => {
  await page.addInitScript(() => {
    const asked = { count: 0 };
    (window as unknown as { asked: typeof asked }).asked = asked;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args) => {
      asked.count += 1;
      original(...args);
    };
  });
  const signs: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('jsapiSigns')) signs.push(req.url()); // WeChat's location service starts with a signature
  });
  const asked = () => page.evaluate(() => (window as unknown as { asked: { count: number } }).asked.count);

  await page.goto('/home');
  await expect(page.getByText('定位后查看附近地点')).toBeVisible();
  await page.goto('/map');
  await expect(page.getByText('定位后查看附近地点')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await asked()).toBe(0);
  expect(signs).toEqual([]);

  await tapLocate(page);
  await expect(page.getByText(/附近 \d+ 个停车点/)).toBeVisible({ timeout: LOCATING });
  expect(signs.length + (await asked())).toBeGreaterThan(0);
});

test('the map keeps its place when the driver leaves it and comes back', async ({ page }) => {
  await page.goto('/map');
  await tapLocate(page);
  const monthly = page.getByRole('button', { name: '月租', exact: true });
  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/附近 \d+ 个停车点/)).toBeVisible({ timeout: LOCATING });
  await page.getByText('首页', { exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByText('地图', { exact: true }).click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  // Kept alive: the list is there at once, not loaded again.
  await expect(page.getByText(/附近 \d+ 个停车点/)).toBeVisible();
});

test('search finds a park by name and opens it on the map', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: '搜索目的地、停车场' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('searchbox', { name: '搜索停车场' }).fill('武林');
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByText('武林广场地下停车场')).toBeVisible();
  await shot(page, 'search');
  await results.getByText('武林广场地下停车场').click();
  await expect(page).toHaveURL(/\/map\?parkId=.*isDetailPark=1/);
  await expect(page.getByRole('dialog', { name: '武林广场地下停车场' })).toBeVisible();

  await page.goto('/search?keyword=不存在的车场');
  await expect(page.getByText('暂无符合条件的停车点位')).toBeVisible();
});

test('news opens from home, and the news list pages on', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: /西湖景区节假日停车管理措施/ }).click();
  await expect(page).toHaveURL(/\/newsDetail\?newId=/);
  await expect(page.getByRole('heading', { level: 1, name: '西湖景区节假日停车管理措施' })).toBeVisible();
  await expect(page.getByText(/北山街、南山路周边实行临时交通管理/)).toBeVisible();
  await expect(page).toHaveTitle('资讯详情');
  await shot(page, 'news-detail');

  await page.goto('/newsList');
  await expect(page.getByRole('link', { name: /电子发票开具流程优化/ })).toBeVisible();
  await expect(page.getByText('没有更多了')).toBeVisible();
  await shot(page, 'news-list');
});

test('notices: the privacy policy, its history and the bulletin board', async ({ page }) => {
  await page.goto('/notice2');
  await expect(page.getByRole('heading', { name: '杭州城市停车隐私政策' })).toBeVisible();
  await expect(page.getByText('版本 2.1')).toBeVisible();
  await page.goto('/privacyPolicyHistory');
  await page.getByText('版本 2.0').click();
  await expect(page.getByText(/本版本已由 2.1 版替代/)).toBeVisible();
  await page.goto('/bulletin');
  await expect(page.getByText('武林广场地下停车场出入口改造')).toBeVisible();
});

// Issue 44: notices had no entry; now a bar on home and a 消息中心 under 我的 whose read marks the server keeps.
test('the notice bar on home, and the 消息中心 from 我的 with unread counts that survive a reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openLoggedIn(page, await registerDriver(request), '/home');
  const bar = page.getByRole('complementary', { name: '公告' });
  await expect(bar.getByRole('link')).toHaveText(/\S/, { timeout: 30_000 });
  await bar.scrollIntoViewIfNeeded();
  await shot(page, 'home-notice-bar');

  await page.goto('/mine');
  const mine = page.getByLabel('我的服务');
  await expect(mine.getByRole('img', { name: /^\d+ 条未读$/ })).toBeVisible();
  await mine.getByText('消息中心').click();
  await expect(page).toHaveURL(/\/messageCenter$/);
  const systemTab = page.getByRole('tab', { name: /^系统通知/ });
  await expect(systemTab).toHaveText(/系统通知 \(1\)/);
  await expect(page.getByRole('tab', { name: /^公告栏 \(\d+\)$/ })).toBeVisible();
  await shot(page, 'message-center');

  await page.getByRole('button', { name: /系统维护通知/ }).click();
  await expect(page).toHaveURL(/\/sysnotice\?noticeId=/);
  await expect(page.getByRole('heading', { name: '系统维护通知' })).toBeVisible();
  await page.goBack();
  await expect(systemTab).toHaveText('系统通知');
  // Kept on the server: still read after a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^公告栏/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^系统通知/ })).toHaveText('系统通知');
  await expect(page.getByRole('button', { name: /系统维护通知/ }).getByLabel('未读')).toHaveCount(0);
});

test('favourites: a signed-in driver stars a park on the map and finds it under /collect', async ({
  page,
  request,
}) => {
  // A driver of its own: the demo drivers are signed in by other specs, and a login elsewhere ends a session.
  await openLoggedIn(page, await registerDriver(request), '/404');

  await page.goto('/map');
  await tapLocate(page);
  await page
    .getByRole('group', { name: /示意图/ })
    .getByRole('button', { name: /^杭州大厦购物城停车场，/ })
    .click();
  const sheet = page.getByRole('dialog', { name: '杭州大厦购物城停车场' });
  await sheet.getByRole('button', { name: '收藏' }).click();
  await expect(sheet.getByRole('button', { name: '已收藏' })).toBeVisible();

  await page.goto('/collect');
  const list = page.getByRole('region', { name: '收藏的停车场' });
  await expect(list.getByText('杭州大厦购物城停车场')).toBeVisible();
  await shot(page, 'collect');
  await list.getByRole('button', { name: '取消收藏' }).first().click();
  await expect(page.getByText('还没有收藏的停车场')).toBeVisible();
});

test.describe('the position refused', () => {
  test.use({ permissions: [] });

  test('the map offers a city and a search besides 重新定位, and the city leads to its parks', async ({ page }) => {
    await page.goto('/map');
    await tapLocate(page);
    await expect(page.getByText('停车点查询失败')).toBeVisible({ timeout: LOCATING });
    await expect(page.getByRole('button', { name: '重新定位' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '搜索停车场' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('map-location-refused.png') });
    await page.getByRole('link', { name: '选择城市' }).click();
    await expect(page).toHaveURL(/\/searchPage$/);
    await expect(page.getByRole('radio', { name: /^杭州/ }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: '停车场名称' }).fill('武林');
    await expect(page.getByText('武林广场地下停车场')).toBeVisible({ timeout: 10_000 });
  });
});
