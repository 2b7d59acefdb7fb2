import {
  ChargingOrderOps,
  ChargingOperatorOps,
  ErrorCode,
  OperatorRole,
  PayChannel,
  type AnyRoute,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { aConnectedCharger, aMeterValue, aProvisionedCharger, recordCalls } from '../../../test/charging';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { expectInvoicedByItsDriverOnly, invoiceableBills } from '../../../test/invoices';
import { confirmInSandbox, fundWallet } from '../../../test/payments';
import { until } from '../../../test/until';
import { balanceOf, walletCall } from '../../../test/wallet';
import { chargingOrders } from '../../db/schema';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

// Two nodes on one database: chargers connect to node A, drivers call node B (the command crosses through the outbox).
let a: TestApp;
let b: TestApp;
let originA: string;
let alice: SignedInDriver;
let bob: SignedInDriver;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ sameDatabaseAs: a, clock: a.clock });
  originA = (await a.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  alice = await signInDriver(b);
  bob = await signInDriver(b);
  await fundWallet(b, alice, 20_000);
  await fundWallet(b, bob, 20_000);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'> & { key?: string | null };
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input: Input<R> = {}) =>
  walletCall(b, driver, route, input);
const start = (driver: SignedInDriver, gunNo: string, prepayFen = 5000, key?: string) =>
  as(driver, ChargingOrderOps.startCharging, {
    body: { gunNo, prepayFen, payChannel: PayChannel.BALANCE },
    ...(key ? { key } : {}),
  });
const detail = async (driver: SignedInDriver, orderNo: string) =>
  (await as(driver, ChargingOrderOps.chargingOrder, { params: { orderNo } })).body.data!;
const orderRow = async (orderNo: string) =>
  (await a.db.select().from(chargingOrders).where(eq(chargingOrders.orderNo, orderNo)))[0]!;
const minutes = (n: number) => new Date(a.clock.now().getTime() + n * 60_000);
const invariants = async () => [...(await checkPayments(a.db)), ...(await checkLedger(a.db))];

/** A charger online on node A with its guns Available, answering remote calls; the app's order started and paid. */
async function aChargingSession(driver: SignedInDriver, prepayFen = 5000) {
  const charger = await aProvisionedCharger(a, { guns: 1, maxKw: 60 });
  const client = await aConnectedCharger(a, originA, charger);
  const remote = recordCalls(client);
  const gunNo = charger.connectors[0]!.gunNo;
  const answer = await start(driver, gunNo, prepayFen);
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({ state: 'paid', amountFen: prepayFen });
  const order = (await as(driver, ChargingOrderOps.chargingOrders, { query: { requestType: '1' } })).body.data!
    .results[0]!;
  const { idTag, connectorId } = (await remote.next('RemoteStartTransaction')) as {
    idTag: string;
    connectorId: number;
  };
  const started = (await client.call('StartTransaction', {
    connectorId,
    idTag,
    meterStart: 1_000,
    timestamp: a.clock.now().toISOString(),
  })) as { transactionId: number; idTagInfo: { status: string } };
  expect(started.idTagInfo.status).toBe('Accepted');
  return { charger, client, remote, gunNo, orderNo: order.orderNo, transactionId: started.transactionId, idTag };
}

