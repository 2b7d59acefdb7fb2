import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test';
import { typePlate } from './support/vehicles';

// Parking as a driver meets it: cars parked by the device simulator (signed like real gates and handhelds), then the
// driver's records, pictures, bills, complaints and road parking in the app. Each browser project signs in as its own
// demo driver (13800138000–2), so the projects can run side by side. Paying is the payments work's e2e.

const run = promisify(execFile);
// One driver per project, and a login revokes the driver's other sessions: a project's tests run one after another.
test.describe.configure({ mode: 'serial' });
const DEALER = '330100';
const DRIVERS = ['13800138000', '13800138001', '13800138002'];
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const projectIndex = (info: TestInfo) =>
  Math.max(0, ['wechat-iphone', 'alipay-android', 'browser-iphone'].indexOf(info.project.name));
/** A plate no other test or earlier run uses: 浙A + the project + 4 random digits. */
const freshPlate = (info: TestInfo) => `浙A${projectIndex(info)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
const formatted = (plateNo: string) => `${plateNo.slice(0, 2)}·${plateNo.slice(2)}`;

const payload = (authModel: 0 | 1) =>
  Buffer.from(
    JSON.stringify({
      nonce: randomBytes(16).toString('hex'),
      timestamp: Date.now(),
      authModel,
      driverDealerId: DEALER,
    }),
  ).toString('base64');

/** The device simulator CLI (apps/devices), as an operator would run it; resolves with the server's decision. */
async function simulate(baseURL: string, args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/devices/src/cli.ts', ...args, '--server', baseURL, '--demo'],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    outcome: string;
    action: string;
    dueFen: number | null;
    uniqueId: string;
  };
}

/** Signs the project's demo driver in through the API and leaves the session where the app keeps it. */
async function signIn(page: Page, request: APIRequestContext, info: TestInfo) {
  const res = await request.post('/api/auth/v2/api/driver/login', {
    headers: { 'x-payload': payload(0) },
    data: { phone: DRIVERS[projectIndex(info)], password: 'Demo1234' },
  });
  expect(res.ok()).toBe(true);
  const { token, refreshToken } = (await res.json()).data;
  await page.addInitScript(
    ([t, r, d]) => {
      localStorage.setItem('token', t!);
      localStorage.setItem('refreshToken', r!);
      localStorage.setItem('driverDealerId', d!);
    },
    [token, refreshToken, DEALER],
  );
  return { authorization: `Bearer ${token}` };
}

/** Plates bound by the running test, unbound after it (a driver may bind 5). */
const bound: { auth: { authorization: string }; plateId: string }[] = [];

async function bindPlate(request: APIRequestContext, auth: { authorization: string }, plateNo: string) {
  const res = await request.post('/api/driver/v2/api/plates', {
    headers: { ...auth, 'x-payload': payload(0) },
    data: { plateNo },
  });
  expect(res.ok(), await res.text()).toBe(true);
  bound.push({ auth, plateId: (await res.json()).data.plateId });
}

test.afterEach(async ({ request }) => {
  for (const { auth, plateId } of bound.splice(0)) {
    await request.delete(`/api/driver/v2/api/plates/${plateId}`, { headers: { ...auth, 'x-payload': payload(0) } });
  }
});

test('a car the simulator parks shows in the driver’s orders with its fee, rule and entry picture', async ({
  page,
  request,
  baseURL,
}, info) => {
  const auth = await signIn(page, request, info);
  const plate = freshPlate(info);
  await bindPlate(request, auth, plate);
  // The entry camera of 武林广场 uploads a read from two hours ago.
  const entry = await simulate(baseURL!, [
    'entry',
    '--device',
    'HZ-WLGC-GATE',
    '--lane',
    'E1',
    '--plate',
    plate,
    '--at=-2h',
  ]);
  expect(entry.outcome).toBe('entered');

  await page.goto('/orderRecord?requestType=1');
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
  const auth = await signIn(page, request, info);
  const [held, gone] = [freshPlate(info), freshPlate(info)];
  await bindPlate(request, auth, held);
  await bindPlate(request, auth, gone);

  await simulate(baseURL!, ['entry', '--device', 'HZ-WLGC-GATE', '--lane', 'E1', '--plate', held, '--at=-90m']);
  const hold = await simulate(baseURL!, ['exit', '--device', 'HZ-WLGC-GATE', '--lane', 'X1', '--plate', held]);
  expect(hold).toMatchObject({ outcome: 'held', action: 'hold' });
  expect(hold.dueFen).toBeGreaterThan(0);

  await simulate(baseURL!, ['entry', '--device', 'HZ-HZDS-GATE', '--lane', 'E1', '--plate', gone, '--at=-5h']);
  const leave = await simulate(baseURL!, ['exit', '--device', 'HZ-HZDS-GATE', '--lane', 'X1', '--plate', gone]);
  expect(leave).toMatchObject({ outcome: 'leftInArrears', action: 'open' });

  // Anyone can find the arrears by the plate (the plate entry screen's lookup).
  const lookup = await request.post('/api/charge/v2/api/plateLookup', {
    headers: { 'x-payload': payload(1) },
    data: { plateNo: gone, dealerId: DEALER },
  });
  expect((await lookup.json()).data).toMatchObject({ count: 1, arrearsOnly: true, uniqueId: leave.uniqueId });

  await page.goto('/orderRecord?requestType=1');
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
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.locator('.adm-image-uploader-cell img')).toBeVisible();
  await page.screenshot({ path: info.outputPath('bill-complain.png'), fullPage: true });
  await page.getByRole('button', { name: '提交申诉' }).click();
  await expect(page).toHaveURL(/\/billComplainDetail\?/);
  await expect(page.getByText('处理中').first()).toBeVisible();

  // The operator answers in the console (its API).
  const login = await request.post('/api/operator/v1/login', { data: { username: 'admin', password: 'demo1234' } });
  const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
  const appeals = await request.get('/api/operator/v1/parking/appeals?status=pending&pageSize=100', {
    headers: operator,
  });
  const mine = (await appeals.json()).data.results.find((a: { uniqueId: string }) => a.uniqueId === leave.uniqueId);
  const answered = await request.post(`/api/operator/v1/parking/appeals/${mine.appealId}/answer`, {
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
  const auth = await signIn(page, request, info);
  const plate = freshPlate(info);
  await bindPlate(request, auth, plate);
  const berth = `YA02${5 + projectIndex(info)}`;
  const start = await simulate(baseURL!, [
    'start',
    '--device',
    'HZ-YAL-PDA',
    '--collector',
    'C1001',
    '--berth',
    berth,
    '--plate',
    plate,
    '--at=-50m',
  ]);
  expect(start.outcome).toBe('started');

  await page.goto('/roadParking?collectorCode=C1001');
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
  const another = freshPlate(info);
  await page.getByRole('button', { name: '添加车辆' }).click();
  await expect(page).toHaveURL(/\/roadParking\/addCar$/);
  const binding = page.waitForResponse(
    (r) => r.url().endsWith('/api/driver/v2/api/plates') && r.request().method() === 'POST',
  );
  await typePlate(page, [...another]);
  await page.getByRole('button', { name: '绑定车辆' }).click();
  bound.push({ auth, plateId: (await (await binding).json()).data.plateId });
  await expect(page).toHaveURL(/\/roadParking\/palteList$/);
  await expect(page.getByText(formatted(another))).toBeVisible();
});

test('the records of a plate show its stays, and each stay its entry and exit pictures', async ({
  page,
  request,
  baseURL,
}, info) => {
  const auth = await signIn(page, request, info);
  const plate = freshPlate(info);
  await bindPlate(request, auth, plate);
  await simulate(baseURL!, ['entry', '--device', 'HZ-HZDS-GATE', '--lane', 'E1', '--plate', plate, '--at=-70m']);
  // The driver bound the plate before it left: a stay that ended before the binding would belong to whoever had it then.
  await simulate(baseURL!, ['exit', '--device', 'HZ-HZDS-GATE', '--lane', 'X1', '--plate', plate]);

  await page.goto(`/parkingRecord?plate=${encodeURIComponent(plate)}`);
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
}, info) => {
  const auth = await signIn(page, request, info);
  const stranger = freshPlate(info); // parked and gone, never bound by this driver
  await simulate(baseURL!, ['entry', '--device', 'HZ-HZDS-GATE', '--lane', 'E1', '--plate', stranger, '--at=-40m']);
  const exit = await simulate(baseURL!, ['exit', '--device', 'HZ-HZDS-GATE', '--lane', 'X1', '--plate', stranger]);
  const ref = { uniqueId: exit.uniqueId, parkId: '00000000-0000-4000-8000-002000000002' };
  const headers = { ...auth, 'x-payload': payload(0) };
  const pictures = await request.get('/api/charge/v2/api/parkOrders/msp/parkingPictures', { headers, params: ref });
  expect(pictures.status()).toBe(404);
  const detail = await request.post('/api/charge/v2/api/parkOrders/msp/detail', {
    headers: { ...auth, 'x-payload': payload(1) },
    data: ref,
  });
  expect(detail.status()).toBe(404);
  await page.goto(`/parkingRecordDetail?uniqueId=${ref.uniqueId}&parkId=${ref.parkId}`);
  await expect(page.getByText('记录加载失败')).toBeVisible();
});
