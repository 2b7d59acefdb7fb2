import {
  ErrorCode,
  Limits,
  ParkOrderRequestType,
  PayChannel,
  VehicleOps,
  ParkingOps,
  PaymentOps,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver } from '../../../test/drivers';
import { aGateEvent, postGate, type TestPark } from '../../../test/parking';
import {
  ALIPAY_UA,
  aParkedCar,
  aPayablePark,
  aPlate,
  appHeaders,
  BROWSER_UA,
  confirmInSandbox,
  fundWallet,
  payableBills,
  payBill,
  payCall,
  sync,
  WECHAT_UA,
  type CallAs,
} from '../../../test/payments';
import { menuConfigs, parkingSessions, paymentOrders } from '../../db/schema';
import { checkLedger, createLedgerRepository } from '../ledger';
import { checkPayments } from './payments-check';

let t: TestApp;
let park: TestPark;
let leaveFirstPark: TestPark;

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t);
  leaveFirstPark = await aPayablePark(t, { leaveFirst: true });
});
afterAll(() => t.close());

/** The driver's arrears as the home banner and /arrearsPage ask for them (spec section 9: pageSize 999). */
const arrearsOf = (as: CallAs) =>
  call(t, ParkingOps.parkOrders, {
    query: {
      requestType: String(ParkOrderRequestType.ARREARS),
      pageNo: '1',
      pageSize: String(Limits.ARREARS_PAGE_SIZE),
    },
    headers: appHeaders(t, as),
  });
const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];
const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;
const launchUrl = (res: Awaited<ReturnType<typeof payCall>>) => (res.body.data!.launch as { url: string }).url;

async function payModel(as: CallAs) {
  const res = await call(t, PaymentOps.payModel, { headers: appHeaders(t, as) });
  return res.body.data!;
}

/** A car that left a leave-first park owing its fee: an arrears of its plate. */
async function anArrears(plateNo = aPlate()) {
  const car = await aParkedCar(t, leaveFirstPark, plateNo, 65);
  const exit = await postGate(t, leaveFirstPark, aGateEvent(t, 'exit', plateNo));
  expect(exit.body).toMatchObject({ data: { outcome: 'leftInArrears' } });
  return { ...car, parkId: leaveFirstPark.parkId };
}

describe('payModel', () => {
  it('offers WeChat inside WeChat, Alipay inside Alipay, both in a browser; all simulated by the sandbox here', async () => {
    expect(await payModel({ ua: WECHAT_UA })).toEqual({
      channels: [{ payChannel: 3, name: '微信支付', sandbox: true }],
      defaultChannel: 3,
    });
    expect((await payModel({ ua: ALIPAY_UA, clientType: 3 })).channels.map((c) => c.payChannel)).toEqual([2]);
    expect((await payModel({ ua: BROWSER_UA })).channels.map((c) => c.payChannel)).toEqual([3, 2]);
  });

  it('adds the balance, with its amount, for a signed-in driver when the dealer supports it', async () => {
    const driver = await signInDriver(t);
    await t.db
      .update(menuConfigs)
      .set({ supportBalance: false, walletPlan: false })
      .where(eq(menuConfigs.dealerId, '330100'));
    expect((await payModel({ ua: WECHAT_UA, driver })).channels.map((c) => c.payChannel)).toEqual([3]);
    await fundWallet(t, driver, 1234);
    expect((await payModel({ ua: WECHAT_UA, driver })).channels).toContainEqual({
      payChannel: 6,
      name: '余额支付',
      balanceFen: 1234,
      sandbox: false,
    });
    // Anonymous payers never see a balance.
    expect((await payModel({ ua: WECHAT_UA })).channels.map((c) => c.payChannel)).toEqual([3]);
  });
});

