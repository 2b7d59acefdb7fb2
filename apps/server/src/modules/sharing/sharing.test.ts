import { OperatorRole, ParkOps, SharingOperatorOps, SharingOps, BagOps, VehicleOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver } from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, postGate, type TestPark } from '../../../test/parking';
import { expectInvoicedByItsDriverOnly } from '../../../test/invoices';
import { anIdempotencyKey, fundWallet, payBill } from '../../../test/payments';
import { until } from '../../../test/until';
import { bindPlate, submitMaterial } from '../../../test/vehicles';
import { balanceOf } from '../../../test/wallet';
import { creditEvents, parkingSessions } from '../../db/schema';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';
import { staysPort } from '../parking';
import { createSharingRepository } from './sharing.repository';
import { createSharingService } from './sharing.service';

/** Epoch ms of a Shanghai wall-clock time "2026-06-01 18:00" or "… 18:00:30". */
const at = (text: string) => new Date(`${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}+08:00`).getTime();

/** Off-peak sharing end to end on one app: buying, slots, the gate, violations, the credit score, operators. */
let t: TestApp;
let admin: Record<string, string>;
let park: TestPark;
let owner: SignedInDriver;
let other: SignedInDriver;
let productId: string;

const EVENINGS = [
  { days: 'workdays', from: '18:00', to: '09:00' },
  { days: 'restdays', from: '00:00', to: '00:00' },
] as const;

