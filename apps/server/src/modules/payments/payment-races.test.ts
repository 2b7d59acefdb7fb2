import { ErrorCode, PayChannel, PaymentOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, BROWSER_UA, confirmInSandbox, payBill, payCall, sync } from '../../../test/payments';
import {
  ledgerTransfers,
  parkingPayments,
  parkingSessions,
  paymentNotifications,
  paymentOrders,
  paymentRefunds,
  sandboxTrades,
} from '../../db/schema';
import { signSandboxBody } from '../../integrations/payments/sandbox';
import { checkLedger, createLedgerRepository } from '../ledger';
import { checkPayments } from './payments-check';

let t: TestApp;
let park: TestPark;

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t);
});
afterAll(() => t.close());

const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];
const launchUrl = (res: Awaited<ReturnType<typeof payBill>>) => (res.body.data!.launch as { url: string }).url;
const notify = (headers: Record<string, string>, body: string) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(PaymentOps.providerNotify, { provider: 'sandbox' }),
    headers,
    payload: body,
  });
const orderRow = async (orderNo: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
const paymentsOfStay = (id: string) => t.db.select().from(parkingPayments).where(eq(parkingPayments.sessionId, id));

/** A car with a pending sandbox order whose trade the payer has confirmed, its notification not yet handled. */
async function paidAtSandboxOnly() {
  const car = await aParkedCar(t, park);
  const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
  const orderNo = res.body.data!.orderNo;
  const url = new URL(launchUrl(res), 'http://local');
  // Confirm directly at the sandbox's books without its notifier delivering (a notification lost on the way).
  await t.db
    .update(sandboxTrades)
    .set({ state: 'SUCCESS', paidAt: new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000) })
    .where(eq(sandboxTrades.orderNo, orderNo));
  return { car, orderNo, url };
}

