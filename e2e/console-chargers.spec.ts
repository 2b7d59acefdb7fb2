import { randomBytes, randomInt } from 'node:crypto';
import {
  ChargingDeskRoutes,
  ChargingOperatorRoutes,
  ChargingOrderRoutes,
  ChargingTagOperatorRoutes,
  ChargingTagRoutes,
  OperatorRoutes,
  ParkingRoutes,
  PayChannel,
  ReservationOperatorRoutes,
  ReservationRoutes,
} from '@parking/contracts';
import type { ChargerSim } from '../apps/devices/src';
import { apiUrl } from './support/api';
import { aSimulatedCharger, STATION_ID } from './support/charging';
import { aPlate } from './support/devices';
import { registerDriver } from './support/driver';
import { expect, test, type APIRequestContext } from './support/test';
import { bindPlate, driverHeaders, rechargeByApi } from './support/wallet';
import { choose } from './support/select';

let sim: ChargerSim | undefined;
test.afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

/** A driver's session on the gun, started through the app's API and paid from the balance. */
async function startCharging(request: APIRequestContext, token: string, gunNo: string) {
  const res = await request.post(apiUrl(ChargingOrderRoutes.startCharging), {
    headers: { ...driverHeaders(token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { gunNo, prepayFen: 3000, payChannel: PayChannel.BALANCE },
  });
  expect((await res.json()).code).toBe('200');
}

const signIn = async (request: APIRequestContext, username: string) => {
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username, password: 'demo1234' } });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
};

