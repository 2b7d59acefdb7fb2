import { expect, test } from './support/test';

// The operator console at a desk (issue 39): sign in with the demo's admin, add an operator, look at the parks.
test('an admin signs in, creates an operator and opens the parks', async ({ page }) => {
  // Three screens' first loads of antd's chunk (205 KB gzip) and axe on each: over 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.goto('/console/accounts');
  await expect(page).toHaveURL(/\/console\/login\?from=/);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page.getByRole('heading', { name: '账号与角色' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-accounts.png' });

  const username = `cashier${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('姓名').fill('王收费');
  await dialog.getByLabel('初始密码').fill('short');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('密码至少 8 位')).toBeVisible();
  await expect(dialog.getByText('至少选择一个角色')).toBeVisible();

  await dialog.getByLabel('初始密码').fill('cashier-pass-1');
  await dialog.getByLabel('角色').click();
  await page.getByTitle('收费员（限授权车场）').click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('授权车场').click();
  await page.locator('.ant-select-dropdown').last().locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/console-new-operator.png' });
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('cell', { name: username })).toBeVisible();

  await page.getByRole('menuitem', { name: '车场' }).click();
  await expect(page).toHaveURL(/\/console\/parks$/);
  await expect(page.getByRole('heading', { name: '车场' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await page.screenshot({ path: 'test-results/console-parks.png' });
});
