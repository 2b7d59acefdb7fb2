import { VehicleOps } from '@parking/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, minutes, postGate, type TestPark } from '../../../test/parking';
import { aPayablePark, aPlate, fundWallet, payBill } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import { countStatements } from '../../../test/count-statements';
import { testDatabaseUrl, aroundLocks } from '../../../test/test-database';
import { enableWallet, setAutoPay, signAgreement, violations } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { SplitBatch } from '../../db/group-commit';
import { paymentOrderBills, paymentOrders, withholdingCharges } from '../../db/schema';
import { balancePaymentLegs, createLedgerRepository } from '../ledger';
import { staysPort, type AutoPayAsk, type AutoPayResult } from '../parking';
import { createWalletRepository } from './wallet.repository';

/**
 * Auto-pay of many stays at once (decision 098): the same answers and the same money as asking for each stay in turn,
 * in statements that do not grow with the list.
 */

let t: TestApp;
let park: TestPark;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
  park = await aPayablePark(t);
});
afterAll(() => t.close());

const DUE_FEN = 800;

interface Role {
  name: string;
  balanceFen: number;
  /** How many of the driver's cars leave (each a plate of its own, each owing DUE_FEN). */
  cars: number;
  optedIn?: boolean;
  agreement?: boolean;
  withholdingFirst?: boolean;
  /** The driver's first car has a pay-page attempt open (a sandbox order not paid yet): auto-pay releases it. */
  attempt?: boolean;
}

/** Drivers of every kind: enough balance, not enough, no auto-pay, withholding first, balance then agreement. */
const ROLES: readonly Role[] = [
  { name: 'rich, two cars', balanceFen: 2_000, cars: 2, attempt: true },
  { name: 'enough for one of three', balanceFen: 1_000, cars: 3 },
  { name: 'short', balanceFen: 500, cars: 1, attempt: true },
  { name: 'not opted in', balanceFen: 5_000, cars: 1, optedIn: false },
  { name: 'withholding first', balanceFen: 5_000, cars: 1, agreement: true, withholdingFirst: true },
  { name: 'balance, then the agreement', balanceFen: 900, cars: 2, agreement: true },
  { name: 'nothing at all', balanceFen: 0, cars: 1 },
];

interface World {
  drivers: SignedInDriver[];
  /** Stay ids in list order, with the role each belongs to. */
  stays: { id: string; role: number }[];
}

/** The roles' drivers, their plates opted in, and one parked car a plate; cars enter in turns so the list mixes them. */
async function aWorld(roles: readonly Role[] = ROLES): Promise<World> {
  const drivers: SignedInDriver[] = [];
  const plates: { plateNo: string; role: number }[] = [];
  for (const [r, role] of roles.entries()) {
    const driver = await signInDriver(t);
    drivers.push(driver);
    if (role.balanceFen > 0) await fundWallet(t, driver, role.balanceFen);
    if (role.agreement) await signAgreement(t, driver);
    for (let car = 0; car < role.cars; car++) {
      const plateNo = aPlate();
      const plate = await bindPlate(t, driver, plateNo);
      if (role.optedIn !== false) expect((await setAutoPay(t, driver, plate.plateId, true)).status).toBe(200);
      if (role.withholdingFirst) {
        await call(t, VehicleOps.setDeductionOrder, {
          params: { plateId: plate.plateId },
          headers: driver.headers,
          body: { deductionOrder: 'withholdingFirst' },
        });
      }
      plates.push({ plateNo, role: r });
    }
  }
  // Interleaved: the first car of every driver, then the second…, so one driver's stays are apart in the list.
  const order = [...plates.entries()]
    .map(([i, p]) => ({ ...p, turn: plates.slice(0, i).filter((q) => q.role === p.role).length }))
    .sort((a, b) => a.turn - b.turn || a.role - b.role);
  const stays: World['stays'] = [];
  for (const p of order) {
    const entry = await postGate(t, park, aGateEvent(t, 'entry', p.plateNo));
    stays.push({ id: (entry.body as { data: { uniqueId: string } }).data.uniqueId, role: p.role });
  }
  t.clock.advance(minutes(95));
  for (const [r, role] of roles.entries()) {
    const first = stays.find((stay) => stay.role === r)!;
    if (role.attempt) expect((await payBill(t, { uniqueId: first.id, parkId: park.parkId })).status).toBe(200);
  }
  return { drivers, stays };
}

