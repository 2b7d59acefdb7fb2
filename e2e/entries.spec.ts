import { randomBytes } from 'node:crypto';
import { BagRoutes } from '@parking/contracts';
import { apiUrl } from './support/api';
import { applyForPlan } from './support/monthly-plans';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { WULIN } from './support/bookings';
import type { Locator } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page, type Request } from './support/test';
import { bindPlate, driverHeaders, rechargeByApi } from './support/wallet';

// Issue 44's dead ends (我的 → 包月车辆 a skeleton forever): a driver with data — a bound plate, a balance, a monthly
// plan, a car in the park — opens every entry of 首页's menu and of 我的, one after the other, and each screen
// settles: no 页面不存在, no skeleton or 加载中… left, no 加载失败.

/** What a screen shows until it has its data, or instead of it. */
const unsettled = (page: Page): Locator =>
  page
    .locator('#root')
    .locator('[aria-busy="true"], span[class^="_bar_"], span[class*=" _bar_"]')
    .or(page.locator('#root').getByText(/^(加载中…|页面不存在)$|加载失败$/));

/** Opens an entry (from `from`), waits for its screen to settle, and comes back. */
async function opensAndSettles(page: Page, entry: Locator, name: string, from: RegExp, inFlight: Set<Request>) {
  await entry.click();
  await expect(page, name).not.toHaveURL(from);
  await expect(page, name).not.toHaveTitle('页面不存在');
  // Settled: no request of the page's in flight and nothing waiting on screen, twice a moment apart.
  await expect(async () => {
    expect(
      [...inFlight].map((r) => r.url()),
      `${name}: requests in flight`,
    ).toEqual([]);
    const left = await unsettled(page).evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200)));
    expect(left, `${name}: ${page.url()}`).toEqual([]);
  }).toPass({ intervals: [200, 300, 500, 1000], timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(from);
}

/** A driver with data: a bound plate, a balance, a monthly plan at 武林广场, the car in 杭州大厦's park. */
async function aDriverWithData(request: APIRequestContext, baseURL: string) {
  const session = await registerDriver(request);
  const headers = driverHeaders(session.token);
  const plateNo = aPlate();
  await bindPlate(request, session.token, plateNo);
  await rechargeByApi(request, session.token, 40_000);
  // A monthly plan at 武林广场, paid from the balance; the car in 杭州大厦's park for half an hour.
  const offer = await request.get(apiUrl(BagRoutes.bagPark, { parkId: WULIN }), { headers });
  const products = (await offer.json()).data.products as { productId: string; kindName: string; priceFen: number }[];
  const month = products.find((p) => p.kindName === '月卡' && p.priceFen === 30_000)!;
  const applicationId = await applyForPlan(request, session, { parkId: WULIN, productId: month.productId }, plateNo);
  const paid = await request.post(apiUrl(BagRoutes.payBagApplication, { applicationId }), {
    headers: { ...headers, 'idempotency-key': randomBytes(16).toString('hex') },
    data: { payChannel: 6 },
  });
  expect((await paid.json()).data.state).toBe('paid');
  await gateEvent(baseURL, PARKS.leaveFirst, 'entry', plateNo, 30);
  return session;
}

/** Every request of the page from now on, while it is in flight. */
function requestsInFlight(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return inFlight;
}

test.use({ viewport: { width: 375, height: 812 } });

// Two stories, so they run side by side.
test('a driver with data opens every entry of 首页, and each screen settles', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000); // ~45 s alone; 80 s beside other runs on a busy 2-core machine
  const session = await aDriverWithData(request, baseURL!);
  const inFlight = requestsInFlight(page);
  await openLoggedIn(page, session, '/home');
  const menu = page.getByRole('region', { name: '服务菜单' }).getByRole('button');
  await expect(menu.first()).toBeVisible();
  const menuNames = await menu.allTextContents();
  expect(menuNames.length).toBeGreaterThan(5);
  for (const name of menuNames) {
    await opensAndSettles(page, menu.filter({ hasText: name }), `首页 ${name}`, /\/home$/, inFlight);
  }
  await opensAndSettles(
    page,
    page.getByRole('region', { name: '车辆' }).getByRole('button', { name: /车牌缴费/ }),
    '首页 车牌缴费',
    /\/home$/,
    inFlight,
  );

  // 扫码充电: Chromium here has no BarcodeDetector (nor WeChat's SDK): the gun's number is typed instead.
  await page
    .getByRole('region', { name: '充电' })
    .getByRole('button', { name: /扫码充电/ })
    .click();
  const typing = page.getByRole('dialog', { name: '输入充电枪编号' });
  await typing.getByRole('textbox', { name: '充电枪编号' }).fill('12-34');
  await typing.getByRole('button', { name: '去充电' }).click();
  await expect(typing.getByRole('alert')).toHaveText('请输入充电枪上的编号（6–16 位数字或字母）');
  if (process.env.ENTRIES_SHOTS) await page.screenshot({ path: 'docs/screenshots/scan-charge-typing.png' });
  await page.keyboard.press('Escape');
  await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });
  await expect(typing).toBeHidden();
});

test('a driver with data opens every entry of 我的, and each screen settles', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000); // ~45 s alone; 80 s beside other runs on a busy 2-core machine
  const session = await aDriverWithData(request, baseURL!);
  const inFlight = requestsInFlight(page);
  await openLoggedIn(page, session, '/mine');
  const entries = page.locator('[aria-label="我的服务"] .adm-list-item');
  await expect(entries.first()).toBeVisible();
  const titles = (await entries.locator('.adm-list-item-content-main').allTextContents()).map((t) => t.trim());
  expect(titles).toContain('包月车辆');
  for (const title of titles) {
    const entry = entries.filter({ has: page.getByText(title, { exact: true }) });
    await opensAndSettles(page, entry, `我的 ${title}`, /\/mine$/, inFlight);
  }
});