async function aProduct(parkId: string, over: Record<string, unknown> = {}) {
  const res = await call(t, SharingOperatorOps.putSharingProduct, {
    headers: admin,
    body: { parkId, kind: 'package', name: '夜间包期', priceFen: 20_000, quota: 5, rules: [...EVENINGS], ...over },
  });
  if (res.status !== 200) throw new Error(`putSharingProduct: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

const buy = (
  driver: SignedInDriver,
  body: { productId: string; plateNo: string; period?: string },
  key = anIdempotencyKey(),
) =>
  asDriver(t, driver, SharingOps.buyShare, {
    body: {
      productId: body.productId,
      plate: { plateNo: body.plateNo },
      period: body.period ?? '2026-06',
      payChannel: 6,
    },
    headers: { 'idempotency-key': key },
  });

/** A gate read at a Shanghai time; the clock goes back afterwards (the drivers' sessions are of that morning). */
const gate = async (type: 'entry' | 'exit', plateNo: string, when: string) => {
  const before = t.clock.now();
  t.clock.set(new Date(at(when)));
  const res = await postGate(t, park, aGateEvent(t, type, plateNo));
  t.clock.set(before);
  expect(res.status).toBe(200);
  return res.body.data as { action: string; uniqueId?: string };
};

const score = async (driver: SignedInDriver) => (await asDriver(t, driver, SharingOps.creditScore)).body.data!.score;

beforeAll(async () => {
  // Monday 2026-06-01 10:00 Shanghai.
  t = await buildTestApp();
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  // Cars leave first and owe (arrears); 2元 per 30 minutes, no free period.
  park = await aTestPark(t, { leaveFirst: true });
  owner = await signInDriver(t);
  other = await signInDriver(t);
  await fundWallet(t, owner, 100_000);
  await fundWallet(t, other, 100_000);
  productId = (await aProduct(park.parkId)).productId;
}, 120_000);
afterAll(() => t?.close());

describe('buying a package', () => {
  it('lists the park’s product with its schedule and slots, sells it from the balance, and the share is active', async () => {
    const parks = await asDriver(t, owner, SharingOps.sharingParks);
    const product = parks.body.data!.results.find((p) => p.parkId === park.parkId)!.products[0]!;
    expect(product).toMatchObject({ scheduleText: '工作日 18:00-次日09:00；休息日 全天', totalNum: 5 });
    expect(product.periods.map((p) => [p.period, p.leftNum])).toEqual([
      ['2026-06', 5],
      ['2026-07', 5],
    ]);
    const key = anIdempotencyKey();
    const paid = await buy(owner, { productId, plateNo: '浙A5S001' }, key);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ state: 'paid' });
    // The same call again: the same order, nothing taken twice.
    const replay = await buy(owner, { productId, plateNo: '浙A5S001' }, key);
    expect(replay.body.data!.orderNo).toBe(paid.body.data!.orderNo);
    const shares = (await asDriver(t, owner, SharingOps.shares)).body.data!.results;
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ status: 'active', plateNo: '浙A5S001', period: '2026-06', priceFen: 20_000 });
    // 22 workday evenings (each runs into the next morning) and the weekends merged with their Friday evenings.
    expect(shares[0]!.windows[0]).toEqual({ from: '2026-06-01T10:00:00.000Z', to: '2026-06-02T01:00:00.000Z' });
    const after = await asDriver(t, owner, SharingOps.sharingProduct, { params: { productId } });
    expect(after.body.data!.periods[0]!.leftNum).toBe(4);
  });

  it('refuses bad input: a period not on sale, a plate already sharing there, a plate holding a monthly plan', async () => {
    const past = await buy(owner, { productId, plateNo: '浙A5S002', period: '2026-05' });
    expect([past.status, past.body.code]).toEqual([400, '0xb203']);
    const again = await buy(other, { productId, plateNo: '浙A5S001' });
    expect([again.status, again.body.code]).toEqual([409, '0xb204']);

    const bagPark = await aBagPark(t, { autoApprove: true });
    const planned = await anApprovedApplication(t, other, bagPark, { plates: [{ plateNo: '浙A5S003' }] });
    const plan = await asDriver(t, other, BagOps.payBagApplication, {
      params: { applicationId: planned.applicationId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': anIdempotencyKey() },
    });
    expect(plan.status).toBe(200);
    const onBagPark = await aProduct(bagPark.parkId);
    const taken = await buy(other, { productId: onBagPark.productId, plateNo: '浙A5S003' });
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([
      409,
      '0xb204',
      '浙A·5S003 在本停车场已有月卡',
    ]);
  });

  it('sells the last slot once to 40 concurrent buyers; the others get 已满 and pay nothing', async () => {
    const scarce = await aProduct(park.parkId, { name: '最后一位', quota: 1 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => buy(other, { productId: scarce.productId, plateNo: `浙B${10001 + i}` })),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`))).toEqual(
      new Set(['409 0xb202']),
    );
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  });

  it('cancels before the first window: two cancels at once give one refund of the previewed amount; not after a window began', async () => {
    const july = await buy(owner, { productId, plateNo: '浙A5S006', period: '2026-07' });
    expect(july.status).toBe(200);
    const [share] = (await asDriver(t, owner, SharingOps.shares)).body.data!.results.filter(
      (s) => s.period === '2026-07',
    );
    const shareId = share!.shareId;
    const preview = await asDriver(t, owner, SharingOps.shareCancelPreview, { params: { shareId } });
    expect(preview.body.data).toEqual({
      cancellable: true,
      refundFen: 20_000,
      priceFen: 20_000,
      ruleText: '时段开始前取消全额退款，开始后不可取消',
      reason: null,
    });
    const cancel = (who = owner, refundFen = 20_000) =>
      asDriver(t, who, SharingOps.cancelShare, {
        params: { shareId },
        body: { refundFen },
        headers: { 'idempotency-key': anIdempotencyKey() },
      });
    expect((await cancel(other)).status).toBe(404);
    expect((await asDriver(t, other, SharingOps.shareCancelPreview, { params: { shareId } })).status).toBe(404);
    // An amount the rule does not give: nothing happens.
    expect((await cancel(owner, 19_999)).body.code).toBe('0xb206');
    const wallet = await balanceOf(t, owner);
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.data).toMatchObject({
      status: 'cancelled',
      statusText: '已取消',
    });
    expect(await balanceOf(t, owner)).toBe(wallet + 20_000);
    const left = await asDriver(t, owner, SharingOps.sharingProduct, { params: { productId } });
    expect(left.body.data!.periods.find((p) => p.period === '2026-07')!.leftNum).toBe(5);
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
    // A one-day subscription for today, all day: its window began at midnight.
    const today = await aProduct(park.parkId, {
      kind: 'subscription',
      name: '全天预约',
      priceFen: 1_000,
      rules: [{ days: 'daily', from: '00:00', to: '00:00' }],
    });
    expect((await buy(owner, { productId: today.productId, plateNo: '浙A5S007', period: '2026-06-01' })).status).toBe(
      200,
    );
    const [begunShare] = (await asDriver(t, owner, SharingOps.shares)).body.data!.results.filter(
      (s) => s.plateNo === '浙A5S007',
    );
    const begunPreview = await asDriver(t, owner, SharingOps.shareCancelPreview, {
      params: { shareId: begunShare!.shareId },
    });
    expect(begunPreview.body.data).toMatchObject({ cancellable: false, reason: '时段已开始，不可取消' });
    const begun = await asDriver(t, owner, SharingOps.cancelShare, {
      params: { shareId: begunShare!.shareId },
      body: { refundFen: 0 },
      headers: { 'idempotency-key': anIdempotencyKey() },
    });
    expect([begun.status, begun.body.message]).toEqual([409, '时段已开始，不可取消']);
  });

  it('the park’s refund rule (operators set it): inside its hours a part goes back', async () => {
    const rulePark = await aTestPark(t);
    const put = (headers: Record<string, string>, body: { fullBeforeHours: number; partPercent: number }) =>
      call(t, SharingOperatorOps.putSharingRefundRule, { headers, params: { parkId: rulePark.parkId }, body });
    expect((await put(admin, { fullBeforeHours: 48, partPercent: 101 })).status).toBe(400);
    const elsewhere = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    expect((await put(elsewhere, { fullBeforeHours: 1, partPercent: 100 })).status).toBe(404);
    expect((await put(admin, { fullBeforeHours: 48, partPercent: 50 })).body.data).toEqual({
      fullBeforeHours: 48,
      partPercent: 50,
    });
    const got = await call(t, SharingOperatorOps.sharingRefundRule, {
      headers: admin,
      params: { parkId: rulePark.parkId },
    });
    expect(got.body.data).toEqual({ fullBeforeHours: 48, partPercent: 50 });
    // Tuesday 18:00 is 32 hours away: half of 9.99元, rounded down.
    const evening = await aProduct(rulePark.parkId, {
      kind: 'subscription',
      name: '晚间预约',
      priceFen: 999,
      rules: [{ days: 'daily', from: '18:00', to: '09:00' }],
    });
    expect((await buy(other, { productId: evening.productId, plateNo: '浙A5S008', period: '2026-06-02' })).status).toBe(
      200,
    );
    const [share] = (await asDriver(t, other, SharingOps.shares)).body.data!.results.filter(
      (s) => s.plateNo === '浙A5S008',
    );
    const preview = await asDriver(t, other, SharingOps.shareCancelPreview, { params: { shareId: share!.shareId } });
    expect(preview.body.data).toMatchObject({ cancellable: true, refundFen: 499, priceFen: 999 });
    const wallet = await balanceOf(t, other);
    const cancelled = await asDriver(t, other, SharingOps.cancelShare, {
      params: { shareId: share!.shareId },
      body: { refundFen: 499 },
      headers: { 'idempotency-key': anIdempotencyKey() },
    });
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(t, other)).toBe(wallet + 499);
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  });

  it('changes the plate to another bound plate of the driver before the window starts; not another’s, not after', async () => {
    const aug = await buy(owner, { productId, plateNo: '浙A5S010', period: '2026-07' });
    expect(aug.status).toBe(200);
    const [share] = (await asDriver(t, owner, SharingOps.shares)).body.data!.results.filter(
      (s) => s.plateNo === '浙A5S010',
    );
    const shareId = share!.shareId;
    const mine = await bindPlate(t, owner, '浙A5S011');
    const theirs = await bindPlate(t, other, '浙A5S012');
    const change = (who: SignedInDriver, plateId: string, id = shareId) =>
      asDriver(t, who, SharingOps.changeSharePlate, { params: { shareId: id }, body: { plateId } });
    // BOLA: another driver's plate on my share, my plate on their share: not found, nothing changes.
    expect((await change(owner, theirs.plateId)).status).toBe(404);
    expect((await change(other, mine.plateId)).status).toBe(404);
    expect((await asDriver(t, owner, SharingOps.share, { params: { shareId } })).body.data!.plateNo).toBe('浙A5S010');
    const changed = await change(owner, mine.plateId);
    expect(changed.body.data).toMatchObject({ plateNo: '浙A5S011', status: 'active' });
    // The old plate is free again at that park; the new one is taken.
    const again = await buy(other, { productId, plateNo: '浙A5S011', period: '2026-07' });
    expect([again.status, again.body.code]).toEqual([409, '0xb204']);
    // Today's all-day subscription began at midnight.
    const [begun] = (await asDriver(t, owner, SharingOps.shares)).body.data!.results.filter(
      (s) => s.plateNo === '浙A5S007',
    );
    const late = await change(owner, mine.plateId, begun!.shareId);
    expect([late.status, late.body.message]).toEqual([409, '时段已开始，不可更换车牌']);
  });

  it('discovery shows the slots left of this month’s packages and today’s subscriptions, from the shares', async () => {
    const slotPark = await aTestPark(t);
    const three = await aProduct(slotPark.parkId, { quota: 3 });
    await aProduct(slotPark.parkId, { kind: 'subscription', name: '日预约', priceFen: 800, quota: 2 });
    expect((await buy(other, { productId: three.productId, plateNo: '浙A5S020' })).status).toBe(200);
    const nearby = await asDriver(t, other, ParkOps.nearbyParks, {
      body: { destLat: 30.25, destLng: 120.16, radius: 100, pageNo: 1, pageSize: 50 },
    });
    const found = nearby.body.data!.results.find((p) => p.parkId === slotPark.parkId);
    expect(found).toMatchObject({
      diffTimeBagLeftNum: 2,
      diffTimeBagTotalNum: 3,
      diffTimeBookLeftNum: 2,
      diffTimeBookTotalNum: 2,
    });
  });

  it('BOLA: another driver reaches neither the share nor its violations', async () => {
    const [share] = (await asDriver(t, owner, SharingOps.shares)).body.data!.results;
    const peek = await asDriver(t, other, SharingOps.share, { params: { shareId: share!.shareId } });
    expect(peek.status).toBe(404);
    expect((await asDriver(t, owner, SharingOps.share, { params: { shareId: share!.shareId } })).status).toBe(200);
  });
});

