import { ErrorCode, FeeRuleOps, FollowsOps, OperatorRole, ParkingOps, type AnyRoute } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { callAs, signInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { aPlate } from '../../../test/payments';
import { until } from '../../../test/until';
import { outboxEvents, parkingSessions } from '../../db/schema';
import { aFeeRule, anAllDayTariff, units } from '../tariffs';

// Fee rule versions (issue 39, decision 084): history, a new version now or later, previews by the real engine.
let t: TestApp;
let park: TestPark;
let finance: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t);
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
}, 400_000);
afterAll(() => t.close());

/** 10元 an hour, all day: the "dearer" rule of these stories (the parks start at 2元 per 30 minutes). */
const dearer = aFeeRule({ small: anAllDayTariff(units({ unitMinutes: 60, unitPriceFen: 1000 })) });
const inMinutes = (m: number) => new Date(t.clock.now().getTime() + minutes(m)).toISOString();
const inHours = (h: number) => inMinutes(h * 60);
const previewOf = (over: object = {}) => ({
  rule: aFeeRule({ freeMinutes: 0 }),
  enteredAt: '2026-06-01T10:00:00+08:00',
  exitedAt: '2026-06-01T11:40:00+08:00',
  vehicleClass: 'small',
  ...over,
});
const historyOf = async (parkId: string, headers = finance) =>
  (await call(t, FeeRuleOps.feeRules, { params: { parkId }, headers })).body.data!;
const ruleOfStay = async (uniqueId: string) =>
  (
    await t.db.select({ id: parkingSessions.feeRuleId }).from(parkingSessions).where(eq(parkingSessions.id, uniqueId))
  )[0]!.id;
async function enter(at: TestPark) {
  const entry = await postGate(t, at, aGateEvent(t, 'entry', aPlate()));
  expect(entry.status).toBe(200);
  return (entry.body as { data: { uniqueId: string } }).data.uniqueId;
}

describe('who may work on fee rules', () => {
  let tablePark: TestPark;
  let elsewhere: TestPark;
  const ops = (): [string, AnyRoute, object][] => [
    ['feeRules', FeeRuleOps.feeRules, { params: { parkId: tablePark.parkId } }],
    [
      'createFeeRule',
      FeeRuleOps.createFeeRule,
      { params: { parkId: tablePark.parkId }, body: { rule: dearer, effectiveFrom: inHours(24 * 30) } },
    ],
    ['previewFee', FeeRuleOps.previewFee, { params: { parkId: tablePark.parkId }, body: previewOf() }],
  ];
  beforeAll(async () => {
    tablePark = await aTestPark(t);
    elsewhere = await aTestPark(t);
  });

  it.each([OperatorRole.SERVICE, OperatorRole.CONTENT, OperatorRole.REVIEWER, OperatorRole.CASHIER])(
    'refuses %s on every operation',
    async (role) => {
      const scoped = role === OperatorRole.CASHIER;
      const headers = await loggedInOperator(t, { roles: [role], parkIds: scoped ? [tablePark.parkId] : [] });
      for (const [name, op, input] of ops()) {
        const res = await call(t, op, { ...input, headers });
        expect([name, res.status, res.body.code]).toEqual([name, 403, ErrorCode.FORBIDDEN]);
      }
    },
  );

  it('refuses a park manager outside their parks, and anyone without a session', async () => {
    const manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [elsewhere.parkId] });
    for (const [name, op, input] of ops()) {
      const res = await call(t, op, { ...input, headers: manager });
      expect([name, res.status, res.body.message]).toEqual([name, 403, '当前账号无权管理该车场']);
      const anonymous = await call(t, op, input);
      expect([name, anonymous.body.code]).toEqual([name, ErrorCode.OPERATOR_LOGIN_REQUIRED]);
    }
    expect((await historyOf(tablePark.parkId)).versions).toHaveLength(1);
  });

  it("answers another dealer's finance as if the park did not exist", async () => {
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.FINANCE] });
    for (const [name, op, input] of ops()) {
      const res = await call(t, op, { ...input, headers: suzhou });
      expect([name, res.status, res.body.message]).toEqual([name, 404, '车场不存在']);
    }
  });

  it.each([
    ['finance', [OperatorRole.FINANCE], false],
    ['admin', [OperatorRole.ADMIN], false],
    ['a park manager of the park', [OperatorRole.PARK_MANAGER], true],
  ] as const)('lets %s read, preview and add versions', async (_, roles, scoped) => {
    const headers = await loggedInOperator(t, { roles: [...roles], parkIds: scoped ? [tablePark.parkId] : [] });
    for (const [name, op, input] of ops()) {
      const res = await call(t, op, { ...input, headers });
      expect([name, res.status]).toEqual([name, 200]);
    }
  });
});

