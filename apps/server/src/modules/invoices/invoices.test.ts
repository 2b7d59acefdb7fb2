import {
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  InvoiceDevOps,
  InvoiceOperatorOps,
  InvoiceOps,
  type Invoice,
} from '@parking/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import type { TestPark } from '../../../test/parking';
import {
  aParkedCar,
  aPayablePark,
  anIdempotencyKey,
  appHeaders,
  confirmInSandbox,
  payBill,
} from '../../../test/payments';
import { until } from '../../../test/until';
import { DEMO_INVOICE_SETTINGS } from './demo-settings';
import { feeKindOf } from './invoice-rules';

let t: TestApp;
let park: TestPark;
let alice: SignedInDriver;
let mallory: SignedInDriver;

beforeAll(async () => {
  // Each paid bill moves the clock 95 minutes on: sessions outlive the whole file.
  t = await buildTestApp({ config: { tokenTtl: { accessSeconds: 7 * 86_400, refreshSeconds: 30 * 86_400 } } });
  park = await aPayablePark(t);
  alice = await signInDriver(t);
  mallory = await signInDriver(t);
}, 120_000); // an app on PGlite plus its fakes: slow to boot on a loaded machine
afterAll(async () => t?.close());

const COMPANY = {
  kind: 'company',
  name: '杭州某某科技有限公司',
  taxNo: '91350100M000100Y43',
  email: 'finance@example.com',
} as const;

/** A bill the driver paid through the sandbox wallet (800 fen: 95 minutes at 2元 per 30). */
async function aPaidBill(driver: SignedInDriver) {
  const car = await aParkedCar(t, park);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 3, { driver });
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  return { orderNo: paid.body.data!.orderNo, sessionId: car.uniqueId };
}

const addTitle = (driver: SignedInDriver, body: object) =>
  call(t, InvoiceOps.addTitle, { body, headers: driver.headers });
const bills = async (driver: SignedInDriver) =>
  (await call(t, InvoiceOps.invoiceableBills, { headers: driver.headers })).body.data!;
const make = (driver: SignedInDriver, body: object, key = anIdempotencyKey()) =>
  call(t, InvoiceOps.makeInvoice, {
    body,
    headers: { ...appHeaders(t, { driver }), [IDEMPOTENCY_KEY_HEADER]: key },
  });
const invoice = (driver: SignedInDriver, unid: string) =>
  call(t, InvoiceOps.invoice, { params: { unid }, headers: driver.headers });
async function settled(driver: SignedInDriver, unid: string): Promise<Invoice> {
  let last: Invoice | undefined;
  await until(async () => {
    last = (await invoice(driver, unid)).body.data!;
    // Issued invoices are mailed right after: wait for that too.
    return last.state !== 'issuing' && (last.state !== 'issued' || last.mailState !== 'pending');
  }, `invoice ${unid} settled`);
  return last!;
}

describe('what can be invoiced', () => {
  it('every purchase a module sells maps to a fee kind the dealer has a tax item for (issue 44)', () => {
    const purposes = t.app.payments.purchases.purposes();
    expect(purposes).toEqual(expect.arrayContaining(['chargingHold', 'chargingOccupation', 'offPeakShare', 'booking']));
    const missed = purposes.filter((p) => !feeKindOf(p) || !DEMO_INVOICE_SETTINGS.taxItems[feeKindOf(p)!]);
    expect(missed).toEqual([]);
  });
});

