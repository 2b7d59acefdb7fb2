import { ErrorCode, OperatorRole, PayChannel, StaysDeskOps, type StayDetail } from '@parking/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver } from '../../../test/drivers';
import { aPayablePark, aPlate, confirmInSandbox, payableBills, payBill } from '../../../test/payments';
import { type TestPark } from '../../../test/parking';
import { bindPlate } from '../../../test/vehicles';
import { parkingSessions, smsOutbox, stayCorrections } from '../../db/schema';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

// The console's stays desk (issue 40, decision 091): search with keyset paging, corrections through the fee engine,
// arrears with reminders and write-offs with four eyes.
let t: TestApp;
let park: TestPark;
let other: TestPark;
let finance: { authorization: string };
let manager: { authorization: string };
let cashier: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t);
  other = await aPayablePark(t);
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [park.parkId] });
  cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER], parkIds: [park.parkId] });
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
}, 400_000);
afterAll(() => t.close());

const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];
const stayRow = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;
const detail = async (stayId: string, headers = finance) =>
  (await call(t, StaysDeskOps.stayDetail, { params: { stayId }, headers })).body.data as StayDetail;

/** A car in the park since `minutesAgo` (recorded by hand: the clock stays, and the operators' sessions with it). */
async function aCar(at: TestPark, plateNo = aPlate(), minutesAgo = 95) {
  const enteredAt = new Date(t.clock.now().getTime() - minutesAgo * 60_000).toISOString();
  const res = await call(t, StaysDeskOps.recordEntry, {
    body: { parkId: at.parkId, plateNo, enteredAt, reason: '测试入场' },
    headers: admin,
  });
  if (res.status !== 200) throw new Error(`entry refused: ${JSON.stringify(res.body)}`);
  return { plateNo, uniqueId: res.body.data!.stayId };
}

/** A car that parked 95 minutes (8元 at 2元 per 30 minutes) and was let out by hand owing it all. */
async function anArrears(at: TestPark = park, plateNo = aPlate()) {
  const car = await aCar(at, plateNo);
  const headers = at === park ? manager : admin;
  const res = await call(t, StaysDeskOps.recordExit, {
    params: { stayId: car.uniqueId },
    body: { reason: '道闸故障，人工放行' },
    headers,
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ state: 'arrears', totalFen: 800, owedFen: 800, endedBy: 'operator' });
  return car;
}