describe('invoicing a share (issue 44)', () => {
  it('the buyer invoices the share’s bill as parking; another driver cannot', async () => {
    const ownPark = await aTestPark(t);
    const product = await aProduct(ownPark.parkId, { name: '开票夜间包期', priceFen: 15_000 });
    const buyer = await signInDriver(t);
    await fundWallet(t, buyer, 20_000);
    const paid = await buy(buyer, { productId: product.productId, plateNo: '浙A5S0F1' });
    expect(paid.body.data).toMatchObject({ state: 'paid' });
    await expectInvoicedByItsDriverOnly(t, {
      driver: buyer,
      other,
      orderNo: paid.body.data!.orderNo,
      feeKind: 'parking',
      fen: 15_000,
    });
  });
});

describe('at the gate', () => {
  it('inside the window the stay is free; leaving late is a violation, its fee arrears, and the score drops', async () => {
    await gate('entry', '浙A5S001', '2026-06-02 19:00');
    const free = await gate('exit', '浙A5S001', '2026-06-03 08:30');
    expect(free.action).toBe('open');
    // Another car (not on the share, even if its driver holds one) pays the whole stay.
    await gate('entry', '浙A5S009', '2026-06-02 19:00');
    await gate('exit', '浙A5S009', '2026-06-03 08:30');
    const [stranger] = await t.db.select().from(parkingSessions).where(eq(parkingSessions.plateNo, '浙A5S009'));
    expect(stranger!.totalFen).toBe(27 * 200);

    // In 19:00, out 10:00 the next day: 60 minutes outside at 2元 per 30 minutes.
    await gate('entry', '浙A5S001', '2026-06-03 19:00');
    await gate('exit', '浙A5S001', '2026-06-04 10:00');
    await until(
      async () => (await asDriver(t, owner, SharingOps.sharingViolations)).body.data!.results.length === 1,
      'violation',
    );
    const [violation] = (await asDriver(t, owner, SharingOps.sharingViolations)).body.data!.results;
    expect(violation).toMatchObject({ minutes: 60, lateMinutes: 60, earlyMinutes: 0, feeFen: 400, paid: false });
    expect(await score(owner)).toBe(-10);
    const allow = await asDriver(t, owner, SharingOps.sharingAllow);
    expect(allow.body.data).toEqual({
      allow: false,
      score: -10,
      prompt: '您的信用分低于0分，无法进行错时共享，是否前往查看信用分？',
    });
    const refused = await buy(owner, { productId, plateNo: '浙A5S004' });
    expect([refused.status, refused.body.code]).toEqual([403, '0xb201']);
    // The other driver's violations are not the owner's.
    expect((await asDriver(t, other, SharingOps.sharingViolations)).body.data!.results).toEqual([]);
  });

  it('a score event applied twice counts once (idempotent by source)', async () => {
    const [stay] = await t.db
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.plateNo, '浙A5S001'))
      .orderBy(parkingSessions.enteredAt);
    const service = createSharingService({
      db: t.db,
      repo: createSharingRepository(t.db),
      clock: t.clock,
      hasMonthlyPlan: async () => false,
      refund: async () => false,
      stayOf: (id) => staysPort.stay(t.db, id),
    });
    const late = (await t.db.select().from(parkingSessions).where(eq(parkingSessions.plateNo, '浙A5S001'))).find(
      (s) => s.id !== stay!.id,
    )!;
    await service.onStay(late.id);
    await service.onStay(late.id);
    await service.onStay(stay!.id);
    expect(await score(owner)).toBe(-10);
    const events = (await asDriver(t, owner, SharingOps.creditEvents)).body.data!.results;
    expect(events).toEqual([expect.objectContaining({ code: 'violation', points: -10 })]);
    expect(events[0]!.reason).toContain('超出时段 60 分钟');
  });
});

