import { ErrorCode, PARKING_PICTURE_URL_TTL_MS, VehicleOps, ParkingOps, type AnyRoute } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call as callOp, urlOf, type CallInput } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aPicture, pictureUrl } from '../../../test/pictures';
import {
  aCollectorEvent,
  aGateEvent,
  aTestPark,
  minutes,
  postCollector,
  postGate,
  type TestPark,
} from '../../../test/parking';
import { bindPlate, uploadPicture } from '../../../test/vehicles';
import { driverPlates } from '../../db/schema';
import { aFeeRule } from '../tariffs';
import { createParksRepository } from '../parks';
import { createStayPricer, createStaysService, type StaysService } from '.';

const HOUR = minutes(60);

let t: TestApp;
let holds: TestPark; // holds cars owing a fee at the exit
let leaveFirst: TestPark;
let road: TestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;
let stays: StaysService;
const ids = {} as Record<string, string>;
const ref = (uniqueId: string | undefined, park: TestPark) => ({ uniqueId: uniqueId!, parkId: park.parkId });

const at = (msAgo: number) => new Date(t.clock.now().getTime() - msAgo);
const uniqueIdOf = (res: { body: { data: { uniqueId: string } } }) => res.body.data.uniqueId;

/** A driver's call (none: anonymous) with the app's headers, the authModel 1 payload when the operation needs it. */
function call<R extends AnyRoute>(
  driver: SignedInDriver | null,
  route: R,
  input: Omit<CallInput<R>, 'headers'> = {},
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...t.driverHeaders({ authModel: route.authModel ?? 0 }), ...extra };
  if (driver) headers.authorization = driver.headers.authorization!;
  return callOp(t, route, { ...input, headers });
}

beforeAll(async () => {
  t = await buildTestApp();
  holds = await aTestPark(t, { name: '西湖文化广场停车场' });
  leaveFirst = await aTestPark(t, { leaveFirst: true, name: '武林广场地下停车场' });
  road = await aTestPark(t, { kind: 'roadSide', name: '延安路路内停车' });
  const parks = createParksRepository(t.db);
  stays = createStaysService({ db: t.db, parks, pricer: createStayPricer({ db: t.db }), clock: t.clock });

  // Stays of 浙A80003 that ended before anyone bound the plate (100 hours ago): the binder must not see the
  // finished one, but does see the unpaid one (the plate's debt).
  const before = await postGate(t, leaveFirst, aGateEvent(t, 'entry', '浙A80003', { at: at(101 * HOUR) }));
  await postGate(t, leaveFirst, aGateEvent(t, 'exit', '浙A80003', { at: at(100 * HOUR) }));
  ids.oldArrears = uniqueIdOf(before);
  const freeBefore = await aTestPark(t, { rule: aFeeRule({ freeMinutes: 30 }) });
  ids.oldFinished = uniqueIdOf(
    await postGate(t, freeBefore, aGateEvent(t, 'entry', '浙A80003', { at: at(99 * HOUR) })),
  );
  await postGate(t, freeBefore, aGateEvent(t, 'exit', '浙A80003', { at: at(99 * HOUR - minutes(10)) }));

  alice = await signInDriver(t);
  bob = await signInDriver(t);
  // Bound 72 hours ago, one minute apart (the test clock stands still).
  const bound = async (driver: SignedInDriver, plateNo: string, hoursAgo: number) => {
    const { plateId } = await bindPlate(t, driver, plateNo);
    await t.db
      .update(driverPlates)
      .set({ boundAt: at(hoursAgo * HOUR) })
      .where(eq(driverPlates.id, plateId));
    return plateId;
  };
  ids.plate1 = await bound(alice, '浙A80001', 72);
  ids.plate2 = await bound(alice, '浙A80002', 71);
  ids.plate3 = await bound(alice, '浙A80003', 70);
  ids.bobPlate = await bound(bob, '浙A80009', 72);

  const picture = { fileData: aPicture('jpeg', 1024).toString('base64'), suffix: 'jpg' };
  // 浙A80001: in the park for 75 minutes (6元 due), with an entry picture.
  ids.parked = uniqueIdOf(
    await postGate(t, holds, aGateEvent(t, 'entry', '浙A80001', { at: at(minutes(75)), picture })),
  );
  // 浙A80002: left an hour ago owing 4元 (arrears) …
  ids.arrears = uniqueIdOf(await postGate(t, leaveFirst, aGateEvent(t, 'entry', '浙A80002', { at: at(2 * HOUR) })));
  await postGate(t, leaveFirst, aGateEvent(t, 'exit', '浙A80002', { at: at(HOUR), picture }));
  // … and two days ago left owing 4元 and paid it later (已补缴).
  ids.settled = uniqueIdOf(await postGate(t, leaveFirst, aGateEvent(t, 'entry', '浙A80002', { at: at(48 * HOUR) })));
  await postGate(t, leaveFirst, aGateEvent(t, 'exit', '浙A80002', { at: at(47 * HOUR) }));
  await stays.applyPayment(ids.settled, {
    paymentRef: 'pay-settled',
    amountFen: 400,
    channel: 3,
    paidAt: at(46 * HOUR),
  });
  // Bob's car, parked.
  ids.bobs = uniqueIdOf(await postGate(t, holds, aGateEvent(t, 'entry', '浙A80009', { at: at(HOUR) })));
});
afterAll(() => t.close());

