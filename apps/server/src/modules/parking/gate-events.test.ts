import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, ParkingOps } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aPicture, pictureUrl } from '../../../test/pictures';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { deviceEvents, parkingSessions } from '../../db/schema';
import { aFeeRule } from '../tariffs';
import { createParksRepository } from '../parks';
import { createStayPricer, createStaysService, type StaysService } from '.';

let t: TestApp;
let park: TestPark;
let stays: StaysService;
beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t);
  const parks = createParksRepository(t.db);
  stays = createStaysService({ db: t.db, parks, pricer: createStayPricer({ db: t.db }), clock: t.clock });
});
afterAll(() => t.close());

const stayRows = (plateNo: string, parkId = park.parkId) =>
  t.db
    .select()
    .from(parkingSessions)
    .where(and(eq(parkingSessions.parkId, parkId), eq(parkingSessions.plateNo, plateNo)))
    .orderBy(parkingSessions.enteredAt);
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

/** Enters now minus `parkedFor`, then reads the exit now. */
async function parkedThenExit(plateNo: string, parkedFor: number, p = park) {
  const entry = await postGate(t, p, aGateEvent(t, 'entry', plateNo, { at: ago(parkedFor) }));
  expect(entry.status).toBe(200);
  return postGate(t, p, aGateEvent(t, 'exit', plateNo));
}

describe('a car through the gates', () => {
  it('an entry opens the barrier and starts a stay under the park’s current rule', async () => {
    const { status, body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A20001'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      outcome: 'entered',
      action: 'open',
      dueFen: null,
      display: '浙A·20001 欢迎光临',
      replayed: false,
    });
    const [stay] = await stayRows('浙A20001');
    expect(stay).toMatchObject({ id: body.data.uniqueId, state: 'parked', feeRuleId: park.feeRuleId, plateColor: 0 });
  });

  it('an exit owing a fee holds the car at the lane for scan-to-pay', async () => {
    const { body } = await parkedThenExit('浙A20002', minutes(75)); // 3 started half hours × 2元
    expect(body.data).toMatchObject({
      outcome: 'held',
      action: 'hold',
      dueFen: 600,
      display: '浙A·20002 请扫码缴费 6.00元',
    });
    const [stay] = await stayRows('浙A20002');
    expect(stay).toMatchObject({ state: 'awaitingPayment', exitedAt: null, totalFen: null });
    expect(stay?.heldAt?.getTime()).toBe(t.clock.now().getTime());
    expect((await stays.heldAtLane(stay!.exitLaneId!))?.id).toBe(stay!.id);
  });

  it('after payment the next read opens the barrier; the fee is fixed at what was paid', async () => {
    const held = await parkedThenExit('浙A20003', minutes(75));
    expect(held.body.data.action).toBe('hold');
    const uniqueId = held.body.data.uniqueId;
    await stays.applyPayment(uniqueId, { paymentRef: 'pay-20003', amountFen: 600, channel: 3, paidAt: t.clock.now() });
    t.clock.advance(minutes(1));
    const reread = await postGate(t, park, aGateEvent(t, 'exit', '浙A20003'));
    expect(reread.body.data).toMatchObject({
      outcome: 'left',
      action: 'open',
      uniqueId,
      display: '浙A·20003 一路顺风',
    });
    const [stay] = await stayRows('浙A20003');
    expect(stay).toMatchObject({ state: 'left', totalFen: 600, paidFen: 600, endedBy: 'gate', heldAt: null });
  });

  it('a driver who paid but leaves after the grace period owes the extra time', async () => {
    const rule = aFeeRule({ graceMinutes: 15 });
    const graced = await aTestPark(t, { rule });
    await postGate(t, graced, aGateEvent(t, 'entry', '浙A20004', { at: ago(minutes(50)) }));
    const [parked] = await stayRows('浙A20004', graced.parkId);
    await stays.applyPayment(parked!.id, {
      paymentRef: 'pay-20004',
      amountFen: 400,
      channel: 2,
      paidAt: t.clock.now(),
    });

    t.clock.advance(minutes(14)); // within grace: nothing more
    const inGrace = await postGate(t, graced, aGateEvent(t, 'exit', '浙A20004'));
    expect(inGrace.body.data).toMatchObject({ outcome: 'left', action: 'open' });

    await postGate(t, graced, aGateEvent(t, 'entry', '浙A20005', { at: ago(minutes(50)) }));
    const [other] = await stayRows('浙A20005', graced.parkId);
    await stays.applyPayment(other!.id, { paymentRef: 'pay-20005', amountFen: 400, channel: 2, paidAt: t.clock.now() });
    t.clock.advance(minutes(16)); // 66 min in all: 3 half hours = 600, 400 paid
    const late = await postGate(t, graced, aGateEvent(t, 'exit', '浙A20005'));
    expect(late.body.data).toMatchObject({ outcome: 'held', action: 'hold', dueFen: 200 });
  });

  it('within the free period the barrier opens without payment', async () => {
    const free = await aTestPark(t, { rule: aFeeRule({ freeMinutes: 15 }) });
    const { body } = await parkedThenExit('浙A20006', minutes(14), free);
    expect(body.data).toMatchObject({ outcome: 'left', action: 'open' });
    expect((await stayRows('浙A20006', free.parkId))[0]).toMatchObject({ state: 'left', totalFen: 0 });
  });

  it('a park that lets cars leave first opens the barrier and records arrears', async () => {
    const leaveFirst = await aTestPark(t, { leaveFirst: true });
    const { body } = await parkedThenExit('浙A20007', minutes(61), leaveFirst);
    expect(body.data).toMatchObject({
      outcome: 'leftInArrears',
      action: 'open',
      dueFen: 600,
      display: '浙A·20007 待补缴 6.00元',
    });
    const [stay] = await stayRows('浙A20007', leaveFirst.parkId);
    expect(stay).toMatchObject({ state: 'arrears', totalFen: 600, paidFen: 0 });
    expect(stay?.arrearsAt?.getTime()).toBe(t.clock.now().getTime());

    // Paying the arrears later settles it (已补缴).
    await stays.applyPayment(stay!.id, { paymentRef: 'pay-20007', amountFen: 600, channel: 6, paidAt: t.clock.now() });
    expect((await stayRows('浙A20007', leaveFirst.parkId))[0]).toMatchObject({ state: 'left', paidFen: 600 });
  });

  it('a yellow plate is a large vehicle: its own stay, priced on the large tariff', async () => {
    const rule = aFeeRule({ large: { kind: 'perVisit', priceFen: 3000 } });
    const p = await aTestPark(t, { rule });
    await postGate(t, p, aGateEvent(t, 'entry', '浙A20008', { at: ago(minutes(30)), plateColor: 2 }));
    await postGate(t, p, aGateEvent(t, 'entry', '浙A20008', { at: ago(minutes(30)) }));
    const small = await postGate(t, p, aGateEvent(t, 'exit', '浙A20008'));
    const large = await postGate(t, p, aGateEvent(t, 'exit', '浙A20008', { plateColor: '2' }));
    expect(small.body.data.dueFen).toBe(200);
    expect(large.body.data.dueFen).toBe(3000);
    expect((await stayRows('浙A20008', p.parkId)).map((s) => s.plateColor).sort()).toEqual([0, 2]);
  });

  it('keeps the camera picture with the stay, out of the public picture folder', async () => {
    const picture = { fileData: aPicture('jpeg', 2048).toString('base64'), suffix: 'jpg' };
    const { body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A20009', { picture }));
    const [stay] = await stayRows('浙A20009');
    expect(stay?.entryPicture).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(body.data.uniqueId).toBe(stay?.id);
    const key = stay!.entryPicture!;
    expect(existsSync(path.join(t.config.uploadDir, 'parking-pictures', key.slice(0, 2), key))).toBe(true);
    const publicRoute = await t.app.inject({ method: 'GET', url: pictureUrl(key) });
    expect(publicRoute.statusCode).toBe(404);
  });
});