describe('arrears paid', () => {
  it('paying the violation’s arrears gives back what it took, once (decision 072: the screen promises it)', async () => {
    const [late] = (await t.db.select().from(parkingSessions).where(eq(parkingSessions.plateNo, '浙A5S001'))).filter(
      (s) => s.state === 'arrears',
    );
    expect(late).toBeDefined();
    const paid = await payBill(t, { uniqueId: late!.id, parkId: park.parkId }, 6, { driver: owner });
    expect(paid.status).toBe(200);
    await until(async () => (await score(owner)) === 0, 'arrears paid +10');
    const [v] = (await asDriver(t, owner, SharingOps.sharingViolations)).body.data!.results;
    expect(v!.paid).toBe(true);
  });
});

describe('credit operators', () => {
  it('correct a score with a reason (kept with the operator), within their dealer only; the rule table is theirs', async () => {
    const bad = await call(t, SharingOperatorOps.correctCredit, {
      headers: admin,
      body: { driverId: owner.driverId, points: 20, reason: '' },
    });
    expect(bad.status).toBe(400);
    const res = await call(t, SharingOperatorOps.correctCredit, {
      headers: admin,
      body: { driverId: owner.driverId, points: 20, reason: '设备误识别，核实后恢复' },
    });
    expect(res.body.data).toMatchObject({ score: 20, allow: true });
    const [row] = await t.db.select().from(creditEvents).where(eq(creditEvents.code, 'correction'));
    expect(row).toMatchObject({ points: 20, reason: '人工调整：设备误识别，核实后恢复' });
    expect(row!.operatorId).toBeTruthy();
    const elsewhere = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const foreign = await call(t, SharingOperatorOps.correctCredit, {
      headers: elsewhere,
      body: { driverId: owner.driverId, points: 100, reason: '不是我的用户' },
    });
    expect(foreign.status).toBe(404);
    expect(await score(owner)).toBe(20);

    await call(t, SharingOperatorOps.putCreditRule, {
      headers: admin,
      params: { code: 'violation' },
      body: { points: -20, title: '超时停放' },
    });
    const rules = (await asDriver(t, owner, SharingOps.creditRules)).body.data!.results;
    expect(rules.find((r) => r.code === 'violation')).toEqual({ code: 'violation', points: -20, title: '超时停放' });
    // The console's table is what drivers read; another dealer's admin sees their own (the defaults).
    const table = await call(t, SharingOperatorOps.creditRules, { headers: admin });
    expect(table.body.data!.results).toEqual(rules);
    const theirs = await call(t, SharingOperatorOps.creditRules, { headers: elsewhere });
    expect(theirs.body.data!.results.find((r) => r.code === 'violation')!.points).toBe(-10);
  });
});

