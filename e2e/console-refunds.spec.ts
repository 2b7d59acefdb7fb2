import { BagRoutes, OperatorRoutes, RefundDeskRoutes, ReservationRoutes } from '@parking/contracts';
import { randomBytes } from 'node:crypto';
import { apiUrl } from './support/api';
import { applyForPlan } from './support/monthly-plans';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { registerDriver } from './support/driver';
import { confirmInSandbox, dueNow } from './support/payments';
import { WULIN } from './support/bookings';
import { expect, test, type Page } from './support/test';
import { payloadHeaders, typePlate } from './support/vehicles';
import { bindPlate, driverHeaders, rechargeByApi } from './support/wallet';

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

// Issue 40: a paid 月卡 and a paid booking are refunded from their own rows (月卡 → 月卡列表, 预约与地锁 → 预约), the
// refund desk's dialog opening on the order; the requests then wait (or are done) on the refund desk like any other.
test('a paid monthly plan and a paid booking are refunded from their own rows', async ({ page, request }) => {
  // Four screens' first loads with axe on each; about a minute on a quiet machine, twice that on a busy one.
  test.setTimeout(120_000);
  // A driver buys a 月卡 at 武林广场 and books a space there, both from the balance.
  const driver = await registerDriver(request);
  // A fresh payload (its nonce) for every call: a repeated one is refused as a replay.
  const headers = () => driverHeaders(driver.token);
  const plateNo = aPlate();
  await bindPlate(request, driver.token, plateNo);
  await rechargeByApi(request, driver.token, 40_000);
  const offer = await request.get(apiUrl(BagRoutes.bagPark, { parkId: WULIN }), { headers: headers() });
  const products = (await offer.json()).data.products as { productId: string; kindName: string; priceFen: number }[];
  const month = products.find((p) => p.kindName === '月卡' && p.priceFen === 30_000)!;
  const applicationId = await applyForPlan(request, driver, { parkId: WULIN, productId: month.productId }, plateNo);
  const plan = await request.post(apiUrl(BagRoutes.payBagApplication, { applicationId }), {
    headers: { ...headers(), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { payChannel: 6 },
  });
  const planBody = await plan.json();
  expect(planBody.data?.state, JSON.stringify(planBody)).toBe('paid');
  const planOrderNo = planBody.data.orderNo as string;
  const startAt = new Date(Date.now() + (24 + Math.floor(Math.random() * 96)) * 3_600_000).toISOString();
  const types = await request.post(apiUrl(ReservationRoutes.getParkingBerthType), {
    headers: payloadHeaders(),
    data: { parkId: WULIN, startAt },
  });
  const options = (await types.json()).data.results as { packageId: string; depositFen: number; freeSpaces: number }[];
  const free = options.find((o) => o.freeSpaces > 0)!;
  const booked = await request.post(apiUrl(ReservationRoutes.createBookOrder), {
    headers: { ...headers(), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { packageId: free.packageId, plateNo, startAt, payChannel: 6, expectedFen: free.depositFen },
  });
  const bookingBody = await booked.json();
  expect(bookingBody.code, JSON.stringify(bookingBody)).toBe('200');
  const bookingOrderNo = bookingBody.data.pay.orderNo as string;

  // 月卡列表: the plan's row asks for a refund of its order, in the refund desk's dialog.
  await page.goto(`/console/plans?tab=plans&plateNo=${encodeURIComponent(plateNo)}`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: `退款 ${plateNo}` }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: '发起退款' });
  await expect(dialog.getByRole('cell', { name: planOrderNo })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('cell', { name: '月卡', exact: true })).toBeVisible();
  await dialog.getByLabel('退款原因').fill('车主未使用，申请退卡退款');
  await page.screenshot({ path: 'test-results/console-plan-refund.png' });
  await dialog.getByRole('button', { name: '提交退款申请' }).click();
  await expect(page.getByText(/已退款，款项将原路退回|已提交，等待财务审批/)).toBeVisible();

  // 预约: the booking's row does the same for its deposit; a refund above what is left is refused by the dialog.
  await page.goto('/console/locks?tab=bookings');
  const shown = new RegExp(`^退款 ${plateNo.slice(0, 2)}.?${plateNo.slice(2)} `);
  await page.getByRole('button', { name: shown }).click({ timeout: 30_000 });
  await expect(dialog.getByRole('cell', { name: bookingOrderNo })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('cell', { name: '车位预约' })).toBeVisible();
  await dialog.getByLabel('退款金额（元）').fill('999');
  await dialog.getByLabel('退款原因').fill('车位被占，无法停放');
  await dialog.getByRole('button', { name: '提交退款申请' }).click();
  await expect(dialog.getByText(/退款金额须大于 0 且不超过/)).toBeVisible();
  await dialog.getByLabel('退款金额（元）').fill(String(free.depositFen / 100));
  await dialog.getByRole('button', { name: '提交退款申请' }).click();
  await expect(page.getByText(/已退款，款项将原路退回|已提交，等待财务审批/).first()).toBeVisible();

  // Both are on the refund desk.
  await page.goto('/console/refunds');
  await expect(page.getByRole('row', { name: new RegExp(planOrderNo) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(bookingOrderNo) })).toBeVisible();
});