describe('finding stays', () => {
  it('by whole or partial plate, as the plate keyboard spells it, and by park', async () => {
    const car = await aCar(park, '浙A7K3Q9');
    const whole = await call(t, StaysDeskOps.searchStays, { query: { plate: '浙a·7k3q9' }, headers: finance });
    expect(whole.status).toBe(200);
    expect(whole.body.data!.results.map((r) => r.stayId)).toEqual([car.uniqueId]);
    const partial = await call(t, StaysDeskOps.searchStays, { query: { plate: '7k3' }, headers: finance });
    expect(partial.body.data!.results.map((r) => r.stayId)).toContain(car.uniqueId);
    const inPark = await call(t, StaysDeskOps.searchStays, {
      query: { parkId: park.parkId, state: 'inPark' },
      headers: finance,
    });
    expect(inPark.body.data!.results.every((r) => r.parkId === park.parkId && r.state === 'parked')).toBe(true);
  });

  it('by a part of a plate (the trigram index): every stay holding it, newest first, paged, any part length', async () => {
    const mine = await aPayablePark(t);
    const plates = ['浙AW9X71', '苏E1W9X8', '浙AW9Y71', '沪AW9X72', '浙A0W9XK', '浙BW9X73'];
    for (const [i, plateNo] of plates.entries()) await aCar(i % 2 ? mine : park, plateNo, 80 - i);
    await anArrears(other, '浙AK2W9X');
    /** The dealer's stays holding `part`, straight from the table, as the desk must list them. */
    const expected = async (part: string) =>
      (
        await t.db
          .select({ id: parkingSessions.id })
          .from(parkingSessions)
          .where(and(eq(parkingSessions.dealerId, '330100'), sql`strpos(${parkingSessions.plateNo}, ${part}) > 0`))
          .orderBy(sql`${parkingSessions.enteredAt} desc nulls last`, sql`${parkingSessions.id} desc nulls last`)
      ).map((r) => r.id);
    const listed = async (plate: string) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await call(t, StaysDeskOps.searchStays, {
          query: { plate, pageSize: '2', ...(cursor ? { cursor } : {}) },
          headers: finance,
        });
        expect(res.status).toBe(200);
        ids.push(...res.body.data!.results.map((r) => r.stayId));
        cursor = res.body.data!.nextCursor ?? undefined;
      } while (cursor);
      return ids;
    };
    for (const [plate, part, count] of [
      ['w9x', 'W9X', 6],
      ['W9X7', 'W9X7', 3],
      ['苏E1W', '苏E1W', 1],
      ['W9', 'W9', 7],
    ] as const) {
      const ids = await listed(plate);
      expect(ids).toEqual(await expected(part));
      expect(ids.length).toBeGreaterThanOrEqual(count);
    }
    // A park-scoped manager sees their park's only.
    const scoped = await call(t, StaysDeskOps.searchStays, { query: { plate: 'W9X' }, headers: manager });
    expect(scoped.body.data!.results.map((r) => r.plateNo).sort()).toEqual(['浙A0W9XK', '浙AW9X71']);
    // The search can be served by the trigram index (pg_trgm, on PGlite as on PostgreSQL).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from parking_sessions where plate_no like '%W9X%'`);
    });
    expect(JSON.stringify(plan)).toContain('parking_sessions_plate_trgm');
  });

  it('pages by keyset: no row twice, none missed, a tampered cursor refused', async () => {
    const mine = await aPayablePark(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await aCar(mine, aPlate(), 60 - i)).uniqueId);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(t, StaysDeskOps.searchStays, {
        query: { parkId: mine.parkId, pageSize: '2', ...(cursor ? { cursor } : {}) },
        headers: finance,
      });
      expect(res.status).toBe(200);
      seen.push(...res.body.data!.results.map((r) => r.stayId));
      cursor = res.body.data!.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const bad = await call(t, StaysDeskOps.searchStays, { query: { cursor: 'bm9wZQ' }, headers: finance });
    expect([bad.status, bad.body.message]).toEqual([400, '翻页参数错误，请从第一页重新查询']);
    const plate = await call(t, StaysDeskOps.searchStays, { query: { plate: '浙A<>' }, headers: finance });
    expect([plate.status, plate.body.message]).toEqual([400, 'plate: 车牌只能包含汉字、字母和数字']);
  });

  it('keeps park-scoped roles to their parks and other dealers out', async () => {
    const elsewhere = await aCar(other);
    const scoped = await call(t, StaysDeskOps.searchStays, { query: {}, headers: cashier });
    expect(scoped.body.data!.results.every((r) => r.parkId === park.parkId)).toBe(true);
    const asked = await call(t, StaysDeskOps.searchStays, { query: { parkId: other.parkId }, headers: cashier });
    expect(asked.status).toBe(403);
    const seen = await call(t, StaysDeskOps.stayDetail, { params: { stayId: elsewhere.uniqueId }, headers: manager });
    expect(seen.status).toBe(403);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.FINANCE] });
    const foreign = await call(t, StaysDeskOps.stayDetail, { params: { stayId: elsewhere.uniqueId }, headers: suzhou });
    expect([foreign.status, foreign.body.message]).toEqual([404, '订单不存在']);
    const none = await call(t, StaysDeskOps.searchStays, { query: {}, headers: suzhou });
    expect(none.body.data!.results.filter((r) => [park.parkId, other.parkId].includes(r.parkId))).toEqual([]);
    const content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    expect((await call(t, StaysDeskOps.searchStays, { query: {}, headers: content })).status).toBe(403);
  });

  it("shows a stay's fee breakdown from its rule, its payments and its audit trail", async () => {
    const car = await anArrears();
    const d = await detail(car.uniqueId);
    expect(d).toMatchObject({ engineFeeFen: 800, dueFen: 800, feeRuleLabels: expect.any(Array) });
    expect(d.explanation!.parts.length).toBeGreaterThan(0);
    expect(d.corrections.at(-1)).toMatchObject({ kind: 'exit', reason: '道闸故障，人工放行', feeAfterFen: 800 });
    expect(d.audit[0]).toMatchObject({ objectType: 'stay', objectId: car.uniqueId, reason: '道闸故障，人工放行' });
  });
});

