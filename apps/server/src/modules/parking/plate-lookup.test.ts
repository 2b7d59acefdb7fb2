import { ErrorCode, ParkingOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomNonce, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { aFeeRule } from '../tariffs';

let t: TestApp;
let park: TestPark;
let leaveFirst: TestPark;
beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t, { rule: aFeeRule({ freeMinutes: 15 }) });
  leaveFirst = await aTestPark(t, { leaveFirst: true });
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const lookup = (body: object, headers: Record<string, string> = t.driverHeaders({ authModel: 1 })) =>
  call(t, ParkingOps.plateLookup, { body, headers });
const enter = (p: TestPark, plateNo: string, parkedFor: number, plateColor?: 2) =>
  postGate(t, p, aGateEvent(t, 'entry', plateNo, { at: ago(parkedFor), ...(plateColor ? { plateColor } : {}) }));

describe('plate lookup (anonymous, authModel 1)', () => {
  it('is an authModel-1 operation in the contracts, so the client sends a fresh nonce', () => {
    expect(ParkingOps.plateLookup.authModel).toBe(1);
  });

  it('finds nothing for a plate that is not parked', async () => {
    expect((await lookup({ plateNo: '浙A70001' })).body).toEqual({
      code: '200',
      message: 'success',
      data: { count: 0, uniqueId: null, arrearsOnly: false, parkId: null },
    });
  });

  it('finds one parked car with a fee due: its uniqueId and park (→ /payPage)', async () => {
    const { body: entry } = await enter(park, '浙A70002', minutes(40));
    expect((await lookup({ plateNo: '浙a 70002', plateColor: '' })).body.data).toEqual({
      count: 1,
      uniqueId: entry.data.uniqueId,
      arrearsOnly: false,
      parkId: park.parkId,
    });
  });

  it('a car still in its free period has nothing to pay yet', async () => {
    await enter(park, '浙A70003', minutes(10));
    expect((await lookup({ plateNo: '浙A70003' })).body.data!.count).toBe(0);
  });

  it('an arrears alone: isArreas', async () => {
    await enter(leaveFirst, '浙A70004', minutes(61));
    await postGate(t, leaveFirst, aGateEvent(t, 'exit', '浙A70004'));
    expect((await lookup({ plateNo: '浙A70004' })).body.data).toMatchObject({
      count: 1,
      arrearsOnly: true,
      parkId: leaveFirst.parkId,
    });
  });

  it('several bills (→ /multiPayPage): no single uniqueId', async () => {
    await enter(leaveFirst, '浙A70005', minutes(61));
    await postGate(t, leaveFirst, aGateEvent(t, 'exit', '浙A70005'));
    await enter(park, '浙A70005', minutes(61));
    expect((await lookup({ plateNo: '浙A70005' })).body.data).toEqual({
      count: 2,
      uniqueId: null,
      arrearsOnly: false,
      parkId: null,
    });
  });

  it('a yellow plate and a blue plate with the same number are different vehicles', async () => {
    await enter(park, '浙A70006', minutes(61), 2);
    expect((await lookup({ plateNo: '浙A70006' })).body.data!.count).toBe(0);
    expect((await lookup({ plateNo: '浙A70006', plateColor: 2 })).body.data!.count).toBe(1);
    expect((await lookup({ plateNo: '浙A70006', plateColor: '2' })).body.data!.count).toBe(1);
  });

  it('only searches the dealer it is asked about', async () => {
    const suzhou = await aTestPark(t, { dealerId: '320500' });
    await enter(suzhou, '苏E70007', minutes(61));
    expect((await lookup({ plateNo: '苏E70007' })).body.data!.count).toBe(0); // default dealer: 杭州
    expect((await lookup({ plateNo: '苏E70007', dealerId: '320500' })).body.data!.count).toBe(1);
    const headers = t.driverHeaders({ authModel: 1, dealerId: '320500' });
    expect((await lookup({ plateNo: '苏E70007' }, headers)).body.data!.count).toBe(1);
  });
});

describe('bad lookups', () => {
  it.each([
    [{ plateNo: '浙A1234' }, 'plateNo: 请输入完整的车牌号'],
    [{ plateNo: '' }, 'plateNo: 请输入车牌号'],
    [{ plateNo: '浙A12345', plateColor: 1 }, 'plateColor: 车牌颜色参数不正确'],
    [{ plateNo: '浙A12345', plateColor: 'yellow' }, 'plateColor: 车牌颜色参数不正确'],
    [{ plateNo: '京A0006警', plateColor: 2 }, 'plateColor: 该车牌不是黄牌，请取消勾选大中型车辆（黄牌车）'],
    [{}, 'plateNo: 必填'],
  ])('%o → 400 %s', async (body, message) => {
    expect(await lookup(body)).toEqual({ status: 400, body: { code: ErrorCode.INVALID_INPUT, message } });
  });

  it('an unknown dealerId is a clear 400', async () => {
    expect((await lookup({ plateNo: '浙A12345', dealerId: 'nope' })).body.message).toBe(
      '运营商不存在（driverDealerId: nope）',
    );
  });

  it('refuses a call without a payload, a stale one, and a replayed nonce', async () => {
    expect((await lookup({ plateNo: '浙A12345' }, {})).body.code).toBe(ErrorCode.REQUEST_REPLAYED);
    const stale = t.driverHeaders({ authModel: 1, timestamp: t.clock.now().getTime() - minutes(6) });
    expect((await lookup({ plateNo: '浙A12345' }, stale)).body.code).toBe(ErrorCode.REQUEST_REPLAYED);
    const nonce = randomNonce();
    expect((await lookup({ plateNo: '浙A12345' }, t.driverHeaders({ authModel: 1, nonce }))).status).toBe(200);
    const replay = await lookup({ plateNo: '浙A12345' }, t.driverHeaders({ authModel: 1, nonce }));
    expect(replay.body).toEqual({ code: ErrorCode.REQUEST_REPLAYED, message: '请求重复提交，请勿重复操作' });
  });
});