describe('home cards', () => {
  it('boundVehicleParkingBills lists the driver’s plates parked now', async () => {
    const { body } = await call(alice, ParkingOps.boundVehicleParkingBills);
    expect(body.data).toEqual([
      {
        plateId: ids.plate1,
        plateNo: '浙A80001',
        formatPlateNo: '浙A·80001',
        plateColor: null,
        uniqueId: ids.parked,
        parkId: holds.parkId,
        parkName: '西湖文化广场停车场',
        parkStartTime: at(minutes(75)).toISOString(),
      },
    ]);
  });

  it('boundVehicleParkingBill prices one plate’s stay now', async () => {
    const { body } = await call(alice, ParkingOps.boundVehicleParkingBill, { query: { plateId: ids.plate1! } });
    expect(body.data).toMatchObject({
      uniqueId: ids.parked,
      parkFee: 600,
      parkFeeSucc: true,
      isBagCar: false,
      inFreePeriod: false,
      inPackageZone: false,
    });
  });

  it('a plate not parked has a bill without uniqueId', async () => {
    const { body } = await call(alice, ParkingOps.boundVehicleParkingBill, { query: { plateId: ids.plate2! } });
    expect(body.data).toMatchObject({ plateId: ids.plate2, uniqueId: null, parkFee: 0, parkFeeSucc: true });
  });

  it('another driver’s plate is a 404, an anonymous call asks to log in', async () => {
    expect((await call(bob, ParkingOps.boundVehicleParkingBill, { query: { plateId: ids.plate1! } })).status).toBe(404);
    expect((await call(null, ParkingOps.boundVehicleParkingBill, { query: { plateId: ids.plate1! } })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect((await call(alice, ParkingOps.boundVehicleParkingBill, { query: { plateId: 'x' } })).status).toBe(400);
  });
});

describe('order lists', () => {
  const listed = async (requestType: number) =>
    (await call(alice, ParkingOps.parkOrders, { query: { requestType: String(requestType) } })).body.data!;

  it.each([
    [0, ['parked', 'arrears', 'settled', 'oldArrears']],
    [1, ['parked']],
    [2, ['arrears', 'oldArrears']],
    [3, ['settled']],
    [4, ['arrears', 'settled', 'oldArrears']],
  ])('requestType %i lists %o, newest first', async (requestType, expected) => {
    const page = await listed(requestType);
    expect(page.results.map((o: { uniqueId: string }) => o.uniqueId)).toEqual(expected.map((k) => ids[k]));
    expect(page.totalRecord).toBe(expected.length);
  });

  it('shows each order’s money and state as drivers read it', async () => {
    const byId = new Map((await listed(0)).results.map((o: { uniqueId: string }) => [o.uniqueId, o]));
    expect(byId.get(ids.parked!)).toMatchObject({
      state: 'parked',
      stateText: '停车中',
      parkFee: 600,
      dueFee: 600,
      parkDuration: 75,
      parkEndTime: null,
    });
    expect(byId.get(ids.arrears!)).toMatchObject({
      state: 'arrears',
      stateText: '待补缴',
      parkFee: 400,
      dueFee: 400,
      parkDuration: 60,
    });
    expect(byId.get(ids.settled!)).toMatchObject({
      state: 'left',
      stateText: '已补缴',
      parkFee: 400,
      paidFee: 400,
      dueFee: 0,
    });
  });

  it('filters by park kind (the road parking pages)', async () => {
    const roadOnly = (await call(alice, ParkingOps.parkOrders, { query: { parkKind: 'roadSide' } })).body.data!;
    expect(roadOnly.results.every((o: { parkKind: string }) => o.parkKind === 'roadSide')).toBe(true);
    const offStreet = (await call(alice, ParkingOps.parkOrders, { query: { parkKind: 'offStreet' } })).body.data!;
    expect(offStreet.totalRecord).toBe(4);
    expect((await call(alice, ParkingOps.parkOrders, { query: { parkKind: 'sky' } })).status).toBe(400);
  });

  it('pages', async () => {
    const page = (await call(alice, ParkingOps.parkOrders, { query: { pageNo: '2', pageSize: '3' } })).body.data;
    expect(page).toMatchObject({ totalRecord: 4, results: [{ uniqueId: ids.oldArrears }] });
  });

  it('a plate’s earlier owner’s finished stays stay private', async () => {
    const all = (await listed(0)).results.map((o: { uniqueId: string }) => o.uniqueId);
    expect(all).not.toContain(ids.oldFinished);
  });

  it('orders by plate: only the driver’s own plates', async () => {
    const { body } = await call(alice, ParkingOps.parkOrdersByPlate, { query: { plateNo: '浙A80002' } });
    expect(body.data!.results.map((o: { uniqueId: string }) => o.uniqueId)).toEqual([ids.arrears, ids.settled]);
    expect((await call(alice, ParkingOps.parkOrdersByPlate, { query: { plateNo: '浙A80009' } })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      message: '车辆不存在或已解绑',
    });
    expect((await call(alice, ParkingOps.parkOrdersByPlate, { query: { plateNo: '浙A800' } })).status).toBe(400);
  });

  it('countUnfinished counts stays in the park and arrears', async () => {
    expect((await call(alice, ParkingOps.countUnfinished)).body.data).toEqual({
      count: 3,
      parkingCount: 1,
      arrearsCount: 2,
    });
    expect((await call(bob, ParkingOps.countUnfinished)).body.data).toEqual({
      count: 1,
      parkingCount: 1,
      arrearsCount: 0,
    });
  });

  it('driverPlate lists the driver’s plates, the default first', async () => {
    const { body } = await call(alice, ParkingOps.driverPlate);
    expect(body.data!.map((p: { plateNo: string; isDefault: boolean }) => [p.plateNo, p.isDefault])).toEqual([
      ['浙A80001', true],
      ['浙A80002', false],
      ['浙A80003', false],
    ]);
  });

  it.each([
    ['requestType', '9'],
    ['pageSize', '1000'],
    ['pageNo', '0'],
  ])('refuses %s=%s', async (key, value) => {
    expect((await call(alice, ParkingOps.parkOrders, { query: { [key]: value } })).status).toBe(400);
  });
});

describe('order detail', () => {
  it('the owner sees the fee explained with the park’s labels', async () => {
    const { status, body } = await call(alice, ParkingOps.parkOrderDetail, { body: ref(ids.parked, holds) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      uniqueId: ids.parked,
      owned: true,
      payable: true,
      dueFee: 600,
      entryLaneName: '东门入口',
      exitLaneName: null,
      feeRuleLabels: ['每30分钟2元'],
      canActiveCarOut: false,
    });
    expect(Date.parse(body.data!.nextChangeAt!)).toBeGreaterThan(t.clock.now().getTime());
  });

  it('anyone holding the uniqueId of a payable order may see it to pay for it, not as theirs', async () => {
    for (const who of [null, bob]) {
      const { body } = await call(who, ParkingOps.parkOrderDetail, { body: ref(ids.parked, holds) });
      expect(body.data).toMatchObject({ owned: false, payable: true, dueFee: 600 });
    }
  });

  it('a finished order is nobody else’s business', async () => {
    expect(
      (await call(alice, ParkingOps.parkOrderDetail, { body: ref(ids.settled, leaveFirst) })).body.data!.owned,
    ).toBe(true);
    for (const who of [null, bob]) {
      const res = await call(who, ParkingOps.parkOrderDetail, { body: ref(ids.settled, leaveFirst) });
      // Gone, as for an unknown order: confirm and go back (spec section 8).
      expect(res).toEqual({ status: 410, body: { code: ErrorCode.GONE, message: '订单不存在或已失效' } });
    }
  });

  it('the park must match, and the call is authModel 1', async () => {
    expect((await call(alice, ParkingOps.parkOrderDetail, { body: ref(ids.parked, leaveFirst) })).status).toBe(410);
    expect(
      (await call(alice, ParkingOps.parkOrderDetail, { body: { uniqueId: 'nope', parkId: holds.parkId } })).body
        .message,
    ).toBe('uniqueId: 订单编号格式不正确');
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(ParkingOps.parkOrderDetail),
      payload: ref(ids.parked, holds),
    });
    expect(res.json().code).toBe(ErrorCode.REQUEST_REPLAYED);
  });
});

