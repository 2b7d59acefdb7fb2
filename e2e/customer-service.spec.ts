import { PaymentRoutes, SupportOperatorRoutes, OperatorRoutes } from '@parking/contracts';
import { randomBytes, randomInt } from 'node:crypto';
import { apiUrl } from './support/api';
import { gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver, type Session } from './support/driver';
import { expect, test, type APIRequestContext, type TestInfo } from './support/test';
import { bindPlate, billsOf, driverHeaders } from './support/wallet';
import { uploadPictures } from './support/pictures';

// Customer service as a driver meets it (decision 030): from a failed payment to a prefilled consultation, and a
// parking bill appeal with pictures that service reviews, finance refunds and the driver rates. Agents act through
// the operator API, as their console does.

test.use({ viewport: { width: 375, height: 812 } });

const freshPlate = (info: TestInfo) => `浙B${info.workerIndex % 10}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** A car of the driver's plate parked at 西湖 for an hour; its bill's ids. */
async function aParkedCar(request: APIRequestContext, baseURL: string, session: Session, info: TestInfo) {
  const plate = freshPlate(info);
  await bindPlate(request, session.token, plate);
  const entry = await gateEvent(baseURL, PARKS.holding, 'entry', plate, 60);
  expect(entry.outcome).toBe('entered');
  const [bill] = (await billsOf(request, plate)).results;
  return { plate, bill: { uniqueId: bill!.uniqueId, parkId: bill!.parkId } };
}

/** Starts paying the bill through the sandbox; returns the order and its hosted sheet. */
async function startPaying(request: APIRequestContext, session: Session, bill: { uniqueId: string; parkId: string }) {
  const quoted = await request.get(apiUrl(PaymentRoutes.payableBills), {
    headers: driverHeaders(session.token),
    params: { uniqueIds: bill.uniqueId },
  });
  const expectedFen = (await quoted.json()).data.totalFen as number;
  const res = await request.post(apiUrl(PaymentRoutes.payCharges), {
    headers: { ...driverHeaders(session.token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { ...bill, payChannel: 3, expectedFen },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('200');
  return { ...(body.data as { orderNo: string; launch: { url: string } }), expectedFen };
}

async function operatorHeaders(request: APIRequestContext) {
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('a failed payment leads to 提交反馈 with the order prefilled; the driver submits and finds it', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const { bill } = await aParkedCar(request, baseURL!, session, info);
  const order = await startPaying(request, session, bill);

  // The wallet came back without a payment: /thirdpayFail offers 提交反馈.
  await openLoggedIn(page, session, `/thirdpayFail?orderNo=${order.orderNo}`);
  await expect(page.getByText('支付未成功')).toBeVisible();
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page).toHaveURL(new RegExp(`/customerService/questionConsultation\\?type=5&orderNo=${order.orderNo}`));
  const facts = page.getByRole('region', { name: '问题信息' });
  await expect(facts.getByText(order.orderNo)).toBeVisible();
  await expect(page.locator('.adm-selector-item-active')).toHaveText('支付失败');

  // Too short is said beside the field before anything is sent; then a description with times and quotes goes
  // through as typed (decision 086).
  const description = page.getByPlaceholder('请详细描述您遇到的问题，便于客服尽快处理');
  await description.fill('转圈');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('alert')).toHaveText('请至少用 5 个字描述问题');
  await description.fill('09:30 付款页面一直转圈，最后提示"支付未成功"，请帮忙查看是否扣款?');
  await page.screenshot({ path: info.outputPath('question-consultation.png'), fullPage: true });
  await page.getByRole('button', { name: '提交' }).click();

  await expect(page).toHaveURL(/\/customerService\/feedDetail\?ticketId=/);
  await expect(page.getByText('问题咨询 · 支付失败')).toBeVisible();
  await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('feed-detail-submitted.png'), fullPage: true });

  await page.goto('/customerService/feedHistory');
  await expect(page.getByRole('button', { name: /问题咨询 · 支付失败/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath('feed-history.png'), fullPage: true });
});

test('a parking bill appeal with pictures is reviewed, refunded through the operator API, and rated', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const { plate, bill } = await aParkedCar(request, baseURL!, session, info);
  const order = await startPaying(request, session, bill);
  const [path, query] = order.launch.url.split('?');
  await request.post(`${path}/confirm?${query}`, { form: {}, maxRedirects: 0 });
  await expect.poll(async () => (await billsOf(request, plate)).totalFen).toBe(0);

  await openLoggedIn(page, session, `/customerService/billFeedBack?uniqueId=${bill.uniqueId}&parkId=${bill.parkId}`);
  await expect(page.getByText(`${plate.slice(0, 2)}·${plate.slice(2)}`)).toBeVisible();
  await page.getByPlaceholder('请描述账单的问题，如实际入场、出场时间').fill('我只停了十分钟就离开了，收费时间不对');
  await uploadPictures(page, ['exit-1.png', 'exit-2.png']);
  await page.screenshot({ path: info.outputPath('bill-feedback.png'), fullPage: true });
  await page.getByRole('button', { name: '提交申诉' }).click();
  await expect(page).toHaveURL(/\/customerService\/feedDetail\?ticketId=/);
  const ticketId = new URL(page.url()).searchParams.get('ticketId')!;
  await expect(page.getByRole('button', { name: /问题图片/ })).toHaveCount(2);

  // Service reviews it beside the stay's own records and approves a partial refund; finance confirms it once.
  const operator = await operatorHeaders(request);
  const byId = { ticketId };
  const seen = await (await request.get(apiUrl(SupportOperatorRoutes.agentTicket, byId), { headers: operator })).json();
  expect(seen.data.stayEvidence.paidFen).toBe(order.expectedFen);
  expect(seen.data.pictures).toHaveLength(2);
  const refundFen = Math.min(300, order.expectedFen);
  const decided = await request.post(apiUrl(SupportOperatorRoutes.decideAppeal, byId), {
    headers: operator,
    data: { decision: 'refund', refundFen, content: '经核实出场记录，多收的费用将原路退回' },
  });
  expect((await decided.json()).data.state).toBe('awaitingFinance');
  const review = { headers: operator, data: { approve: true, content: '核对无误，同意退款' } };
  expect(
    (await (await request.post(apiUrl(SupportOperatorRoutes.financeReview, byId), review)).json()).data.state,
  ).toBe('resolved');
  const twice = await request.post(apiUrl(SupportOperatorRoutes.financeReview, byId), review);
  expect(twice.status()).toBe(409);

  // The driver sees each step and the answer, then rates it.
  await page.reload();
  await expect(page.getByText(`客服审核：同意退款（${(refundFen / 100).toFixed(2)}元）`)).toBeVisible();
  await expect(page.getByText('原路退款')).toBeVisible();
  await expect(page.getByText('经核实出场记录，多收的费用将原路退回')).toBeVisible();
  await expect(page.getByText('核对无误，同意退款')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('feed-detail-refunded.png'), fullPage: true });
  await page.getByRole('region', { name: '评价本次服务' }).getByRole('radio', { name: '5' }).tap();
  await page.getByPlaceholder('说说您对本次服务的感受（选填）').fill('处理很及时');
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('region', { name: '我的评价' })).toBeVisible();
  await expect(page.getByText('已关闭', { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath('feed-detail-rated.png'), fullPage: true });
});

test('every customer-service screen and the other screens built so far open (none says 页面不存在)', async ({
  page,
  request,
}, info) => {
  const session = await registerDriver(request);
  const screens = [
    '/customerService',
    '/customerService/index',
    '/customerService/feedBack',
    '/customerService/billFeedBack',
    '/customerService/feedHistory',
    '/customerService/feedDetail',
    '/customerService/billProblem',
    '/customerService/billProblemList',
    '/customerService/questionBill',
    '/customerService/questionBook',
    '/customerService/questionConsultation?type=1',
    '/customerService/chargingBillProblemList',
  ];
  await openLoggedIn(page, session, '/customerService/index');
  await expect(page.getByRole('button', { name: '问题咨询' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('customer-service-index.png'), fullPage: true });
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.locator('main, #root').first()).not.toContainText('页面不存在');
    await expect(page.getByText(/.+/).first()).toBeVisible();
  }
  await page.goto('/empyt?title=暂无优惠券');
  await expect(page.getByText('暂无优惠券')).toBeVisible();
  await page.goto('/authorizationSuccess');
  await expect(page.getByText('授权信息不存在')).toBeVisible();
  await page.goto('/customerService/billProblemList?category=bill');
  await expect(page.getByText('重复缴费了怎么办？')).toBeVisible();
  await expect(page.getByRole('button', { name: '仍需帮助？咨询客服' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('faq-list.png'), fullPage: true });
});
