import {
  OperatorRoutes,
  PaymentRoutes,
  ReportDevRoutes,
  ReportRoutes,
  SupportOperatorRoutes,
  SupportRoutes,
} from '@parking/contracts';
import ExcelJS from 'exceljs';
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { apiUrl } from './support/api';
import { checkScreen, describeFindings } from './support/axe';
import { gateEvent, PARKS } from './support/devices';
import { registerDriver } from './support/driver';
import { expect, test } from './support/test';
import { billsOf, bindPlate, driverHeaders } from './support/wallet';
import { choose } from './support/select';

// The money desk's reports and reconciliation (issue 40, decision 093): a stay paid through the sandbox and another
// refunded after an appeal show in the day's report and its XLSX export; the sandbox's bill is made to disagree about
// the first, reconciliation lists the difference and finance resolves it.

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

test('the day’s report shows a paid stay and a refund, exports XLSX, and a reconciliation difference is resolved', async ({
  page,
  request,
  baseURL,
}) => {
  // API set-up (two paid stays, an appeal refunded) plus two screens' first loads with axe on a busy machine.
  test.setTimeout(120_000);
  const session = await registerDriver(request);
  const paid: { orderNo: string; uniqueId: string; parkId: string; fen: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const plate = `浙D${randomInt(0, 10)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    await bindPlate(request, session.token, plate);
    expect((await gateEvent(baseURL!, PARKS.holding, 'entry', plate, 60)).outcome).toBe('entered');
    const [bill] = (await billsOf(request, plate)).results;
    const quoted = await request.get(apiUrl(PaymentRoutes.payableBills), {
      headers: driverHeaders(session.token),
      params: { uniqueIds: bill!.uniqueId },
    });
    const fen = (await quoted.json()).data.totalFen as number;
    const res = await request.post(apiUrl(PaymentRoutes.payCharges), {
      headers: { ...driverHeaders(session.token), 'idempotency-key': randomBytes(16).toString('hex') },
      data: { uniqueId: bill!.uniqueId, parkId: bill!.parkId, payChannel: 3, expectedFen: fen },
    });
    const order = (await res.json()).data as { orderNo: string; launch: { url: string } };
    const [path, query] = order.launch.url.split('?');
    await request.post(`${path}/confirm?${query}`, { form: {}, maxRedirects: 0 });
    await expect.poll(async () => (await billsOf(request, plate)).totalFen, { timeout: 30_000 }).toBe(0);
    paid.push({ orderNo: order.orderNo, uniqueId: bill!.uniqueId, parkId: bill!.parkId, fen });
  }
  // The second stay is appealed and refunded in part (service and finance, as the admin).
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const admin = { authorization: `Bearer ${(await login.json()).data.token}` };
  const ticket = await request.post(apiUrl(SupportRoutes.createAppealTicket), {
    headers: driverHeaders(session.token),
    data: { uniqueId: paid[1]!.uniqueId, parkId: paid[1]!.parkId, content: '只停了十分钟，收费不对', pictures: [] },
  });
  const ticketId = (await ticket.json()).data.ticketId as string;
  await request.post(apiUrl(SupportOperatorRoutes.decideAppeal, { ticketId }), {
    headers: admin,
    data: { decision: 'refund', refundFen: 100, content: '多收的费用原路退回' },
  });
  await request.post(apiUrl(SupportOperatorRoutes.financeReview, { ticketId }), {
    headers: admin,
    data: { approve: true, content: '同意退款' },
  });
  const day = today();
  // The sweeper sends the refund within seconds; the report counts it once the provider has done it.
  await expect
    .poll(
      async () => {
        const res = await request.get(apiUrl(ReportRoutes.revenueReport), {
          headers: admin,
          params: { from: day, to: day },
        });
        return (await res.json()).data.totals.refundedFen as number;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(100);
  // The sandbox's bill says one yuan more for the first payment than we took.
  const planted = await request.post(apiUrl(ReportDevRoutes.sandboxBillDiscrepancy), {
    data: { orderNo: paid[0]!.orderNo, amountFen: paid[0]!.fen + 100 },
  });
  expect((await planted.json()).code).toBe('200');

  // The day's report in the console.
  await page.goto(`/console/reports?from=${day}&to=${day}`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  // The console's chunks load for the first time here (slow on a busy machine).
  await expect(page.getByRole('heading', { name: '报表', exact: true })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row', { name: /武林广场地下停车场.*微信.*停车费/ }).first()).toBeVisible();
  await expect(page.getByText('退款').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/console-reports.png', fullPage: true });

  // The XLSX export: a workbook whose 流水 sheet lists both payments.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('流水')!;
  const orderNos = new Set<string>();
  sheet.eachRow((row) => orderNos.add(String(row.getCell(3).value)));
  for (const p of paid) expect(orderNos).toContain(p.orderNo);

  // Reconciliation of today: the difference is listed; finance resolves it with a note; the day closes.
  await page.getByRole('menuitem', { name: '对账' }).click();
  await expect(page.getByRole('heading', { name: '对账', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('对账日期').fill(day);
  await page.getByLabel('对账日期').press('Enter');
  await page.getByRole('button', { name: '立即对账' }).click();
  // The run fetches the sandbox's bill and matches it: seconds on a busy machine.
  await expect(page.getByText(/^已对账 .*条差异$/)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('row', { name: new RegExp(`^${day}`) })
    .getByRole('button', { name: '查看差异' })
    .click();
  const differences = page.getByRole('table').last();
  const row = differences.getByRole('row', { name: new RegExp(paid[0]!.orderNo) });
  await expect(row).toContainText('金额不一致', { timeout: 15_000 });
  // The day shown is the marked row: its link under the pointer still reads (hover shades, app.tsx).
  await page
    .getByRole('row', { name: new RegExp(`^${day}`) })
    .getByRole('button', { name: '查看差异' })
    .hover();
  expect(describeFindings(await checkScreen(page))).toBe('');
  await row.getByRole('button', { name: '处理' }).click();
  await choose(page, page.getByLabel('处理方式'), '向渠道追查');
  await page.getByLabel('处理说明').fill('已联系渠道核实金额');
  await page.getByRole('button', { name: '确认处理' }).click();
  await expect(row).toContainText('已联系渠道核实金额');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/console-reconciliation.png', fullPage: true });
});
