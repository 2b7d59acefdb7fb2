import { VehicleRoutes, OperatorRoutes } from '@parking/contracts';
import { apiUrl } from './support/api';
import { aPlate } from './support/devices';
import { expect, test, type Page } from './support/test';
import { openLoggedIn, registerDriver } from './support/driver';
import { setYellow, slot, typePlate } from './support/vehicles';
import { ParkingRoutes } from '@parking/contracts';

/**
 * Every category the plate keyboard can type (spec section 4: provinces, letters, digits, WJ, and the 殊 board's
 * 港 澳 学 挂 警 应急), with the keys a driver presses, the plate it makes and whether it is a yellow plate.
 */
const KEYBOARD_PLATES: { category: string; keys: string[]; plateNo: string; tag: string; yellow?: boolean }[] = [
  { category: 'ordinary', keys: ['浙', 'A', '1', '2', '3', '4', '5'], plateNo: '浙A12345', tag: '浙A·12345' },
  {
    category: 'new energy, small',
    keys: ['浙', 'A', 'D', '1', '2', '3', '4', '5'],
    plateNo: '浙AD12345',
    tag: '浙A·D12345',
  },
  {
    category: 'new energy, large',
    keys: ['浙', 'A', '1', '2', '3', '4', '5', 'F'],
    plateNo: '浙A12345F',
    tag: '浙A·12345F',
    yellow: true,
  },
  { category: 'police', keys: ['京', 'A', '0', '0', '0', '6', '警'], plateNo: '京A0006警', tag: '京A·0006警' },
  {
    category: 'coach',
    keys: ['浙', 'A', '1', '2', '3', '4', '学'],
    plateNo: '浙A1234学',
    tag: '浙A·1234学',
    yellow: true,
  },
  {
    category: 'trailer',
    keys: ['粤', 'B', '1', '2', '3', '4', '挂'],
    plateNo: '粤B1234挂',
    tag: '粤B·1234挂',
    yellow: true,
  },
  { category: 'Hong Kong', keys: ['粤', 'Z', '1', '2', '3', '4', '港'], plateNo: '粤Z1234港', tag: '粤Z·1234港' },
  { category: 'Macao', keys: ['粤', 'Z', '1', '2', '3', '4', '澳'], plateNo: '粤Z1234澳', tag: '粤Z·1234澳' },
  { category: 'emergency', keys: ['琼', 'X', '1', '2', '3', '4', '应急'], plateNo: '琼X1234应急', tag: '琼X·1234应急' },
  { category: 'armed police', keys: ['WJ', '粤', '1', '2', '3', '4', 'X'], plateNo: 'WJ粤1234X', tag: 'WJ粤·1234X' },
];

/** Looks the typed plate up and waits for the answer: nothing owed, so the screen says so and stays. */
async function searchNothingOwed(page: Page, plateNo: string) {
  const lookup = page.waitForResponse((r) => r.url().endsWith(apiUrl(ParkingRoutes.plateLookup)));
  await page.getByRole('button', { name: '查询缴费' }).click();
  const answer = await lookup;
  expect(answer.request().postDataJSON().plateNo).toBe(plateNo);
  expect(await answer.json()).toMatchObject({ code: '200', data: { count: 0 } });
  await expect(page.getByText('未查到待缴费信息')).toBeVisible();
  await expect(page).toHaveURL(/\/plateSearch$/);
}

test('a visitor types plates of every category, sees them as history tags and re-searches from one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/plateSearch');
  await expect(slot(page, 2)).toHaveText('A'); // the dealer's province 浙A is prefilled
  for (const plate of KEYBOARD_PLATES) {
    await typePlate(page, plate.keys);
    await setYellow(page, plate.yellow === true);
    await searchNothingOwed(page, plate.plateNo);
  }
  // The lookup kept every plate in this device's history (x-device-key), newest first.
  const tags = page.getByRole('region', { name: '历史车牌' });
  const names = KEYBOARD_PLATES.map((plate) => `查询${plate.tag}${plate.yellow ? '黄牌' : ''}`).reverse();
  await expect(tags.getByRole('button', { name: /^查询/ })).toHaveCount(KEYBOARD_PLATES.length);
  for (const [i, name] of names.entries())
    await expect(tags.getByRole('button', { name: /^查询/ }).nth(i)).toHaveAccessibleName(name);
  await page.screenshot({ path: test.info().outputPath('plate-search-history.png') });

  // After a reload the history is still this device's; a tag refills the plate and its yellow flag and searches.
  await page.reload();
  const lookup = page.waitForRequest((r) => r.url().endsWith(apiUrl(ParkingRoutes.plateLookup)));
  await page.getByRole('button', { name: '查询粤B·1234挂黄牌', exact: true }).click();
  expect((await lookup).postDataJSON()).toMatchObject({ plateNo: '粤B1234挂', plateColor: 2 });
  await expect(page.getByText('未查到待缴费信息')).toBeVisible();
  for (const [n, text] of ['粤', 'B', '1', '2', '3', '4', '挂'].entries())
    await expect(slot(page, n + 1)).toHaveText(text);
  await expect(page.getByRole('checkbox', { name: '大中型车辆（黄牌车）' })).toBeChecked();
  await expect(tags.getByRole('button', { name: /^查询/ }).first()).toHaveAccessibleName('查询粤B·1234挂黄牌');

  // A tag can be forgotten.
  await tags.getByRole('button', { name: '删除琼X·1234应急' }).click();
  await expect(tags.getByRole('button', { name: '查询琼X·1234应急' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: '查询WJ粤·1234X' })).toBeVisible();
  await expect(page.getByRole('button', { name: '查询琼X·1234应急' })).toHaveCount(0);
});