/** The asks of the world's stays, each stay locked in `tx` as an exit holds it. */
async function asksOf(tx: Db, world: World): Promise<AutoPayAsk[]> {
  const at = t.clock.now();
  const asks: AutoPayAsk[] = [];
  for (const { id } of world.stays) asks.push({ stay: (await staysPort.lockStay(tx, id))!, dueFen: DUE_FEN, at });
  return asks;
}

const hook = () => t.app.wallet.autoPay.hook;

/** What auto-pay left behind, by role and position: answers, balances, stays, orders and charges (no ids). */
async function outcomeOf(world: World, answers: AutoPayResult[]) {
  const repo = createWalletRepository(t.db);
  const balances = [];
  for (const driver of world.drivers) balances.push(await repo.balanceFen(driver));
  const stays = [];
  for (const { id, role } of world.stays) {
    const stay = (await staysPort.stay(t.db, id))!;
    const orders = await t.db
      .select({
        state: paymentOrders.state,
        scene: paymentOrders.scene,
        channel: paymentOrders.channel,
        amountFen: paymentOrders.amountFen,
        line: paymentOrderBills.status,
        basePaidFen: paymentOrderBills.basePaidFen,
      })
      .from(paymentOrderBills)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderBills.orderId))
      .where(eq(paymentOrderBills.sessionId, id))
      .orderBy(asc(paymentOrders.createdAt));
    const charges = await t.db
      .select({ state: withholdingCharges.state })
      .from(withholdingCharges)
      .where(eq(withholdingCharges.sessionId, id));
    // Orders of one stay share their time (the clock stands still): in an order of their content.
    orders.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    stays.push({ role, state: stay.state, paidFen: stay.paidFen, orders, charges });
  }
  return { answers, balances, stays };
}

