import {
  CARD_PASSWORD_MAX_FAILURES,
  ChargingOrderOps,
  ChargingTagOperatorOps,
  ChargingTagOps,
  ErrorCode,
  OperatorRole,
  type AnyRoute,
  type ChargerCommandRequest,
} from '@parking/contracts';
import { simulateCharger } from '@parking/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { aConnectedCharger, aMeterValue, aProvisionedCharger } from '../../../test/charging';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { fundWallet } from '../../../test/payments';
import { until } from '../../../test/until';
import { bindPlate } from '../../../test/vehicles';
import { balanceOf } from '../../../test/wallet';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

// One app; chargers connect over OCPP 1.6J as the test's own client or as the simulator (apps/devices).
let t: TestApp;
let origin: string;
let alice: SignedInDriver;
let bob: SignedInDriver;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  origin = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  await fundWallet(t, alice, 20_000);
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
});
afterAll(() => t.close());

const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input: Omit<CallInput<R>, 'headers'> = {}) =>
  call(t, route, { ...input, headers: driver.headers });
const op = <R extends AnyRoute>(route: R, input: Omit<CallInput<R>, 'headers'> = {}) =>
  call(t, route, { ...input, headers: admin });
const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
const ongoing = async (driver: SignedInDriver) =>
  (await as(driver, ChargingOrderOps.chargingOrders, { query: { requestType: '1' } })).body.data!.results;

type Started = { transactionId: number; idTagInfo: { status: string } };

describe('VIN plug and charge', () => {
  it('registers a VIN to a plate and charges the car without the app, paid from the wallet hold', async () => {
    const plate = await bindPlate(t, alice, '浙A7V1N8');
    const vin = 'LFV2A21K0E3000001';
    // The check digit and the driver's own plate are checked; another driver cannot take or remove the VIN.
    expect(
      (
        await as(alice, ChargingTagOps.addVin, {
          body: { vin: 'LFV2A21K1E3000001', plateId: plate.plateId, prepayFen: 3000 },
        })
      ).status,
    ).toBe(400);
    const bobPlate = await bindPlate(t, bob, '浙A8B0B1');
    expect(
      (await as(alice, ChargingTagOps.addVin, { body: { vin, plateId: bobPlate.plateId, prepayFen: 3000 } })).status,
    ).toBe(400);
    const added = await as(alice, ChargingTagOps.addVin, {
      body: { vin: ` ${vin.toLowerCase()} `, plateId: plate.plateId, prepayFen: 3000 },
    });
    expect(added.body.data).toMatchObject({ vin, plateNo: '浙A7V1N8', prepayFen: 3000 });
    const taken = await as(bob, ChargingTagOps.addVin, { body: { vin, plateId: bobPlate.plateId, prepayFen: 3000 } });
    expect(taken.body.code).toBe(ErrorCode.VIN_TAKEN);
    expect((await as(bob, ChargingTagOps.removeVin, { params: { vinId: added.body.data!.vinId } })).status).toBe(404);
    expect((await as(bob, ChargingTagOps.vins)).body.data!.results).toEqual([]);

    const charger = await aProvisionedCharger(t, { guns: 1 });
    const client = await aConnectedCharger(t, origin, charger);
    const before = await balanceOf(t, alice);
    expect(await client.call('Authorize', { idTag: vin })).toEqual({ idTagInfo: { status: 'Accepted' } });
    const startTx = { connectorId: 1, idTag: vin, meterStart: 5_000, timestamp: t.clock.now().toISOString() };
    const started = (await client.call('StartTransaction', startTx)) as Started;
    expect(started.idTagInfo.status).toBe('Accepted');
    // The charger lost our answer and repeats it: the same transaction, the hold taken once.
    expect(((await client.call('StartTransaction', startTx)) as Started).transactionId).toBe(started.transactionId);
    expect(await balanceOf(t, alice)).toBe(before - 3000);
    const [order] = await ongoing(alice);
    expect(order).toMatchObject({ orderState: 'charging', plateNo: '浙A7V1N8' });
    // While it charges, the VIN cannot start a second session.
    expect(await client.call('Authorize', { idTag: vin })).toEqual({ idTagInfo: { status: 'ConcurrentTx' } });

    await client.call('MeterValues', {
      connectorId: 1,
      transactionId: started.transactionId,
      meterValue: [aMeterValue(at(10), 10_000)],
    });
    await client.call('StopTransaction', {
      transactionId: started.transactionId,
      meterStop: 10_000,
      timestamp: at(10).toISOString(),
      reason: 'EVDisconnected',
    });
    await client.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'NoError',
      status: 'Available',
      timestamp: at(11).toISOString(),
    });
    const bill = (await as(alice, ChargingOrderOps.chargingOrder, { params: { orderNo: order!.orderNo } })).body.data!;
    expect(bill).toMatchObject({ orderState: 'settled', kwh: '5.000' });
    expect(bill.amountFen + bill.refundFen).toBe(3000);
    expect(await balanceOf(t, alice)).toBe(before - bill.amountFen);

    // Removed: chargers are told Invalid.
    expect((await as(alice, ChargingTagOps.removeVin, { params: { vinId: added.body.data!.vinId } })).status).toBe(200);
    expect(await client.call('Authorize', { idTag: vin })).toEqual({ idTagInfo: { status: 'Invalid' } });
    expect(await checkPayments(t.db)).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
    await client.close();
  });
});

