import { AuditOps, ErrorCode, OperatorRole, ParkSetupOps, type AnyRoute, type ParkCreate } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aTestPark, type TestPark } from '../../../test/parking';
import { OPEN_GATE_TTL_MS } from '.';

// Setting parks up from the console (issue 39): roles, park scope, validation, and the audit entry of each write.
let t: TestApp;
let admin: { authorization: string };
let mine: TestPark;
let other: TestPark;
let manager: { authorization: string };
let cashier: { authorization: string };
let laneIds: Record<string, string>;
/** One operator of each dealer-wide role but admin. */
let dealerWide: { role: OperatorRole; headers: { authorization: string } }[];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  mine = await aTestPark(t);
  other = await aTestPark(t);
  manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [mine.parkId] });
  cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER], parkIds: [mine.parkId] });
  const detail = (await call(t, ParkSetupOps.parkDetail, { params: { parkId: mine.parkId }, headers: admin })).body
    .data!;
  laneIds = Object.fromEntries(detail.lanes.map((l) => [l.code, l.laneId]));
  dealerWide = await Promise.all(
    [OperatorRole.FINANCE, OperatorRole.SERVICE, OperatorRole.CONTENT, OperatorRole.REVIEWER].map(async (role) => ({
      role,
      headers: await loggedInOperator(t, { roles: [role] }),
    })),
  );
}, 400_000);
afterAll(() => t.close());

const aPark = (extra: Partial<ParkCreate> = {}): ParkCreate => ({
  name: '西湖文化广场停车场',
  address: '杭州市下城区环城北路',
  kind: 'offStreet',
  longitude: 120.1636,
  latitude: 30.2771,
  totalSpaces: 320,
  openingHours: '07:00-23:00',
  leaveFirst: false,
  ...extra,
});
const auditOf = async (objectId: string) =>
  (await call(t, AuditOps.auditEntries, { query: { objectId }, headers: admin })).body.data!.results;

