import { BasicOps, ErrorCode, PayChannel } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aGateEvent, minutes, postGate, type TestPark } from '../../../test/parking';
import {
  aParkedCar,
  aPayablePark,
  BROWSER_UA,
  confirmInSandbox,
  payableBills,
  payBill,
  payCall,
  sync,
} from '../../../test/payments';
import { parkingSessions, paymentOrders, sandboxTrades } from '../../db/schema';
import { checkLedger, createLedgerRepository } from '../ledger';
import { checkPayments } from './payments-check';

let t: TestApp;
let park: TestPark;

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t);
});
afterAll(() => t.close());

const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;
const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];

describe('paying a parked car by plate in the sandbox', () => {
  it('quotes, pays through the hosted sheet and its signed notification, and lets the car out', async () => {
    const car = await aParkedCar(t, park);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };

    const quoted = await payableBills(t, { plateNo: car.plateNo });
    expect(quoted.status).toBe(200);
    expect(quoted.body.data).toMatchObject({ totalRecord: 1, totalFen: 800 });
    expect(quoted.body.data!.results[0]).toMatchObject({ uniqueId: car.uniqueId, dueFen: 800, isArrears: false });
    // What anyone who knows the plate sees: no driver, no pictures.
    expect(Object.keys(quoted.body.data!.results[0]!).sort()).toEqual(
      [
        'atExitLane',
        'dueFen',
        'fee',
        'formatPlateNo',
        'isArrears',
        'paidFen',
        'parkDuration',
        'parkEndTime',
        'parkId',
        'parkName',
        'parkStartTime',
        'plateColor',
        'uniqueId',
      ].sort(),
    );
    // What was billed and why (issue 14 item 8): 95 minutes in four started half hours, and the leave-within rule.
    expect(quoted.body.data!.results[0]!.fee).toEqual({
      chargedMinutes: 95,
      freeMinutes: 0,
      leaveWithinMinutes: 15,
      rule: expect.arrayContaining(['缴费后15分钟内离场免费']),
      parts: [{ kind: 'units', band: null, minutes: 95, fen: 800, rawFen: 800, capped: false }],
    });

    const paid = await payBill(t, bill, PayChannel.WX);
    expect(paid.status).toBe(200);
    const order = paid.body.data!;
    expect(order).toMatchObject({ amountFen: 800, payChannel: 3, state: 'pending', launch: { kind: 'redirect' } });
    const launchUrl = (order.launch as { url: string }).url;
    expect(launchUrl).toMatch(/^\/api\/pay\/sandbox\/checkout\/P\d{8}[0-9A-Z]{20}\?t=/);

    // Before paying, the order is pending and the car would be held at the exit.
    expect((await sync(t, order.orderNo)).body.data).toMatchObject({ state: 'pending', final: false });

    const { page, confirm } = await confirmInSandbox(t, launchUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('8.00');
    // The payee is the dealer's product name, the one the app shows (one name, not a second brand).
    const { appName } = (await call(t, BasicOps.applicationInfos, { headers: t.driverHeaders() })).body.data!;
    expect(page.body).toContain(`<h1>${appName}</h1>`);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/payResultPage?orderNo=${order.orderNo}`);

    const status = (await sync(t, order.orderNo)).body.data!;
    expect(status).toMatchObject({ state: 'paid', final: true, amountFen: 800, refundFen: 0, refundState: 'none' });
    expect(status.bills).toEqual([
      expect.objectContaining({ uniqueId: car.uniqueId, amountFen: 800, settled: true, sessionState: 'parked' }),
    ]);
    expect(status.bills[0]!.graceUntil).not.toBeNull();
    expect(await stayOf(car.uniqueId)).toMatchObject({ paidFen: 800 });

    const ledger = createLedgerRepository(t.db);
    expect(await ledger.balance(park.dealerId, { kind: 'providerClearing', provider: 'sandbox' })).toBe(800);
    expect(await ledger.balance(park.dealerId, { kind: 'dealerRevenue' })).toBe(800);
    expect(await invariants()).toEqual([]);

    // Within the grace period the exit lane opens.
    t.clock.advance(minutes(5));
    const exit = await postGate(t, park, aGateEvent(t, 'exit', car.plateNo));
    expect(exit.body).toMatchObject({ data: { action: 'open', outcome: 'left' } });
    expect((await sync(t, order.orderNo)).body.data!.bills[0]).toMatchObject({ sessionState: 'left' });
  });
});

describe('scan to pay at an exit lane', () => {
  it('finds the car the lane holds, takes the payment, and the gate opens at the next read', async () => {
    const car = await aParkedCar(t, park);
    const held = await postGate(t, park, aGateEvent(t, 'exit', car.plateNo));
    expect(held.body).toMatchObject({ data: { action: 'hold', outcome: 'held' } });
    const lane = { parkId: park.parkId, laneCode: 'X1' };
    const atLane = (await payableBills(t, lane)).body.data!;
    expect(atLane.results).toEqual([
      expect.objectContaining({ uniqueId: car.uniqueId, atExitLane: true, dueFen: 800 }),
    ]);
    // Another dealer's app scanning the same code finds nothing.
    expect((await payableBills(t, lane, { dealerId: '320500' })).body.data!.totalRecord).toBe(0);
    // The entry lane holds no one; a lane code without its park is refused.
    expect((await payableBills(t, { ...lane, laneCode: 'E1' })).body.data!.totalRecord).toBe(0);
    expect((await payableBills(t, { laneCode: 'X1' })).status).toBe(400);

    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
    await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
    expect((await sync(t, paid.body.data!.orderNo)).body.data!.bills[0]).toMatchObject({
      sessionState: 'awaitingPayment',
    });
    const open = await postGate(
      t,
      park,
      aGateEvent(t, 'exit', car.plateNo, { at: new Date(t.clock.now().getTime() + 1000) }),
    );
    expect(open.body).toMatchObject({ data: { action: 'open', outcome: 'left' } });
    expect((await sync(t, paid.body.data!.orderNo)).body.data!.bills[0]).toMatchObject({ sessionState: 'left' });
    expect((await payableBills(t, lane)).body.data!.totalRecord).toBe(0);
  });
});

describe('what payCharges refuses, changing nothing', () => {
  it('a stale quote, with the new amount in the message', async () => {
    const car = await aParkedCar(t, park);
    const before = (await t.db.select().from(paymentOrders)).length;
    const res = await payCall(t, 'single', {
      uniqueId: car.uniqueId,
      parkId: park.parkId,
      payChannel: 3,
      expectedFen: 600,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.QUOTE_CHANGED, message: '费用已更新为8.00元，请确认后再支付' });
    expect((await t.db.select().from(paymentOrders)).length).toBe(before);
  });

  it('a request without an idempotency key, or with the key of another request', async () => {
    const car = await aParkedCar(t, park);
    const body = { uniqueId: car.uniqueId, parkId: park.parkId, payChannel: 3, expectedFen: 800 };
    const missing = await payCall(t, 'single', body, { key: null });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('idempotency-key');

    const first = await payCall(t, 'single', body);
    const replay = await payCall(t, 'single', body, { key: first.key });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const other = await payCall(t, 'single', { ...body, payChannel: 2 }, { key: first.key, ua: BROWSER_UA });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const orders = await t.db.select().from(paymentOrders);
    expect(orders.filter((o) => o.orderNo === first.body.data!.orderNo)).toHaveLength(1);
  });

  it('a bill of another park or an unknown bill', async () => {
    const car = await aParkedCar(t, park);
    const other = await aPayablePark(t);
    const res = await payCall(t, 'single', {
      uniqueId: car.uniqueId,
      parkId: other.parkId,
      payChannel: 3,
      expectedFen: 800,
    });
    expect(res.status).toBe(404);
  });

  it('a bill with nothing to pay any more (0x10d7500008)', async () => {
    const car = await aParkedCar(t, park);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
    await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
    const again = await payCall(t, 'single', {
      uniqueId: car.uniqueId,
      parkId: park.parkId,
      payChannel: 3,
      expectedFen: 800,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.LANE_ORDER_NOT_PAYABLE);
  });

  it('Alipay inside WeChat (0x4004)', async () => {
    const car = await aParkedCar(t, park);
    const res = await payCall(t, 'single', {
      uniqueId: car.uniqueId,
      parkId: park.parkId,
      payChannel: 2,
      expectedFen: 800,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ErrorCode.PAY_CHANNEL_UNAVAILABLE, message: '微信中请使用微信支付' });
  });
});

describe('the sandbox sheet', () => {
  it('refuses a link without its token and an order that was closed', async () => {
    const car = await aParkedCar(t, park);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
    const url = new URL((paid.body.data!.launch as { url: string }).url, 'http://local');
    const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}/confirm?t=AAAA` });
    expect(forged.statusCode).toBe(404);
    await t.db.update(sandboxTrades).set({ state: 'CLOSED' }).where(eq(sandboxTrades.orderNo, paid.body.data!.orderNo));
    const { confirm } = await confirmInSandbox(t, url.pathname + url.search);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('订单已关闭');
    expect((await sync(t, paid.body.data!.orderNo)).body.data!.state).not.toBe('paid');
  });

  it('cancel returns to the result page, which still asks the server', async () => {
    const car = await aParkedCar(t, park);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
    const url = new URL((paid.body.data!.launch as { url: string }).url, 'http://local');
    const cancel = await t.app.inject({ method: 'POST', url: `${url.pathname}/cancel${url.search}` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/payResultPage?orderNo=${paid.body.data!.orderNo}&cancelled=1`);
    expect((await sync(t, paid.body.data!.orderNo)).body.data!.state).toBe('pending');
  });
});