describe('versions', () => {
  it('a rule set now prices the cars entering from now; the one before stays in the history as past', async () => {
    const before = await enter(park);
    const res = await call(t, FeeRuleOps.createFeeRule, {
      params: { parkId: park.parkId },
      body: { rule: dearer },
      headers: finance,
    });
    expect(res.status).toBe(200);
    const created = res.body.data!;
    expect(created).toMatchObject({ status: 'current', labels: ['每小时10元'] });
    expect(created.createdBy).toMatch(/^op\w+（op\w+）$/);
    const history = await historyOf(park.parkId);
    expect(history.versions.map((v) => [v.feeRuleId === created.feeRuleId, v.status])).toEqual([
      [true, 'current'],
      [false, 'past'],
    ]);
    expect(await ruleOfStay(before)).toBe(park.feeRuleId);
    expect(await ruleOfStay(await enter(park))).toBe(created.feeRuleId);
  });

  it('a rule scheduled for later changes no fee before its time; then it takes over and followers are told', async () => {
    const later = await aTestPark(t);
    const driver = await signInDriver(t);
    await callAs(t, driver, FollowsOps.follow, { body: { kind: 'park', targetId: later.parkId } });
    const res = await call(t, FeeRuleOps.createFeeRule, {
      params: { parkId: later.parkId },
      body: { rule: dearer, effectiveFrom: inMinutes(10) },
      headers: finance,
    });
    expect(res.body.data).toMatchObject({ status: 'scheduled', effectiveFrom: inMinutes(10) });
    const scheduledId = res.body.data!.feeRuleId;
    expect((await historyOf(later.parkId)).versions.map((v) => v.status)).toEqual(['scheduled', 'current']);
    const parksNow = (await call(t, ParkingOps.operatorParks, { headers: finance })).body.data!;
    expect(parksNow.find((p) => p.parkId === later.parkId)?.feeRuleId).toBe(later.feeRuleId);
    expect(await ruleOfStay(await enter(later))).toBe(later.feeRuleId);

    const priceAlerts = async () =>
      (
        await callAs(t, driver, FollowsOps.followAlerts, { query: { pageNo: '1', pageSize: '20' } })
      ).body.data.results.filter((a) => a.kind === 'price');
    const priceEvents = async () =>
      (await t.db.select().from(outboxEvents).where(eq(outboxEvents.subject, later.parkId))).filter(
        (e) => e.topic === 'park.price',
      ).length;
    await t.app.jobs.runNow('feeRules.announce');
    await t.app.events.settle();
    expect([await priceEvents(), await priceAlerts()]).toEqual([0, []]);

    // Within the driver's access token's life (30 minutes in tests).
    t.clock.advance(minutes(11));
    await t.app.jobs.runNow('feeRules.announce');
    expect(await priceEvents()).toBe(1);
    expect(await ruleOfStay(await enter(later))).toBe(scheduledId);
    expect((await historyOf(later.parkId)).versions.map((v) => v.status)).toEqual(['current', 'past']);
    await t.app.events.settle();
    await until(async () => (await priceAlerts()).length === 1, 'the price alert');
    expect((await priceAlerts())[0]!.text).toBe('价格调整：每30分钟2元 → 每小时10元');
    // Announced once: another round tells nobody again.
    await t.app.jobs.runNow('feeRules.announce');
    expect(await priceEvents()).toBe(1);
  });

  it.each([
    [
      'an effective time in the past',
      { rule: dearer, effectiveFrom: '2026-06-01T09:00:00+08:00' },
      '生效时间不能早于当前时间',
    ],
    [
      'an effective time over a year ahead',
      { rule: dearer, effectiveFrom: '2027-07-01T00:00:00+08:00' },
      '生效时间不能晚于 366 天后',
    ],
    ['an effective time that is not one', { rule: dearer, effectiveFrom: '明天' }, '时间格式不正确'],
    [
      'bands with a gap',
      {
        rule: aFeeRule({
          small: {
            kind: 'timed',
            bands: [
              { from: '07:00', to: '20:00', pricing: { kind: 'units', unitMinutes: 60, unitPriceFen: 500 } },
              { from: '21:00', to: '07:00', pricing: { kind: 'flat', priceFen: 1000 } },
            ],
          },
        }),
      },
      '时段之间有空隙',
    ],
  ])('refuses %s, and stores nothing', async (_, body, message) => {
    const before = (await historyOf(park.parkId)).versions.length;
    const res = await call(t, FeeRuleOps.createFeeRule, { params: { parkId: park.parkId }, body, headers: finance });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await historyOf(park.parkId)).versions).toHaveLength(before);
  });
});

describe('previewFee', () => {
  const preview = (body: object) =>
    call(t, FeeRuleOps.previewFee, { params: { parkId: park.parkId }, body, headers: finance });

  it('prices a stay under a draft rule with the engine: 10:00 → 11:40 at 2元 per started 30 minutes is 8元', async () => {
    const res = await preview(previewOf());
    expect(res.body.data).toEqual({
      totalFen: 800,
      stayMinutes: 100,
      explanation: {
        chargedMinutes: 100,
        freeMinutes: 0,
        leaveWithinMinutes: 0,
        rule: ['每30分钟2元'],
        parts: [{ kind: 'units', band: null, minutes: 100, fen: 800, rawFen: 800, capped: false }],
      },
    });
  });

  it('prices a large vehicle with its own tariff, and shows a cap', async () => {
    const rule = aFeeRule({
      freeMinutes: 0,
      large: {
        kind: 'timed',
        bands: [{ from: '00:00', to: '00:00', pricing: { kind: 'units', unitMinutes: 60, unitPriceFen: 1000 } }],
        cap: { fen: 3000, period: 'calendarDay' },
      },
    });
    const res = await preview(previewOf({ rule, vehicleClass: 'large', exitedAt: '2026-06-01T20:00:00+08:00' }));
    expect(res.body.data).toMatchObject({ totalFen: 3000, stayMinutes: 600 });
    expect(res.body.data!.explanation.parts).toEqual([
      { kind: 'units', band: null, minutes: 600, fen: 3000, rawFen: 10000, capped: true },
    ]);
  });

  it.each([
    ['an exit before the entry', previewOf({ exitedAt: '2026-06-01T09:59:00+08:00' }), '离场时间不能早于入场时间'],
    ['a stay over 366 days', previewOf({ exitedAt: '2027-06-03T10:00:00+08:00' }), '停车时长不能超过 366 天'],
    ['an unknown vehicle class', previewOf({ vehicleClass: 'bus' }), 'vehicleClass'],
    ['a rule that does not validate', previewOf({ rule: { ...aFeeRule(), freeMinutes: -1 } }), 'freeMinutes'],
  ])('refuses %s', async (_, body, message) => {
    const res = await preview(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
