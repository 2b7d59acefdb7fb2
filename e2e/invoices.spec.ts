import {
  InvoiceDevRoutes,
  InvoiceRoutes,
  OperatorRoutes,
  PaymentRoutes,
  SupportOperatorRoutes,
  SupportRoutes,
} from '@parking/contracts';
import { randomBytes, randomInt } from 'node:crypto';
import { apiUrl } from './support/api';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver, type Session } from './support/driver';
import { expect, test, type APIRequestContext, type TestInfo } from './support/test';
import { confirmInSandbox, dueNow } from './support/payments';
import { typePlate } from './support/vehicles';
import { billsOf, bindPlate, driverHeaders } from './support/wallet';

// Invoices as a new user meets them (decision 040): two paid bills → one company invoice for both → the PDF in the
// page and in the mail outbox → a refund of one bill reverses it with a red invoice and reissues the rest.

test.use({ viewport: { width: 375, height: 812 } });

const freshPlate = (info: TestInfo) => `浙C${info.workerIndex % 10}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** A car of the driver's parked at 西湖 for an hour, paid through the sandbox wallet. */
async function aPaidBill(request: APIRequestContext, baseURL: string, session: Session, info: TestInfo) {
  const plate = freshPlate(info);
  await bindPlate(request, session.token, plate);
  expect((await gateEvent(baseURL, PARKS.holding, 'entry', plate, 60)).outcome).toBe('entered');
  const [bill] = (await billsOf(request, plate)).results;
  const quoted = await request.get(apiUrl(PaymentRoutes.payableBills), {
    headers: driverHeaders(session.token),
    params: { uniqueIds: bill!.uniqueId },
  });
  const expectedFen = (await quoted.json()).data.totalFen as number;
  const res = await request.post(apiUrl(PaymentRoutes.payCharges), {
    headers: { ...driverHeaders(session.token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { uniqueId: bill!.uniqueId, parkId: bill!.parkId, payChannel: 3, expectedFen },
  });
  const order = (await res.json()).data as { orderNo: string; launch: { url: string } };
  const [path, query] = order.launch.url.split('?');
  await request.post(`${path}/confirm?${query}`, { form: {}, maxRedirects: 0 });
  await expect.poll(async () => (await billsOf(request, plate)).totalFen).toBe(0);
  return { plate, bill: bill!, expectedFen, orderNo: order.orderNo };
}

test('two paid bills, one company invoice, the PDF by mail, reversed after a refund', async ({
  page,
  request,
  baseURL,
}, info) => {
  // Two payments, an invoice, a red one and its replacement are each a background job: room for a loaded machine.
  test.setTimeout(120_000);
  const session = await registerDriver(request);
  const first = await aPaidBill(request, baseURL!, session, info);
  const second = await aPaidBill(request, baseURL!, session, info);
  const email = `finance-${randomBytes(4).toString('hex')}@example.com`;

  // A company title (the credit code's checksum is checked as it is typed in).
  await openLoggedIn(page, session, '/invoiceHeaderAdd');
  await page.getByRole('textbox', { name: '抬头名称' }).fill('杭州某某科技有限公司');
  await page.getByRole('textbox', { name: '税号' }).fill('91350100M000100Y44');
  await page.getByRole('textbox', { name: '电子邮箱' }).fill(email);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('统一社会信用代码校验错误，请核对')).toBeVisible();
  await page.getByRole('textbox', { name: '税号' }).fill('91350100M000100Y43');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/invoiceHeaderManage$/);
  await expect(page.getByText('杭州某某科技有限公司（默认）')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/invoices-titles.png' });

  // Both bills, selected at once, in one invoice.
  await page.goto('/invoiceBillList');
  await expect(page.getByText('可开票订单（2 笔')).toBeVisible();
  await page.getByText('全选').click();
  const total = ((first.expectedFen + second.expectedFen) / 100).toFixed(2);
  await expect(page.getByText(`${total}元`).last()).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/invoices-bills.png' });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('杭州某某科技有限公司（默认）')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/invoices-make.png' });
  await page.getByRole('button', { name: '提交开票' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();
  await page.getByRole('button', { name: '查看发票' }).click();
  await expect(page.getByText('已开具').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('iframe[title="发票 PDF"]')).toBeVisible();
  await expect(page.getByText('已发送')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'docs/screenshots/invoices-detail.png', fullPage: true });
  const unid = new URL(page.url()).searchParams.get('unid')!;

  // The mail, with the invoice's PDF attached, is in the demo outbox.
  const outbox = await (await request.get(apiUrl(InvoiceDevRoutes.mailOutbox), { params: { to: email } })).json();
  expect(outbox.data[0].subject).toMatch(/^电子发票 \d{20}$/);
  expect(outbox.data[0].attachments[0]).toMatchObject({ contentType: 'application/pdf' });

  // Service upholds an appeal of the first bill and finance refunds part of it: the invoice is reversed.
  const ticket = await request.post(apiUrl(SupportRoutes.createAppealTicket), {
    headers: driverHeaders(session.token),
    data: {
      uniqueId: first.bill.uniqueId,
      parkId: first.bill.parkId,
      content: '实际只停了十分钟，收费时间不对',
      pictures: [],
    },
  });
  const ticketId = (await ticket.json()).data.ticketId as string;
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
  await request.post(apiUrl(SupportOperatorRoutes.decideAppeal, { ticketId }), {
    headers: operator,
    data: { decision: 'refund', refundFen: 100, content: '多收的费用原路退回' },
  });
  await request.post(apiUrl(SupportOperatorRoutes.financeReview, { ticketId }), {
    headers: operator,
    data: { approve: true, content: '同意退款' },
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText('已红冲').count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByText('红字发票（冲红）')).toBeVisible();
  await page.goto('/invoiceRecord');
  await expect(page.getByText('红字发票 · 杭州某某科技有限公司')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/invoices-records.png', fullPage: true });
  expect(unid).toMatch(/^[0-9a-f]{24}$/);
});

test('a special invoice: the title completed where it lacks details, the kind on the record, its bills listed', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(60_000);
  const session = await registerDriver(request);
  const paid = await aPaidBill(request, baseURL!, session, info);
  // A company title without its bank: fine for 普票, not for 专票.
  await request.post(apiUrl(InvoiceRoutes.addTitle), {
    headers: driverHeaders(session.token),
    data: {
      kind: 'company',
      name: '杭州某某科技有限公司',
      taxNo: '91350100M000100Y43',
      address: '杭州市西湖区文三路 1 号',
      phone: '0571-88888888',
      email: `spe-${randomBytes(4).toString('hex')}@example.com`,
    },
  });

  await openLoggedIn(page, session, '/invoiceManage');
  await page.getByRole('button', { name: /开专用发票/ }).click();
  await page.getByText('全选').click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/invoiceSpe\?/);
  const form = page.url();
  await expect(page.getByText('缺少开户银行、银行账号')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交开票' })).toBeDisabled();
  await page.getByRole('link', { name: '去补全' }).click();
  await page.getByRole('textbox', { name: '开户银行' }).fill('工商银行杭州分行');
  await page.getByRole('textbox', { name: '银行账号' }).fill('12020210090000000001');
  await page.getByRole('button', { name: '保存' }).click();
  // Saved, the driver is back on the form with the same bills and the completed title chosen.
  await expect(page).toHaveURL(/\/invoiceSpe\?.*titleId=/);
  expect(page.url().startsWith(form)).toBe(true);
  await expect(page.getByText('缺少开户银行、银行账号')).toBeHidden();
  await expect(page.getByText('电子发票（增值税专用发票）')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/invoices-special.png' });
  await page.getByRole('button', { name: '提交开票' }).click();
  await page.getByRole('button', { name: '查看发票' }).click();
  await expect(page.getByText('已开具').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('电子发票（增值税专用发票）')).toBeVisible();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByText(`订单号 ${paid.orderNo}`)).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/invoices-orders.png' });
});

test('自助开票: paid by plate signed out, 开发票 on the result, a title, the PDF in the mail outbox', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const plateNo = aPlate();
  // 110 minutes: well inside a tariff period, so the fee does not step up while the test runs.
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 110);
  const due = dueNow(PARKS.holding, 110);
  await page.goto('/parkingPayPage');
  await typePlate(page, [...plateNo]);
  await page.getByRole('button', { name: '查询缴费' }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(page, due);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // The tab that paid holds the proof (its pay key): 开发票 opens self-invoicing for this bill, no account needed.
  await page.getByRole('button', { name: '开发票' }).click();
  await expect(page).toHaveURL(/\/makeInvoiceBySelf\?orderNo=/);
  await expect(page.getByText(due).first()).toBeVisible();
  const email = `self-${randomBytes(4).toString('hex')}@example.com`;
  await page.getByRole('textbox', { name: '抬头名称' }).fill('王五');
  await page.getByRole('textbox', { name: '电子邮箱' }).fill(email);
  await page.screenshot({ path: 'docs/screenshots/invoices-by-self.png' });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Issued as a job and mailed with its PDF to the demo outbox.
  await expect
    .poll(
      async () =>
        (await (await request.get(apiUrl(InvoiceDevRoutes.mailOutbox), { params: { to: email } })).json()).data.length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const outbox = await (await request.get(apiUrl(InvoiceDevRoutes.mailOutbox), { params: { to: email } })).json();
  expect(outbox.data[0].subject).toMatch(/^电子发票 \d{20}$/);
  expect(outbox.data[0].attachments[0]).toMatchObject({ contentType: 'application/pdf' });
});