describe('notifications', () => {
  it('a notification delivered five times captures once', async () => {
    const { car, orderNo } = await paidAtSandboxOnly();
    const note = await t.app.payments.providers.sandbox!.notificationOf(orderNo);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await notify(note.headers, note.rawBody));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    const transfers = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.orderNo, orderNo));
    expect(transfers).toHaveLength(1);
    const log = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
    expect(log.map((l) => l.outcome)).toEqual([
      'captured',
      'alreadyCaptured',
      'alreadyCaptured',
      'alreadyCaptured',
      'alreadyCaptured',
    ]);
    expect(await invariants()).toEqual([]);
  });

  it('concurrent deliveries of one notification capture once', async () => {
    const { car, orderNo } = await paidAtSandboxOnly();
    const note = await t.app.payments.providers.sandbox!.notificationOf(orderNo);
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(note.headers, note.rawBody)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    expect((await orderRow(orderNo)).state).toBe('paid');
  });

  it('refuses a forged notification (bad signature, stale timestamp, edited body) and changes nothing', async () => {
    const { car, orderNo } = await paidAtSandboxOnly();
    const note = await t.app.payments.providers.sandbox!.notificationOf(orderNo);
    const wrongKey = signSandboxBody('not-the-sandbox-secret', note.rawBody, t.clock.now());
    const stale = signSandboxBody(
      'test-sandbox-secret-0123456789',
      note.rawBody,
      new Date(t.clock.now().getTime() - 10 * 60_000),
    );
    const edited = note.rawBody.replace(/"amount_fen":\d+/, '"amount_fen":1');
    for (const [headers, body] of [
      [wrongKey, note.rawBody],
      [stale, note.rawBody],
      [note.headers, edited],
      [{}, note.rawBody],
    ] as const) {
      const res = await notify({ 'content-type': 'application/json', ...headers }, body);
      expect(res.statusCode).toBe(401);
    }
    expect((await orderRow(orderNo)).state).toBe('pending');
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(0);
  });

  it('never credits an authentic notification for another amount', async () => {
    const { car, orderNo } = await paidAtSandboxOnly();
    const body = JSON.stringify({
      id: 'SBX-forged-amount',
      event_type: 'TRADE.SUCCESS',
      out_trade_no: orderNo,
      trade_no: 'SBXTRADE',
      amount_fen: 1,
      paid_at: t.clock.now().toISOString(),
    });
    const res = await notify(
      { 'content-type': 'application/json', ...signSandboxBody('test-sandbox-secret-0123456789', body, t.clock.now()) },
      body,
    );
    // Acknowledged (redelivery would not change it), logged, never credited.
    expect(res.statusCode).toBe(200);
    const [logged] = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.eventId, 'SBX-forged-amount'));
    expect(logged?.outcome).toBe('mismatch');
    expect((await orderRow(orderNo)).state).toBe('pending');
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(0);
  });

  it('answers 404 for an unknown provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(PaymentOps.providerNotify, { provider: 'paypal' }),
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('one bill, two payments', () => {
  it('when both channels succeed, the first money pays the bill and the second is refunded automatically', async () => {
    const car = await aParkedCar(t, park);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const ledger = createLedgerRepository(t.db);
    const revenueBefore = await ledger.balance(park.dealerId, { kind: 'dealerRevenue' });
    // The driver opens WeChat Pay in a browser, gives up on it, and pays with Alipay; the WeChat sheet is still open…
    const first = await payBill(t, bill, PayChannel.WX, { ua: BROWSER_UA });
    const second = await payBill(t, bill, PayChannel.ALI, { ua: BROWSER_UA });
    expect((await orderRow(first.body.data!.orderNo)).closeReason).toBe('superseded');
    await confirmInSandbox(t, launchUrl(second));
    // …and later confirms it too: that money arrives after the bill is paid.
    await confirmInSandbox(t, launchUrl(first));
    await t.app.payments.refunds.processDue();

    const a = (await sync(t, first.body.data!.orderNo)).body.data!;
    const b = (await sync(t, second.body.data!.orderNo)).body.data!;
    expect(b).toMatchObject({ state: 'paid', refundFen: 0 });
    expect(b.bills[0]!.settled).toBe(true);
    expect(a).toMatchObject({ state: 'paid', refundFen: 800, refundState: 'succeeded' });
    expect(a.bills[0]!.settled).toBe(false);
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    const stay = (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, car.uniqueId)))[0]!;
    expect(stay.paidFen).toBe(800);
    const [trade] = await t.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, first.body.data!.orderNo));
    expect(trade?.refundedFen).toBe(800);
    expect(await ledger.balance(park.dealerId, { kind: 'dealerRevenue' })).toBe(revenueBefore + 800);
    expect(await ledger.balance(park.dealerId, { kind: 'refundsPayable' })).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('a late payment of an order closed as superseded still pays the bill when nothing else did', async () => {
    const car = await aParkedCar(t, park);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const first = await payBill(t, bill, PayChannel.WX, { ua: BROWSER_UA });
    await payBill(t, bill, PayChannel.ALI, { ua: BROWSER_UA }); // opened, never paid
    await confirmInSandbox(t, launchUrl(first));
    const a = (await sync(t, first.body.data!.orderNo)).body.data!;
    expect(a).toMatchObject({ state: 'paid', refundFen: 0 });
    expect(a.bills[0]!.settled).toBe(true);
    expect(await invariants()).toEqual([]);
  });

  it('concurrent pay attempts on one bill leave one open attempt, and at most one payment', async () => {
    const car = await aParkedCar(t, park);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const attempts = await Promise.all(
      Array.from({ length: 4 }, (_, i) => payBill(t, bill, i % 2 ? PayChannel.ALI : PayChannel.WX, { ua: BROWSER_UA })),
    );
    const created = attempts.filter((a) => a.status === 200);
    expect(created.length).toBeGreaterThan(0);
    const pending = (await t.db.select().from(paymentOrders)).filter(
      (o) => created.some((c) => c.body.data!.orderNo === o.orderNo) && o.state === 'pending',
    );
    expect(pending).toHaveLength(1);
    // Everyone confirms whatever sheet they have: exactly one settles, every other capture is refunded.
    for (const attempt of created) await confirmInSandbox(t, launchUrl(attempt));
    await t.app.payments.refunds.processDue();
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    const refunds = await t.db.select().from(paymentRefunds);
    const ours = refunds.filter((r) => created.some((c) => r.refundNo === `R${c.body.data!.orderNo.slice(1)}`));
    expect(ours.length).toBe(created.length - 1);
    expect(await invariants()).toEqual([]);
  });
});

