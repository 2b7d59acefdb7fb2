import { expect, test, UA_SPECIFIC, type Request } from './support/test';

// The shell as a driver first meets it: inside WeChat, Alipay or a plain phone browser (see playwright.config.ts).

test('opening the app lands on home with the dealer name, its menu and the tab bar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '杭州城市停车' })).toBeVisible();
  await expect(page.getByText('余额充值')).toBeVisible();
  await expect(page.getByText('收藏车场')).toBeVisible();
  for (const tab of ['首页', '地图', '我的']) await expect(page.getByText(tab, { exact: true })).toBeVisible();
  // The home route has no title of its own: the guard shows the app name.
  await expect(page).toHaveTitle('杭州城市停车');
  await page.screenshot({ path: test.info().outputPath('home.png') });
});

test('the guard titles each page from its route meta', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle('杭州城市停车');
  await page.getByText('我的', { exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page).toHaveTitle('我的');
  await expect(page.getByText('登录/注册')).toBeVisible();
  await page.getByText('地图', { exact: true }).click();
  await expect(page).toHaveTitle('地图');
});

test('an unknown route shows the 404 page, whose button goes home', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('页面不存在');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test(
  'every API request carries the client type of the host app and a fresh encoded payload',
  UA_SPECIFIC,
  async ({ page }, info) => {
    const apiRequests: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r);
    });
    await page.goto('/home');
    await expect(page.getByText('余额充值')).toBeVisible();
    expect(apiRequests.length).toBeGreaterThan(0);

    const expected = info.project.name.startsWith('alipay') ? '3' : '2';
    const nonces = new Set<string>();
    for (const r of apiRequests) {
      const headers = await r.allHeaders();
      expect(headers['x-client-type']).toBe(expected);
      const payload = JSON.parse(Buffer.from(headers['x-payload'] ?? '', 'base64').toString('utf8'));
      expect(payload.nonce).toMatch(/^[0-9A-Za-z]{32}$/);
      expect(Math.abs(payload.timestamp - Date.now())).toBeLessThan(60_000);
      nonces.add(payload.nonce);
    }
    expect(nonces.size).toBe(apiRequests.length);
  },
);

test(
  'a host launch with reqJson refills storage, keeps the location and switches dealer',
  UA_SPECIFIC,
  async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => {
      localStorage.setItem('lat', '30.27');
      localStorage.setItem('lng', '120.15');
      localStorage.setItem('openid', 'stale-openid');
    });
    const reqJson = encodeURIComponent(
      JSON.stringify({ driverDealerId: '320500', openid: 'o-host-123', sourceType: '3' }),
    );
    await page.goto(`/home?reqJson=${reqJson}`);
    await expect(page.getByRole('heading', { name: '苏州智慧停车' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      driverDealerId: '320500',
      openid: 'o-host-123',
      sourceType: '3',
      lat: '30.27',
      lng: '120.15',
    });
    await expect(page.getByText('我的车辆')).toBeVisible();
  },
);
