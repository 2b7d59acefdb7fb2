import { ErrorCode, IDEMPOTENCY_KEY_HEADER, InvoiceDevOps, SelfInvoiceOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver } from '../../../test/drivers';
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

// /makeInvoiceBySelf (decision 040): a bill paid by plate without an account, invoiced by the device that paid it.
let t: TestApp;
let park: TestPark;

beforeAll(async () => {
  t = await buildTestApp({ config: { tokenTtl: { accessSeconds: 7 * 86_400, refreshSeconds: 30 * 86_400 } } });
  park = await aPayablePark(t);
}, 120_000);
afterAll(async () => t?.close());

const PERSON = { kind: 'personal', name: '李四', email: 'lisi@example.com' } as const;

/** A bill paid by plate, signed out, through the sandbox wallet (800 fen); the key is the paying device's secret. */
async function anAnonymousBill(driver?: Awaited<ReturnType<typeof signInDriver>>) {
  const car = await aParkedCar(t, park);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 3, driver ? { driver } : {});
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  return { orderNo: paid.body.data!.orderNo, payKey: paid.key!, sessionId: car.uniqueId };
}

const ticket = (orderNo: string, payKey: string) =>
  call(t, SelfInvoiceOps.selfInvoiceTicket, { body: { orderNo, payKey }, headers: appHeaders(t) });
const make = (token: string, title: object = PERSON, key = anIdempotencyKey()) =>
  call(t, SelfInvoiceOps.makeSelfInvoice, {
    body: { token, title },
    headers: { ...appHeaders(t), [IDEMPOTENCY_KEY_HEADER]: key },
  });
const outbox = async (to: string) => (await call(t, InvoiceDevOps.mailOutbox, { query: { to } })).body.data!;

describe('self-invoicing a bill paid without an account', () => {
  it('the paying device gets a ticket, invoices once (concurrent taps), the PDF is mailed, a refund reverses it', async () => {
    const bill = await anAnonymousBill();
    // The order number alone is no proof: a wrong key is refused.
    const wrong = await ticket(bill.orderNo, anIdempotencyKey());
    expect([wrong.status, wrong.body.code]).toEqual([403, ErrorCode.SELF_INVOICE_NOT_PAYER]);

    const issued = await ticket(bill.orderNo, bill.payKey);
    expect(issued.status).toBe(200);
    const { token, bill: shown } = issued.body.data!;
    expect(shown).toMatchObject({ orderNo: bill.orderNo, feeKind: 'parking', invoiceableFen: 800 });

    // Five taps with different keys at once: one invoice, the others told the bill is invoiced.
    const keys = [1, 2, 3, 4, 5].map(() => anIdempotencyKey());
    const taps = await Promise.all(keys.map((key) => make(token, PERSON, key)));
    const won = taps.findIndex((r) => r.status === 200);
    expect(taps.filter((r) => r.body.code === ErrorCode.INVOICE_BILL_INVOICED)).toHaveLength(4);
    const unid = taps[won]!.body.data!.unid;
    // The winning tap again (same key, a lost answer) answers the same invoice; the bill gets no second ticket.
    expect((await make(token, PERSON, keys[won])).body.data!.unid).toBe(unid);
    expect((await ticket(bill.orderNo, bill.payKey)).body.code).toBe(ErrorCode.INVOICE_BILL_INVOICED);

    expect(taps[won]!.body.data).toMatchObject({ amountFen: 800, email: PERSON.email, titleName: '李四' });
    await until(async () => (await outbox(PERSON.email)).length > 0, 'invoice mailed');
    const [mail] = await outbox(PERSON.email);
    expect(mail!.subject).toMatch(/^电子发票/);
    expect(mail!.attachments.length).toBe(1);

    // A refund of part of the bill reverses the invoice (red) and reissues the rest, mailed to the same address.
    await t.db.transaction((tx) =>
      t.app.payments.appealRefunds.refundStay(tx, {
        sessionId: bill.sessionId,
        dealerId: '330100',
        refundNo: `self-refund-${unid}`,
        amountFen: 300,
      }),
    );
    await until(
      async () => (await outbox(PERSON.email)).some((m) => m.subject.startsWith('红字发票')),
      'red invoice mailed',
    );
  });

  it('a ticket is for its own bill and expires (BOLA); a full refund leaves nothing to invoice', async () => {
    const a = await anAnonymousBill();
    const b = await anAnonymousBill();
    const { token } = (await ticket(a.orderNo, a.payKey)).body.data!;
    const [, expires, signature] = token.split('.');
    const forged = await make(`${b.orderNo}.${expires}.${signature}`);
    expect([forged.status, forged.body.code]).toEqual([403, ErrorCode.SELF_INVOICE_TOKEN_INVALID]);
    // A's key does not prove B either.
    expect((await ticket(b.orderNo, a.payKey)).body.code).toBe(ErrorCode.SELF_INVOICE_NOT_PAYER);

    t.clock.advance(31 * 60_000);
    const late = await make(token);
    expect([late.status, late.body.code]).toEqual([403, ErrorCode.SELF_INVOICE_TOKEN_INVALID]);
    expect(late.body.message).toContain('已过期');

    await t.db.transaction((tx) =>
      t.app.payments.appealRefunds.refundStay(tx, {
        sessionId: b.sessionId,
        dealerId: '330100',
        refundNo: `self-full-${b.orderNo}`,
        amountFen: 800,
      }),
    );
    const refunded = await ticket(b.orderNo, b.payKey);
    expect([refunded.status, refunded.body.code]).toEqual([409, ErrorCode.SELF_INVOICE_REFUNDED]);
  });

  it("an account's bill is never self-invoiced, even with its own key; guessing is rate-limited", async () => {
    const driver = await signInDriver(t);
    const own = await anAnonymousBill(driver);
    expect((await ticket(own.orderNo, own.payKey)).body.code).toBe(ErrorCode.SELF_INVOICE_NOT_PAYER);

    const target = await anAnonymousBill();
    const guesses = [];
    for (let i = 0; i < 10; i += 1) guesses.push((await ticket(target.orderNo, anIdempotencyKey())).status);
    expect(new Set(guesses)).toEqual(new Set([403]));
    const blocked = await ticket(target.orderNo, target.payKey);
    expect([blocked.status, blocked.body.code]).toEqual([429, ErrorCode.TOO_MANY_REQUESTS]);
    expect(blocked.body.message).toContain('尝试次数过多');
  });
});