describe('sharing operators', () => {
  it('list a park’s shares and violations within their dealer only', async () => {
    const params = { parkId: park.parkId };
    const shares = await call(t, SharingOperatorOps.parkShares, { headers: admin, params });
    expect(shares.body.data!.results.map((s) => s.plateNo)).toContain('浙A5S001');
    expect(shares.body.data!.results.some((s) => s.status === 'cancelled')).toBe(true);
    const violations = await call(t, SharingOperatorOps.parkViolations, { headers: admin, params });
    expect(violations.body.data!.results).toEqual([expect.objectContaining({ plateNo: '浙A5S001', minutes: 60 })]);
    const elsewhere = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    expect((await call(t, SharingOperatorOps.parkShares, { headers: elsewhere, params })).status).toBe(404);
    expect((await call(t, SharingOperatorOps.parkViolations, { headers: elsewhere, params })).status).toBe(404);
  });
});

describe('a park manager on the sharing desk (decision 077)', () => {
  it('works the products, shares, violations and refund rule of their parks only; the dealer-wide rules are admins’', async () => {
    const theirs = await aTestPark(t);
    const manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [theirs.parkId] });
    const body = { kind: 'package' as const, name: '夜间包期', priceFen: 20_000, quota: 5, rules: [...EVENINGS] };
    const made = await call(t, SharingOperatorOps.putSharingProduct, {
      headers: manager,
      body: { parkId: theirs.parkId, ...body },
    });
    expect(made.status).toBe(200);
    const listed = await call(t, SharingOperatorOps.sharingProducts, {
      headers: manager,
      params: { parkId: theirs.parkId },
    });
    expect(listed.body.data!.map((p) => p.productId)).toEqual([made.body.data!.productId]);
    const params = { parkId: park.parkId };
    for (const op of [
      SharingOperatorOps.sharingProducts,
      SharingOperatorOps.parkShares,
      SharingOperatorOps.parkViolations,
      SharingOperatorOps.sharingRefundRule,
    ]) {
      const res = await call(t, op, { headers: manager, params });
      expect([res.status, res.body.message]).toEqual([403, '当前账号无权管理该车场']);
    }
    // Another park's product, named with their own park, is not theirs to edit: nothing changes.
    const moved = await call(t, SharingOperatorOps.putSharingProduct, {
      headers: manager,
      body: { parkId: theirs.parkId, productId, ...body, name: '改名' },
    });
    expect(moved.status).toBe(404);
    const still = await call(t, SharingOperatorOps.sharingProducts, { headers: admin, params });
    expect(still.body.data!.find((p) => p.productId === productId)!.name).not.toBe('改名');
    const rule = await call(t, SharingOperatorOps.putCreditRule, {
      headers: manager,
      params: { code: 'violation' },
      body: { points: -50, title: '超时停放' },
    });
    expect(rule.status).toBe(403);
    expect((await call(t, SharingOperatorOps.creditRules, { headers: manager })).status).toBe(403);
  });
});