describe('corrections', () => {
  it('waives half; the driver pays exactly the rest through the pay flow; the ledger stays clean', async () => {
    const car = await anArrears();
    const waived = await call(t, StaysDeskOps.waiveFee, {
      params: { stayId: car.uniqueId },
      body: { amountFen: 400, reason: '车主投诉计费，减免一半' },
      headers: finance,
    });
    expect(waived.status).toBe(200);
    expect(waived.body.data).toMatchObject({ totalFen: 400, owedFen: 400, state: 'arrears' });
    const bills = await payableBills(t, { uniqueIds: car.uniqueId });
    expect(bills.body.data!.totalFen).toBe(400);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX);
    expect(paid.body.data).toMatchObject({ amountFen: 400 });
    await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
    expect(await stayRow(car.uniqueId)).toMatchObject({ state: 'left', totalFen: 400, paidFen: 400 });
    const after = await detail(car.uniqueId);
    expect(after.payments).toMatchObject([{ amountFen: 400, channel: 3 }]);
    expect(after.corrections.map((c) => [c.kind, c.feeBeforeFen, c.feeAfterFen])).toEqual([
      ['entry', null, null],
      ['exit', null, 800],
      ['waive', 800, 400],
    ]);
    expect(await invariants()).toEqual([]);
  });

  it('refuses a cashier, a manager of another park, another dealer, bad input; and then changes nothing', async () => {
    const car = await anArrears();
    const body = { amountFen: 100, reason: '减免' };
    const stranger = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [other.parkId] });
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.FINANCE] });
    const refusals: [object, Record<string, string>, number, string][] = [
      [body, cashier, 403, '当前账号无权执行此操作'],
      [body, stranger, 403, '当前账号无权管理该车场'],
      [body, suzhou, 404, '订单不存在'],
      [{ amountFen: 100 }, finance, 400, 'reason: 请填写原因'],
      [{ amountFen: 100, reason: ' ' }, finance, 400, 'reason: 请填写原因（至少 2 个字）'],
      [{ amountFen: -5, reason: '减免' }, finance, 400, 'amountFen: 金额不能为负数；amountFen: 减免金额必须大于 0'],
      [{ amountFen: 12.5, reason: '减免' }, finance, 400, 'amountFen: 金额必须为整数（分）'],
      [{ amountFen: 900, reason: '减免' }, finance, 400, '减免金额不能超过待缴金额 8.00 元'],
    ];
    for (const [input, headers, status, message] of refusals) {
      const res = await call(t, StaysDeskOps.waiveFee, { params: { stayId: car.uniqueId }, body: input, headers });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await stayRow(car.uniqueId)).toMatchObject({ state: 'arrears', totalFen: 800 });
    const parked = await aCar(park);
    const open = await call(t, StaysDeskOps.waiveFee, {
      params: { stayId: parked.uniqueId },
      body: body,
      headers: finance,
    });
    expect([open.status, open.body.message]).toEqual([409, '车辆仍在场内，请先登记出场再调整金额']);
    const adjustDown = await call(t, StaysDeskOps.adjustFee, {
      params: { stayId: car.uniqueId },
      body: { feeFen: 1200, reason: '按日间规则重算' },
      headers: cashier,
    });
    expect(adjustDown.status).toBe(403);
  });

  it('records an entry by hand with the rule in force, corrects the plate, adjusts and makes a stay free', async () => {
    const plateNo = aPlate();
    const enteredAt = new Date(t.clock.now().getTime() - 95 * 60_000).toISOString();
    const entered = await call(t, StaysDeskOps.recordEntry, {
      body: { parkId: park.parkId, plateNo, enteredAt, reason: '入口相机未识别' },
      headers: cashier,
    });
    expect(entered.status).toBe(200);
    const stayId = entered.body.data!.stayId;
    expect(entered.body.data).toMatchObject({ state: 'parked', plateNo, feeRuleId: park.feeRuleId, dueFen: 800 });
    const twice = await call(t, StaysDeskOps.recordEntry, {
      body: { parkId: park.parkId, plateNo, reason: '入口相机未识别' },
      headers: cashier,
    });
    expect([twice.status, twice.body.message]).toEqual([409, '该车辆已有在场记录']);
    const future = await call(t, StaysDeskOps.recordEntry, {
      body: { parkId: park.parkId, plateNo: aPlate(), enteredAt: '2099-01-01T00:00:00+08:00', reason: '补录' },
      headers: cashier,
    });
    expect([future.status, future.body.message]).toEqual([400, '时间不能晚于当前时间']);
    const badPlate = await call(t, StaysDeskOps.recordEntry, {
      body: { parkId: park.parkId, plateNo: '浙AI2345', reason: '补录' },
      headers: cashier,
    });
    expect(badPlate.status).toBe(400);
    const elsewhere = await call(t, StaysDeskOps.recordEntry, {
      body: { parkId: other.parkId, plateNo: aPlate(), reason: '补录' },
      headers: cashier,
    });
    expect(elsewhere.status).toBe(403);

    const fixed = aPlate();
    const corrected = await call(t, StaysDeskOps.correctPlate, {
      params: { stayId },
      body: { plateNo: fixed, reason: '识别错误：8 识别为 B' },
      headers: cashier,
    });
    expect(corrected.body.data).toMatchObject({ plateNo: fixed });

    await call(t, StaysDeskOps.recordExit, { params: { stayId }, body: { reason: '人工放行' }, headers: cashier });
    const adjusted = await call(t, StaysDeskOps.adjustFee, {
      params: { stayId },
      body: { feeFen: 500, reason: '按优惠价收取' },
      headers: manager,
    });
    expect(adjusted.body.data).toMatchObject({ totalFen: 500, owedFen: 500, state: 'arrears' });

    const police = await aCar(park);
    const free = await call(t, StaysDeskOps.markFree, {
      params: { stayId: police.uniqueId },
      body: { reason: '警车执行公务' },
      headers: finance,
    });
    expect(free.body.data).toMatchObject({ state: 'left', totalFen: 0, owedFen: 0 });
    const kinds = await t.db
      .select({ kind: stayCorrections.kind })
      .from(stayCorrections)
      .where(eq(stayCorrections.sessionId, stayId));
    expect(kinds.map((k) => k.kind)).toEqual(['entry', 'plate', 'exit', 'adjust']);
    expect(await invariants()).toEqual([]);
  });
});