describe('a driver charges: scan, hold, progress, stop, bill, occupation fee', () => {
  it('goes from the scanned gun to the bill with the unused hold back and the occupation fee paid', async () => {
    const before = await balanceOf(b, alice);
    const s = await aChargingSession(alice, 5000);
    expect(await balanceOf(b, alice)).toBe(before - 5000);
    expect(await detail(alice, s.orderNo)).toMatchObject({
      orderState: 'charging',
      orderStateText: '充电中',
      canStop: true,
    });

    // 10:00 → 10:30 at 60 kW: 30 kWh of the peak band (0.95 + 0.80 元/度) so far.
    await s.client.call('MeterValues', {
      connectorId: 1,
      transactionId: s.transactionId,
      meterValue: [aMeterValue(minutes(15), 16_000, 60_000, 40), aMeterValue(minutes(30), 31_000, 58_000, 62)],
    });
    const progress = await detail(alice, s.orderNo);
    // 28.50 + 24.00 = 52.50元, capped at the 50元 hold.
    expect(progress).toMatchObject({ kwh: '30.000', powerKw: '58.0', soc: 62, amountFen: 5000 });
    expect(progress.lines).toEqual([{ band: 'peak', kwh: '30.000', electricityFen: 2850, serviceFen: 2400 }]);

    // The hold (50元) is nearly spent: the server already asked the charger to stop (RemoteStopTransaction).
    const stop = await s.remote.next('RemoteStopTransaction');
    expect(stop).toEqual({ transactionId: s.transactionId });
    await s.client.call('StopTransaction', {
      transactionId: s.transactionId,
      meterStop: 31_000,
      timestamp: minutes(30).toISOString(),
      reason: 'Remote',
    });
    const stopped = await detail(alice, s.orderNo);
    expect(stopped).toMatchObject({
      orderState: 'finished',
      amountFen: 5000,
      refundFen: 0,
      stopReasonText: '手动结束',
    });

    // The car stays plugged in 40 minutes: 25 beyond the 15-minute grace at 0.50元 = 12.50元.
    await s.client.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'NoError',
      status: 'Available',
      timestamp: minutes(70).toISOString(),
    });
    const settled = await detail(alice, s.orderNo);
    expect(settled.orderState).toBe('settled');
    expect(settled.occupation).toMatchObject({
      minutes: 40,
      chargedMinutes: 25,
      amountFen: 1250,
      state: 'unpaid',
      phaseText: '待支付',
    });
    expect((await as(alice, ChargingOrderOps.occupyExist)).body.data).toEqual({
      exist: true,
      orderNo: s.orderNo,
      amountFen: 1250,
    });

    const paid = await as(alice, ChargingOrderOps.payOccupation, {
      params: { orderNo: s.orderNo },
      body: { payChannel: PayChannel.BALANCE },
    });
    expect(paid.body.data).toMatchObject({ state: 'paid', amountFen: 1250 });
    expect((await detail(alice, s.orderNo)).occupation?.state).toBe('paid');
    expect(await balanceOf(b, alice)).toBe(before - 5000 - 1250);
    const again = await as(alice, ChargingOrderOps.payOccupation, {
      params: { orderNo: s.orderNo },
      body: { payChannel: PayChannel.BALANCE },
    });
    expect(again.body.code).toBe(ErrorCode.OCCUPATION_NOT_PAYABLE);
    expect(await invariants()).toEqual([]);
    await s.client.close();
  });

  it('a stop from the app bills what was charged and refunds the rest of the hold at once', async () => {
    const before = await balanceOf(b, alice);
    const s = await aChargingSession(alice, 10_000);
    await s.client.call('MeterValues', {
      connectorId: 1,
      transactionId: s.transactionId,
      meterValue: [aMeterValue(minutes(10), 11_000)],
    });
    const stopping = await as(alice, ChargingOrderOps.stopCharging, { params: { orderNo: s.orderNo } });
    expect(stopping.body.data).toMatchObject({ orderState: 'charging', canStop: false });
    await s.remote.next('RemoteStopTransaction');
    await s.client.call('StopTransaction', {
      transactionId: s.transactionId,
      meterStop: 11_000,
      timestamp: minutes(10).toISOString(),
      reason: 'Remote',
    });
    // A repeated StopTransaction (the charger lost our answer) changes nothing.
    await s.client.call('StopTransaction', {
      transactionId: s.transactionId,
      meterStop: 11_000,
      timestamp: minutes(10).toISOString(),
      reason: 'Remote',
    });
    // 10 kWh peak: 9.50 + 8.00 = 17.50元; 82.50元 back.
    expect(await detail(alice, s.orderNo)).toMatchObject({ amountFen: 1750, refundFen: 8250 });
    expect(await balanceOf(b, alice)).toBe(before - 1750);
    expect(await invariants()).toEqual([]);
    await s.client.close();
  });
});