describe('pictures and pay records (owner only)', () => {
  it('gives signed picture URLs that serve the camera’s bytes, and expire', async () => {
    const { body } = await call(alice, ParkingOps.parkingPictures, { query: ref(ids.parked, holds) });
    expect(body.data!.exit).toEqual([]);
    const entry = body.data!.entry[0]!;
    expect(entry).toMatchObject({ place: '东门入口', takenAt: at(minutes(75)).toISOString() });
    const served = await t.app.inject({ method: 'GET', url: entry.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(aPicture('jpeg', 1024));

    const forged = entry.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const longer = entry.url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: longer })).statusCode).toBe(404);
    t.clock.advance(PARKING_PICTURE_URL_TTL_MS + 1000);
    try {
      const expired = await t.app.inject({ method: 'GET', url: entry.url });
      expect([expired.statusCode, expired.json().message]).toEqual([404, '图片链接已失效']);
    } finally {
      t.clock.advance(-(PARKING_PICTURE_URL_TTL_MS + 1000));
    }
  });

  it('another driver cannot read the pictures or pay records (BOLA)', async () => {
    for (const path of [ParkingOps.parkingPictures, ParkingOps.payRecords]) {
      expect(await call(bob, path, { query: ref(ids.parked, holds) })).toEqual({
        status: 404,
        body: { code: ErrorCode.NOT_FOUND, message: '订单不存在' },
      });
    }
    expect((await call(alice, ParkingOps.parkingPictures, { query: ref(ids.bobs, holds) })).status).toBe(404);
    expect((await call(null, ParkingOps.parkingPictures, { query: ref(ids.parked, holds) })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });

  it('pay records list the payments applied to the order', async () => {
    const { body } = await call(alice, ParkingOps.payRecords, { query: ref(ids.settled, leaveFirst) });
    expect(body.data).toEqual([
      {
        payRecordId: expect.any(String),
        payFee: 400,
        payChannel: 3,
        payChannelText: '微信',
        payTime: at(46 * HOUR).toISOString(),
      },
    ]);
  });
});