describe('duplicate, out-of-order and late events', () => {
  it('a retry of the same event (re-signed) gets the same answer and changes nothing', async () => {
    const event = aGateEvent(t, 'entry', '浙A30001');
    const first = await postGate(t, park, event);
    const again = await postGate(t, park, event);
    expect(again.body.data).toEqual({ ...first.body.data, replayed: true });
    expect(await stayRows('浙A30001')).toHaveLength(1);
  });

  it('the same event id with other content is refused', async () => {
    const event = aGateEvent(t, 'entry', '浙A30002');
    await postGate(t, park, event);
    const { status, body } = await postGate(t, park, { ...event, plateNo: '浙A30003' });
    expect(status).toBe(409);
    expect(body).toEqual({ code: ErrorCode.CONFLICT, message: `事件编号 ${event.eventId} 已用于另一事件` });
    expect(await stayRows('浙A30003')).toHaveLength(0);
  });

  it('the same car read again minutes later under a new event id is one stay', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A30004', { at: ago(minutes(3)) }));
    const { body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A30004'));
    expect(body.data).toMatchObject({ outcome: 'duplicateRead', action: 'open' });
    expect(await stayRows('浙A30004')).toHaveLength(1);

    const exit = await postGate(t, park, aGateEvent(t, 'exit', '浙A30004'));
    expect(exit.body.data).toMatchObject({ outcome: 'held', dueFen: 200 }); // one stay of 3 minutes
  });

  it('two entries of one plate hours apart: the first stay’s exit was missed, it ends abnormal and uncharged', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A30005', { at: ago(minutes(300)) }));
    const { body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A30005'));
    expect(body.data).toMatchObject({ outcome: 'replacedOpen', action: 'open' });
    const [old, current] = await stayRows('浙A30005');
    expect(old).toMatchObject({ state: 'abnormal', endedBy: 'superseded', exitedAt: null, totalFen: null, paidFen: 0 });
    expect(current).toMatchObject({ id: body.data.uniqueId, state: 'parked' });
  });

  it('an exit without an entry holds the car; the entry uploaded hours later completes the stay as arrears', async () => {
    const exitAt = ago(minutes(1));
    const exit = await postGate(t, park, aGateEvent(t, 'exit', '浙A30006', { at: exitAt }));
    expect(exit.body.data).toMatchObject({
      outcome: 'noEntryRecord',
      action: 'hold',
      uniqueId: null,
      display: '浙A·30006 无入场记录，请联系管理员',
    });
    expect(await stayRows('浙A30006')).toHaveLength(0);

    t.clock.advance(minutes(180)); // the entry camera was offline for three hours
    const entry = await postGate(
      t,
      park,
      aGateEvent(t, 'entry', '浙A30006', { at: new Date(exitAt.getTime() - minutes(90)) }),
    );
    expect(entry.body.data).toMatchObject({ outcome: 'pairedWithExit', action: 'none', dueFen: 600 });
    const [stay] = await stayRows('浙A30006');
    expect(stay).toMatchObject({ state: 'arrears', totalFen: 600, endedBy: 'gate' });
    expect(stay?.exitedAt?.getTime()).toBe(exitAt.getTime());
    const [exitEvent] = await t.db.select().from(deviceEvents).where(eq(deviceEvents.eventId, exit.body.data.eventId));
    expect(exitEvent?.sessionId).toBe(stay?.id);
  });

  it('an exit uploaded hours late ends the stay at its real time, as arrears, and drives no gate', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A30007', { at: ago(minutes(300)) }));
    const { body } = await postGate(t, park, aGateEvent(t, 'exit', '浙A30007', { at: ago(minutes(240)) }));
    expect(body.data).toMatchObject({ outcome: 'leftInArrears', action: 'none', dueFen: 400 });
    expect((await stayRows('浙A30007'))[0]).toMatchObject({ state: 'arrears', totalFen: 400 });
  });

  it('an entry older than the open stay is recorded as an earlier, abnormal visit', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A30008', { at: ago(minutes(30)) }));
    const { body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A30008', { at: ago(minutes(600)) }));
    expect(body.data).toMatchObject({ outcome: 'lateEntryRecorded', action: 'none' });
    const [earlier, current] = await stayRows('浙A30008');
    expect(earlier).toMatchObject({ state: 'abnormal', totalFen: null });
    expect(current).toMatchObject({ state: 'parked' });
  });

  it('a late exit completes the abnormal stay it belongs to, not the later one', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A30009', { at: ago(minutes(360)) }));
    await postGate(t, park, aGateEvent(t, 'entry', '浙A30009', { at: ago(minutes(60)) })); // the first → abnormal
    const { body } = await postGate(t, park, aGateEvent(t, 'exit', '浙A30009', { at: ago(minutes(300)) }));
    expect(body.data).toMatchObject({ outcome: 'leftInArrears', action: 'none', dueFen: 400 });
    const [first, second] = await stayRows('浙A30009');
    expect(first).toMatchObject({ state: 'arrears', totalFen: 400 });
    expect(second).toMatchObject({ state: 'parked' });
  });

  it('an exit read again right after the car left is the same read', async () => {
    const free = await aTestPark(t, { rule: aFeeRule({ freeMinutes: 30 }) });
    await parkedThenExit('浙A30010', minutes(10), free);
    t.clock.advance(minutes(2));
    const { body } = await postGate(t, free, aGateEvent(t, 'exit', '浙A30010'));
    expect(body.data).toMatchObject({ outcome: 'duplicateRead', action: 'open' });
  });

  it('two cameras posting the same car at the same moment open exactly one stay', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => postGate(t, park, aGateEvent(t, 'entry', '浙A30011'))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.map((r) => r.body.data.outcome).sort()).toEqual([
      'duplicateRead',
      'duplicateRead',
      'duplicateRead',
      'duplicateRead',
      'duplicateRead',
      'entered',
    ]);
    expect(await stayRows('浙A30011')).toHaveLength(1);
  });
});