describe('invoicing a charge (issue 44)', () => {
  it('the driver invoices the charging bill (the hold less its refund); another driver cannot', async () => {
    await fundWallet(b, alice, 6000); // the tests after this one still find her balance as it was
    const s = await aChargingSession(alice, 6000);
    await s.client.call('MeterValues', {
      connectorId: 1,
      transactionId: s.transactionId,
      meterValue: [aMeterValue(minutes(10), 11_000)],
    });
    await as(alice, ChargingOrderOps.stopCharging, { params: { orderNo: s.orderNo } });
    await s.remote.next('RemoteStopTransaction');
    await s.client.call('StopTransaction', {
      transactionId: s.transactionId,
      meterStop: 11_000,
      timestamp: minutes(10).toISOString(),
      reason: 'Remote',
    });
    expect(await detail(alice, s.orderNo)).toMatchObject({ amountFen: 1750, refundFen: 4250 });
    const bill = (await invoiceableBills(b, alice)).find((x) => x.feeKind === 'charging' && x.paidFen === 6000)!;
    expect(bill).toMatchObject({ refundedFen: 4250, invoiceableFen: 1750 });
    await expectInvoicedByItsDriverOnly(b, {
      driver: alice,
      other: bob,
      orderNo: bill.orderNo,
      feeKind: 'charging',
      fen: bill.invoiceableFen,
    });
    await s.client.close();
  });
});

describe('bad input from chargers', () => {
  it('a repeated StartTransaction gets the same transaction; meter readings going backwards or jumping are not billed', async () => {
    const s = await aChargingSession(alice, 10_000);
    const again = (await s.client.call('StartTransaction', {
      connectorId: 1,
      idTag: s.idTag,
      meterStart: 1_000,
      timestamp: a.clock.now().toISOString(),
    })) as { transactionId: number };
    expect(again.transactionId).toBe(s.transactionId);
    await s.client.call('MeterValues', {
      connectorId: 1,
      transactionId: s.transactionId,
      meterValue: [
        aMeterValue(minutes(5), 6_000), // 5 kWh in 5 min at 60 kW: fine
        aMeterValue(minutes(6), 2_000), // backwards
        aMeterValue(minutes(7), 900_000), // 894 kWh in 2 minutes from a 60 kW gun
        aMeterValue(minutes(8), 9_000), // sane again: billed from the last accepted reading
      ],
    });
    expect(await detail(alice, s.orderNo)).toMatchObject({ kwh: '8.000' });
    expect((await orderRow(s.orderNo)).rejectedReadings).toBe(2);
    await s.client.call('StopTransaction', {
      transactionId: s.transactionId,
      meterStop: 9_000,
      timestamp: minutes(8).toISOString(),
    });
    await s.client.close();
  });
});

describe('MeterValues written in batches (ocpp-metering.ts)', () => {
  it('readings of one session sent all at once are each billed once, whichever batch takes them', async () => {
    const s = await aChargingSession(alice, 10_000);
    // Twelve readings of 1 kWh a minute, sent together and answered in any order: the meter ends at the last.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s.client.call('MeterValues', {
          connectorId: 1,
          transactionId: s.transactionId,
          meterValue: [aMeterValue(minutes(i + 1), 1_000 + (i + 1) * 1_000)],
        }),
      ),
    );
    const row = await orderRow(s.orderNo);
    expect(row).toMatchObject({ meterLastWh: 13_000, rejectedReadings: 0 });
    expect(await detail(alice, s.orderNo)).toMatchObject({ kwh: '12.000' });
    await s.client.call('StopTransaction', {
      transactionId: s.transactionId,
      meterStop: 13_000,
      timestamp: minutes(12).toISOString(),
    });
    await s.client.close();
  });
});