test('a driver binds two plates typed on the keyboard, sets a default, and re-searches from the history', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await registerDriver(request);

  // Bind two plates on /addCar, the second a yellow new-energy plate (numbers of this run: other projects bind too).
  const serial = String(Math.floor(Math.random() * 90000) + 10000);
  const ordinary = { keys: ['浙', 'A', ...serial], name: `车辆 浙A·${serial}`, yellow: false };
  const largeNewEnergy = { keys: ['浙', 'A', ...serial, 'F'], name: `车辆 浙A·${serial}F`, yellow: true };
  await openLoggedIn(page, session, '/home');
  await page.getByRole('button', { name: '添加车辆' }).click(); // the home prompt of a driver without plates
  for (const [i, plate] of [ordinary, largeNewEnergy].entries()) {
    if (i > 0) await page.goto('/addCar');
    await expect(page).toHaveURL(/\/addCar$/);
    await typePlate(page, plate.keys);
    await setYellow(page, plate.yellow);
    await page.getByRole('button', { name: '绑定车辆' }).click();
    await expect(page).toHaveURL(/\/carManage$/);
  }
  const first = page.getByRole('listitem', { name: ordinary.name, exact: true });
  const second = page.getByRole('listitem', { name: largeNewEnergy.name, exact: true });
  await expect(first.getByText('默认', { exact: true })).toBeVisible();
  await expect(second.getByText(/新能源车牌 · 黄牌/)).toBeVisible();

  // Make the second one the default.
  await second.getByRole('button', { name: '设为默认' }).click();
  await expect(second.getByText('默认', { exact: true })).toBeVisible();
  await expect(first.getByText('默认', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: '我的车辆' }).getByRole('listitem').first()).toHaveAccessibleName(
    largeNewEnergy.name,
  );
  await page.screenshot({ path: test.info().outputPath('car-manage.png') });

  // The driver's own history: search the bound plate, then search it again from its tag.
  await page.goto('/plateSearch');
  await typePlate(page, largeNewEnergy.keys);
  await setYellow(page, true);
  await searchNothingOwed(page, `浙A${serial}F`);
  await page.reload();
  const lookup = page.waitForRequest((r) => r.url().endsWith(apiUrl(ParkingRoutes.plateLookup)));
  await page.getByRole('button', { name: `查询浙A·${serial}F黄牌`, exact: true }).click();
  expect((await lookup).postDataJSON()).toMatchObject({ plateNo: `浙A${serial}F`, plateColor: 2 });
  await expect(page.getByText('未查到待缴费信息')).toBeVisible();
});

test('a plate bound by someone else leads the second driver to certification, which a reviewer approves', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await registerDriver(request);
  const claimant = await registerDriver(request);
  const plateNo = aPlate();
  const keys = [...plateNo];

  await openLoggedIn(page, owner, '/addCar');
  await typePlate(page, keys);
  await page.getByRole('button', { name: '绑定车辆' }).click();
  await expect(page).toHaveURL(/\/carManage$/);

  await openLoggedIn(page, claimant, '/addCar');
  await typePlate(page, keys);
  await page.getByRole('button', { name: '绑定车辆' }).click();
  await expect(page.getByText('该车牌已被其他用户绑定，如为您本人车辆，请提交行驶证等材料进行认证')).toBeVisible();
  await page.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/plateMaterial\?/);

  await page.getByRole('textbox', { name: /车辆所有人/ }).fill('张三');
  // A PDF is ignored without a word; the photo uploads.
  await page.getByLabel('上传图片').setInputFiles([
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    { name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG },
  ]);
  await expect(page.getByRole('img', { name: '行驶证主页' })).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/plateMaterialDetail\?materialId=/);
  await expect(page.getByText('审核中')).toBeVisible();

  // A reviewer (the demo admin) approves it: the plate moves to the claimant.
  const materialId = new URL(page.url()).searchParams.get('materialId');
  const login = await request.post(apiUrl(OperatorRoutes.login), {
    data: { dealerId: '330100', username: 'admin', password: 'demo1234' },
  });
  const operatorToken = (await login.json()).data.token;
  const approved = await request.post(apiUrl(VehicleRoutes.approvePlateMaterial, { materialId: materialId! }), {
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  expect((await approved.json()).data.status).toBe('approved');

  await page.reload();
  await expect(page.getByText('已通过', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '查看我的车辆' }).click();
  const bound = page.getByRole('listitem', { name: `车辆 ${plateNo.slice(0, 2)}·${plateNo.slice(2)}`, exact: true });
  await expect(bound).toBeVisible();
});

/** A 2×2 PNG: the server checks the bytes are really a picture. */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