describe('who may set parks up', () => {
  // Valid inputs on the manager's park, so what refuses them is the role or the scope.
  const writes = (): [string, AnyRoute, object][] => [
    ['updatePark', ParkSetupOps.updatePark, { params: { parkId: mine.parkId }, body: aPark({ kind: undefined }) }],
    [
      'createLane',
      ParkSetupOps.createLane,
      { params: { parkId: mine.parkId }, body: { code: 'E9', name: '北门入口', direction: 'entry' } },
    ],
    [
      'updateLane',
      ParkSetupOps.updateLane,
      {
        params: { parkId: mine.parkId, laneId: laneIds.E1! },
        body: { code: 'E1', name: '东门入口', direction: 'entry' },
      },
    ],
    ['createBerth', ParkSetupOps.createBerth, { params: { parkId: mine.parkId }, body: { code: 'B009' } }],
    [
      'updateDevice',
      ParkSetupOps.updateDevice,
      { params: { deviceId: mine.handheld.deviceId }, body: { name: '手持机', laneId: null, disabled: false } },
    ],
    ['rotateDeviceKey', ParkSetupOps.rotateDeviceKey, { params: { deviceId: mine.handheld.deviceId } }],
  ];

  it.each(['updatePark', 'createLane', 'updateLane', 'createBerth', 'updateDevice', 'rotateDeviceKey'])(
    '%s refuses dealer-wide roles other than admin, and cashiers',
    async (name) => {
      const [, op, input] = writes().find(([n]) => n === name)!;
      for (const { role, headers } of dealerWide) {
        expect((await call(t, op, { ...input, headers })).body.code, role).toBe(ErrorCode.FORBIDDEN);
      }
      expect((await call(t, op, { ...input, headers: cashier })).body.code).toBe(ErrorCode.FORBIDDEN);
      expect((await call(t, op, input)).body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    },
  );

  it('createPark is for admins only', async () => {
    for (const headers of [manager, cashier, dealerWide[0]!.headers]) {
      expect((await call(t, ParkSetupOps.createPark, { body: aPark(), headers })).body.code).toBe(ErrorCode.FORBIDDEN);
    }
  });

  it('a park manager acts on their park only: another park, its lanes and devices are not found', async () => {
    const foreign: [AnyRoute, object][] = [
      [ParkSetupOps.parkDetail, { params: { parkId: other.parkId } }],
      [ParkSetupOps.updatePark, { params: { parkId: other.parkId }, body: aPark({ kind: undefined }) }],
      [
        ParkSetupOps.createLane,
        { params: { parkId: other.parkId }, body: { code: 'E9', name: '北门入口', direction: 'entry' } },
      ],
      [ParkSetupOps.createBerth, { params: { parkId: other.parkId }, body: { code: 'B009' } }],
      [
        ParkSetupOps.updateDevice,
        { params: { deviceId: other.gate.deviceId }, body: { name: 'x', laneId: null, disabled: true } },
      ],
      [ParkSetupOps.rotateDeviceKey, { params: { deviceId: other.gate.deviceId } }],
    ];
    for (const [op, input] of foreign) {
      const res = await call(t, op, { ...input, headers: manager });
      expect(res.body.code, op.path).toBe(ErrorCode.NOT_FOUND);
    }
    const devices = (await call(t, ParkSetupOps.deviceStatuses, { headers: manager })).body.data!;
    expect(new Set(devices.map((d) => d.parkId))).toEqual(new Set([mine.parkId]));
  });

  it('another dealer’s admin finds none of it', async () => {
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    expect(
      (await call(t, ParkSetupOps.parkDetail, { params: { parkId: mine.parkId }, headers: suzhou })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    const res = await call(t, ParkSetupOps.rotateDeviceKey, {
      params: { deviceId: mine.gate.deviceId },
      headers: suzhou,
    });
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('parks, lanes and berths', () => {
  it('an admin creates a park; it is listed, and the audit log has its fields', async () => {
    const res = await call(t, ParkSetupOps.createPark, { body: aPark(), headers: admin });
    expect(res.body.data).toMatchObject({
      name: '西湖文化广场停车场',
      openingHours: '07:00-23:00',
      lanes: [],
      berths: [],
    });
    const parkId = res.body.data!.parkId;
    const [entry] = await auditOf(parkId);
    expect(entry).toMatchObject({
      operation: 'POST /operator/v1/parks',
      objectType: 'park',
      changes: { name: { before: null, after: '西湖文化广场停车场' }, totalSpaces: { before: null, after: 320 } },
    });
  });

  it('a park manager edits their park: the entry holds only the changed fields, before and after', async () => {
    const before = (await call(t, ParkSetupOps.parkDetail, { params: { parkId: mine.parkId }, headers: manager })).body
      .data!;
    const { lanes: _l, berths: _b, parkId: _p, kind: _k, ...settings } = before;
    const res = await call(t, ParkSetupOps.updatePark, {
      params: { parkId: mine.parkId },
      body: { ...settings, address: '杭州市上城区解放路', totalSpaces: 180, openingHours: '06:30-24:00' },
      headers: manager,
    });
    expect(res.body.data).toMatchObject({ totalSpaces: 180, openingHours: '06:30-24:00', kind: 'offStreet' });
    const [entry] = await auditOf(mine.parkId);
    expect(entry!.changes).toEqual({
      address: { before: '', after: '杭州市上城区解放路' },
      totalSpaces: { before: 100, after: 180 },
      openingHours: { before: '00:00-24:00', after: '06:30-24:00' },
    });
  });

  it.each([
    ['no name', { name: ' ' }, 'name: 请填写车场名称'],
    ['a longitude outside China', { longitude: 12.5 }, 'longitude: 经度须在 73 到 136 之间'],
    ['a latitude as text', { latitude: '30.2' }, 'latitude: 请填写纬度'],
    ['negative spaces', { totalSpaces: -1 }, 'totalSpaces: 车位数不能为负'],
    ['opening hours 7-22', { openingHours: '7-22' }, 'openingHours: 营业时间格式为 HH:mm-HH:mm'],
    ['an empty window', { openingHours: '08:00-08:00' }, 'openingHours: 营业时间的开始和结束不能相同'],
    ['an unknown type', { kind: 'tower' }, 'kind: 请选择车场类型'],
  ])('refuses a park with %s, and creates nothing', async (_case, extra, message) => {
    const name = `拒绝${Math.random()}`;
    const res = await call(t, ParkSetupOps.createPark, { body: { ...aPark({ name }), ...extra }, headers: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining(message) });
  });

  it('adds and renames lanes; a code the park has is refused', async () => {
    const body = { code: 'E2', name: '北门入口', direction: 'entry' as const };
    const lane = (await call(t, ParkSetupOps.createLane, { params: { parkId: mine.parkId }, body, headers: manager }))
      .body.data!;
    expect(lane).toMatchObject(body);
    const twice = await call(t, ParkSetupOps.createLane, { params: { parkId: mine.parkId }, body, headers: manager });
    expect(twice.body).toEqual({ code: ErrorCode.CONFLICT, message: '车道编号 E2 已存在' });
    const renamed = await call(t, ParkSetupOps.updateLane, {
      params: { parkId: mine.parkId, laneId: lane.laneId },
      body: { ...body, name: '北门入口（货车）' },
      headers: manager,
    });
    expect(renamed.body.data?.name).toBe('北门入口（货车）');
    expect((await auditOf(lane.laneId)).map((e) => e.changes)).toEqual([
      { name: { before: '北门入口', after: '北门入口（货车）' } },
      {
        parkId: { before: null, after: mine.parkId },
        code: { before: null, after: 'E2' },
        name: { before: null, after: '北门入口' },
        direction: { before: null, after: 'entry' },
      },
    ]);
    const bad = await call(t, ParkSetupOps.createLane, {
      params: { parkId: mine.parkId },
      body: { code: '东门', name: '', direction: 'both' },
      headers: manager,
    });
    expect(bad.body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(bad.body.message).toContain('车道编号为 1 到 32 位字母、数字、_ 或 -');
  });

  it('berths belong to road-side parks, lanes to off-street parks', async () => {
    const roadSide = await aTestPark(t, { kind: 'roadSide' });
    const berth = await call(t, ParkSetupOps.createBerth, {
      params: { parkId: roadSide.parkId },
      body: { code: 'B100' },
      headers: admin,
    });
    expect(berth.body.data).toMatchObject({ code: 'B100' });
    const lane = await call(t, ParkSetupOps.createLane, {
      params: { parkId: roadSide.parkId },
      body: { code: 'E1', name: '入口', direction: 'entry' },
      headers: admin,
    });
    expect(lane.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '路内车场没有车道，请添加泊位' });
    const offStreet = await call(t, ParkSetupOps.createBerth, {
      params: { parkId: mine.parkId },
      body: { code: 'B100' },
      headers: admin,
    });
    expect(offStreet.body.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('devices', () => {
  it('lists devices online while they hold a link, with when they were last seen', async () => {
    await t.app.deviceLinks.claim(mine.gate.deviceId);
    const list = (await call(t, ParkSetupOps.deviceStatuses, { headers: manager })).body.data!;
    expect(list.find((d) => d.deviceId === mine.gate.deviceId)).toMatchObject({ online: true, kind: 'gate' });
    expect(list.find((d) => d.deviceId === mine.handheld.deviceId)).toMatchObject({ online: false, lastSeenAt: null });
    await t.app.deviceLinks.release(mine.gate.deviceId);
  });

  it('rotates a key: shown once, the entry says only that it changed', async () => {
    const res = await call(t, ParkSetupOps.rotateDeviceKey, {
      params: { deviceId: mine.handheld.deviceId },
      headers: manager,
    });
    expect(res.body.data!.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data!.secret).not.toBe(mine.handheld.secret);
    const [entry] = await auditOf(mine.handheld.deviceId);
    expect(entry).toMatchObject({
      operation: 'POST /operator/v1/devices/:deviceId/key',
      changes: { key: { before: 'old', after: 'new' } },
    });
    expect(JSON.stringify(entry)).not.toContain(res.body.data!.secret);
  });

  it('binds a gate to a lane and disables a device; a handheld cannot take a lane', async () => {
    const bound = await call(t, ParkSetupOps.updateDevice, {
      params: { deviceId: mine.gate.deviceId },
      body: { name: '东门出口相机', laneId: laneIds.X1!, disabled: false },
      headers: manager,
    });
    expect(bound.body.data).toMatchObject({ laneId: laneIds.X1, name: '东门出口相机' });
    const handheld = await call(t, ParkSetupOps.updateDevice, {
      params: { deviceId: mine.handheld.deviceId },
      body: { name: '手持机', laneId: laneIds.X1!, disabled: true },
      headers: manager,
    });
    expect(handheld.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '只有道闸可以绑定车道' });
  });
});

describe('opening a gate from the console', () => {
  it('sends the lane’s gate an open command with the reason; the device acknowledges it and the outcome shows it', async () => {
    await call(t, ParkSetupOps.updateDevice, {
      params: { deviceId: mine.gate.deviceId },
      body: { name: '东门出口相机', laneId: laneIds.X1!, disabled: false },
      headers: admin,
    });
    const res = await call(t, ParkSetupOps.openGate, {
      params: { parkId: mine.parkId, laneId: laneIds.X1! },
      body: { reason: '车牌识别失败，人工核对后放行' },
      headers: cashier,
    });
    expect(res.body.data).toMatchObject({ deviceId: mine.gate.deviceId, state: 'pending', ackedAt: null });
    const { commandId } = res.body.data!;
    const [entry] = await auditOf(laneIds.X1!);
    expect(entry).toMatchObject({
      reason: '车牌识别失败，人工核对后放行',
      changes: { commandId: { before: null, after: commandId } },
    });

    await t.app.deviceLinks.ack(mine.gate.deviceId, commandId);
    const outcome = await call(t, ParkSetupOps.gateCommand, {
      params: { commandId: String(commandId) },
      headers: cashier,
    });
    expect(outcome.body.data).toMatchObject({ commandId, state: 'acknowledged' });
    expect(OPEN_GATE_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it('refuses without a reason, a lane without a gate, and a park outside the scope', async () => {
    const noReason = await call(t, ParkSetupOps.openGate, {
      params: { parkId: mine.parkId, laneId: laneIds.X1! },
      body: { reason: ' ' },
      headers: cashier,
    });
    expect(noReason.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: 'reason: 请填写开闸原因（至少 2 个字）' });
    const noGate = await call(t, ParkSetupOps.openGate, {
      params: { parkId: mine.parkId, laneId: laneIds.E1! },
      body: { reason: '测试开闸' },
      headers: cashier,
    });
    expect(noGate.body.message).toBe('该车道没有启用的道闸，请先在设备中绑定');
    const otherDetail = (await call(t, ParkSetupOps.parkDetail, { params: { parkId: other.parkId }, headers: admin }))
      .body.data!;
    const foreign = await call(t, ParkSetupOps.openGate, {
      params: { parkId: other.parkId, laneId: otherDetail.lanes[0]!.laneId },
      body: { reason: '测试开闸' },
      headers: cashier,
    });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
    const refused = await call(t, ParkSetupOps.openGate, {
      params: { parkId: mine.parkId, laneId: laneIds.X1! },
      body: { reason: '测试开闸' },
      headers: dealerWide[0]!.headers,
    });
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
  });
});