describe('paying from the balance', () => {
  it('pays at once, atomically: bill paid, wallet debited, revenue credited', async () => {
    const car = await aParkedCar(t, park);
    const driver = await signInDriver(t);
    await fundWallet(t, driver, 1000);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.BALANCE, { driver });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'paid', amountFen: 800, launch: { kind: 'paid' } });
    expect(await stayOf(car.uniqueId)).toMatchObject({ paidFen: 800 });
    const ledger = createLedgerRepository(t.db);
    expect(await ledger.balance('330100', { kind: 'driverWallet', driverId: driver.driverId })).toBe(200);
    expect((await sync(t, res.body.data!.orderNo, { driver })).body.data).toMatchObject({
      state: 'paid',
      payChannelText: '余额支付',
    });
    expect(await invariants()).toEqual([]);
  });

  it('refuses when the wallet does not cover it, and changes nothing', async () => {
    const car = await aParkedCar(t, park);
    const driver = await signInDriver(t);
    await fundWallet(t, driver, 799);
    const before = (await t.db.select().from(paymentOrders)).length;
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.BALANCE, { driver });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await t.db.select().from(paymentOrders)).length).toBe(before);
    expect(await stayOf(car.uniqueId)).toMatchObject({ paidFen: 0 });
    expect(
      await createLedgerRepository(t.db).balance('330100', { kind: 'driverWallet', driverId: driver.driverId }),
    ).toBe(799);
  });

  it('two concurrent balance payments of one wallet never overdraw it', async () => {
    const cars = [await aParkedCar(t, park, aPlate(), 0), await aParkedCar(t, park, aPlate(), 95)];
    const driver = await signInDriver(t);
    await fundWallet(t, driver, 1000);
    const results = await Promise.all(
      cars.map((c) => payBill(t, { uniqueId: c.uniqueId, parkId: park.parkId }, PayChannel.BALANCE, { driver })),
    );
    const ok = results.filter((r) => r.status === 200);
    const spent = ok.reduce((sum, r) => sum + r.body.data!.amountFen, 0);
    expect(spent).toBeLessThanOrEqual(1000);
    expect(
      await createLedgerRepository(t.db).balance('330100', { kind: 'driverWallet', driverId: driver.driverId }),
    ).toBe(1000 - spent);
    expect(await invariants()).toEqual([]);
  });

  it('needs a signed-in driver, and the dealer’s balance (supportBalance or walletPlan)', async () => {
    const car = await aParkedCar(t, park);
    const anonymous = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.BALANCE);
    expect(anonymous.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const driver = await signInDriver(t);
    await t.db
      .update(menuConfigs)
      .set({ supportBalance: false, walletPlan: false })
      .where(eq(menuConfigs.dealerId, '330100'));
    const off = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.BALANCE, { driver });
    expect(off.body.code).toBe(ErrorCode.PAY_CHANNEL_UNAVAILABLE);
    await t.db
      .update(menuConfigs)
      .set({ supportBalance: true, walletPlan: true })
      .where(eq(menuConfigs.dealerId, '330100'));
  });
});

