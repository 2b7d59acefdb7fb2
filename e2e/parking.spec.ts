import { OperatorRoutes } from '@parking/contracts';
import { aPlate, collectorEvent, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { expect, test, type TestInfo } from './support/test';
import { DEALER, payloadHeaders, typePlate } from './support/vehicles';
import { bindPlate, driverHeaders } from './support/wallet';
import { ParkingRoutes } from '@parking/contracts';
import { apiUrl } from './support/api';
import { uploadPictures } from './support/pictures';

// Parking as a driver meets it: cars parked by the demo's gates and handheld (apps/devices' client, signed like real
// hardware), then the driver's records, pictures, bills, complaints and road parking in the app. Each test signs in
// as a driver of its own. Paying is the payments work's e2e.

const projectIndex = (info: TestInfo) =>
  Math.max(0, ['wechat-iphone', 'alipay-android', 'browser-iphone'].indexOf(info.project.name));
const formatted = (plateNo: string) => `${plateNo.slice(0, 2)}·${plateNo.slice(2)}`;

test('a car the simulator parks shows in the driver’s orders with its fee, rule and entry picture', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const plate = aPlate();
  await bindPlate(request, session.token, plate);
  // The entry camera of 武林广场 uploads a read from two hours ago.
  const entry = await gateEvent(baseURL!, PARKS.holding, 'entry', plate, 120);
  expect(entry.outcome).toBe('entered');

  await openLoggedIn(page, session, '/orderRecord?requestType=1');
  const card = page.getByRole('article', { name: `武林广场地下停车场 ${formatted(plate)}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('停车中')).toBeVisible();
  await expect(card.getByText(/当前费用/)).toContainText('元');
  await expect(card.getByText(/^2小时/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('order-record.png') });

  await card.getByText('武林广场地下停车场').click();
  await expect(page).toHaveURL(/\/orderRecordDetail\?/);
  await expect(page.getByText('首小时10元')).toBeVisible();
  await expect(page.getByText('体育场路入口')).toBeVisible();
  await page.screenshot({ path: info.outputPath('order-detail.png'), fullPage: true });

  await page.getByRole('button', { name: '查看出入场图片' }).click();
  const picture = page.getByRole('img', { name: '入场图片' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(page.getByText('暂无出场图片')).toBeVisible();
  await page.screenshot({ path: info.outputPath('parking-record-detail.png'), fullPage: true });
});

test('an exit without payment holds the car at a gate; where cars may leave first it becomes arrears the driver can dispute', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const [held, gone] = [aPlate(), aPlate()];
  await bindPlate(request, session.token, held);
  await bindPlate(request, session.token, gone);

  await gateEvent(baseURL!, PARKS.holding, 'entry', held, 90);
  const hold = await gateEvent(baseURL!, PARKS.holding, 'exit', held);
  expect(hold).toMatchObject({ outcome: 'held', action: 'hold' });
  expect(hold.dueFen).toBeGreaterThan(0);

  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', gone, 300);
  const leave = await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', gone);
  expect(leave).toMatchObject({ outcome: 'leftInArrears', action: 'open' });

  // Anyone can find the arrears by the plate (the plate entry screen's lookup).
  const lookup = await request.post(apiUrl(ParkingRoutes.plateLookup), {
    headers: payloadHeaders(1),
    data: { plateNo: gone, dealerId: DEALER },
  });
  expect((await lookup.json()).data).toMatchObject({ count: 1, arrearsOnly: true, uniqueId: leave.uniqueId });

  await openLoggedIn(page, session, '/orderRecord?requestType=1');
  await expect(
    page.getByRole('article', { name: `武林广场地下停车场 ${formatted(held)}` }).getByText('待缴费离场'),
  ).toBeVisible();

  await page.goto('/billRecord?requestType=2');
  const bill = page.getByRole('article', { name: `杭州大厦购物城停车场 ${formatted(gone)}` });
  await expect(bill.getByText('待补缴', { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath('bill-record.png') });
  await bill.getByRole('button', { name: '账单申诉' }).click();

  await expect(page).toHaveURL(/\/billComplain\?/);
  await page.getByText('收费金额有误').click();
  await page.getByPlaceholder('请描述您遇到的问题，如实际入场、出场时间').fill('商场购物满额应减免两小时停车费');
  await uploadPictures(page, ['receipt.png']);
  await page.screenshot({ path: info.outputPath('bill-complain.png'), fullPage: true });
  await page.getByRole('button', { name: '提交申诉' }).click();
  await expect(page).toHaveURL(/\/billComplainDetail\?/);
  await expect(page.getByText('已提交').first()).toBeVisible();

  // The operator answers in the console (its API).
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
  const appeals = await request.get(apiUrl(ParkingRoutes.operatorAppeals), {
    headers: operator,
    params: { status: 'pending', pageSize: 100 },
  });
  const mine = (await appeals.json()).data.results.find((a: { uniqueId: string }) => a.uniqueId === leave.uniqueId);
  const answered = await request.post(apiUrl(ParkingRoutes.answerAppeal, { appealId: mine.appealId }), {
    headers: operator,
    data: { status: 'accepted', answer: '已核实购物小票，减免的费用将退回原支付账户' },
  });
  expect(answered.ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('note', { name: '处理意见' })).toContainText('已核实购物小票');
  await page.screenshot({ path: info.outputPath('bill-complain-detail.png'), fullPage: true });
});

test('a collector starts a road-side session and the driver ends it in the app', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const plate = aPlate();
  await bindPlate(request, session.token, plate);
  const berth = `YA02${5 + projectIndex(info)}`;
  const start = await collectorEvent(baseURL!, 'start', plate, berth, 50);
  expect(start.outcome).toBe('started');

  await openLoggedIn(page, session, '/roadParking?collectorCode=C1001');
  await expect(page).toHaveURL(/\/roadParking\/index/);
  await expect(page.getByText('收费员 C1001 为您服务')).toBeVisible();
  const card = page.getByRole('article', { name: `延安路（凤起路—庆春路）路内泊位 ${formatted(plate)}` });
  await expect(card.getByText(`泊位 ${berth}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('road-parking.png') });
  await card.getByRole('button', { name: '结束停车' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/已结束停车/)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/roadParking/parkingList');
  await expect(
    page.getByRole('article', { name: `延安路（凤起路—庆春路）路内泊位 ${formatted(plate)}` }),
  ).toBeVisible();
  await page.goto('/roadParking/palteList');
  await expect(page.getByText(formatted(plate))).toBeVisible();

  // Another car is bound from road parking's own plate list, on the plate keyboard, and the list shows it.
  const another = aPlate();
  await page.getByRole('button', { name: '添加车辆' }).click();
  await expect(page).toHaveURL(/\/roadParking\/addCar$/);
  await typePlate(page, [...another]);
  await page.getByRole('button', { name: '绑定车辆' }).click();
  await expect(page).toHaveURL(/\/roadParking\/palteList$/);
  await expect(page.getByText(formatted(another))).toBeVisible();
});

test('the records of a plate show its stays, and each stay its entry and exit pictures', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const plate = aPlate();
  await bindPlate(request, session.token, plate);
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', plate, 70);
  // The driver bound the plate before it left: a stay that ended before the binding would belong to whoever had it then.
  await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', plate);

  await openLoggedIn(page, session, `/parkingRecord?plate=${encodeURIComponent(plate)}`);
  const card = page.getByRole('article', { name: `杭州大厦购物城停车场 ${formatted(plate)}` });
  await expect(card.getByText('已完成')).toBeVisible(); // within the mall's two free hours
  await card.getByText('杭州大厦购物城停车场').click();
  await expect(page).toHaveURL(/\/parkingRecordDetail\?/);
  for (const name of ['入场图片', '出场图片']) {
    const img = page.getByRole('img', { name });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
  }
  await expect(page.getByText('评价本次停车')).toBeVisible();
  await page.screenshot({ path: info.outputPath('parking-record-pictures.png'), fullPage: true });
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('感谢您的评价')).toBeVisible();
});

test('a car that is not the driver’s stays private: no pictures, no finished record', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await registerDriver(request);
  const stranger = aPlate(); // parked and gone, never bound by this driver
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', stranger, 40);
  const exit = await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', stranger);
  const ref = { uniqueId: exit.uniqueId!, parkId: '00000000-0000-4000-8000-002000000002' };
  const headers = driverHeaders(session.token);
  const pictures = await request.get(apiUrl(ParkingRoutes.parkingPictures), { headers, params: ref });
  expect(pictures.status()).toBe(404);
  const detail = await request.post(apiUrl(ParkingRoutes.parkOrderDetail), {
    headers: driverHeaders(session.token),
    data: ref,
  });
  // Not theirs and nothing to pay: gone, as for an unknown order (0x1310501001).
  expect(detail.status()).toBe(410);
  await openLoggedIn(page, session, `/parkingRecordDetail?uniqueId=${ref.uniqueId}&parkId=${ref.parkId}`);
  await expect(page.getByText('记录加载失败')).toBeVisible();
});
