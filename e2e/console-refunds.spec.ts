import { OperatorRoutes, RefundDeskRoutes } from '@parking/contracts';
import { randomBytes } from 'node:crypto';
import { apiUrl } from './support/api';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { confirmInSandbox, dueNow } from './support/payments';
import { expect, test, type Page } from './support/test';
import { typePlate } from './support/vehicles';

/** Signs in to the console on this page (the token lives in the tab's sessionStorage). */
async function signIn(page: Page, username: string) {
  await page.goto('/console/refunds');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('demo1234x');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '退款' })).toBeVisible({ timeout: 30_000 });
}

// Issue 40: a paid stay is refunded with two operators (one asks, another finance operator approves); the asker
// cannot approve their own request; the driver sees the refund on the order.
test('a stay is refunded with four eyes and the driver sees it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const auth = { authorization: `Bearer ${(await admin.json()).data.token}` };
  const suffix = randomBytes(3).toString('hex');
  const [asker, approver] = [`fin-a-${suffix}`, `fin-b-${suffix}`];
  for (const username of [asker, approver]) {
    const made = await request.post(apiUrl(OperatorRoutes.createOperator), {
      headers: auth,
      data: { username, displayName: username, password: 'demo1234x', roles: ['finance'], parkIds: [] },
    });
    expect(made.status()).toBe(200);
  }
  // Refunds above 1.00元 need a second finance operator.
  const set = await request.put(apiUrl(RefundDeskRoutes.saveMoneySettings), {
    headers: auth,
    data: { refundApprovalFen: 100, withdrawalReviewFen: null },
  });
  expect(set.status()).toBe(200);

  // The driver pays a stay of 110 minutes.
  const plateNo = aPlate();
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 110);
  const due = dueNow(PARKS.holding, 110);
  const driver = await context.newPage();
  await driver.goto('/parkingPayPage');
  await typePlate(driver, [...plateNo]);
  await driver.getByRole('button', { name: '查询缴费' }).click();
  await driver.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(driver, due);
  await expect(driver.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  const orderNo = new URL(driver.url()).searchParams.get('orderNo')!;

  // One finance operator asks for the whole amount: above the threshold, it waits.
  await signIn(page, asker);
  await page.getByRole('button', { name: '发起退款' }).click();
  await page.getByRole('dialog').getByLabel('订单号').fill(orderNo);
  await page.getByRole('button', { name: '查询订单' }).click();
  await expect(page.getByRole('dialog').getByText(PARKS.holding.name)).toBeVisible();
  await page.getByLabel('退款原因').fill('道闸故障，车主重复缴费');
  await page.getByRole('button', { name: '提交退款申请' }).click();
  await expect(page.getByText('已提交，等待财务审批')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row.getByText('待审批')).toBeVisible();

  // The asker cannot approve it: the server refuses and says why.
  await row.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确认退款' }).click();
  await expect(page.getByText('不能审批自己发起的退款，请由另一位财务人员审批')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-refunds-asked.png', fullPage: true });

  // Another finance operator approves: refunded, to the original channel.
  const second = await context.newPage();
  await signIn(second, approver);
  const theirs = second.getByRole('row', { name: new RegExp(orderNo) });
  await theirs.getByRole('button', { name: '通过' }).click();
  await second.getByRole('button', { name: '确认退款' }).click();
  await expect(second.getByText('已退款，款项将原路退回')).toBeVisible();
  await expect(theirs.getByText('已退款')).toBeVisible();
  await second.screenshot({ path: 'test-results/console-refunds-approved.png', fullPage: true });

  // The driver's order shows the refund.
  await driver.reload();
  await expect(driver.getByText(new RegExp(`已退款 ${due}`))).toBeVisible({ timeout: 15_000 });
});
