import { devices } from '@playwright/test';
import { cameraPicture } from '@parking/contracts/camera-picture';
import { createDeviceClient, nextEventId } from '../apps/devices/src';
import { aPlate } from './support/devices';
import { confirmInSandbox } from './support/payments';
import { EMPTY_ADMIN, emptyBaseURL } from './support/servers';
import { expect, test, type Page } from './support/test';
import { choose } from './support/select';

// Issue 39's first day: a deployment that `npm run setup` made (one dealer, one admin, no demo) is set up from the
// console alone — a park, its lanes, a gate with its key, a fee rule — then a simulated car enters, its driver pays at
// the exit in WeChat, the gate opens, and the live board shows the stay and the money.
test.use({ baseURL: emptyBaseURL });

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN';

test('a new deployment is set up from the console alone and takes its first paid stay', async ({ page, browser }) => {
  // Six screens' first loads with axe, a driver's phone and the sandbox's sheet: well over a minute on a busy machine.
  test.setTimeout(180_000);
  await page.goto('/console/board');
  await page.getByLabel('用户名').fill(EMPTY_ADMIN.username);
  await page.getByLabel('密码').fill(EMPTY_ADMIN.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '实时看板' })).toBeVisible({ timeout: 30_000 });

  const parkName = `申城广场停车场${Date.now().toString(36)}`;
  await page.getByRole('menuitem', { name: '车场' }).click();
  await page.getByRole('button', { name: '新建车场' }).click();
  const create = page.getByRole('dialog', { name: '新建车场' });
  await create.getByLabel('车场名称').fill(parkName);
  await choose(page, create.getByLabel('车场类型'), '封闭车场（道闸进出）');
  await create.getByLabel('地址').fill('上海市黄浦区南京东路 1 号');
  await create.getByLabel('经度').fill('121.4903');
  await create.getByLabel('纬度').fill('31.2403');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name: parkName })).toBeVisible({ timeout: 15_000 });
  const parkId = new URL(page.url()).pathname.split('/').pop()!;
  await addLane(page, 'E1', '南门入口', '入口');
  await addLane(page, 'X1', '南门出口', '出口');

  await page.getByRole('menuitem', { name: '设备' }).click();
  await page.getByRole('button', { name: '登记设备' }).click();
  const provision = page.getByRole('dialog', { name: '登记设备' });
  await choose(page, provision.getByLabel('车场'), parkName);
  const deviceId = `SH-GATE-${Date.now().toString(36)}`;
  await provision.getByLabel('设备编号').fill(deviceId);
  await provision.getByLabel('名称').fill('南门道闸相机');
  await provision.getByRole('button', { name: '登记' }).click();
  const keyDialog = page.getByRole('dialog', { name: `设备 ${deviceId} 的密钥` });
  const secret = (await keyDialog.locator('code').textContent())!.trim();
  expect(secret.length).toBeGreaterThan(16);
  await keyDialog.getByRole('button', { name: '我已保存' }).click();
  await page
    .getByRole('row', { name: new RegExp(deviceId) })
    .getByRole('button', { name: '编辑' })
    .click();
  const edit = page.getByRole('dialog', { name: `编辑设备 ${deviceId}` });
  await choose(page, edit.getByLabel('所在车道'), '南门出口（X1）');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();

  // A first fee rule, in force at once: no free minutes, 2 元 each started half hour.
  await page.getByRole('menuitem', { name: '收费规则' }).click();
  await expect(page.getByText('还没有收费规则：在上方编辑并保存第一个版本')).toBeVisible();
  await page.locator('#freeMinutes').fill('0');
  await page.getByRole('button', { name: '保存为新版本' }).click();
  await expect(
    page
      .getByRole('table')
      .last()
      .getByRole('row', { name: /生效中/ }),
  ).toHaveCount(1);

  // The gate, signing with the key the console showed once: a car enters, and is held at the exit until it pays.
  const gate = createDeviceClient({ server: emptyBaseURL, device: { deviceId, secret } });
  const plateNo = aPlate();
  const read = (laneCode: string) => {
    const at = new Date();
    return {
      eventId: nextEventId(deviceId, at.getTime()),
      plateNo,
      occurredAt: at.toISOString(),
      picture: { fileData: cameraPicture({ plateNo, at, place: laneCode }).toString('base64'), suffix: 'png' as const },
      laneCode,
    };
  };
  expect((await gate.gateEvent({ ...read('E1'), type: 'entry' })).action).toBe('open');
  await page.waitForTimeout(1_500); // a stay of a moment: one started half hour
  expect((await gate.gateEvent({ ...read('X1'), type: 'exit' })).action).toBe('hold');

  // The driver scans the exit lane's code in WeChat and pays the 2 元.
  const phone = await browser.newContext({ ...devices['iPhone 13'], userAgent: WECHAT_UA, baseURL: emptyBaseURL });
  const driver = await phone.newPage();
  await driver.goto(`/scanPayPage?parkId=${parkId}&laneCode=X1`);
  await expect(driver.getByText('出口待缴')).toBeVisible();
  await expect(driver.getByLabel('应缴金额')).toHaveText('2.00元');
  await driver.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(driver, '2.00元');
  await expect(driver.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await phone.close();
  expect((await gate.gateEvent({ ...read('X1'), type: 'exit' })).action).toBe('open');

  // The board, pushed: one in and one out in the last hour, 2 元 today, the gate online.
  await page.getByRole('menuitem', { name: '实时看板' }).click();
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: parkName, level: 2 }) });
  const figure = (title: string) => card.locator('.ant-statistic').filter({ hasText: title });
  await expect(figure('近 1 小时 入 / 出')).toContainText('1 / 1', { timeout: 15_000 });
  await expect(figure('今日收入')).toContainText('2.00');
  await expect(figure('离线设备')).toContainText('0 / 1');
  await page.screenshot({ path: 'test-results/console-first-day-board.png', fullPage: true });
});

async function addLane(page: Page, code: string, name: string, direction: '入口' | '出口') {
  await page.getByRole('button', { name: '添加车道' }).click();
  const lane = page.getByRole('dialog', { name: '添加车道' });
  await lane.getByLabel('车道编号').fill(code);
  await lane.getByLabel('车道名称').fill(name);
  await choose(page, lane.getByLabel('方向'), direction);
  await lane.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();
}
