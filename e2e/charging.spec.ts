import { randomInt } from 'node:crypto';
import { ChargingTagOperatorRoutes, formatPlateNo, vinCheckDigit } from '@parking/contracts';
import type { ChargerSim } from '../apps/devices/src';
import { apiUrl } from './support/api';
import { aSimulatedCharger, STATION_ID } from './support/charging';
import { aPlate } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { expect, test, type Page } from './support/test';
import { bindPlate, rechargeByApi } from './support/wallet';

let sim: ChargerSim | undefined;

/** CHARGING_SHOTS=1: the main screens at 375 px into docs/screenshots/charging-*.png. */
const shot = async (page: Page, name: string) => {
  if (process.env.CHARGING_SHOTS)
    await page.screenshot({ path: `docs/screenshots/charging-${name}.png`, fullPage: true });
};
/** The occupation-order screens at 375 px (docs/screenshots/occupy-*.png), with CHARGING_SHOTS=1 too. */
const occupyShot = async (page: Page, name: string) => {
  if (process.env.CHARGING_SHOTS)
    await page.screenshot({ path: `docs/screenshots/occupy-${name}.png`, fullPage: true });
};
test.afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

test('scan a gun, watch the progress, stop, see the bill and pay the occupation fee of a car left plugged in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The operator provisions a charger; the simulator connects as it over OCPP 1.6J. 60× time: a meter reading every
  // simulated minute (1 s), the car stays plugged in 17 minutes (17 s) after stopping.
  const simulated = await aSimulatedCharger(request, baseURL!, {
    name: 'E2E直流桩',
    speed: 60,
    car: () => ({ capacityKwh: 60, soc: 30, targetSoc: 95, unplugAfterMin: 17 }),
  });
  sim = simulated.charger;
  const { gunNo } = simulated;

  const session = await registerDriver(request);
  await rechargeByApi(request, session.token, 5000);

  // The station shows the gun free; the driver types its number (what its QR code carries).
  if (process.env.CHARGING_SHOTS) await page.setViewportSize({ width: 375, height: 812 });
  await openLoggedIn(page, session, `/chargeStationDetail?stationId=${STATION_ID}`);
  await expect(page.getByRole('heading', { name: '武林广场地下停车场充电站' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`E2E直流桩 1号枪.*${gunNo}.*空闲`) })).toBeVisible();
  await shot(page, 'station');
  await page.getByLabel('充电枪编号').fill(gunNo);
  await page.getByRole('button', { name: '去充电' }).click();

  // /chargingPage: 50元 prepaid from the balance.
  await expect(page).toHaveURL(new RegExp(`/chargingPage\\?gunNo=${gunNo}`));
  await page.getByRole('button', { name: '50元' }).click();
  await expect(page.getByRole('radio', { name: /余额/ })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'start');
  await page.getByRole('button', { name: '开始充电（预付50.00元）' }).click();

  // The start's result (/chargingPageResult), then the live progress pushed to /chargingResults; 结束充电 from the app.
  await expect(page).toHaveURL(/\/chargingPageResult\?/);
  await expect(page.getByRole('heading', { name: '充电已启动' })).toBeVisible();
  await page.getByRole('button', { name: '查看充电进度' }).click();
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=C/);
  const progress = page.getByRole('region', { name: '充电进度' });
  await expect(progress.getByText('充电中')).toBeVisible();
  await expect(progress.getByText(/^[1-9]\d*\.\d{3}度$/)).toBeVisible();
  await shot(page, 'progress');
  await page.getByRole('button', { name: '结束充电' }).click();
  await page.getByRole('button', { name: '确定' }).click();

  // The bill, the unused hold back; the car stays plugged in past the 15-minute grace: 占位费.
  await expect(page.getByText('充电结束，请拔枪')).toBeVisible();
  await expect(page.getByRole('region', { name: '充电账单' })).toBeVisible();
  await expect(page.getByText('计时中，请尽快拔枪挪车')).toBeVisible();
  await expect(page.getByText('已完成')).toBeVisible({ timeout: 30_000 });
  const pay = page.getByRole('button', { name: /^支付占位费 \d+\.\d{2}元$/ });
  await expect(pay).toBeVisible();
  await shot(page, 'bill');

  // The occupation order on its own screen: times, grace, rate, cap, minutes, amount; paid from the balance.
  await pay.click();
  await expect(page).toHaveURL(/\/occupyBillDetail\?orderNo=C/);
  await expect(page.getByText('待支付')).toBeVisible();
  await expect(page.getByText('0.50元/分钟')).toBeVisible();
  await expect(page.getByRole('link', { name: '申诉' })).toHaveAttribute('href', /\/occupyAppeal\?orderNo=C/);
  await expect(page.getByRole('radio', { name: /余额/ })).toHaveAttribute('aria-checked', 'true');
  await occupyShot(page, 'detail');
  await page.getByRole('button', { name: /^支付占位费 \d+\.\d{2}元$/ }).click();
  await expect(page).toHaveURL(/\/occupyPayResult\?orderNo=C/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('button', { name: '占位订单' }).click();
  await expect(page).toHaveURL(/\/occupyBillList/);
  await expect(page.getByRole('button', { name: /武林广场地下停车场充电站.*已支付/ })).toBeVisible();
  await occupyShot(page, 'list');

  await page.goto('/chargeBillManage');
  await expect(page.getByRole('button', { name: /武林广场地下停车场充电站.*已完成/ })).toBeVisible();
  await shot(page, 'orders');
});

