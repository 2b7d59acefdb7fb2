import {
  BagOps,
  ChargingOrderOps,
  ErrorCode,
  OperatorRole,
  PayChannel,
  SupportOperatorOps,
  SupportOps,
  type AnyRoute,
  type ChargingTariff,
} from '@parking/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver } from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { aProvisionedCharger } from '../../../test/charging';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aParkedCar, aPayablePark, fundWallet, payBill } from '../../../test/payments';
import { bindPlate, uploadPicture } from '../../../test/vehicles';
import { balanceOf, walletCall } from '../../../test/wallet';
import { chargerConnectors, chargingOrders, occupationOrders } from '../../db/schema';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

// Appeals of orders other than parking stays (decision 050): the order's own module tells what was paid and shows its
// record to the agent; the refund goes through the payments module's purchase refund, once per ticket.
let t: TestApp;
let alice: SignedInDriver;
let bob: SignedInDriver;
let agent: Record<string, string>;
let finance: Record<string, string>;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
const op = <R extends AnyRoute>(headers: Record<string, string>, route: R, input: Input<R> = {}) =>
  call(t, route, { ...input, headers });
const invariants = async () => [...(await checkPayments(t.db)), ...(await checkLedger(t.db))];

beforeAll(async () => {
  t = await buildTestApp();
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  agent = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  await fundWallet(t, alice, 100_000);
});
afterAll(() => t.close());

/** A finished charging order of alice (12 kWh, 12.00元, its hold not recorded) whose car stayed 21 minutes: 3.00元. */
async function aChargedOrderWithOccupation() {
  const charger = await aProvisionedCharger(t);
  const [gun] = await t.db
    .select()
    .from(chargerConnectors)
    .where(eq(chargerConnectors.chargerId, charger.chargePointId));
  const orderNo = `C${randomBytes(8).toString('hex')}`;
  const now = t.clock.now();
  const at = (min: number) => new Date(now.getTime() - min * 60_000);
  const rule = { graceMinutes: 15, perMinuteFen: 50, capFen: 3000 };
  await t.db.insert(chargingOrders).values({
    orderNo,
    dealerId: alice.dealerId,
    driverId: alice.driverId,
    stationId: charger.stationId,
    connectorRef: gun!.id,
    chargerId: charger.chargePointId,
    connectorId: 1,
    idTag: orderNo.slice(0, 20),
    state: 'settled',
    tariff: { periods: [], prices: {}, occupation: rule } as unknown as ChargingTariff,
    prepayFen: 5000,
    meterStartWh: 1000,
    meterLastWh: 13_000,
    bandWh: { sharp: 0, peak: 12_000, flat: 0, valley: 0 },
    startedAt: at(80),
    stoppedAt: at(30),
    settledAt: at(9),
    amountFen: 1200,
    refundFen: 3800,
  });
  await t.db.insert(occupationOrders).values({
    orderNo,
    dealerId: alice.dealerId,
    driverId: alice.driverId,
    rule,
    startedAt: at(30),
    endedAt: at(9),
    minutes: 21,
    chargedMinutes: 6,
    amountFen: 300,
  });
  return orderNo;
}