describe('arrears', () => {
  it("shows the same totals as the driver's pay pages for a plate", async () => {
    const plateNo = aPlate();
    await anArrears(park, plateNo);
    await anArrears(other, plateNo);
    const desk = await call(t, StaysDeskOps.arrears, { query: { plate: plateNo }, headers: finance });
    expect(desk.status).toBe(200);
    expect(desk.body.data!.totals).toEqual({ stays: 2, plates: 1, owedFen: 1600 });
    expect(desk.body.data!.results[0]).toMatchObject({ plateNo, ageDays: 0, owedFen: 800 });
    const driver = await payableBills(t, { plateNo, arrearsOnly: '1' });
    expect(driver.body.data!.totalFen).toBe(desk.body.data!.totals.owedFen);
    const scoped = await call(t, StaysDeskOps.arrears, { query: { plate: plateNo }, headers: manager });
    expect(scoped.body.data!.totals.stays).toBe(1);
  });

  it('reminds a driver by SMS at most once a day', async () => {
    const plateNo = aPlate();
    const driver = await signInDriver(t);
    await bindPlate(t, driver, plateNo);
    await anArrears(park, plateNo);
    const first = await call(t, StaysDeskOps.remindArrears, { body: { plateNo }, headers: finance });
    expect(first.body.data).toEqual({ sent: 1, skipped: 0, owedFen: 800 });
    const second = await call(t, StaysDeskOps.remindArrears, { body: { plateNo }, headers: manager });
    expect(second.body.data).toEqual({ sent: 0, skipped: 1, owedFen: 800 });
    const texts = await t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, driver.phone), eq(smsOutbox.template, 'arrearsReminder')));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.content).toContain('8.00 元');
    const nobody = await call(t, StaysDeskOps.remindArrears, { body: { plateNo: aPlate() }, headers: finance });
    expect([nobody.status, nobody.body.message]).toEqual([409, '该车牌没有欠费']);
  });

  it('writes off with a second operator; the one who asked cannot approve', async () => {
    const car = await anArrears();
    const asked = await call(t, StaysDeskOps.requestWriteOff, {
      params: { stayId: car.uniqueId },
      body: { reason: '车主失联超过一年' },
      headers: finance,
    });
    expect(asked.body.data).toMatchObject({ state: 'pending', amountFen: 800 });
    const id = asked.body.data!.id;
    const again = await call(t, StaysDeskOps.requestWriteOff, {
      params: { stayId: car.uniqueId },
      body: { reason: '再次申请' },
      headers: manager,
    });
    expect([again.status, again.body.message]).toEqual([409, '该订单已有待审批的核销申请']);
    const self = await call(t, StaysDeskOps.decideWriteOff, {
      params: { writeOffId: id },
      body: { approve: true, reason: '同意' },
      headers: finance,
    });
    expect([self.status, self.body.code]).toEqual([403, ErrorCode.FORBIDDEN]);
    const byManager = await call(t, StaysDeskOps.decideWriteOff, {
      params: { writeOffId: id },
      body: { approve: true, reason: '同意' },
      headers: manager,
    });
    expect(byManager.status).toBe(403);
    expect(await stayRow(car.uniqueId)).toMatchObject({ state: 'arrears', totalFen: 800 });
    const second = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
    const approved = await call(t, StaysDeskOps.decideWriteOff, {
      params: { writeOffId: id },
      body: { approve: true, reason: '同意核销' },
      headers: second,
    });
    expect(approved.body.data).toMatchObject({ state: 'approved', decisionNote: '同意核销' });
    expect(await stayRow(car.uniqueId)).toMatchObject({ state: 'left', totalFen: 0 });
    const twice = await call(t, StaysDeskOps.decideWriteOff, {
      params: { writeOffId: id },
      body: { approve: true, reason: '同意' },
      headers: second,
    });
    expect(twice.status).toBe(409);
    expect(await invariants()).toEqual([]);
  });
});