describe('charging cards', () => {
  it('binds with the password, charges from the card hold released once, refuses a second start and a lost card', async () => {
    const cardNo = `CARD${String(process.pid).padStart(8, '0')}`;
    const issued = await op(ChargingTagOperatorOps.issueCard, { body: { cardNo, balanceFen: 30_000 } });
    expect(issued.body.data!.password).toMatch(/^\d{6}$/);
    const password = issued.body.data!.password;
    const wrong = password === '000000' ? '111111' : '000000';
    const charger = await aProvisionedCharger(t, { guns: 2 });
    const client = await aConnectedCharger(t, origin, charger);
    // Not bound yet: nobody's card.
    expect(await client.call('Authorize', { idTag: cardNo })).toEqual({ idTagInfo: { status: 'Invalid' } });

    expect((await as(alice, ChargingTagOps.bindCard, { body: { cardNo, password: wrong } })).body.code).toBe(
      ErrorCode.CARD_PASSWORD_WRONG,
    );
    expect((await as(alice, ChargingTagOps.bindCard, { body: { cardNo, password } })).body.data).toMatchObject({
      cardNo,
      balanceFen: 30_000,
      state: 'active',
    });
    expect((await as(bob, ChargingTagOps.bindCard, { body: { cardNo, password } })).body.code).toBe(
      ErrorCode.CARD_TAKEN,
    );
    // Bob reaches nothing of Alice's card.
    expect((await as(bob, ChargingTagOps.cardRecords, { params: { cardNo } })).status).toBe(404);
    expect((await as(bob, ChargingTagOps.reportCardLost, { params: { cardNo } })).status).toBe(404);
    expect(
      (
        await as(bob, ChargingTagOps.changeCardPassword, {
          body: { cardNo, oldPassword: password, newPassword: '246810' },
        })
      ).status,
    ).toBe(404);
    expect((await as(bob, ChargingTagOps.cards)).body.data!.results).toEqual([]);

    // Two guns read the card at once: one session starts, its hold (the balance up to 200元) taken once.
    const startOn = (connectorId: number) =>
      client.call('StartTransaction', {
        connectorId,
        idTag: cardNo,
        meterStart: 0,
        timestamp: t.clock.now().toISOString(),
      }) as Promise<Started>;
    const answers = await Promise.all([startOn(1), startOn(2)]);
    expect(answers.map((a) => a.idTagInfo.status).sort()).toEqual(['Accepted', 'ConcurrentTx']);
    const { transactionId } = answers.find((a) => a.idTagInfo.status === 'Accepted')!;
    const card = async () => (await as(alice, ChargingTagOps.cards)).body.data!.results[0]!;
    expect(await card()).toMatchObject({ balanceFen: 10_000, charging: true });

    // Stop, and the charger repeats its StopTransaction: what the hold did not spend comes back once.
    const stop = { transactionId, meterStop: 8_000, timestamp: at(20).toISOString(), reason: 'Local' };
    await client.call('MeterValues', { connectorId: 1, transactionId, meterValue: [aMeterValue(at(20), 8_000)] });
    await Promise.all([client.call('StopTransaction', stop), client.call('StopTransaction', stop)]);
    const [order] = (await as(alice, ChargingOrderOps.chargingOrders, { query: { requestType: '0' } })).body.data!
      .results;
    expect(order!.amountFen).toBeGreaterThan(0);
    expect(await card()).toMatchObject({ balanceFen: 30_000 - order!.amountFen, charging: false });
    const records = (await as(alice, ChargingTagOps.cardRecords, { params: { cardNo } })).body.data!.results;
    expect(records.map((r) => [r.kind, r.amountFen])).toEqual([
      ['release', 20_000 - order!.amountFen],
      ['hold', -20_000],
      ['issue', 30_000],
    ]);

    // The password changes with the old one only; wrong ones lock the card's password for a while.
    expect(
      (
        await as(alice, ChargingTagOps.changeCardPassword, {
          body: { cardNo, oldPassword: wrong, newPassword: '246810' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await as(alice, ChargingTagOps.changeCardPassword, {
          body: { cardNo, oldPassword: password, newPassword: '246810' },
        })
      ).body.data,
    ).toEqual({ changed: true });
    for (let i = 0; i < CARD_PASSWORD_MAX_FAILURES; i++)
      await as(alice, ChargingTagOps.changeCardPassword, {
        body: { cardNo, oldPassword: wrong, newPassword: '135790' },
      });
    expect(
      (
        await as(alice, ChargingTagOps.changeCardPassword, {
          body: { cardNo, oldPassword: '246810', newPassword: '135790' },
        })
      ).body.code,
    ).toBe(ErrorCode.CARD_PASSWORD_LOCKED);

    // Reported lost: frozen at once, chargers are answered Blocked; the operator tops up once per request number.
    expect(await client.call('Authorize', { idTag: cardNo })).toEqual({ idTagInfo: { status: 'Accepted' } });
    expect((await as(alice, ChargingTagOps.reportCardLost, { params: { cardNo } })).body.data).toMatchObject({
      state: 'lost',
      stateText: '已挂失',
    });
    expect(await client.call('Authorize', { idTag: cardNo })).toEqual({ idTagInfo: { status: 'Blocked' } });
    const topUp = { kind: 'topUp' as const, amountFen: 5_000, requestNo: `top-${process.pid}` };
    const [x, y] = await Promise.all([
      op(ChargingTagOperatorOps.cardBalance, { params: { cardNo }, body: topUp }),
      op(ChargingTagOperatorOps.cardBalance, { params: { cardNo }, body: topUp }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect((await card()).balanceFen).toBe(35_000 - order!.amountFen);
    expect(
      (await op(ChargingTagOperatorOps.cardBalance, { params: { cardNo }, body: { ...topUp, amountFen: 1 } })).body
        .code,
    ).toBe(ErrorCode.CARD_REQUEST_REUSED);
    expect(
      (await op(ChargingTagOperatorOps.freezeCard, { params: { cardNo }, body: { frozen: false } })).body.data!.state,
    ).toBe('active');
    expect(await client.call('Authorize', { idTag: cardNo })).toEqual({ idTagInfo: { status: 'Accepted' } });
    await client.close();
  });
});

describe('operator commands to a charger (the simulator answers)', () => {
  it('ChangeAvailability moves the station counts; a remote start for a card starts its session; TriggerMessage and Reset are answered and recorded', async () => {
    const charger = await aProvisionedCharger(t, { guns: 2 });
    const sim = simulateCharger({
      server: origin,
      chargePointId: charger.chargePointId,
      password: charger.password,
      guns: charger.connectors,
    });
    await sim.start();
    const station = async () =>
      (
        await call(t, ChargingOrderOps.stationDetail, {
          params: { stationId: charger.stationId },
          headers: t.driverHeaders(),
        })
      ).body.data!;
    const gunStatus = async (n: number) =>
      (await station()).guns.find((g) => g.gunNo === charger.connectors[n]!.gunNo)!.status;
    await until(async () => (await gunStatus(1)) === 'Available', 'guns available');
    const free = (await station()).quickChargingInfo.leftNum;

    const command = async (body: ChargerCommandRequest) => {
      const sent = await op(ChargingTagOperatorOps.chargerCommand, {
        params: { chargePointId: charger.chargePointId },
        body,
      });
      expect(sent.body.data).toMatchObject({ state: 'pending' });
      const id = sent.body.data!.commandId;
      let result = sent.body.data!;
      await until(async () => {
        result = (await op(ChargingTagOperatorOps.chargerCommandResult, { params: { commandId: id } })).body.data!;
        return result.state === 'answered' || result.state === 'failed';
      }, 'command answered');
      return result;
    };
    expect(await command({ action: 'ChangeAvailability', connectorId: 2, type: 'Inoperative' })).toMatchObject({
      state: 'answered',
      answer: { status: 'Accepted' },
    });
    await until(async () => (await gunStatus(1)) === 'Unavailable', 'gun unavailable');
    expect((await station()).quickChargingInfo.leftNum).toBe(free - 1);
    expect(await command({ action: 'ChangeAvailability', connectorId: 2, type: 'Operative' })).toMatchObject({
      answer: { status: 'Accepted' },
    });
    await until(async () => (await station()).quickChargingInfo.leftNum === free, 'counted free again');
    expect(await command({ action: 'TriggerMessage', requestedMessage: 'Heartbeat' })).toMatchObject({
      answer: { status: 'Accepted' },
    });
    // A remote start for a bound card: the charger starts as if the card were swiped, and the card pays.
    const cardNo = `RS${String(process.pid).padStart(8, '0')}`;
    const issued = await op(ChargingTagOperatorOps.issueCard, { body: { cardNo, balanceFen: 10_000 } });
    const start = { action: 'RemoteStartTransaction' as const, connectorId: 1, cardNo };
    const unbound = await op(ChargingTagOperatorOps.chargerCommand, {
      params: { chargePointId: charger.chargePointId },
      body: start,
    });
    expect([unbound.status, unbound.body.message]).toEqual([400, '充电卡还未被车主绑定']);
    await as(bob, ChargingTagOps.bindCard, { body: { cardNo, password: issued.body.data!.password } });
    expect(await command(start)).toMatchObject({ state: 'answered', answer: { status: 'Accepted' } });
    await until(async () => (await ongoing(bob)).length === 1, 'the card’s session started');
    expect(sim.stats.remoteStarts).toBe(1);
    const unknown = await op(ChargingTagOperatorOps.chargerCommand, {
      params: { chargePointId: charger.chargePointId },
      body: { ...start, cardNo: 'NOSUCHCARD1' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, '充电卡不存在']);
    // A finance operator may issue cards but not command chargers.
    const finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
    const refused = await call(t, ChargingTagOperatorOps.chargerCommand, {
      params: { chargePointId: charger.chargePointId },
      body: start,
      headers: finance,
    });
    expect(refused.status).toBe(403);
    expect(await command({ action: 'Reset', type: 'Soft' })).toMatchObject({ answer: { status: 'Accepted' } });
    await until(() => sim.stats.resets === 1, 'reset');

    // Another dealer's operator does not reach the charger.
    const stranger = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const theirs = await call(t, ChargingTagOperatorOps.chargerCommand, {
      params: { chargePointId: charger.chargePointId },
      body: { action: 'Reset', type: 'Hard' },
      headers: stranger,
    });
    expect(theirs.status).toBe(404);
    await sim.stop();
  });
});