describe('bad device input changes nothing', () => {
  const noStay = async (plateNo: string) => expect(await stayRows(plateNo)).toHaveLength(0);

  it('an unknown lane is a 404', async () => {
    const { status, body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A40001', { laneCode: 'Z9' }));
    expect([status, body]).toEqual([404, { code: ErrorCode.NOT_FOUND, message: '车道不存在：Z9' }]);
    await noStay('浙A40001');
  });

  it('an exit posted from an entry lane is refused', async () => {
    const { status, body } = await postGate(t, park, aGateEvent(t, 'exit', '浙A40002', { laneCode: 'E1' }));
    expect([status, body.message]).toEqual([400, '车道 东门入口 是入口车道，不能上报出场事件']);
  });

  it.each([
    ['浙A1234', undefined, '车牌识别结果无效（浙A1234）：请输入完整的车牌号'],
    ['ZA12345', undefined, '车牌识别结果无效（ZA12345）：请以省份简称开头输入车牌号'],
    ['浙AI2345', undefined, '车牌识别结果无效（浙AI2345）：车牌号中没有字母I和O，请输入数字1和0'],
    ['浙A0006警', 2, '车牌识别结果无效（浙A0006警）：该车牌不是黄牌，请取消勾选大中型车辆（黄牌车）'],
  ] as const)('a misread plate %s (colour %s) is refused', async (plateNo, plateColor, message) => {
    const { status, body } = await postGate(t, park, aGateEvent(t, 'entry', plateNo, plateColor ? { plateColor } : {}));
    expect([status, body]).toEqual([400, { code: ErrorCode.INVALID_INPUT, message }]);
    await noStay(plateNo);
  });

  it('a tampered plate colour is refused', async () => {
    const { status, body } = await postGate(t, park, { ...aGateEvent(t, 'entry', '浙A40003'), plateColor: 1 as never });
    expect([status, body.message]).toEqual([400, 'plateColor: 车牌颜色参数不正确']);
  });

  it('an event in the future (device clock ahead) is refused', async () => {
    const at = new Date(t.clock.now().getTime() + minutes(3));
    const { status, body } = await postGate(t, park, aGateEvent(t, 'entry', '浙A40004', { at }));
    expect([status, body.message]).toEqual([400, '事件时间晚于服务器时间，请校准设备时钟']);
    await noStay('浙A40004');
  });

  it('an event more than a week old is refused', async () => {
    const { status, body } = await postGate(
      t,
      park,
      aGateEvent(t, 'entry', '浙A40005', { at: ago(8 * 24 * minutes(60)) }),
    );
    expect([status, body.message]).toEqual([400, '事件发生于 7 天之前，不再受理']);
  });

  it('a time without a zone is refused', async () => {
    const { status, body } = await postGate(t, park, {
      ...aGateEvent(t, 'entry', '浙A40006'),
      occurredAt: '2026-06-01 10:00:00',
    });
    expect([status, body.message]).toEqual([400, 'occurredAt: 时间须为带时区的 ISO 8601 格式']);
  });

  it('an exit before the stay began matches nothing rather than pricing a negative stay', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A40007'));
    const { body } = await postGate(t, park, aGateEvent(t, 'exit', '浙A40007', { at: ago(minutes(180)) }));
    expect(body.data).toMatchObject({ outcome: 'noEntryRecord', action: 'none' });
    expect((await stayRows('浙A40007'))[0]).toMatchObject({ state: 'parked' });
  });

  it('an absurd stay (over a year in the park) is refused with a clear message and left for an operator', async () => {
    const [stay] = await t.db
      .insert(parkingSessions)
      .values({
        dealerId: park.dealerId,
        parkId: park.parkId,
        feeRuleId: park.feeRuleId,
        plateNo: '浙A40008',
        state: 'parked',
        enteredAt: ago(400 * 24 * minutes(60)),
      })
      .returning();
    const { status, body } = await postGate(t, park, aGateEvent(t, 'exit', '浙A40008'));
    expect([status, body]).toEqual([400, { code: ErrorCode.INVALID_INPUT, message: '停车计费数据异常，请联系管理员' }]);
    expect((await stayRows('浙A40008'))[0]).toMatchObject({ id: stay!.id, state: 'parked' });
  });

  it('a collector handheld cannot post gate events', async () => {
    const { deviceRequest } = await import('../../../test/parking');
    const res = await deviceRequest(t, park.handheld, ParkingOps.gateEvent, aGateEvent(t, 'entry', '浙A40009'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该设备不是道闸相机，不能上报出入场事件');
  });

  it.each([
    [{ type: 'park' }, 'type: 只能是 entry、exit 之一'],
    [{ eventId: 'has space' }, 'eventId: 事件编号只能包含字母、数字和 _ . : -'],
    [{ extra: 1 }, '请求体: 不支持的字段 extra'],
  ])('a malformed event %o is a 400', async (override, message) => {
    const { status, body } = await postGate(t, park, { ...aGateEvent(t, 'entry', '浙A40010'), ...override } as never);
    expect([status, body.message]).toEqual([400, message]);
  });
});