describe('who may start and stop', () => {
  it('another driver can neither see nor stop the session (404, nothing changes), nor follow its stream', async () => {
    const s = await aChargingSession(alice, 5000);
    expect((await as(bob, ChargingOrderOps.chargingOrder, { params: { orderNo: s.orderNo } })).status).toBe(404);
    expect((await as(bob, ChargingOrderOps.stopCharging, { params: { orderNo: s.orderNo } })).status).toBe(404);
    expect((await as(bob, ChargingOrderOps.chargingOrderEvents, { params: { orderNo: s.orderNo } })).status).toBe(404);
    expect(
      (
        await as(bob, ChargingOrderOps.payOccupation, {
          params: { orderNo: s.orderNo },
          body: { payChannel: PayChannel.BALANCE },
        })
      ).status,
    ).toBe(404);
    expect((await orderRow(s.orderNo)).stopRequestedAt).toBeNull();
    expect((await as(bob, ChargingOrderOps.chargingOrders)).body.data!.results.map((o) => o.orderNo)).not.toContain(
      s.orderNo,
    );
    // The operator may stop it remotely.
    const op = await loggedInOperator(a, { roles: [OperatorRole.SERVICE] });
    const stopped = await walletCall(a, alice, ChargingOperatorOps.remoteStop, { params: { orderNo: s.orderNo } });
    expect(stopped.status).toBe(401);
    const res = await call(a, ChargingOperatorOps.remoteStop, { params: { orderNo: s.orderNo }, headers: op });
    expect(res.body.data).toEqual({ orderNo: s.orderNo, orderState: 'charging' });
    await s.remote.next('RemoteStopTransaction');
    await s.client.close();
  });

  it('two drivers scanning one gun at once: one holds it, the other is refused and pays nothing', async () => {
    const charger = await aProvisionedCharger(a, { guns: 1 });
    const client = await aConnectedCharger(a, originA, charger);
    recordCalls(client, { RemoteStartTransaction: 'Rejected' });
    const gunNo = charger.connectors[0]!.gunNo;
    const [ba, bb] = [await balanceOf(b, alice), await balanceOf(b, bob)];
    const answers = await Promise.all([start(alice, gunNo), start(bob, gunNo)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.code).toBe(ErrorCode.GUN_NOT_STARTABLE);
    expect((await balanceOf(b, alice)) + (await balanceOf(b, bob))).toBe(ba + bb - 5000);
    // The charger rejects the remote start: the order fails and the hold goes back whole.
    await until(async () => (await balanceOf(b, alice)) + (await balanceOf(b, bob)) === ba + bb, 'hold refunded');
    expect(await invariants()).toEqual([]);
    await client.close();
  });

  it('refuses a Faulted gun, and a balance too low for the hold leaves the gun free', async () => {
    const charger = await aProvisionedCharger(a, { guns: 2 });
    const client = await aConnectedCharger(a, originA, charger);
    await client.call('StatusNotification', { connectorId: 1, errorCode: 'GroundFailure', status: 'Faulted' });
    const faulted = await start(alice, charger.connectors[0]!.gunNo);
    expect(faulted.body.code).toBe(ErrorCode.GUN_NOT_STARTABLE);
    const poor = await signInDriver(b);
    await fundWallet(b, poor, 1000);
    const tooLow = await start(poor, charger.connectors[1]!.gunNo, 5000);
    expect(tooLow.body.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const gun = await as(alice, ChargingOrderOps.gun, { params: { gunNo: charger.connectors[1]!.gunNo } });
    expect(gun.body.data!.gun.startable).toBe(true);
    await client.close();
  });
});

describe('paying the hold with a wallet (issue 44)', () => {
  it('comes back to the start result of this charge: its own order number kept, the payment as payOrderNo', async () => {
    const charger = await aProvisionedCharger(a, { guns: 1 });
    const client = await aConnectedCharger(a, originA, charger);
    const remote = recordCalls(client);
    const answer = await as(alice, ChargingOrderOps.startCharging, {
      body: { gunNo: charger.connectors[0]!.gunNo, prepayFen: 5000, payChannel: PayChannel.WX },
    });
    expect(answer.body.data).toMatchObject({ state: 'pending', launch: { kind: 'redirect' } });
    const payOrderNo = answer.body.data!.orderNo;
    const chargeNo = (await as(alice, ChargingOrderOps.chargingOrders, { query: { requestType: '1' } })).body.data!
      .results[0]!.orderNo;
    const { confirm } = await confirmInSandbox(b, (answer.body.data!.launch as { url: string }).url);
    expect(confirm.statusCode).toBe(303);
    const back = new URL(confirm.headers.location as string, 'http://h5');
    expect(back.pathname).toBe('/chargingPageResult');
    expect([...back.searchParams]).toEqual([
      ['orderNo', chargeNo],
      ['payOrderNo', payOrderNo],
    ]);
    // The page's order is the charge, and it is paid: the charger is asked to start.
    await remote.next('RemoteStartTransaction');
    expect((await detail(alice, chargeNo)).orderState).toBe('starting');
    await client.close();
  });

  it('refuses a result path that is not a page of this app, and starts nothing', async () => {
    const answer = await as(alice, ChargingOrderOps.startCharging, {
      body: { gunNo: 'G1', prepayFen: 5000, payChannel: PayChannel.WX, resultPath: '//evil.example/x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('resultPath: 返回页面须为本应用的页面');
  });
});