describe('driverActiveCarOut', () => {
  it('the driver ends their road-side stay: what is owed becomes arrears', async () => {
    const start = await postCollector(t, road, aCollectorEvent(t, road, 'start', '浙A80003', { at: at(minutes(50)) }));
    const id = uniqueIdOf(start);
    const { body: before } = await call(alice, ParkingOps.parkOrderDetail, { body: ref(id, road) });
    expect(before.data!.canActiveCarOut).toBe(true);
    expect((await call(bob, ParkingOps.driverActiveCarOut, { body: ref(id, road) })).status).toBe(404);
    const { status, body } = await call(alice, ParkingOps.driverActiveCarOut, { body: ref(id, road) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ state: 'arrears', parkFee: 400, dueFee: 400, canActiveCarOut: false });
    const again = await call(alice, ParkingOps.driverActiveCarOut, { body: ref(id, road) });
    expect([again.status, again.body.message]).toEqual([409, '该停车订单已结束']);
  });

  it('an off-street stay ends at the gate, not in the app', async () => {
    const res = await call(alice, ParkingOps.driverActiveCarOut, { body: ref(ids.parked, holds) });
    expect([res.status, res.body.message]).toEqual([409, '场库停车请驶出出口，由道闸结束停车']);
  });
});

describe('bill complaints', () => {
  it('a driver complains with pictures; an operator answers; the driver reads the answer', async () => {
    const picture = await uploadPicture(t, alice);
    const created = await call(alice, ParkingOps.createParkOrderAppeal, {
      body: {
        ...ref(ids.arrears, leaveFirst),
        reason: 'wrongTime',
        content: '我只停了半小时，出场时间不对',
        pictures: [picture],
      },
    });
    expect(created.status).toBe(200);
    // Named as the ticket list (/feedHistory) names it: one word per state.
    expect(created.body.data).toMatchObject({
      status: 'pending',
      statusText: '已提交',
      reasonText: '出入场时间有误',
      pictures: [picture],
      answer: null,
    });

    const again = await call(alice, ParkingOps.createParkOrderAppeal, {
      body: {
        ...ref(ids.arrears, leaveFirst),
        reason: 'other',
        content: '再申诉一次看看',
      },
    });
    expect([again.status, again.body.message]).toEqual([409, '该订单已有处理中的申诉，请等待处理结果']);

    const operator = await loggedInOperator(t, { roles: ['service'] });
    const list = await callOp(t, ParkingOps.operatorAppeals, { query: { status: 'pending' }, headers: operator });
    expect(list.body.data!.results.map((a) => a.appealId)).toContain(created.body.data!.appealId);
    const answerAppeal = (headers: Record<string, string>) =>
      callOp(t, ParkingOps.answerAppeal, {
        params: { appealId: created.body.data!.appealId },
        body: { status: 'accepted', answer: '经核实出场时间有误，已为您调整' },
        headers,
      });

    const suzhouOperator = await loggedInOperator(t, { dealerId: '320500', roles: ['service'] });
    expect((await answerAppeal(suzhouOperator)).status).toBe(404);
    const contentOnly = await loggedInOperator(t, { roles: ['content'] });
    expect((await answerAppeal(contentOnly)).status).toBe(403);

    const answered = await answerAppeal(operator);
    expect(answered.body.data).toMatchObject({
      status: 'accepted',
      statusText: '申诉成立',
      answer: '经核实出场时间有误，已为您调整',
    });
    const twice = await answerAppeal(operator);
    expect([twice.status, twice.body.message]).toEqual([409, '该申诉已处理']);

    const read = await call(alice, ParkingOps.parkOrderAppeals, { query: ref(ids.arrears, leaveFirst) });
    expect(read.body.data).toHaveLength(1);
    expect(read.body.data![0]).toMatchObject({ status: 'accepted', answer: '经核实出场时间有误，已为您调整' });
  });

  it('another driver can neither complain about nor read someone’s order (BOLA)', async () => {
    const body = { ...ref(ids.arrears, leaveFirst), reason: 'notMyCar', content: '这不是我的车辆' };
    expect((await call(bob, ParkingOps.createParkOrderAppeal, { body })).status).toBe(404);
    expect((await call(bob, ParkingOps.parkOrderAppeals, { query: ref(ids.arrears, leaveFirst) })).status).toBe(404);
  });

  it.each([
    [{ content: '太短' }, 'content: 请至少用 5 个字描述问题'],
    [{ content: '包含控制字符\u0007的内容' }, 'content: 含有无法显示的字符，请删除后重试'],
    [{ reason: 'angry' }, 'reason: 请选择申诉原因'],
    [{ pictures: ['https://evil.example/x.jpg'] }, 'pictures.0: 图片须先上传'],
    [{ pictures: Array(4).fill(pictureUrl(`${'a'.repeat(32)}.jpg`)) }, 'pictures: 最多上传 3 张图片'],
    [{ pictures: [pictureUrl(`${'b'.repeat(32)}.jpg`)] }, '图片不存在，请重新上传'],
  ])('refuses %o', async (override, message) => {
    const body = {
      ...ref(ids.settled, leaveFirst),
      reason: 'wrongFee',
      content: '收费金额和我算的不一样',
      ...override,
    };
    const res = await call(alice, ParkingOps.createParkOrderAppeal, { body });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });
});