describe('titles', () => {
  it('refuses a company title whose credit code fails its checksum, and keeps one default', async () => {
    const bad = await addTitle(alice, { ...COMPANY, taxNo: '91350100M000100Y44' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('统一社会信用代码');
    expect((await addTitle(alice, { ...COMPANY, taxNo: undefined })).status).toBe(400);
    expect((await addTitle(alice, { kind: 'personal', name: '  ', email: 'a@b.cn' })).status).toBe(400);
    expect((await addTitle(alice, { kind: 'personal', name: '张三', email: 'not-mail' })).status).toBe(400);

    const first = (await addTitle(alice, { kind: 'personal', name: '张三', email: 'zhang@example.com' })).body.data!;
    expect(first.isDefault).toBe(true); // the first title is the default
    const company = (await addTitle(alice, { ...COMPANY, taxNo: ' 91350100m000100y43 ', isDefault: true })).body.data!;
    expect(company).toMatchObject({ taxNo: '91350100M000100Y43', isDefault: true });
    const list = (await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data!;
    expect(list.map((x) => [x.titleId, x.isDefault])).toEqual([
      [company.titleId, true],
      [first.titleId, false],
    ]);
  });

  it("another driver can neither change nor delete a driver's title (BOLA)", async () => {
    const [title] = (await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data!;
    const params = { titleId: title!.titleId };
    const edit = await call(t, InvoiceOps.updateTitle, {
      params,
      body: { ...COMPANY, name: '改名' },
      headers: mallory.headers,
    });
    expect(edit.body.code).toBe(ErrorCode.INVOICE_TITLE_NOT_FOUND);
    expect(edit.status).toBe(404);
    expect((await call(t, InvoiceOps.deleteTitle, { params, headers: mallory.headers })).status).toBe(404);
    expect((await call(t, InvoiceOps.titles, { headers: mallory.headers })).body.data).toEqual([]);
    expect((await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data![0]).toEqual(title);
  });
});

describe('one company invoice for two bills', () => {
  let unid: string;
  let paid: { orderNo: string; sessionId: string }[];

  it('lists the paid bills with their total, issues one invoice with one line per fee kind, and mails the PDF', async () => {
    paid = [await aPaidBill(alice), await aPaidBill(alice)];
    const listed = await bills(alice);
    expect(listed.bills.map((b) => b.orderNo).sort()).toEqual(paid.map((p) => p.orderNo).sort());
    expect(listed.totalFen).toBe(1600);
    const [company] = (await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data!;

    const made = await make(alice, { orderNos: paid.map((p) => p.orderNo), titleId: company!.titleId });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ state: 'issuing', amountFen: 1600, billCount: 2, titleName: COMPANY.name });
    unid = made.body.data!.unid;
    const done = await settled(alice, unid);
    expect(done).toMatchObject({ state: 'issued', mailState: 'sent', email: COMPANY.email, hasPdf: true });
    expect(done.invoiceNo).toMatch(/^\d{20}$/);
    // 16.00元 at 9%: 1.32元 of tax, on one 停车费 line (taken from the dealer's settings).
    expect(done.lines).toEqual([
      {
        feeKind: 'parking',
        goodsName: '经营租赁*停车费',
        taxCode: '3040502020200000000',
        taxRate: '0.09',
        amountFen: 1600,
        taxFen: 132,
      },
    ]);
    expect((await bills(alice)).bills).toEqual([]);

    const outbox = (await call(t, InvoiceDevOps.mailOutbox, { query: { to: COMPANY.email } })).body.data!;
    expect(outbox[0]).toMatchObject({
      subject: `电子发票 ${done.invoiceNo}`,
      attachments: [{ filename: `${done.invoiceNo}.pdf`, contentType: 'application/pdf' }],
    });

    const link = (await call(t, InvoiceOps.getInvoiceUrlByUnid, { query: { unid }, headers: alice.headers })).body
      .data!;
    const pdf = await t.app.inject({ method: 'GET', url: link.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await t.app.inject({ method: 'GET', url: link.url.replace(/s=[^&]+/, 's=AAAA') });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses a bill already invoiced, and another driver reaches none of it (BOLA)', async () => {
    const [company] = (await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data!;
    const again = await make(alice, { orderNos: [paid[0]!.orderNo], titleId: company!.titleId });
    expect(again.body.code).toBe(ErrorCode.INVOICE_BILL_INVOICED);

    const mine = (await addTitle(mallory, { kind: 'personal', name: '王五', email: 'w@example.com' })).body.data!;
    const stolen = await make(mallory, { orderNos: [paid[1]!.orderNo], titleId: mine.titleId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe(ErrorCode.INVOICE_BILL_UNAVAILABLE);
    expect((await make(mallory, { orderNos: [paid[1]!.orderNo], titleId: company!.titleId })).status).toBe(404);
    const params = { unid };
    expect((await invoice(mallory, unid)).status).toBe(404);
    expect((await call(t, InvoiceOps.getInvoiceUrlByUnid, { query: { unid }, headers: mallory.headers })).status).toBe(
      404,
    );
    expect(
      (await call(t, InvoiceOps.retryInvoice, { params, headers: appHeaders(t, { driver: mallory }) })).status,
    ).toBe(404);
    const resend = await call(t, InvoiceOps.resendInvoice, {
      params,
      body: { email: 'thief@example.com' },
      headers: mallory.headers,
    });
    expect(resend.status).toBe(404);
    expect((await call(t, InvoiceOps.invoices, { query: {}, headers: mallory.headers })).body.data!.totalRecord).toBe(
      0,
    );
    expect((await invoice(alice, unid)).body.data).toMatchObject({ state: 'issued', email: COMPANY.email });
  });

  it('re-sends the invoice to another address', async () => {
    const resent = await call(t, InvoiceOps.resendInvoice, {
      params: { unid },
      body: { email: 'boss@example.com' },
      headers: alice.headers,
    });
    expect(resent.body.data).toMatchObject({ email: 'boss@example.com', mailState: 'sent' });
    expect(
      (await call(t, InvoiceOps.invoices, { query: {}, headers: alice.headers })).body.data!.results[0],
    ).toMatchObject({
      unid,
      state: 'issued',
    });
  });

  it('a refund reverses the invoice with a red one and reissues what is left', async () => {
    await t.db.transaction((tx) =>
      t.app.payments.appealRefunds.refundStay(tx, {
        sessionId: paid[0]!.sessionId,
        dealerId: '330100',
        refundNo: `test-refund-${unid}`,
        amountFen: 300,
      }),
    );
    await until(async () => (await invoice(alice, unid)).body.data!.related.length === 2, 'red and replacement');
    const original = (await invoice(alice, unid)).body.data!;
    const [red, replacement] = original.related;
    expect(red).toMatchObject({ color: 'red' });
    expect(replacement).toMatchObject({ color: 'blue' });
    const redInvoice = await settled(alice, red!.unid);
    expect(redInvoice).toMatchObject({ state: 'issued', amountFen: -1600, taxFen: -132 });
    expect((await invoice(alice, unid)).body.data!.state).toBe('reversed');
    const reissued = await settled(alice, replacement!.unid);
    expect(reissued).toMatchObject({ state: 'issued', amountFen: 1300 });
    expect(reissued.bills.map((b) => b.amountFen).sort()).toEqual([500, 800]);
    const subjects = (await call(t, InvoiceDevOps.mailOutbox, { query: { to: 'boss@example.com' } })).body.data!.map(
      (m) => m.subject,
    );
    expect(subjects[0]).toMatch(/^(电子|红字)发票/);
  });
});

describe('special invoices (专票) and the bills of an invoice', () => {
  /** Every detail a special invoice needs (a real company's layout; the code passes its checksum). */
  const FULL = {
    ...COMPANY,
    address: '杭州市西湖区文三路 1 号',
    phone: '0571-88888888',
    bankName: '工商银行杭州分行',
    bankAccount: '1202 0210 0900 0000 001',
  };
  const invoiceCount = async (driver: SignedInDriver) =>
    (await call(t, InvoiceOps.invoices, { query: {}, headers: driver.headers })).body.data!.totalRecord;
  let full: string;
  let unid: string;
  let bill: { orderNo: string; sessionId: string };

  it('refuses a title lacking any detail (saying which) or a personal one, and writes nothing', async () => {
    bill = await aPaidBill(alice);
    const partial = (await addTitle(alice, { ...FULL, bankName: undefined, bankAccount: ' ' })).body.data!;
    const personal = (await addTitle(alice, { kind: 'personal', name: '张三', email: 'z@example.com' })).body.data!;
    const before = await invoiceCount(alice);
    const refused = await make(alice, { orderNos: [bill.orderNo], titleId: partial.titleId, kind: 'special' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: ErrorCode.INVOICE_TITLE_INCOMPLETE,
      message: '开具专用发票需补全抬头的开户银行、银行账号',
    });
    const notCompany = await make(alice, { orderNos: [bill.orderNo], titleId: personal.titleId, kind: 'special' });
    expect(notCompany.status).toBe(400);
    expect(notCompany.body.message).toContain('单位抬头');
    expect(await invoiceCount(alice)).toBe(before);
    expect((await bills(alice)).bills.map((b) => b.orderNo)).toContain(bill.orderNo);
  });

  it("another driver can use neither the driver's title nor bill for a special invoice (BOLA)", async () => {
    full = (await addTitle(alice, FULL)).body.data!.titleId;
    const own = (await addTitle(mallory, FULL)).body.data!.titleId;
    const before = await invoiceCount(mallory);
    const withTitle = await make(mallory, { orderNos: [bill.orderNo], titleId: full, kind: 'special' });
    expect(withTitle.status).toBe(404);
    expect(withTitle.body.code).toBe(ErrorCode.INVOICE_TITLE_NOT_FOUND);
    const withBill = await make(mallory, { orderNos: [bill.orderNo], titleId: own, kind: 'special' });
    expect(withBill.status).toBe(404);
    expect(withBill.body.code).toBe(ErrorCode.INVOICE_BILL_UNAVAILABLE);
    expect(await invoiceCount(mallory)).toBe(before);
    expect((await bills(alice)).bills.map((b) => b.orderNo)).toContain(bill.orderNo);
  });

  it('issues a special invoice: its kind on the record and list, 增值税专用发票 on the PDF', async () => {
    const made = await make(alice, { orderNos: [bill.orderNo], titleId: full, kind: 'special' });
    expect(made.body.data).toMatchObject({ kind: 'special', state: 'issuing' });
    unid = made.body.data!.unid;
    const done = await settled(alice, unid);
    expect(done).toMatchObject({ kind: 'special', state: 'issued', amountFen: 800 });
    const listed = (await call(t, InvoiceOps.invoices, { query: {}, headers: alice.headers })).body.data!.results;
    expect(listed.find((i) => i.unid === unid)).toMatchObject({ kind: 'special' });
    const link = (await call(t, InvoiceOps.getInvoiceUrlByUnid, { query: { unid }, headers: alice.headers })).body
      .data!;
    const pdf = await PDFDocument.load((await t.app.inject({ method: 'GET', url: link.url })).rawPayload);
    expect(pdf.getTitle()).toBe(`电子发票（增值税专用发票） ${done.invoiceNo}`);
  });

  it('lists the bills an invoice covers; another driver gets 404 (BOLA)', async () => {
    const covered = await call(t, InvoiceOps.invoiceBills, { params: { unid }, headers: alice.headers });
    expect(covered.body.data!.bills).toEqual([
      {
        orderNo: bill.orderNo,
        feeKind: 'parking',
        description: expect.any(String),
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        amountFen: 800,
      },
    ]);
    expect(covered.body.data!.bills[0]!.description).not.toBe('');
    const stolen = await call(t, InvoiceOps.invoiceBills, { params: { unid }, headers: mallory.headers });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe(ErrorCode.INVOICE_NOT_FOUND);
  });

  it('a refund reverses a special invoice as an ordinary one: the red and the reissue are special too', async () => {
    await t.db.transaction((tx) =>
      t.app.payments.appealRefunds.refundStay(tx, {
        sessionId: bill.sessionId,
        dealerId: '330100',
        refundNo: `special-refund-${unid}`,
        amountFen: 200,
      }),
    );
    await until(async () => (await invoice(alice, unid)).body.data!.related.length === 2, 'red and replacement');
    const [red, replacement] = (await invoice(alice, unid)).body.data!.related;
    expect(await settled(alice, red!.unid)).toMatchObject({ kind: 'special', color: 'red', amountFen: -800 });
    expect(await settled(alice, replacement!.unid)).toMatchObject({ kind: 'special', amountFen: 600 });
    expect((await invoice(alice, unid)).body.data).toMatchObject({ kind: 'special', state: 'reversed' });
    // The red invoice's bills are those of the invoice it reverses.
    const redBills = await call(t, InvoiceOps.invoiceBills, { params: { unid: red!.unid }, headers: alice.headers });
    expect(redBills.body.data!.bills.map((b) => b.orderNo)).toEqual([bill.orderNo]);
  });
});

describe('a hundred taps', () => {
  it('make one invoice, whether the taps share a key or not', async () => {
    const bill = await aPaidBill(alice);
    const [company] = (await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data!;
    const body = { orderNos: [bill.orderNo], titleId: company!.titleId };
    const key = anIdempotencyKey();
    const same = await Promise.all(Array.from({ length: 100 }, () => make(alice, body, key)));
    expect(new Set(same.map((r) => r.body.data?.unid))).toEqual(new Set([same[0]!.body.data!.unid]));
    const other = await Promise.all(Array.from({ length: 10 }, () => make(alice, body)));
    expect(other.every((r) => r.body.code === ErrorCode.INVOICE_BILL_INVOICED)).toBe(true);
    const all = (await call(t, InvoiceOps.invoices, { query: { pageSize: '50' }, headers: alice.headers })).body.data!;
    expect(all.results.filter((i) => i.unid === same[0]!.body.data!.unid)).toHaveLength(1);
    expect((await make(alice, { ...body, remark: '别的' }, key)).body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  });

  it('a bill refunded in full is no longer listed nor invoiceable', async () => {
    const bill = await aPaidBill(alice);
    await t.db.transaction((tx) =>
      t.app.payments.appealRefunds.refundStay(tx, {
        sessionId: bill.sessionId,
        dealerId: '330100',
        refundNo: `full-${bill.orderNo}`,
        amountFen: 800,
      }),
    );
    expect((await bills(alice)).bills.map((b) => b.orderNo)).not.toContain(bill.orderNo);
    const [company] = (await call(t, InvoiceOps.titles, { headers: alice.headers })).body.data!;
    expect((await make(alice, { orderNos: [bill.orderNo], titleId: company!.titleId })).body.code).toBe(
      ErrorCode.INVOICE_BILL_UNAVAILABLE,
    );
  });
});

describe('operator settings', () => {
  it('finance sets the tax items; a driver cannot', async () => {
    const finance = await loggedInOperator(t, { roles: ['finance'] });
    const got = await call(t, InvoiceOperatorOps.invoiceSettings, { headers: finance });
    const current = got.body.data!;
    expect(current.taxItems.parking?.taxRate).toBe('0.09');
    const saved = await call(t, InvoiceOperatorOps.saveInvoiceSettings, {
      headers: finance,
      body: {
        ...current,
        taxItems: { ...current.taxItems, parking: { ...current.taxItems.parking!, taxRate: '0.06' } },
      },
    });
    expect(saved.body.data!.taxItems.parking!.taxRate).toBe('0.06');
    const bad = await call(t, InvoiceOperatorOps.saveInvoiceSettings, {
      headers: finance,
      body: { ...current, sellerTaxNo: '123' },
    });
    expect(bad.status).toBe(400);
    expect((await call(t, InvoiceOperatorOps.invoiceSettings, { headers: alice.headers })).status).toBe(401);
    await call(t, InvoiceOperatorOps.saveInvoiceSettings, { headers: finance, body: current });
  });
});