describe('one idempotency key, one answer', () => {
  it('a retried request racing its first try and another attempt on the same bill gets the first answer', async () => {
    const car = await aParkedCar(t, park);
    const body = { uniqueId: car.uniqueId, parkId: park.parkId, payChannel: PayChannel.WX, expectedFen: 800 };
    const key = 'same-key-0123456789abcdef';
    const [first, other, retry] = await Promise.all([
      payCall(t, 'single', body, { key, ua: BROWSER_UA }),
      payCall(t, 'single', body, { ua: BROWSER_UA }),
      payCall(t, 'single', body, { key, ua: BROWSER_UA }),
    ]);
    expect(other.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await payCall(t, 'single', body, { key, ua: BROWSER_UA })).body).toEqual(first.body);
  });
});

describe('the sweeper', () => {
  it('captures a payment whose notification never came', async () => {
    const { car, orderNo } = await paidAtSandboxOnly();
    t.clock.advance(61_000);
    const report = await t.app.payments.sweep();
    expect(report.captured).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNo)).state).toBe('paid');
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
  });

  it('is not held up by orders of a provider this server cannot reach', async () => {
    // More old WeChat Pay orders than a sweep takes (this server has no WeChat Pay configured) wait their turn…
    await t.db.insert(paymentOrders).values(
      Array.from({ length: 300 }, (_, i): typeof paymentOrders.$inferInsert => ({
        orderNo: `P20260101UNREACHABLE${String(i).padStart(8, '0')}`,
        dealerId: '330100',
        channel: 3,
        provider: 'wechatpay',
        scene: 'jsapi',
        amountFen: 100,
        state: i % 2 ? 'pending' : 'closed',
        closedAt: i % 2 ? null : new Date(0),
        description: 'unreachable',
        expiresAt: new Date(0),
        createdAt: new Date(0),
      })),
    );
    // …while a sandbox payment whose notification was lost is still found.
    const { orderNo } = await paidAtSandboxOnly();
    t.clock.advance(61_000);
    await t.app.payments.sweep();
    expect((await orderRow(orderNo)).state).toBe('paid');
  });

  it('the result page’s sync asks the provider itself: a lost notification does not leave the driver waiting', async () => {
    const { orderNo } = await paidAtSandboxOnly();
    expect((await sync(t, orderNo)).body.data).toMatchObject({ state: 'paid', final: true });
  });

  it('closes an abandoned order once expired, at the provider too, so its sheet can no longer take money', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
    const orderNo = res.body.data!.orderNo;
    t.clock.advance(901_000);
    await t.app.payments.sweep();
    expect(await orderRow(orderNo)).toMatchObject({ state: 'closed', closeReason: 'expired' });
    expect((await orderRow(orderNo)).providerClosedAt).not.toBeNull();
    const { confirm } = await confirmInSandbox(t, launchUrl(res));
    expect(confirm.body).toContain('订单已关闭');
    expect((await sync(t, orderNo)).body.data).toMatchObject({ state: 'closed', final: true });
  });

  it('closes a superseded order at the provider, capturing it if the payer beat the close', async () => {
    const car = await aParkedCar(t, park);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const first = await payBill(t, bill, PayChannel.WX, { ua: BROWSER_UA });
    const second = await payBill(t, bill, PayChannel.ALI, { ua: BROWSER_UA });
    await t.db
      .update(sandboxTrades)
      .set({ state: 'SUCCESS', paidAt: t.clock.now() })
      .where(eq(sandboxTrades.orderNo, first.body.data!.orderNo));
    await t.app.payments.sweep();
    expect((await orderRow(first.body.data!.orderNo)).state).toBe('paid');
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    // The second order's bill is paid now: if its payer pays anyway, that money goes back.
    await confirmInSandbox(t, launchUrl(second));
    await t.app.payments.refunds.processDue();
    expect((await sync(t, second.body.data!.orderNo)).body.data).toMatchObject({
      state: 'paid',
      refundState: 'succeeded',
    });
    expect(await invariants()).toEqual([]);
  });
});

describe('orders belong to who made them', () => {
  it('an order is not found for another dealer', async () => {
    const { orderNo } = await paidAtSandboxOnly();
    const res = await sync(t, orderNo, { dealerId: '320500' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