describe('auto-pay of a list of stays', () => {
  it('answers, pays and writes as asking for each stay in turn', async () => {
    const together = await aWorld();
    const answersTogether = await t.db.transaction(async (tx) => hook().tryPay(tx, await asksOf(tx, together)));
    const inTurn = await aWorld();
    const answersInTurn = await t.db.transaction(async (tx) => {
      const answers: AutoPayResult[] = [];
      for (const ask of await asksOf(tx, inTurn)) answers.push(...(await hook().tryPay(tx, [ask])));
      return answers;
    });

    const expected = await outcomeOf(inTurn, answersInTurn);
    expect(await outcomeOf(together, answersTogether)).toEqual(expected);
    // What the roles say, so the comparison is not of two equal mistakes.
    const byRole = (role: number) => together.stays.flatMap((s, i) => (s.role === role ? [answersTogether[i]] : []));
    expect(byRole(0)).toEqual(['paid', 'paid']);
    expect(byRole(1)).toEqual(['paid', 'none', 'none']);
    expect(byRole(2)).toEqual(['none']);
    expect(byRole(3)).toEqual(['none']);
    expect(byRole(4)).toEqual(['withholding']);
    expect(byRole(5)).toEqual(['paid', 'withholding']);
    expect(byRole(6)).toEqual(['none']);
    expect(expected.balances).toEqual([400, 200, 500, 5_000, 5_000, 100, 0]);
    // The open attempts: superseded where auto-pay paid, left open where it did not.
    const attemptOf = (role: number) =>
      expected.stays.find((s) => s.role === role)!.orders.find((o) => o.scene !== 'balance');
    expect(attemptOf(0)).toMatchObject({ state: 'closed', line: 'released' });
    expect(attemptOf(2)).toMatchObject({ state: 'pending', line: 'open' });
    expect(await violations(t)).toEqual([]);
  });

  it('an empty list runs no statement', async () => {
    await t.db.transaction(async (tx) => {
      const counter = countStatements(tx);
      expect(await hook().tryPay(tx, [])).toEqual([]);
      expect(counter.count).toBe(0);
    });
  });

  it('runs as many statements for many stays as for one', async () => {
    const statementsFor = async (roles: Role[]) => {
      const world = await aWorld(roles);
      return t.db.transaction(async (tx) => {
        const asks = await asksOf(tx, world);
        const counter = countStatements(tx);
        const answers = await hook().tryPay(tx, asks);
        return { count: counter.count, paid: answers.filter((a) => a === 'paid').length, answers };
      });
    };
    const payer: Role = { name: 'payer', balanceFen: 5_000, cars: 1 };
    const withholder: Role = { name: 'withholder', balanceFen: 0, cars: 1, agreement: true };
    const mixed = (n: number) => [
      ...Array.from({ length: n }, () => payer),
      ...Array.from({ length: n }, () => withholder),
    ];
    const one = await statementsFor(mixed(1));
    const five = await statementsFor(mixed(5));
    expect(one.answers).toEqual(['paid', 'withholding']);
    expect(five.answers).toEqual([...Array(5).fill('paid'), ...Array(5).fill('withholding')]);
    // The stays' payments too: parking records them and pays the stays for all of them at once (applyToLocked).
    expect(one.count).toBeGreaterThan(10);
    expect(five.count).toBe(one.count);
    expect(await violations(t)).toEqual([]);
  });

  // The balance is read without a lock (decision 099: the posting locks the account, last): a spend that commits in
  // between is found by the posting, and nothing of the refused payment is left behind.
  describe.runIf(testDatabaseUrl())('a wallet spent while the list is paid (PostgreSQL)', () => {
    const spendMeanwhile = async (world: World, fen: number, asks: (all: AutoPayAsk[]) => AutoPayAsk[]) => {
      const driverId = world.drivers[0]!.driverId;
      const { answer } = await aroundLocks(t.db, {
        first: (tx) =>
          createLedgerRepository(tx).post({
            dealerId: world.drivers[0]!.dealerId,
            idempotencyKey: `adjustment:test-${driverId}`,
            // Money out of the wallet that no order of these stays owns (a payment elsewhere, say).
            kind: 'adjustment',
            occurredAt: t.clock.now(),
            legs: balancePaymentLegs(driverId, fen),
          }),
        call: () => t.db.transaction(async (tx) => hook().tryPay(tx, asks(await asksOf(tx, world)))),
        then: async () => undefined,
      });
      return answer;
    };
    const ordersOf = async (world: World) =>
      t.db
        .select({ scene: paymentOrders.scene, state: paymentOrders.state })
        .from(paymentOrderBills)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderBills.orderId))
        .where(
          inArray(
            paymentOrderBills.sessionId,
            world.stays.map((s) => s.id),
          ),
        );

    it('one payment: refused, and the stay goes to its agreement as it would in turn', async () => {
      const world = await aWorld([{ name: 'spent', balanceFen: 1_000, cars: 1, agreement: true }]);
      expect(await spendMeanwhile(world, 500, (all) => all)).toEqual(['withholding']);
      expect(await createWalletRepository(t.db).balanceFen(world.drivers[0]!)).toBe(500);
      expect(await ordersOf(world)).toEqual([{ scene: 'withhold', state: 'pending' }]);
      expect((await staysPort.stay(t.db, world.stays[0]!.id))!.paidFen).toBe(0);
      expect(await violations(t)).toEqual([]);
    });

    it('more payments: the list is left to one stay at a time (SplitBatch), nothing written', async () => {
      const world = await aWorld([{ name: 'spent', balanceFen: 2_000, cars: 2 }]);
      await expect(spendMeanwhile(world, 1_500, (all) => all)).rejects.toBeInstanceOf(SplitBatch);
      expect(await ordersOf(world)).toEqual([]);
      expect(await createWalletRepository(t.db).balanceFen(world.drivers[0]!)).toBe(500);
      expect(await violations(t)).toEqual([]);
    });
  });

  it('a stay asked twice in one list is left to one stay at a time', async () => {
    const world = await aWorld([{ name: 'payer', balanceFen: 5_000, cars: 1 }]);
    await expect(
      t.db.transaction(async (tx) => {
        const [ask] = await asksOf(tx, world);
        return hook().tryPay(tx, [ask!, ask!]);
      }),
    ).rejects.toBeInstanceOf(SplitBatch);
    const orders = await t.db
      .select()
      .from(paymentOrderBills)
      .where(inArray(paymentOrderBills.sessionId, [world.stays[0]!.id]));
    expect(orders).toEqual([]);
  });
});
