import { expect, test } from './support/test';

// The console's fee rules and live board (issue 39), as the demo's park manager of 武林广场 walks them.
test('a park manager watches the board and schedules a new fee rule after previewing it', async ({ page }) => {
  // Two screens' first loads of antd's chunk and axe on each: more than 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.goto('/console/board');
  await page.getByLabel('用户名').fill('wulin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();

  // The board: only the manager's park, followed live (no polling).
  await expect(page.getByRole('heading', { name: '实时看板' })).toBeVisible();
  await expect(page.getByText('实时更新中')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['武林广场地下停车场']);
  await expect(page.getByRole('menuitem', { name: '账号与角色' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/console-board.png', fullPage: true });

  await page.getByRole('menuitem', { name: '收费规则' }).click();
  await expect(page.getByRole('heading', { name: '收费规则' })).toBeVisible();
  // The editor starts from the rule in force; the preview prices 09:00 → 11:30 with the server's engine:
  // 10元 the first hour, then three started half hours at 3元.
  const total = page.getByTestId('preview-total');
  await expect(total).toContainText('19.00元');
  await page.locator('#small_bands_0_pricing_unitPriceFen').fill('5');
  await expect(total).toContainText('25.00元');

  // A bad time is told beside its field, and the preview waits for a valid rule.
  await page.locator('#small_bands_0_from').fill('25:00');
  await expect(page.getByText('时间格式应为 HH:MM').first()).toBeVisible();
  await expect(page.getByText('规则有误：请先修正左侧标红的字段')).toBeVisible();
  await page.locator('#small_bands_0_from').fill('00:00');
  await expect(total).toContainText('25.00元');
  await page.screenshot({ path: 'test-results/console-fee-rules.png', fullPage: true });

  // Scheduled for a month ahead: today's fees do not change; the history shows it waiting.
  const day = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await page.getByText('定时生效').click();
  await page.locator('#effective-from').fill(`${day} 08:00`);
  await page.locator('#effective-from').press('Enter');
  await page.getByRole('button', { name: '保存为新版本' }).click();
  await expect(page.getByText(`已保存，将于 ${day} 08:00 生效`)).toBeVisible();
  const history = page.getByRole('table').last();
  await expect(history.getByRole('row', { name: /待生效/ })).toHaveCount(1);
  await expect(history.getByRole('row', { name: /生效中/ })).toHaveCount(1);
});
