import { createHmac } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, InvoiceOps, type Invoice } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, createNuonuoProvider, nuonuoSign } from '../../integrations/invoices';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { startFakeNuonuo } from '../../../test/fakes/nuonuo';
import { startFakeSmtp } from '../../../test/fakes/smtp';
import {
  aParkedCar,
  aPayablePark,
  anIdempotencyKey,
  appHeaders,
  confirmInSandbox,
  payBill,
} from '../../../test/payments';
import { until } from '../../../test/until';

const NUONUO = { appKey: 'SD63236305', appSecret: 'SDDED2523BED4643', userTax: '91330106MA27Y5XK06' };
let t: TestApp;
let nuonuo: Awaited<ReturnType<typeof startFakeNuonuo>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let driver: SignedInDriver;
let titleId: string;

beforeAll(async () => {
  nuonuo = await startFakeNuonuo(NUONUO);
  smtp = await startFakeSmtp();
  const provider = createNuonuoProvider({
    ...NUONUO,
    apiUrl: nuonuo.apiUrl,
    tokenUrl: nuonuo.tokenUrl,
    timeoutMs: 500,
  });
  const mailer = createMailer(
    { transport: 'smtp', from: 'invoice@test.local', url: smtp.url, timeoutMs: 5000 },
    async () => {},
  );
  t = await buildTestApp({
    invoices: { provider, mailer },
    config: { tokenTtl: { accessSeconds: 7 * 86_400, refreshSeconds: 30 * 86_400 } },
  });
  driver = await signInDriver(t);
  titleId = (
    await call(t, InvoiceOps.addTitle, {
      body: {
        kind: 'company',
        name: '杭州某某科技有限公司',
        taxNo: '91350100M000100Y43',
        email: 'finance@example.com',
      },
      headers: driver.headers,
    })
  ).body.data!.titleId;
}, 120_000); // an app on PGlite plus its fakes: slow to boot on a loaded machine
afterAll(async () => {
  await t?.close();
  await nuonuo?.close();
  await smtp?.close();
});

async function anInvoice(options: { kind?: 'special'; titleId?: string } = {}): Promise<string> {
  const park = await aPayablePark(t);
  const car = await aParkedCar(t, park);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 3, { driver });
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  const made = await call(t, InvoiceOps.makeInvoice, {
    body: { orderNos: [paid.body.data!.orderNo], titleId: options.titleId ?? titleId, kind: options.kind },
    headers: { ...appHeaders(t, { driver }), [IDEMPOTENCY_KEY_HEADER]: anIdempotencyKey() },
  });
  return made.body.data!.unid;
}
const get = async (unid: string) =>
  (await call(t, InvoiceOps.invoice, { params: { unid }, headers: driver.headers })).body.data!;
const chase = () => t.app.jobs.runNow('invoices.sweep');
async function until_(unid: string, done: (i: Invoice) => boolean, what: string): Promise<Invoice> {
  let last: Invoice | undefined;
  await until(async () => done((last = await get(unid))), what);
  return last!;
}

describe('Nuonuo signing', () => {
  it('matches HmacSHA1 over the documented string, byte for byte', () => {
    const input = {
      apiUrl: 'https://sdk.nuonuo.com/open/v1/services',
      appKey: 'SD63236305',
      appSecret: 'SDDED2523BED4643',
      senid: '71fad242e0a2439fad1f7262a6c0062c',
      nonce: '10687097',
      timestamp: '1626858160',
      body: '{"order":{"orderNo":"1"}}',
    };
    const expected = createHmac('sha1', 'SDDED2523BED4643')
      .update(
        'a=services&l=v1&p=open&k=SD63236305&i=71fad242e0a2439fad1f7262a6c0062c&n=10687097&t=1626858160&f={"order":{"orderNo":"1"}}',
      )
      .digest('base64');
    expect(nuonuoSign(input)).toBe(expected);
  });
});