describe('an occupation fee appeal with a picture: reviewed, refunded to the wallet once', () => {
  it('goes from the driver through service and finance to one refund; another driver reaches nothing', async () => {
    const orderNo = await aChargedOrderWithOccupation();
    // Not paid yet: nothing to appeal.
    const picture = await uploadPicture(t, alice);
    const body = {
      subject: 'occupation' as const,
      orderNo,
      content: '我已经及时拔枪了，占位计时有误',
      pictures: [picture],
    };
    const unpaid = await asDriver(t, alice, SupportOps.createOrderAppeal, { body });
    expect([unpaid.status, unpaid.body.code]).toEqual([409, ErrorCode.APPEAL_ORDER_UNPAID]);
    const paid = await walletCall(t, alice, ChargingOrderOps.payOccupation, {
      params: { orderNo },
      body: { payChannel: PayChannel.BALANCE },
    });
    expect(paid.body.data).toMatchObject({ state: 'paid', amountFen: 300 });
    const before = await balanceOf(t, alice);

    // BOLA: bob can neither appeal alice's order nor read its appeal.
    const stolen = await asDriver(t, bob, SupportOps.createOrderAppeal, { body: { ...body, pictures: [] } });
    expect(stolen.status).toBe(404);

    const created = await asDriver(t, alice, SupportOps.createOrderAppeal, { body });
    expect(created.body.data).toMatchObject({
      kind: 'appeal',
      appealSubject: 'occupation',
      statusText: '已提交',
      pictures: [picture],
      appealOrder: { orderNo, paidFen: 300 },
    });
    const ticketId = created.body.data!.ticketId;
    const again = await asDriver(t, alice, SupportOps.createOrderAppeal, { body: { ...body, pictures: [] } });
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.APPEAL_ALREADY_OPEN]);
    const query = { subject: 'occupation' as const, orderNo };
    expect((await asDriver(t, bob, SupportOps.orderAppeal, { query })).body.data).toBeNull();
    expect((await asDriver(t, bob, SupportOps.ticket, { params: { ticketId } })).status).toBe(404);

    // The agent sees the occupation's own record beside the driver's picture.
    const seen = (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId } })).body.data!;
    expect(seen.pictures).toEqual([picture]);
    expect(seen.orderEvidence?.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: '占位时长', value: '21 分钟，计费 6 分钟' }),
        expect.objectContaining({ label: '占位费', value: '3.00元（已支付）' }),
      ]),
    );
    const tooMuch = await op(agent, SupportOperatorOps.decideAppeal, {
      params: { ticketId },
      body: { decision: 'refund', refundFen: 301, content: '同意退款' },
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, '退款金额不能超过 3.00元']);
    await op(agent, SupportOperatorOps.decideAppeal, {
      params: { ticketId },
      body: { decision: 'refund', refundFen: 300, content: '核实计时有误，全额退还' },
    });

    // Finance confirms twice at once: one refund, the wallet credited once.
    const reviews = await Promise.all(
      [1, 2].map(() =>
        op(finance, SupportOperatorOps.financeReview, {
          params: { ticketId },
          body: { approve: true, content: '同意' },
        }),
      ),
    );
    expect(reviews.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, alice)).toBe(before + 300);

    const seenByAlice = (await asDriver(t, alice, SupportOps.orderAppeal, { query })).body.data!;
    expect(seenByAlice).toMatchObject({ statusText: '已解决', refundFen: 300, canRate: true });
    expect(seenByAlice.steps.every((s) => s.done)).toBe(true);
    expect(await invariants()).toEqual([]);
  });

  it('a charging bill paid by nobody cannot be appealed; another driver’s order is a 404', async () => {
    const orderNo = await aChargedOrderWithOccupation();
    const body = { subject: 'charging' as const, orderNo, content: '电量和车上显示的不一致' };
    const unpaid = await asDriver(t, alice, SupportOps.createOrderAppeal, { body });
    expect([unpaid.status, unpaid.body.code]).toEqual([409, ErrorCode.APPEAL_ORDER_UNPAID]);
    expect((await asDriver(t, bob, SupportOps.createOrderAppeal, { body })).status).toBe(404);
  });
});

describe('other appeals refund to the wallet', () => {
  it('a monthly-plan payment: a partial refund back to the balance', async () => {
    const park = await aBagPark(t);
    const { applicationId } = await anApprovedApplication(t, alice, park, { plates: [{ plateNo: '浙A50501' }] });
    const paid = await asDriver(t, alice, BagOps.payBagApplication, {
      params: { applicationId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': randomBytes(16).toString('hex') },
    });
    const orderNo = paid.body.data!.orderNo;
    const before = await balanceOf(t, alice);
    const created = await asDriver(t, alice, SupportOps.createOrderAppeal, {
      body: { subject: 'monthlyPlan', orderNo, content: '车场施工半个月无法停车' },
    });
    const ticketId = created.body.data!.ticketId;
    expect(created.body.data!.appealOrder).toMatchObject({ orderNo, paidFen: 30000 });
    await op(agent, SupportOperatorOps.decideAppeal, {
      params: { ticketId },
      body: { decision: 'refund', refundFen: 15000, content: '退还半个月费用' },
    });
    await op(finance, SupportOperatorOps.financeReview, {
      params: { ticketId },
      body: { approve: true, content: '同意' },
    });
    expect(await balanceOf(t, alice)).toBe(before + 15000);
    expect(await invariants()).toEqual([]);
  });

  it('a parking stay paid from the balance (decision 030 left it unrefundable)', async () => {
    const park = await aPayablePark(t, { name: '武林银泰停车场' });
    await bindPlate(t, alice, '浙A50502');
    const car = await aParkedCar(t, park, '浙A50502');
    alice = await signInDriver(t, { phone: alice.phone });
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 6, { driver: alice });
    expect(paid.body.data).toMatchObject({ state: 'paid' });
    const before = await balanceOf(t, alice);
    const created = await asDriver(t, alice, SupportOps.createAppealTicket, {
      body: { uniqueId: car.uniqueId, parkId: park.parkId, content: '这不是我停的车辆' },
    });
    const ticketId = created.body.data!.ticketId;
    await op(agent, SupportOperatorOps.decideAppeal, {
      params: { ticketId },
      body: { decision: 'refund', refundFen: 100, content: '同意退款' },
    });
    const reviewed = await op(finance, SupportOperatorOps.financeReview, {
      params: { ticketId },
      body: { approve: true, content: '同意' },
    });
    expect(reviewed.body.data!.messages.at(-1)?.content).toBe('退款 1.00元 已退回账户余额');
    expect(await balanceOf(t, alice)).toBe(before + 100);
    expect(await invariants()).toEqual([]);
  });
});