describe('verified +', () => {
  it('an approved plate certification gives the rule’s points once; /integralResult shows the event, the driver’s own only', async () => {
    const driver = await signInDriver(t);
    expect(await score(driver)).toBe(0);
    const reviewer = await loggedInOperator(t, { roles: [OperatorRole.REVIEWER] });
    for (const plateNo of ['浙A5V001', '浙A5V002']) {
      // Ownership certification is for a plate someone else has bound.
      await bindPlate(t, other, plateNo);
      const material = await submitMaterial(t, driver, { plateNo });
      const approved = await call(t, VehicleOps.approvePlateMaterial, {
        headers: reviewer,
        params: { materialId: material.materialId },
      });
      expect(approved.status).toBe(200);
    }
    // Read again and again (also concurrently): +5 once per driver, however many plates.
    await Promise.all([score(driver), score(driver), asDriver(t, driver, SharingOps.creditEvents)]);
    expect(await score(driver)).toBe(5);
    const [event] = (await asDriver(t, driver, SharingOps.creditEvents)).body.data!.results;
    expect(event).toMatchObject({ code: 'verified', points: 5, reason: '完成车辆认证：浙A·5V001' });
    const result = await asDriver(t, driver, SharingOps.creditResult, { params: { eventId: event!.eventId } });
    expect(result.body.data).toMatchObject({ event: { eventId: event!.eventId }, score: 5, allow: true });
    const foreign = await asDriver(t, other, SharingOps.creditResult, { params: { eventId: event!.eventId } });
    expect(foreign.status).toBe(404);
  });
});
