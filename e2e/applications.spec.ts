import {
  ApplicationsOperatorRoutes,
  ChargingRoutes,
  FollowsRoutes,
  OperatorRoutes,
  ParkingRoutes,
  ParkRoutes,
  nationalIdCheckChar,
} from '@parking/contracts';
import { randomInt } from 'node:crypto';
import { apiUrl } from './support/api';
import { payloadHeaders } from './support/vehicles';
import { openLoggedIn, registerDriver } from './support/driver';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { bindPlate, driverHeaders } from './support/wallet';
import { uploadPictures } from './support/pictures';

// Decision 041: a driver applies for a special-group benefit for their plate and sees it approved; a driver sees the
// parks and stations they follow with what is free now. Reviewers act through the operator API, as their console does.

test.use({ viewport: { width: 375, height: 812 } });

const ID_17 = '33010219900101123';
const ID = `${ID_17}${nationalIdCheckChar(ID_17)}`;

/** The docs' screenshot of this screen (docs/screenshots/<name>.png), once fonts have settled and toasts have gone. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 6_000 });
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

async function operatorHeaders(request: APIRequestContext) {
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('a driver applies for 残疾人车辆停车优惠 with a certificate; it is approved and shows 已通过', async ({
  page,
  request,
}) => {
  const session = await registerDriver(request);
  const plate = `浙A${randomInt(0, 10)}D${String(randomInt(0, 1000)).padStart(3, '0')}`;
  await bindPlate(request, session.token, plate);

  await openLoggedIn(page, session, '/userApply');
  const programme = page.getByRole('listitem').filter({ hasText: '残疾人车辆停车优惠' });
  await expect(programme.getByText('本平台路内及公共停车场每日首 2 小时免费')).toBeVisible();
  await shoot(page, 'applications-programmes');
  await programme.getByRole('button', { name: '立即申请' }).click();

  await expect(page).toHaveURL(/\/userApply\/userCheckIn\?programmeId=/);
  await expect(page.getByRole('radio', { name: `${plate.slice(0, 2)}·${plate.slice(2)}` })).toBeChecked();
  await page.getByLabel('姓名').fill('张三');
  // A wrong check character is caught before anything is sent.
  await page.getByLabel('身份证号').fill(`${ID_17}${nationalIdCheckChar(ID_17) === '0' ? '1' : '0'}`);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert')).toHaveText('身份证号非法');
  await page.getByLabel('身份证号').fill(ID);
  await uploadPictures(page, ['card.png']);
  await shoot(page, 'applications-check-in');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/\/userApply\/result\?applicationId=/);
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  await expect(page.getByText(`${ID.slice(0, 3)}***********${ID.slice(-4)}`)).toBeVisible();
  await shoot(page, 'applications-result');
  const applicationId = new URL(page.url()).searchParams.get('applicationId')!;

  const approved = await request.post(apiUrl(ApplicationsOperatorRoutes.approveApplication, { applicationId }), {
    headers: await operatorHeaders(request),
    data: { validDays: 365 },
  });
  expect((await approved.json()).code).toBe('200');

  await page.getByRole('button', { name: '查看申请记录' }).click();
  await expect(page).toHaveURL(/\/userApply\/history$/);
  const row = page.getByRole('button', { name: /残疾人车辆停车优惠/ });
  await expect(row.getByText('已通过')).toBeVisible();
  await shoot(page, 'applications-history');
});

test('a driver follows a park and a station and sees them with what is free now; 取消关注 takes one out', async ({
  page,
  request,
}) => {
  const session = await registerDriver(request);
  const headers = driverHeaders(session.token);
  const parks = await request.get(apiUrl(ParkRoutes.parksByName), {
    headers: payloadHeaders(),
    params: { parkName: '武林广场', pageNo: 1, pageSize: 1 },
  });
  const park = (await parks.json()).data.results[0] as { parkId: string; parkName: string };
  const stations = await request.post(apiUrl(ChargingRoutes.nearbyStations), {
    headers: payloadHeaders(),
    data: { destLat: 30.2741, destLng: 120.1551, pageNo: 1, pageSize: 1 },
  });
  const station = (await stations.json()).data.results[0] as { stationId: string; stationName: string };
  for (const target of [
    { kind: 'park', targetId: park.parkId },
    { kind: 'station', targetId: station.stationId },
  ]) {
    const res = await request.post(apiUrl(FollowsRoutes.follow), { headers, data: target });
    expect((await res.json()).code).toBe('200');
  }

  await openLoggedIn(page, session, '/fllowManage');
  const list = page.getByRole('list', { name: '我的关注' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('已关注 2/50')).toBeVisible();
  const parkCard = list.getByRole('listitem').filter({ hasText: park.parkName });
  await expect(parkCard.getByText(/空车位 \d+\/\d+|车位充足/)).toBeVisible();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: station.stationName })
      .getByText(/元\/度/),
  ).toBeVisible();

  await parkCard.getByRole('button', { name: '取消关注' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('已关注 1/50')).toBeVisible();

  // Decision 059: the operator changes the price of a followed park (one no other story uses); 提醒 tells the driver.
  const found = await request.get(apiUrl(ParkRoutes.parksByName), {
    headers: payloadHeaders(),
    params: { parkName: '西溪印象城', pageNo: 1, pageSize: 1 },
  });
  const xixi = (await found.json()).data.results[0] as { parkId: string; parkName: string };
  await request.post(apiUrl(FollowsRoutes.follow), { headers, data: { kind: 'park', targetId: xixi.parkId } });
  const hourly = { kind: 'units', unitMinutes: 60, unitPriceFen: 1200 };
  const rule = {
    freeMinutes: 0,
    freeMinutesDeducted: false,
    graceMinutes: 0,
    small: { kind: 'timed', bands: [{ from: '00:00', to: '00:00', pricing: hourly }] },
  };
  const set = await request.put(apiUrl(ParkingRoutes.setFeeRule, { parkId: xixi.parkId }), {
    headers: await operatorHeaders(request),
    data: rule,
  });
  expect((await set.json()).code).toBe('200');
  const alert = page.getByRole('list', { name: '提醒' }).getByRole('listitem').filter({ hasText: xixi.parkName });
  await expect(async () => {
    await page.goto('/fllowManage?tab=alerts');
    await expect(alert.getByText(/价格调整：.+ → 每小时12元/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('tab', { name: '提醒 (1)' })).toBeVisible();
  await shoot(page, 'follows-alerts');
  await page.getByRole('tab', { name: '关注' }).click();
  await expect(list.getByRole('switch', { name: `${xixi.parkName} 调价提醒` })).toHaveAttribute('aria-checked', 'true');
  await shoot(page, 'follows-list');
});
