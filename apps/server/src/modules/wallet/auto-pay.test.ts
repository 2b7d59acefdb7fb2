import { ErrorCode, VehicleOps, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, minutes, postGate, type TestPark } from '../../../test/parking';
import { aPayablePark, aPlate } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import {
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  setAutoPay,
  settle,
  signAgreement,
  violations,
  walletCall,
} from '../../../test/wallet';
import { parkingSessions, paymentOrders, sandboxContracts, withholdingCharges } from '../../db/schema';

let t: TestApp;
let park: TestPark;
let leaveFirstPark: TestPark;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
  park = await aPayablePark(t);
  leaveFirstPark = await aPayablePark(t, { leaveFirst: true });
});
afterAll(() => t.close());

const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;

/** A driver with an opted-in plate (signed in after the car's stay, so the token is fresh). */
async function anOptedInDriver(plateNo = aPlate()) {
  const driver = await signInDriver(t);
  const plate = await bindPlate(t, driver, plateNo);
  const set = await setAutoPay(t, driver, plate.plateId, true);
  expect(set.status).toBe(200);
  return { driver, plate, plateNo };
}

/** The car enters, stays 95 minutes (8.00元), and the exit camera reports it at the lane. */
async function driveThrough(plateNo: string, at: TestPark = park) {
  const entry = await postGate(t, at, aGateEvent(t, 'entry', plateNo));
  t.clock.advance(minutes(95));
  const exit = await postGate(t, at, aGateEvent(t, 'exit', plateNo));
  return {
    uniqueId: (entry.body as { data: { uniqueId: string } }).data.uniqueId,
    exit: exit.body.data as never as {
      outcome: string;
      action: string;
      dueFen: number | null;
      display: string;
    },
  };
}

/** Signs the driver in again: driving through moved the clock past the access token's life. */
const fresh = async (driver: SignedInDriver) => signInDriver(t, { phone: driver.phone });

describe('auto-pay from the balance', () => {
  it('takes the fee when the gate reports the exit and opens the gate, with no driver action', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await rechargeInSandbox(t, driver, 5_000);
    const { uniqueId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'autoPaid', action: 'open' });
    expect(exit.display).toContain('余额已自动扣费');
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'left', paidFen: 800, totalFen: 800 });

    const me = await fresh(driver);
    expect(await balanceOf(t, me)).toBe(4_200);
    const details = await walletCall(t, me, WalletOps.movements);
    expect(details.body.data!.results[0]).toMatchObject({
      kind: 'payment',
      title: '停车缴费',
      amountFen: -800,
      balanceAfterFen: 4_200,
      orderNo: expect.stringMatching(/^P/),
    });
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderNo, details.body.data!.results[0]!.orderNo!));
    expect(order).toMatchObject({ state: 'paid', channel: 6, amountFen: 800, driverId: me.driverId });
    expect(order!.description).toContain('无感支付');
    expect(await violations(t)).toEqual([]);
  });

  it('a repeated exit report changes nothing and charges nothing more', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await rechargeInSandbox(t, driver, 2_000);
    await postGate(t, park, aGateEvent(t, 'entry', plateNo));
    t.clock.advance(minutes(95));
    const event = aGateEvent(t, 'exit', plateNo);
    const first = await postGate(t, park, event);
    const again = await postGate(t, park, event);
    expect(again.body.data).toMatchObject({ outcome: 'autoPaid', action: 'open', replayed: true });
    expect(first.body.data).toMatchObject({ replayed: false });
    expect(await balanceOf(t, await fresh(driver))).toBe(1_200);
  });

  it('holds the car at the lane when the balance is short and there is no agreement', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await rechargeInSandbox(t, driver, 500);
    const { uniqueId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'held', action: 'hold', dueFen: 800 });
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'awaitingPayment', paidFen: 0 });
    expect(await balanceOf(t, await fresh(driver))).toBe(500);
    expect(await violations(t)).toEqual([]);
  });

  it('leaves a car that is not opted in to pay at the lane', async () => {
    const driver = await signInDriver(t);
    const plateNo = aPlate();
    await bindPlate(t, driver, plateNo);
    await rechargeInSandbox(t, driver, 5_000);
    const { exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'held', action: 'hold' });
  });

  it('pays at a leave-first park too, instead of leaving arrears', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await rechargeInSandbox(t, driver, 5_000);
    const { uniqueId, exit } = await driveThrough(plateNo, leaveFirstPark);
    expect(exit).toMatchObject({ outcome: 'autoPaid', action: 'open' });
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'left', paidFen: 800 });
  });

  it('stops once the plate is opted out or unbound', async () => {
    const { driver, plate, plateNo } = await anOptedInDriver();
    await rechargeInSandbox(t, driver, 5_000);
    await setAutoPay(t, driver, plate.plateId, false);
    expect((await driveThrough(plateNo)).exit).toMatchObject({ outcome: 'held' });

    const other = await anOptedInDriver();
    await rechargeInSandbox(t, other.driver, 5_000);
    const unbound = await call(t, VehicleOps.unbindPlate, {
      params: { plateId: other.plate.plateId },
      headers: other.driver.headers,
    });
    expect(unbound.status).toBe(200);
    expect((await driveThrough(other.plateNo)).exit).toMatchObject({ outcome: 'held' });
  });
});