describe('evaluations', () => {
  it('only a finished stay, once, by its driver', async () => {
    const open = await call(alice, ParkingOps.canbeEvaluate, { body: ref(ids.parked, holds) });
    expect(open.body.data).toEqual({ canbeEvaluate: false, reason: '车辆离场后才能评价' });
    const ok = await call(alice, ParkingOps.canbeEvaluate, { body: ref(ids.settled, leaveFirst) });
    expect(ok.body.data).toEqual({ canbeEvaluate: true, reason: null });
    expect((await call(bob, ParkingOps.canbeEvaluate, { body: ref(ids.settled, leaveFirst) })).status).toBe(404);

    const rated = await call(alice, ParkingOps.evaluations, {
      body: {
        ...ref(ids.settled, leaveFirst),
        score: 4,
        content: '车位好找',
      },
    });
    expect(rated.body.data).toMatchObject({ uniqueId: ids.settled, score: 4, content: '车位好找' });
    const again = await call(alice, ParkingOps.evaluations, {
      body: {
        ...ref(ids.settled, leaveFirst),
        score: 5,
      },
    });
    expect([again.status, again.body.message]).toEqual([409, '您已评价过该订单']);
    expect(
      (await call(alice, ParkingOps.canbeEvaluate, { body: ref(ids.settled, leaveFirst) })).body.data!.reason,
    ).toBe('您已评价过该订单');
  });

  it.each([0, 6, 3.5])('refuses a score of %s', async (score) => {
    expect(
      (await call(alice, ParkingOps.evaluations, { body: { ...ref(ids.arrears, leaveFirst), score } })).status,
    ).toBe(400);
  });
});

