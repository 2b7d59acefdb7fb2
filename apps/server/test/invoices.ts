import { ErrorCode, IDEMPOTENCY_KEY_HEADER, InvoiceOps, type FeeKind } from '@parking/contracts';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { call } from './call';
import type { SignedInDriver } from './drivers';
import { anIdempotencyKey, appHeaders } from './payments';
import { until } from './until';

/** The driver's bills that can be invoiced now. */
export const invoiceableBills = async (t: TestApp, driver: SignedInDriver) =>
  (await call(t, InvoiceOps.invoiceableBills, { headers: driver.headers })).body.data!.bills;

/** Asks for an invoice of these bills under a new personal title of the driver's. */
export async function makeInvoice(t: TestApp, driver: SignedInDriver, orderNos: string[]) {
  const title = await call(t, InvoiceOps.addTitle, {
    body: { kind: 'personal', name: '测试开票人', email: 'invoice@example.com' },
    headers: driver.headers,
  });
  return call(t, InvoiceOps.makeInvoice, {
    body: { orderNos, titleId: title.body.data!.titleId },
    headers: { ...appHeaders(t, { driver }), [IDEMPOTENCY_KEY_HEADER]: anIdempotencyKey() },
  });
}

/**
 * The driver's bill of this order is listed with its fee kind and invoiced; another driver cannot invoice it (404,
 * INVOICE_BILL_UNAVAILABLE). Answers the issued invoice.
 */
export async function expectInvoicedByItsDriverOnly(
  t: TestApp,
  {
    driver,
    other,
    orderNo,
    feeKind,
    fen,
  }: { driver: SignedInDriver; other: SignedInDriver; orderNo: string; feeKind: FeeKind; fen: number },
) {
  expect((await invoiceableBills(t, driver)).find((b) => b.orderNo === orderNo)).toMatchObject({
    feeKind,
    invoiceableFen: fen,
  });
  expect(await invoiceableBills(t, other)).not.toContainEqual(expect.objectContaining({ orderNo }));
  const stolen = await makeInvoice(t, other, [orderNo]);
  expect([stolen.status, stolen.body.code]).toEqual([404, ErrorCode.INVOICE_BILL_UNAVAILABLE]);
  const made = await makeInvoice(t, driver, [orderNo]);
  expect(made.status).toBe(200);
  const unid = made.body.data!.unid;
  let state = '';
  await until(async () => {
    state = (await call(t, InvoiceOps.invoice, { params: { unid }, headers: driver.headers })).body.data!.state;
    return state !== 'issuing';
  }, `invoice ${unid} issued`);
  const issued = (await call(t, InvoiceOps.invoice, { params: { unid }, headers: driver.headers })).body.data!;
  expect(issued).toMatchObject({ state: 'issued', amountFen: fen });
  expect(await invoiceableBills(t, driver)).not.toContainEqual(expect.objectContaining({ orderNo }));
  return issued;
}