describe('auto-pay under a withholding agreement', () => {
  it('opens the gate, then the provider takes the fee and the stay is paid', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await signAgreement(t, driver);
    const { uniqueId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open', dueFen: 800 });
    expect(exit.display).toContain('无感支付');
    await settle(t);
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'left', paidFen: 800, totalFen: 800 });
    const [charge] = await t.db.select().from(withholdingCharges).where(eq(withholdingCharges.sessionId, uniqueId));
    expect(charge).toMatchObject({ state: 'submitted', attempts: 1 });
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, charge!.orderId));
    expect(order).toMatchObject({ state: 'paid', scene: 'withhold', provider: 'sandbox', channel: 3, amountFen: 800 });
    expect(await violations(t)).toEqual([]);
  });

  it('uses the balance first when the plate says so, and the agreement only for what the balance cannot pay', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await signAgreement(t, driver);
    await rechargeInSandbox(t, driver, 2_000);
    expect((await driveThrough(plateNo)).exit).toMatchObject({ outcome: 'autoPaid' });
    const second = await driveThrough(plateNo);
    // 12.00元 left after the first; the second stay is another 8.00元 — still the balance.
    expect(second.exit).toMatchObject({ outcome: 'autoPaid' });
    const third = await driveThrough(plateNo);
    expect(third.exit).toMatchObject({ outcome: 'withholdingRequested' });
    await settle(t);
    expect(await stayOf(third.uniqueId)).toMatchObject({ state: 'left', paidFen: 800 });
    expect(await balanceOf(t, await fresh(driver))).toBe(400);
  });

  it('uses the agreement first when the plate’s deduction order says so', async () => {
    const { driver, plate, plateNo } = await anOptedInDriver();
    await signAgreement(t, driver);
    await rechargeInSandbox(t, driver, 5_000);
    await call(t, VehicleOps.setDeductionOrder, {
      params: { plateId: plate.plateId },
      headers: driver.headers,
      body: { deductionOrder: 'withholdingFirst' },
    });
    const { uniqueId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested' });
    await settle(t);
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'left', paidFen: 800 });
    expect(await balanceOf(t, await fresh(driver))).toBe(5_000);
  });

  it('when the provider refuses, the balance pays the arrears if it can', async () => {
    const { driver, plate, plateNo } = await anOptedInDriver();
    const { agreementId } = await signAgreement(t, driver);
    await rechargeInSandbox(t, driver, 5_000);
    await call(t, VehicleOps.setDeductionOrder, {
      params: { plateId: plate.plateId },
      headers: driver.headers,
      body: { deductionOrder: 'withholdingFirst' },
    });
    // The payer's 免密支付 limit at the provider is lower than this fee.
    await lowerLimit(agreementId, 500);
    const { uniqueId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open' });
    await settle(t);
    const [charge] = await t.db.select().from(withholdingCharges).where(eq(withholdingCharges.sessionId, uniqueId));
    expect(charge).toMatchObject({ state: 'refused', lastError: expect.stringMatching(/限额/) });
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'left', paidFen: 800 });
    expect(await balanceOf(t, await fresh(driver))).toBe(4_200);
    expect(await violations(t)).toEqual([]);
  });

  it('when the provider refuses and the balance is short, the stay is arrears for the driver to pay', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    const { agreementId } = await signAgreement(t, driver);
    await lowerLimit(agreementId, 500);
    const { uniqueId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open' });
    await settle(t);
    expect(await stayOf(uniqueId)).toMatchObject({ state: 'arrears', paidFen: 0, totalFen: 800 });
    const [charge] = await t.db.select().from(withholdingCharges).where(eq(withholdingCharges.sessionId, uniqueId));
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, charge!.orderId));
    expect(order).toMatchObject({ state: 'closed', closeReason: 'launchFailed' });
    expect(await violations(t)).toEqual([]);
  });

  it('a withholding the job finds queued (the server stopped before asking) is sent by the job', async () => {
    const { driver, plateNo } = await anOptedInDriver();
    await signAgreement(t, driver);
    const { uniqueId } = await driveThrough(plateNo);
    await settle(t);
    expect((await stayOf(uniqueId)).state).toBe('left');
    // Nothing left for the job: it sends each withholding once.
    expect(await t.app.wallet.sweep()).toMatchObject({ withholdings: 0 });
  });
});

describe('opting in', () => {
  it('needs something that can pay, and only for the driver’s own plates', async () => {
    await enableWallet(t, '320500', { walletPlan: false, supportBalance: false });
    const suzhou = await signInDriver(t, { dealerId: '320500' });
    const plate = await bindPlate(t, suzhou, aPlate().replace('浙A', '苏E'));
    const refused = await setAutoPay(t, suzhou, plate.plateId, true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('请先开通免密支付或余额支付');
    await signAgreement(t, suzhou);
    expect((await setAutoPay(t, suzhou, plate.plateId, true)).body.data!.plates[0]).toMatchObject({ enabled: true });

    const someoneElse = await signInDriver(t);
    const theirs = await setAutoPay(t, someoneElse, plate.plateId, true);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

async function lowerLimit(agreementId: string, fen: number) {
  const { withholdingAgreements } = await import('../../db/schema');
  const [agreement] = await t.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.id, agreementId));
  await t.db
    .update(sandboxContracts)
    .set({ singleLimitFen: fen })
    .where(eq(sandboxContracts.contractCode, agreement!.contractCode));
}
