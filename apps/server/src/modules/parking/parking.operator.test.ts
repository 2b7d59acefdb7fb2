import { ErrorCode, ParkingOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aGateEvent, aTestPark, deviceRequest, minutes, postGate, type TestPark } from '../../../test/parking';
import { aFeeRule, anAllDayTariff, units } from '../tariffs';

let t: TestApp;
let park: TestPark;
let finance: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t, { name: '规则测试停车场' });
  finance = await loggedInOperator(t, { roles: ['finance'] });
  admin = await loggedInOperator(t, { roles: ['admin'] });
});
afterAll(() => t.close());

const setFeeRule = (headers: Record<string, string>, parkId: string, body: object) =>
  call(t, ParkingOps.setFeeRule, { params: { parkId }, body, headers });
const provisionDevice = (headers: Record<string, string>, parkId: string, body: object) =>
  call(t, ParkingOps.provisionDevice, { params: { parkId }, body, headers });

describe('fee rules for operators', () => {
  it('lists the dealer’s parks with the labels drivers read', async () => {
    const res = await call(t, ParkingOps.operatorParks, { headers: finance });
    const mine = res.body.data!.find((p) => p.parkId === park.parkId);
    expect(mine).toMatchObject({
      parkName: '规则测试停车场',
      feeRuleId: park.feeRuleId,
      feeRuleLabels: ['每30分钟2元'],
    });
    expect(res.body.data!.some((p) => p.parkName === '武林广场地下停车场')).toBe(true);
  });

  it('a new rule prices cars entering from now on; a car already parked keeps its rule', async () => {
    const before = await postGate(
      t,
      park,
      aGateEvent(t, 'entry', '浙A90001', { at: new Date(t.clock.now().getTime() - minutes(61)) }),
    );
    const dearer = aFeeRule({ freeMinutes: 10, small: anAllDayTariff(units({ unitMinutes: 60, unitPriceFen: 1000 })) });
    const res = await setFeeRule(finance, park.parkId, dearer);
    expect(res.status).toBe(200);
    expect(res.body.data!.feeRuleLabels).toEqual(['免费10分钟，超时从入场起计费', '每小时10元']);
    expect(res.body.data!.feeRuleId).not.toBe(park.feeRuleId);

    await postGate(t, park, aGateEvent(t, 'entry', '浙A90002', { at: new Date(t.clock.now().getTime() - minutes(1)) }));
    t.clock.advance(minutes(60));
    const old = await postGate(t, park, aGateEvent(t, 'exit', '浙A90001'));
    const fresh = await postGate(t, park, aGateEvent(t, 'exit', '浙A90002'));
    expect(old.body.data.dueFen).toBe(1000); // 121 minutes at 2元 per half hour
    expect(fresh.body.data.dueFen).toBe(2000); // 61 minutes at 10元 per started hour
    expect(before.body.data.uniqueId).toBe(old.body.data.uniqueId);
  });

  it.each([
    [{ ...aFeeRule(), freeMinutes: -1 }, 'freeMinutes: 不能小于 0'],
    [
      { ...aFeeRule(), small: anAllDayTariff(units(), { fen: 100, period: 'calendarDay' }) },
      'small.cap.fen: 封顶金额不能低于任一时段的首段、单位或按段价格',
    ],
    [{ ...aFeeRule(), extra: true }, '请求体: 不支持的字段 extra'],
  ])('refuses an invalid rule and keeps the old one', async (rule, message) => {
    const res = await setFeeRule(finance, park.parkId, rule);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('only finance may change prices, and only in its own dealer', async () => {
    const content = await loggedInOperator(t, { roles: ['content'] });
    expect((await setFeeRule(content, park.parkId, aFeeRule())).status).toBe(403);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: ['finance'] });
    const res = await setFeeRule(suzhou, park.parkId, aFeeRule());
    expect([res.status, res.body]).toEqual([404, { code: ErrorCode.NOT_FOUND, message: '车场不存在' }]);
  });
});

describe('devices for operators', () => {
  it('provisions a gate whose secret is shown once and signs its requests', async () => {
    const res = await provisionDevice(admin, park.parkId, {
      deviceId: 'NEW-GATE-01',
      kind: 'gate',
      name: '北门相机',
    });
    expect(res.status).toBe(200);
    const { secret } = res.body.data!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const config = await deviceRequest(t, { deviceId: 'NEW-GATE-01', secret }, ParkingOps.deviceConfig);
    expect(config.json().data).toMatchObject({ deviceId: 'NEW-GATE-01', parkId: park.parkId });

    const list = await call(t, ParkingOps.operatorDevices, { headers: admin });
    const listed = list.body.data!.find((d) => d.deviceId === 'NEW-GATE-01');
    expect(listed).toMatchObject({ kind: 'gate', parkName: '规则测试停车场', disabled: false });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it.each([
    [{ deviceId: 'NEW-GATE-01', kind: 'gate', name: '重复' }, 409, '设备编号 NEW-GATE-01 已存在'],
    [{ deviceId: 'PDA-X', kind: 'handheld', name: '手持机' }, 400, '场库车场没有收费员泊位'],
    [{ deviceId: 'a b', kind: 'gate', name: '相机' }, 400, 'deviceId: 设备编号为 3 到 64 位字母、数字、_ 或 -'],
  ])('refuses %o', async (body, status, message) => {
    const res = await provisionDevice(admin, park.parkId, body);
    expect([res.status, res.body.message]).toEqual([status, message]);
  });

  it('only admins provision devices', async () => {
    const res = await provisionDevice(finance, park.parkId, {
      deviceId: 'X-GATE',
      kind: 'gate',
      name: 'x',
    });
    expect(res.status).toBe(403);
  });
});