// The chargers desk (issue 41): the demo's park manager of 武林广场 unlocks a gun mid-session, starts another for the
// driver's charging card and stops it from the console, the simulated charger (OCPP 1.6J) answering; a charger of
// another park is refused.
test('a park manager unlocks a connector and stops a session from the console, the simulator answering', async ({
  page,
  request,
  baseURL,
}) => {
  // Two desks' first loads with axe and a simulated charger, three sessions: more than 60 s on a busy 2-core machine
  // (150 s were not enough there with the other story beside it).
  test.setTimeout(210_000);
  const name = `E2E桩${randomInt(1000, 9999)}`;
  const simulated = await aSimulatedCharger(request, baseURL!, {
    name,
    speed: 30,
    car: () => ({ capacityKwh: 100, soc: 10, targetSoc: 95, unplugAfterMin: 0 }),
  });
  sim = simulated.charger;
  const driver = await registerDriver(request);
  await rechargeByApi(request, driver.token, 10_000);
  await startCharging(request, driver.token, simulated.gunNo);
  // The driver's charging card, issued by the admin and bound in the app.
  const cardNo = `E2E${randomInt(1e7, 1e8)}`;
  const issued = await request.post(apiUrl(ChargingTagOperatorRoutes.issueCard), {
    headers: simulated.operator,
    data: { cardNo, balanceFen: 10_000 },
  });
  const bound = await request.post(apiUrl(ChargingTagRoutes.bindCard), {
    headers: driverHeaders(driver.token),
    data: { cardNo, password: (await issued.json()).data.password },
  });
  expect((await bound.json()).code).toBe('200');

  await page.goto('/console/chargers');
  await page.getByLabel('用户名').fill('wulin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '充电' })).toBeVisible({ timeout: 30_000 }); // the desk's first load
  await expect(page.getByText('实时', { exact: true })).toBeVisible();

  // The charger's gun shows 充电中 (pushed, no reload); its drawer sends the unlock and shows the charger's answer
  // (outbox → the node holding the charger → the simulator → its answer pushed: 30 s, for a loaded CI machine).
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('充电中')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: `管理 ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`充电桩 ${name}`) });
  await drawer.getByRole('button', { name: '解锁1号枪' }).click();
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(drawer.getByText('已确认 Unlocked')).toBeVisible({ timeout: 30_000 });
  // The charger ended the session for the unlock: the gun is free again, pushed to the open drawer.
  await expect(drawer.getByText('空闲')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/console-chargers-unlock.png', fullPage: true });

  // A second session started from the console for the driver's charging card (at the charger without the app).
  await expect(drawer.getByRole('button', { name: '远程启动1号枪' })).toBeEnabled();
  await drawer.getByRole('button', { name: '远程启动1号枪' }).click();
  const startDialog = page.getByRole('dialog', { name: '远程启动 1号枪' });
  await startDialog.getByLabel('充电卡号').fill(cardNo);
  await startDialog.getByRole('button', { name: '启动充电' }).click();
  await expect(startDialog).toBeHidden();
  await expect(drawer.getByText('已确认 Accepted')).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByText('充电中')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/console-chargers-remote-start.png', fullPage: true });
  await page.keyboard.press('Escape');

  // That session, stopped from the orders list.
  await page.getByRole('tab', { name: '充电订单' }).click();
  await choose(page, page.getByLabel('订单状态'), '充电中');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/state=charging/);
  // Other stories charge at the demo's station at the same time: this charger's row, by its charge point.
  const stop = page
    .getByRole('row', { name: new RegExp(simulated.chargePointId) })
    .getByRole('button', { name: /^远程停止 C/ });
  await expect(stop).toHaveCount(1, { timeout: 20_000 });
  const orderNo = (await stop.getAttribute('aria-label'))!.replace('远程停止 ', '');
  await stop.click();
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.getByText('已发送停止指令，等待充电桩结束充电')).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByRole('button', { name: `远程停止 ${orderNo}` })).toHaveCount(0, { timeout: 20_000 });
  // The stopped order stays in the list (its 桩/枪 column names the charge point and connector, not the gun's number).
  await expect(page.getByRole('row', { name: new RegExp(orderNo) })).toBeVisible();
  expect(sim.stats.unlocks).toBe(1);
  expect(sim.stats.remoteStarts).toBe(2);
  expect(sim.stats.remoteStops).toBe(1);
  await page.screenshot({ path: 'test-results/console-chargers-orders.png', fullPage: true });

  // Refusal: a charger at a station outside the manager's park is neither listed nor commanded.
  const admin = simulated.operator;
  const stations = (await (await request.get(apiUrl(ChargingDeskRoutes.stations), { headers: admin })).json()).data
    .results as { stationId: string; parkId: string | null }[];
  const here = stations.find((s) => s.stationId === STATION_ID)!;
  const elsewhere = stations.find((s) => s.parkId !== here.parkId)!;
  const otherId = `E2E-X${randomInt(1e6, 1e7)}`;
  await request.post(apiUrl(ChargingOperatorRoutes.provisionCharger), {
    headers: admin,
    data: {
      chargePointId: otherId,
      stationId: elsewhere.stationId,
      name: '别处的桩',
      connectors: [{ connectorId: 1, gunNo: `78${randomInt(1e6, 1e7)}`, gunName: '1号枪', kind: 'slow', maxKw: 7 }],
    },
  });
  const wulin = await signIn(request, 'wulin');
  const refused = await request.post(apiUrl(ChargingTagOperatorRoutes.chargerCommand, { chargePointId: otherId }), {
    headers: wulin,
    data: { action: 'UnlockConnector', connectorId: 1 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('当前账号无权管理该车场的充电桩');
  await page.getByRole('tab', { name: '充电桩' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('row', { name: /别处的桩/ })).toHaveCount(0);
});

// The locks desk (issue 41): an admin lowers a demo lock and sees the gateway's acknowledgement; the sharing desk opens
// with the dealer's credit rules.
test('an admin lowers a parking lock and sees its acknowledgement; the sharing desk lists a park and its credit rules', async ({
  page,
}) => {
  // Two desks' first loads with axe and the gateway's acknowledgement, then four sharing tabs: about a minute and a
  // half on a busy 2-core machine.
  test.setTimeout(150_000);
  await page.goto('/console/locks');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '预约与地锁' })).toBeVisible({ timeout: 30_000 });
  // Not 杭州大厦's locks: the bookings story breaks their motors for a while (its guarantee), and runs beside this one.
  const lower = page.getByRole('button', { name: /^降锁 (?!HZ-HZDS-)/ }).first();
  await expect(lower).toBeVisible();
  // The row of this lock by its id: every row has a 降锁 button, and other stories may have lowered other locks.
  const lockButton = page.getByRole('button', { name: (await lower.getAttribute('aria-label'))!, exact: true });
  const row = page.getByRole('row').filter({ has: lockButton });
  await lockButton.click();
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(row.getByText('已确认')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('降下')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-locks.png', fullPage: true });
  // 预约套餐: a park's booking terms; a package without its deposit is refused beside the field (nothing saved).
  await page.getByRole('tab', { name: '预约套餐' }).click();
  await page.getByRole('button', { name: '设置套餐' }).click();
  const terms = page.getByRole('dialog', { name: '设置预约套餐' });
  // Saved once the form is drawn, as an operator does (once, under load, a click just as it opened showed no refusal).
  await expect(terms.getByRole('spinbutton', { name: '到达保留（5–120分钟）' })).toHaveValue('30');
  await terms.getByRole('button', { name: '保存' }).click();
  await expect(terms.getByText('请填写此项')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-lock-packages.png', fullPage: true });
  await terms.getByRole('button', { name: /取\s?消|Cancel/ }).click();

  await page.getByRole('menuitem', { name: '错时共享' }).click();
  // The sharing desk's first load, then its lazily fetched tab: seconds each on a busy machine.
  await expect(page.getByRole('heading', { name: '错时共享' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: '产品与时段' })).toBeVisible();
  await page.getByRole('tab', { name: '违规（超时）' }).click();
  await expect(page.getByRole('columnheader', { name: '超时（分钟）' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/console-sharing.png', fullPage: true });
  // 新建产品 refuses a product without its price and places (nothing is saved: other stories sell this park's).
  await page.getByRole('tab', { name: '产品与时段' }).click();
  await page.getByRole('button', { name: '新建产品' }).click();
  const product = page.getByRole('dialog', { name: '新建错时共享产品' });
  await product.getByLabel('名称').fill('夜间包月');
  await product.getByRole('button', { name: '保存' }).click();
  await expect(product.getByText('请填写价格')).toBeVisible();
  await expect(product.getByText('请填写车位数')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-sharing-product.png', fullPage: true });
  await product.getByRole('button', { name: /取\s?消|Cancel/ }).click();

  // 信用规则 (admins): the table drivers read; a rule saved again with its own points changes nothing for other stories.
  await page.getByRole('tab', { name: '信用规则' }).click();
  const rule = page.getByRole('row', { name: /超时停放/ });
  await expect(rule).toContainText('-10', { timeout: 15_000 });
  await rule.getByRole('button', { name: /^编辑 / }).click();
  const dialog = page.getByRole('dialog', { name: '编辑信用规则' });
  await dialog.getByLabel('分值（正数加分，负数扣分）').fill('-10');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('信用规则已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: 'test-results/console-sharing-credit-rules.png', fullPage: true });
});

// 预约 → 详情 (issue 41): a driver books a space at 杭州大厦 and cancels it before its start (free); the admin opens the
// booking from the bookings list and reads its deposit and refund; 武林广场's park manager may not read it.
test('an admin opens a cancelled booking from the bookings list and reads its deposit and refund', async ({
  page,
  request,
}) => {
  // The desk's first load with axe on a busy machine.
  test.setTimeout(60_000);
  const admin = await signIn(request, 'admin');
  const parks = (await (await request.get(apiUrl(ParkingRoutes.operatorParks), { headers: admin })).json()).data as {
    parkId: string;
    parkName: string;
  }[];
  const parkId = parks.find((p) => p.parkName === '杭州大厦购物城停车场')!.parkId;
  const driver = await registerDriver(request);
  await rechargeByApi(request, driver.token, 2000);
  const info = await request.post(apiUrl(ReservationRoutes.getBookPackageInfo), {
    headers: driverHeaders(driver.token),
    data: { parkId },
  });
  const pack = ((await info.json()).data as { packages: { packageId: string; depositFen: number }[] }).packages[0]!;
  const plateNo = aPlate();
  await bindPlate(request, driver.token, plateNo);
  const booked = await request.post(apiUrl(ReservationRoutes.createBookOrder), {
    headers: { ...driverHeaders(driver.token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: {
      packageId: pack.packageId,
      plateNo,
      startAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
      payChannel: PayChannel.BALANCE,
      expectedFen: pack.depositFen,
    },
  });
  const bookedBody = await booked.json();
  expect(bookedBody.code, JSON.stringify(bookedBody)).toBe('200');
  const bookingId = bookedBody.data.booking.bookingId as string;
  const cancelled = await request.post(apiUrl(ReservationRoutes.cancelBookOrder), {
    headers: { ...driverHeaders(driver.token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { bookingId, expectedRefundFen: pack.depositFen },
  });
  expect((await cancelled.json()).code).toBe('200');

  await page.goto(`/console/locks?tab=bookings&parkId=${parkId}`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '预约与地锁' })).toBeVisible({ timeout: 30_000 });
  const plate = `${plateNo.slice(0, 2)}·${plateNo.slice(2)}`;
  await page.getByRole('button', { name: `详情 ${plate}` }).click();
  const drawer = page.getByRole('dialog', { name: `预约详情 · ${plate}` });
  await expect(drawer.getByText('杭州大厦购物城停车场')).toBeVisible({ timeout: 15_000 });
  const yuan = (pack.depositFen / 100).toFixed(2);
  await expect(drawer.getByRole('row', { name: /^定金/ })).toContainText(`${yuan}元`);
  await expect(drawer.getByRole('row', { name: /^退款/ })).toContainText(`${yuan}元`);
  await expect(page).toHaveURL(new RegExp(`booking=${bookingId}`));
  await page.screenshot({ path: 'test-results/console-booking-detail.png', fullPage: true });

  // Another park's manager is refused by the server; so is a driver.
  const wulin = await signIn(request, 'wulin');
  const foreign = await request.get(apiUrl(ReservationOperatorRoutes.booking, { bookingId }), { headers: wulin });
  expect((await foreign.json()).message).toBe('当前账号无权管理该车场');
  const asDriver = await request.get(apiUrl(ReservationOperatorRoutes.booking, { bookingId }), {
    headers: driverHeaders(driver.token),
  });
  expect(asDriver.status()).toBe(401);
});
