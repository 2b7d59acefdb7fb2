import { randomInt } from 'node:crypto';
import { ChargingOperatorRoutes, OperatorRoutes } from '@parking/contracts';
import { simulateCharger, type ChargerSim } from '../apps/devices/src';
import { apiUrl } from './support/api';
import { openLoggedIn, registerDriver } from './support/driver';
import { expect, test, type Page } from './support/test';
import { rechargeByApi } from './support/wallet';

/** 武林广场地下停车场充电站: the demo station with the occupation fee (15 minutes free, 0.50元 a minute). */
const STATION_ID = '00000000-0000-4000-8000-002500000001';

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
  // The operator provisions a charger (its password shown once); the simulator connects as it over OCPP 1.6J.
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
  const id = `E2E-${randomInt(1e6, 1e7)}`;
  const gunNo = `77${randomInt(1e6, 1e7)}`;
  const provisioned = await request.post(apiUrl(ChargingOperatorRoutes.provisionCharger), {
    headers: operator,
    data: {
      chargePointId: id,
      stationId: STATION_ID,
      name: 'E2E直流桩',
      connectors: [{ connectorId: 1, gunNo, gunName: '1号枪', kind: 'quick', maxKw: 60 }],
    },
  });
  const { password } = (await provisioned.json()).data as { password: string };
  // 60× time: a meter reading every simulated minute (1 s), the car stays plugged in 17 minutes (17 s) after stopping.
  sim = simulateCharger({
    server: baseURL!.replace(/^http/, 'ws'),
    chargePointId: id,
    password,
    guns: [{ connectorId: 1, maxKw: 60 }],
    speed: 60,
    meterIntervalS: 60,
    car: () => ({ capacityKwh: 60, soc: 30, targetSoc: 95, unplugAfterMin: 17 }),
  });
  await sim.start();

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
