import { ErrorCode, ParkingOps } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  aCollectorEvent,
  aTestPark,
  deviceRequest,
  minutes,
  postCollector,
  type TestPark,
} from '../../../test/parking';
import { collectors, parkingSessions } from '../../db/schema';
import { aFeeRule } from '../tariffs';

let t: TestApp;
let road: TestPark;
beforeAll(async () => {
  t = await buildTestApp();
  road = await aTestPark(t, { kind: 'roadSide', rule: aFeeRule({ freeMinutes: 15 }) });
});
afterAll(() => t.close());

const stayRows = (plateNo: string, parkId = road.parkId) =>
  t.db
    .select()
    .from(parkingSessions)
    .where(and(eq(parkingSessions.parkId, parkId), eq(parkingSessions.plateNo, plateNo)))
    .orderBy(parkingSessions.enteredAt);
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe('road-side collectors', () => {
  it('start a berth session and end it: the fee owed is arrears, no gate involved', async () => {
    const start = await postCollector(t, road, aCollectorEvent(t, road, 'start', '浙A50001', { at: ago(minutes(95)) }));
    expect(start.body.data).toMatchObject({ outcome: 'started', action: 'none' });
    const [stay] = await stayRows('浙A50001');
    expect(stay).toMatchObject({ state: 'parked', entryCollectorCode: road.collectorCode });
    expect(stay?.berthId).not.toBeNull();

    const end = await postCollector(t, road, aCollectorEvent(t, road, 'end', '浙A50001'));
    // 95 minutes, past the 15 free ones, charged from entry: 4 started half hours × 2元.
    expect(end.body.data).toMatchObject({ outcome: 'leftInArrears', action: 'none', dueFen: 800, uniqueId: stay?.id });
    expect((await stayRows('浙A50001'))[0]).toMatchObject({
      state: 'arrears',
      totalFen: 800,
      endedBy: 'collector',
      exitCollectorCode: road.collectorCode,
    });
  });

  it('ending within the free period leaves nothing owed', async () => {
    await postCollector(
      t,
      road,
      aCollectorEvent(t, road, 'start', '浙A50002', { at: ago(minutes(10)), berthCode: 'B002' }),
    );
    const end = await postCollector(t, road, aCollectorEvent(t, road, 'end', '浙A50002', { berthCode: 'B002' }));
    expect(end.body.data).toMatchObject({ outcome: 'left', display: '浙A·50002 已结束停车' });
  });

  it('a new car found in an occupied berth ends the previous stay as abnormal (its end was not seen)', async () => {
    await postCollector(
      t,
      road,
      aCollectorEvent(t, road, 'start', '浙A50003', { at: ago(minutes(120)), berthCode: 'B003' }),
    );
    const next = await postCollector(t, road, aCollectorEvent(t, road, 'start', '浙A50004', { berthCode: 'B003' }));
    expect(next.body.data.outcome).toBe('started');
    expect((await stayRows('浙A50003'))[0]).toMatchObject({ state: 'abnormal', totalFen: null });
    expect((await stayRows('浙A50004'))[0]).toMatchObject({ state: 'parked' });
  });

  it('ending a plate with nothing open says so and changes nothing', async () => {
    const end = await postCollector(t, road, aCollectorEvent(t, road, 'end', '浙A50005'));
    expect(end.body.data).toMatchObject({ outcome: 'noOpenSession', action: 'none', uniqueId: null });
    expect(await stayRows('浙A50005')).toHaveLength(0);
  });

  it('the same start posted twice is one stay', async () => {
    const event = aCollectorEvent(t, road, 'start', '浙A50006', { berthCode: 'B001' });
    await postCollector(t, road, event);
    const again = await postCollector(t, road, { ...event, eventId: `${event.eventId}-again` });
    expect(again.body.data.outcome).toBe('duplicateRead');
    expect(await stayRows('浙A50006')).toHaveLength(1);
  });
});

describe('bad collector input', () => {
  it('an unknown or disabled collector code is refused', async () => {
    const unknown = await postCollector(
      t,
      road,
      aCollectorEvent(t, road, 'start', '浙A51001', { collectorCode: 'NOBODY' }),
    );
    expect([unknown.status, unknown.body.message]).toEqual([403, '收费员编号无效或已停用：NOBODY']);
    const other = await aTestPark(t, { kind: 'roadSide' });
    await t.db.update(collectors).set({ disabled: true }).where(eq(collectors.code, other.collectorCode));
    const disabled = await postCollector(t, other, aCollectorEvent(t, other, 'start', '浙A51001'));
    expect(disabled.status).toBe(403);
    expect(await stayRows('浙A51001')).toHaveLength(0);
  });

  it('an unknown berth is a 404', async () => {
    const res = await postCollector(t, road, aCollectorEvent(t, road, 'start', '浙A51002', { berthCode: 'Z999' }));
    expect([res.status, res.body]).toEqual([404, { code: ErrorCode.NOT_FOUND, message: '泊位不存在：Z999' }]);
  });

  it('a gate camera cannot post collector events, and a handheld of an off-street park has no berths', async () => {
    const viaGate = await deviceRequest(
      t,
      road.gate,
      ParkingOps.collectorEvent,
      aCollectorEvent(t, road, 'start', '浙A51003'),
    );
    expect([viaGate.statusCode, viaGate.json().message]).toEqual([403, '该设备不是收费员手持机，不能上报泊位事件']);
    const offStreet = await aTestPark(t);
    const res = await postCollector(t, offStreet, aCollectorEvent(t, offStreet, 'start', '浙A51003'));
    expect([res.status, res.body.message]).toEqual([400, '该车场不是路内车场，没有泊位']);
  });
});
