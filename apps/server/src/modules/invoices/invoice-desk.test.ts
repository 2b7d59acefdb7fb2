import { InvoiceDeskOps, RefundDeskOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { expectInvoicedByItsDriverOnly } from '../../../test/invoices';
import type { TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, confirmInSandbox, payBill } from '../../../test/payments';
import { until } from '../../../test/until';

let t: TestApp;
let park: TestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;

beforeAll(async () => {
  // Each paid bill moves the clock 95 minutes on: sessions outlive the whole file.
  t = await buildTestApp({ config: { tokenTtl: { accessSeconds: 7 * 86_400, refreshSeconds: 30 * 86_400 } } });
  park = await aPayablePark(t);
  alice = await signInDriver(t);
  bob = await signInDriver(t);
}, 240_000);
afterAll(async () => t?.close());

async function anInvoice(): Promise<{ orderNo: string; unid: string }> {
  const car = await aParkedCar(t, park);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 3, { driver: alice });
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  const orderNo = paid.body.data!.orderNo;
  const issued = await expectInvoicedByItsDriverOnly(t, {
    driver: alice,
    other: bob,
    orderNo,
    feeKind: 'parking',
    fen: 800,
  });
  return { orderNo, unid: issued.unid };
}

describe('the invoices desk', () => {
  it('finds invoices by driver, bill and state; re-sends; a refund reverses (红冲)', async () => {
    const { orderNo, unid } = await anInvoice();
    const finance = await loggedInOperator(t, { roles: ['finance'] });
    const byOrder = await call(t, InvoiceDeskOps.operatorInvoices, { headers: finance, query: { orderNo } });
    expect(byOrder.body.data!.results).toEqual([
      expect.objectContaining({ unid, state: 'issued', stateText: '已开具', orderNos: [orderNo], amountFen: 800 }),
    ]);
    const phone = alice.phone.slice(-4);
    const byPhone = await call(t, InvoiceDeskOps.operatorInvoices, { headers: finance, query: { phone } });
    expect(byPhone.body.data!.results.map((i) => i.unid)).toContain(unid);
    expect(byPhone.body.data!.results[0]!.driverPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const failed = await call(t, InvoiceDeskOps.operatorInvoices, { headers: finance, query: { state: 'failed' } });
    expect(failed.body.data!.results.map((i) => i.unid)).not.toContain(unid);

    const resent = await call(t, InvoiceDeskOps.operatorResendInvoice, {
      headers: finance,
      params: { unid },
      body: { email: 'again@example.com' },
    });
    expect(resent.status).toBe(200);
    // Only a failed invoice is issued again.
    const retry = await call(t, InvoiceDeskOps.operatorRetryInvoice, { headers: finance, params: { unid } });
    expect(retry.status).toBe(409);

    const refund = await call(t, RefundDeskOps.askRefund, {
      headers: finance,
      body: { orderNo, amountFen: 800, reason: '整单退款，发票红冲' },
    });
    expect(refund.body.data!.state).toBe('refunded');
    await until(async () => {
      const [row] = (await call(t, InvoiceDeskOps.operatorInvoices, { headers: finance, query: { orderNo } })).body
        .data!.results;
      return row?.state === 'reversed' && row.redState === '已开具';
    }, 'invoice reversed');
  });

  it('refuses the wrong role, another dealer and bad input', async () => {
    const { unid } = await anInvoice();
    const service = await loggedInOperator(t, { roles: ['service'] });
    expect((await call(t, InvoiceDeskOps.operatorInvoices, { headers: service, query: {} })).status).toBe(403);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: ['finance'] });
    const theirs = await call(t, InvoiceDeskOps.operatorInvoices, { headers: suzhou, query: {} });
    expect(theirs.body.data!.results.map((i) => i.unid)).not.toContain(unid);
    const foreign = await call(t, InvoiceDeskOps.operatorResendInvoice, {
      headers: suzhou,
      params: { unid },
      body: {},
    });
    expect(foreign.status).toBe(404);
    const finance = await loggedInOperator(t, { roles: ['finance'] });
    const bad = await call(t, InvoiceDeskOps.operatorResendInvoice, {
      headers: finance,
      params: { unid },
      body: { email: 'not-an-address' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'email: 邮箱格式不正确']);
    const phone = await call(t, InvoiceDeskOps.operatorInvoices, { headers: finance, query: { phone: 'abc' } });
    expect([phone.status, phone.body.message]).toEqual([400, 'phone: 手机号只能是数字']);
  });
});