describe('plate lookup by a logged-in driver', () => {
  it('records the searched plate in the driver’s history', async () => {
    await call(alice, ParkingOps.plateLookup, { body: { plateNo: '浙A80009' } });
    const headers = { ...t.driverHeaders({ authModel: 0 }), authorization: alice.headers.authorization! };
    const res = await t.app.inject({ method: 'GET', url: urlOf(VehicleOps.plateHistory), headers });
    expect(res.json().data.map((r: { plateNo: string }) => r.plateNo)).toContain('浙A80009');
  });
});

describe('a paid car still in the park: leave by', () => {
  it('the list, the detail and the home card say it is paid and until when to leave', async () => {
    const carol = await signInDriver(t);
    const { plateId } = await bindPlate(t, carol, '浙A80005');
    const withGrace = await aTestPark(t, { rule: aFeeRule({ graceMinutes: 15 }) });
    const uniqueId = uniqueIdOf(await postGate(t, withGrace, aGateEvent(t, 'entry', '浙A80005', { at: at(HOUR) })));
    const paidAt = at(minutes(5));
    await stays.applyPayment(uniqueId, { paymentRef: 'pay-grace', amountFen: 400, channel: 3, paidAt });
    const graceUntil = new Date(paidAt.getTime() + minutes(15)).toISOString();

    const listed = (await call(carol, ParkingOps.parkOrders, { query: { requestType: '1' } })).body.data!;
    expect(listed.results).toMatchObject([{ uniqueId, state: 'parked', dueFee: 0, inGracePeriod: true, graceUntil }]);
    const detail = await call(carol, ParkingOps.parkOrderDetail, { body: ref(uniqueId, withGrace) });
    expect(detail.body.data).toMatchObject({ paidFee: 400, dueFee: 0, inGracePeriod: true, graceUntil });
    const card = await call(carol, ParkingOps.boundVehicleParkingBill, { query: { plateId } });
    expect(card.body.data).toMatchObject({ uniqueId, parkFee: 0, inGracePeriod: true, graceUntil });

    // 账单记录 lists the paid stay before the car leaves, and it can be appealed there (issue 44 item 7).
    const bills = (await call(carol, ParkingOps.parkOrders, { query: { requestType: '4' } })).body.data!;
    expect(bills.results).toMatchObject([{ uniqueId, state: 'parked', paidFee: 400 }]);
    const appeal = await call(carol, ParkingOps.createParkOrderAppeal, {
      body: { ...ref(uniqueId, withGrace), reason: 'wrongFee', content: '09:05 入场，10:00 缴费，金额不对' },
    });
    expect(appeal.body.data).toMatchObject({
      uniqueId,
      status: 'pending',
      content: '09:05 入场，10:00 缴费，金额不对',
    });
  });

  it('an order opened from an old link (unknown id) is gone: 0x1310501001', async () => {
    const unknown = { uniqueId: '00000000-0000-4000-8000-00000000dead', parkId: holds.parkId };
    const res = await call(alice, ParkingOps.parkOrderDetail, { body: unknown });
    expect(res).toEqual({ status: 410, body: { code: ErrorCode.GONE, message: '订单不存在或已失效' } });
  });

  it('an unpaid stay has no leave-by time', async () => {
    const { body } = await call(alice, ParkingOps.boundVehicleParkingBill, { query: { plateId: ids.plate1! } });
    expect(body.data).toMatchObject({ inGracePeriod: false, graceUntil: null });
  });
});