test('plug and charge: a VIN added in the app, the car plugs in and charges, the order shows on home; a charging card bound', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(45_000);
  const simulated = await aSimulatedCharger(request, baseURL!, {
    name: 'E2E直流桩',
    speed: 60,
    car: () => ({ capacityKwh: 100, soc: 10, targetSoc: 95, unplugAfterMin: 1 }),
  });
  sim = simulated.charger;
  const session = await registerDriver(request);
  await rechargeByApi(request, session.token, 5000);
  const plateNo = aPlate();
  await bindPlate(request, session.token, plateNo);
  // A random VIN with its check digit (ISO 3779), unique to this run.
  const body = `LFV2A21K${randomInt(1e7, 1e8)}`.padEnd(16, '7');
  const vin = `${body.slice(0, 8)}${vinCheckDigit(`${body.slice(0, 8)}0${body.slice(8)}`)}${body.slice(8)}`;

  await page.setViewportSize({ width: 375, height: 812 });
  await openLoggedIn(page, session, '/chargingVinManage');
  await page.getByRole('button', { name: '添加车架号' }).click();
  await expect(page).toHaveURL(/\/chargingVinAdd/);
  await page.getByLabel(/车架号（VIN/).fill(vin.replace(/.$/, 'O'));
  await expect(page.getByRole('alert')).toHaveText('车架号不含字母 I、O、Q');
  await page.getByLabel(/车架号（VIN/).fill(vin.toLowerCase());
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/chargingVinManage/);
  await expect(page.getByText(vin)).toBeVisible();
  await expect(page.getByText(`${formatPlateNo(plateNo)} · 每次预付50.00元`)).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/chargecards-vin-manage.png', fullPage: true });

  // The simulated car plugs in and presents its VIN: Authorize, StartTransaction, no app involved.
  expect(await sim.plugIn(1, vin)).toBe('Accepted');
  await page.goto('/home');
  const card = page.getByRole('region', { name: '充电中的订单' });
  await expect(card.getByText('充电中', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(new RegExp(`${formatPlateNo(plateNo)} · [1-9]\\d*\\.\\d{3}度`))).toBeVisible({
    timeout: 10_000,
  });
  await card.getByRole('link', { name: /武林广场地下停车场充电站/ }).click();
  await expect(page).toHaveURL(/\/chargingResults\?orderNo=C/);

  // A charging card issued at the counter, bound in the app with its number and password.
  const cardNo = `E2E${randomInt(1e7, 1e8)}`;
  const issued = await request.post(apiUrl(ChargingTagOperatorRoutes.issueCard), {
    headers: simulated.operator,
    data: { cardNo, balanceFen: 10_000 },
  });
  const { password } = (await issued.json()).data as { password: string };
  await page.goto('/chargingCard');
  await page.getByLabel('卡号').fill(cardNo);
  await page.getByLabel('卡密码').fill(password);
  await page.getByRole('button', { name: '绑定', exact: true }).click();
  await expect(page.getByText('100.00元')).toBeVisible();
  await page.getByRole('button', { name: '消费记录' }).click();
  await expect(page.getByText('开卡')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/chargecards-card.png', fullPage: true });
});