describe('issuing through Nuonuo (its local fake)', () => {
  it('submits, polls until issued, and mails over SMTP; the fake accepted every signature', async () => {
    const unid = await anInvoice();
    await until(() => nuonuo.invoices.size === 1, 'submitted');
    const [call0] = nuonuo.calls;
    expect(call0!.method).toBe('nuonuo.ElectronInvoice.requestBillingNew');
    expect(call0!.body.order).toMatchObject({
      buyerName: '杭州某某科技有限公司',
      buyerTaxNum: '91350100M000100Y43',
      invoiceType: '1',
      invoiceLine: 'pc',
      invoiceDetail: [
        {
          goodsName: '经营租赁*停车费',
          goodsCode: '3040502020200000000',
          taxRate: '0.09',
          taxIncludedAmount: '8.00',
          tax: '0.66',
          taxExcludedAmount: '7.34',
          withTaxFlag: '1',
        },
      ],
    });
    // Their issuing is asynchronous: the chasing round asks until it is done.
    t.clock.advance(60_000);
    await chase();
    expect((await get(unid)).state).toBe('issuing');
    t.clock.advance(60_000);
    await chase();
    const done = await until_(unid, (i) => i.mailState !== 'pending', 'mailed');
    expect(done).toMatchObject({ state: 'issued', mailState: 'sent', hasPdf: true });
    expect(done.ofdUrl).toMatch(/\.ofd$/);
    expect(smtp.received.at(-1)!.to).toEqual(['finance@example.com']);
    expect(smtp.received.at(-1)!.raw).toContain('application/pdf');
    expect(nuonuo.tokensIssued()).toBe(1);
  });

  it('a refusal leaves 开票失败 with their reason; a retry is never a second invoice', async () => {
    nuonuo.refuseNext('购方税号与名称不匹配');
    const unid = await anInvoice();
    const failed = await until_(unid, (i) => i.state !== 'issuing', 'refused');
    expect(failed).toMatchObject({ state: 'failed', failReason: '购方税号与名称不匹配' });
    const retried = await call(t, InvoiceOps.retryInvoice, { params: { unid }, headers: appHeaders(t, { driver }) });
    expect(retried.body.data!.state).toBe('issuing');
    const again = await call(t, InvoiceOps.retryInvoice, { params: { unid }, headers: appHeaders(t, { driver }) });
    expect(again.body.code).toBe(ErrorCode.INVOICE_NOT_RETRYABLE);
    // The refused request left nothing at the provider; the retry submits the same order number once.
    await until(() => nuonuo.invoices.size === 2, 'resubmitted');
    expect(
      new Set(
        nuonuo.calls
          .filter((c) => c.method.endsWith('requestBillingNew'))
          .map((c) => (c.body.order as { orderNo: string }).orderNo),
      ).size,
    ).toBe(2);
  });

  it('a timeout leaves 开票失败; the retry finds what the provider did with our number instead of issuing twice', async () => {
    nuonuo.hangNext();
    const unid = await anInvoice();
    const failed = await until_(unid, (i) => i.state !== 'issuing', 'timed out');
    expect(failed).toMatchObject({ state: 'failed', failReason: '开票服务响应超时' });
    const before = nuonuo.invoices.size;
    await call(t, InvoiceOps.retryInvoice, { params: { unid }, headers: appHeaders(t, { driver }) });
    await until(() => nuonuo.invoices.size === before + 1, 'submitted once');
    // A second ask with the same number (a lost answer, another node) is their duplicate: we query instead.
    t.clock.advance(60_000);
    await chase();
    t.clock.advance(60_000);
    await chase();
    expect((await until_(unid, (i) => i.state === 'issued', 'issued')).state).toBe('issued');
    expect(nuonuo.invoices.size).toBe(before + 1);
  });

  it('an address that bounces: the re-send is refused with the reason, the invoice keeps its other mail', async () => {
    const [first] = (
      await call(t, InvoiceOps.invoices, { query: {}, headers: driver.headers })
    ).body.data!.results.filter((i) => i.state === 'issued');
    const res = await call(t, InvoiceOps.resendInvoice, {
      params: { unid: first!.unid },
      body: { email: 'nobody@bounce.test' },
      headers: driver.headers,
    });
    expect(res.body.code).toBe(ErrorCode.INVOICE_MAIL_FAILED);
    expect(res.body.message).toContain('550');
    expect(await get(first!.unid)).toMatchObject({ mailState: 'failed', email: 'nobody@bounce.test' });
    const ok = await call(t, InvoiceOps.resendInvoice, {
      params: { unid: first!.unid },
      body: { email: 'finance@example.com' },
      headers: driver.headers,
    });
    expect(ok.body.data!.mailState).toBe('sent');
  });

  // Last: the tests above count the invoices the fake holds.
  it('a special invoice goes as invoiceLine bs with every buyer detail, in the bytes they sign', async () => {
    const full = await call(t, InvoiceOps.addTitle, {
      body: {
        kind: 'company',
        name: '杭州某某科技有限公司',
        taxNo: '91350100M000100Y43',
        address: '杭州市西湖区文三路 1 号',
        phone: '0571-88888888',
        bankName: '工商银行杭州分行',
        bankAccount: '12020210090000000001',
        email: 'finance@example.com',
      },
      headers: driver.headers,
    });
    const before = nuonuo.calls.length;
    const unid = await anInvoice({ kind: 'special', titleId: full.body.data!.titleId });
    await until(() => nuonuo.calls.length > before, 'submitted');
    const sent = nuonuo.calls.slice(before).find((c) => c.method === 'nuonuo.ElectronInvoice.requestBillingNew')!;
    expect(sent.raw).toContain(
      '"buyerName":"杭州某某科技有限公司","buyerTaxNum":"91350100M000100Y43","buyerTel":"0571-88888888",' +
        '"buyerAddress":"杭州市西湖区文三路 1 号","buyerAccount":"工商银行杭州分行 12020210090000000001"',
    );
    expect(sent.raw).toContain('"invoiceType":"1","invoiceLine":"bs"');
    expect((await get(unid)).kind).toBe('special');
  });
});