describe('arrears', () => {
  it('a car in the park with arrears of its plate must pay them too (0xd06510037), and can in one batch', async () => {
    const plateNo = aPlate();
    const arrears = await anArrears(plateNo);
    const car = await aParkedCar(t, park, plateNo);
    const quoted = (await payableBills(t, { plateNo })).body.data!;
    expect(quoted.results.map((b) => [b.uniqueId, b.isArrears])).toEqual([
      [arrears.uniqueId, true],
      [car.uniqueId, false],
    ]);

    const alone = await payCall(t, 'single', {
      uniqueId: car.uniqueId,
      parkId: park.parkId,
      payChannel: 3,
      expectedFen: 800,
    });
    expect(alone.status).toBe(409);
    expect(alone.body.code).toBe(ErrorCode.PLATE_HAS_ARREARS);
    expect(alone.body.message).toMatch(/^车牌浙A·\w{5}有1笔欠费（共6\.00元）未补缴，请先补缴$/);

    const batch = await payCall(t, 'batch', {
      bills: quoted.results.map((b) => ({ uniqueId: b.uniqueId, parkId: b.parkId })),
      payChannel: 3,
      expectedFen: quoted.totalFen,
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data!.amountFen).toBe(quoted.totalFen);
    await confirmInSandbox(t, launchUrl(batch));
    const status = (await sync(t, batch.body.data!.orderNo)).body.data!;
    const byKind = [...status.bills].sort((a, b) => Number(b.isArrears) - Number(a.isArrears));
    expect(byKind.map((b) => [b.isArrears, b.settled, b.sessionState])).toEqual([
      [true, true, 'left'],
      [false, true, 'parked'],
    ]);
    expect(await stayOf(arrears.uniqueId)).toMatchObject({ state: 'left', paidFen: 600 });
    expect((await payableBills(t, { plateNo })).body.data!.totalRecord).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('a signed-in driver sees the arrears of their bound plates (home banner, /arrearsPage), and only theirs', async () => {
    const plateNo = aPlate();
    const arrears = await anArrears(plateNo);
    await anArrears(); // someone else's
    const driver = await signInDriver(t);
    const other = await signInDriver(t);
    const bind = await call(t, VehicleOps.bindPlate, { headers: driver.headers, body: { plateNo } });
    expect(bind.status).toBe(200);
    const mine = await arrearsOf({ driver });
    expect(mine.body.data).toMatchObject({
      results: [
        {
          uniqueId: arrears.uniqueId,
          parkId: arrears.parkId,
          formatPlateNo: `${plateNo.slice(0, 2)}·${plateNo.slice(2)}`,
          parkName: expect.any(String),
          dueFee: 600,
        },
      ],
      totalRecord: 1,
    });
    const viaBills = await payableBills(t, { arrearsOnly: '1' }, { driver });
    expect(viaBills.body.data!.results.map((b) => b.uniqueId)).toEqual([arrears.uniqueId]);
    expect((await arrearsOf({ driver: other })).body.data!.totalRecord).toBe(0);
    expect((await arrearsOf({})).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await payableBills(t, { arrearsOnly: '1' })).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('an arrears alone is paid on its own, and the bills page can list arrears only', async () => {
    const arrears = await anArrears();
    const only = (await payableBills(t, { plateNo: arrears.plateNo, arrearsOnly: '1' })).body.data!;
    expect(only.results).toHaveLength(1);
    const res = await payBill(t, { uniqueId: arrears.uniqueId, parkId: arrears.parkId });
    expect(res.status).toBe(200);
  });
});

describe('who may see and touch an order (BOLA)', () => {
  it('a signed-in driver’s order is theirs: another driver and an anonymous reader get 404', async () => {
    const car = await aParkedCar(t, park);
    const owner = await signInDriver(t);
    const other = await signInDriver(t);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, { driver: owner });
    const orderNo = res.body.data!.orderNo;
    expect((await sync(t, orderNo, { driver: owner })).status).toBe(200);
    expect((await sync(t, orderNo, { driver: other })).status).toBe(404);
    expect((await sync(t, orderNo)).status).toBe(404);
  });

  it('an anonymous order can be followed by whoever holds its number; unknown numbers are 404', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId });
    expect((await sync(t, res.body.data!.orderNo)).status).toBe(200);
    expect((await sync(t, 'P20260601AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await sync(t, 'x%27or1')).status).toBe(400);
  });

  it('a bill of another dealer cannot be seen or paid', async () => {
    const car = await aParkedCar(t, park);
    const seen = await payableBills(t, { uniqueIds: car.uniqueId }, { dealerId: '320500' });
    expect(seen.body.data!.totalRecord).toBe(0);
    const paid = await payCall(
      t,
      'single',
      { uniqueId: car.uniqueId, parkId: park.parkId, payChannel: 3, expectedFen: 800 },
      { dealerId: '320500' },
    );
    expect(paid.status).toBe(404);
  });
});

describe('batch and collector codes', () => {
  it('pays several bills of different plates in one order', async () => {
    const a = await aParkedCar(t, park, aPlate(), 0);
    const b = await aParkedCar(t, park, aPlate(), 95);
    const quoted = (await payableBills(t, { uniqueIds: `${a.uniqueId},${b.uniqueId}` })).body.data!;
    const res = await payCall(t, 'batch', {
      bills: [a, b].map((c) => ({ uniqueId: c.uniqueId, parkId: park.parkId })),
      payChannel: 3,
      expectedFen: quoted.totalFen,
    });
    await confirmInSandbox(t, launchUrl(res));
    expect((await stayOf(a.uniqueId)).paidFen + (await stayOf(b.uniqueId)).paidFen).toBe(quoted.totalFen);
  });

  it('refuses a batch naming a bill twice, or none', async () => {
    const a = await aParkedCar(t, park);
    const bill = { uniqueId: a.uniqueId, parkId: park.parkId };
    expect((await payCall(t, 'batch', { bills: [bill, bill], payChannel: 3, expectedFen: 1600 })).status).toBe(400);
    expect((await payCall(t, 'batch', { bills: [], payChannel: 3, expectedFen: 1 })).status).toBe(400);
  });

  it('keeps a known collector’s code on the order and ignores an unknown one', async () => {
    const a = await aParkedCar(t, park);
    const withCode = await payCall(t, 'single', {
      uniqueId: a.uniqueId,
      parkId: park.parkId,
      payChannel: 3,
      expectedFen: 800,
      collectorCode: park.collectorCode,
    });
    const b = await aParkedCar(t, park);
    const unknown = await payCall(t, 'single', {
      uniqueId: b.uniqueId,
      parkId: park.parkId,
      payChannel: 3,
      expectedFen: 800,
      collectorCode: 'NOBODY',
    });
    const rows = await t.db.select().from(paymentOrders);
    expect(rows.find((o) => o.orderNo === withCode.body.data!.orderNo)?.collectorCode).toBe(park.collectorCode);
    expect(rows.find((o) => o.orderNo === unknown.body.data!.orderNo)?.collectorCode).toBeNull();
    const bad = await payCall(t, 'single', {
      uniqueId: b.uniqueId,
      parkId: park.parkId,
      payChannel: 3,
      expectedFen: 800,
      collectorCode: '<script>',
    });
    expect(bad.status).toBe(400);
  });
});
