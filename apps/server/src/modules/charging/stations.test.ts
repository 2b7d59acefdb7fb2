import { ChargingOps, ErrorCode, ParkOps, StationPage, type AnyRoute, type ParamsOf } from '@parking/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { DEMO_STATION_IDS } from '../../demo/discovery';
import { parkErasers } from '../parks';
import { stationErasers } from './index';
import { usageRate } from './stations.service';

const HANGZHOU = '330100';
const SUZHOU = '320500';
const WULIN = { destLat: 30.2741, destLng: 120.1551 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A charging call of a visitor of the dealer (Hangzhou unless given), or of a signed-in driver. */
const ask = <R extends AnyRoute>(
  op: R,
  {
    dealerId = HANGZHOU,
    driver,
    ...input
  }: { params?: ParamsOf<R>; body?: object; dealerId?: string; driver?: SignedInDriver } = {},
) => call(t, op, { ...input, headers: driver ? driver.headers : t.driverHeaders({ dealerId }) });
const stations = (body: { data?: unknown }) => StationPage.parse(body.data);

describe('usageRate', () => {
  it.each([
    [{ quickTotal: 20, quickFree: 12, slowTotal: 10, slowFree: 4 }, 47],
    [{ quickTotal: 0, quickFree: 0, slowTotal: 0, slowFree: 0 }, 0],
    [{ quickTotal: 8, quickFree: 0, slowTotal: 4, slowFree: 0 }, 100],
  ])('%j → %i%%', (row, rate) => {
    expect(usageRate(row)).toBe(rate);
  });

  it('is always a whole percentage between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200), (qt, qf, st, sf) => {
        const rate = usageRate({
          quickTotal: qt,
          quickFree: Math.min(qf, qt),
          slowTotal: st,
          slowFree: Math.min(sf, st),
        });
        expect(Number.isInteger(rate) && rate >= 0 && rate <= 100).toBe(true);
      }),
    );
  });
});

describe('nearbyStations', () => {
  it('finds stations near the driver, nearest first, with every field of spec section 3', async () => {
    const { status, body } = await ask(ChargingOps.nearbyStations, { body: { ...WULIN, radius: 4000 } });
    expect(status).toBe(200);
    const page = stations(body);
    expect(page.results.map((s) => s.stationName)).toEqual([
      '武林广场地下停车场充电站',
      '湖滨银泰in77充电站',
      '黄龙体育中心充电站',
      '吴山广场充电站',
    ]);
    expect(page.results[0]).toEqual({
      stationId: DEMO_STATION_IDS[0],
      stationName: '武林广场地下停车场充电站',
      stationAddr: '杭州市下城区武林广场1号 B2层',
      openState: { code: 1, text: '营业中' },
      supportBook: true,
      supportOccupy: true,
      usageRate: 47,
      currentPrice: '1.2500',
      quickChargingInfo: { leftNum: 12, totalNum: 20 },
      slowChargingInfo: { leftNum: 4, totalNum: 10 },
      parkingFeeDesc: '充电期间免费停车 2 小时，超出按车场标准收费',
      distance: expect.any(Number),
      latitude: 30.2722,
      longitude: 120.1641,
      collected: false,
    });
    expect(page.results[3]!.openState).toEqual({ code: 2, text: '暂停营业' });
  });

  it('trims the home list to 3 stations', async () => {
    const home = stations(
      (await ask(ChargingOps.nearbyStations, { body: { ...WULIN, radius: 50_000, source: 'home' } })).body,
    );
    expect(home.results).toHaveLength(3);
    const map = stations(
      (await ask(ChargingOps.nearbyStations, { body: { ...WULIN, radius: 50_000, source: 'map' } })).body,
    );
    expect(map.results).toHaveLength(8);
    expect(home.results.map((s) => s.stationId)).toEqual(map.results.slice(0, 3).map((s) => s.stationId));
  });

  it('answers an empty list for a dealer without stations (the app says 暂无符合条件的充电站)', async () => {
    expect((await ask(ChargingOps.nearbyStations, { body: WULIN, dealerId: SUZHOU })).body.data).toEqual({
      results: [],
      totalRecord: 0,
    });
  });

  it('refuses an unknown source', async () => {
    const res = await ask(ChargingOps.nearbyStations, { body: { ...WULIN, source: 'elsewhere' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^source: /);
  });
});

describe('favourite stations', () => {
  let alice: SignedInDriver;
  let bob: SignedInDriver;
  beforeAll(async () => {
    alice = await signInDriver(t);
    bob = await signInDriver(t);
  });

  it('adds, lists, marks and removes a favourite', async () => {
    expect(
      (await ask(ChargingOps.collectStation, { driver: alice, body: { stationId: DEMO_STATION_IDS[1] } })).body.data,
    ).toEqual({
      count: 1,
    });
    const mine = stations((await ask(ChargingOps.collectStations, { driver: alice })).body);
    expect(mine.results.map((s) => [s.stationId, s.collected])).toEqual([[DEMO_STATION_IDS[1], true]]);
    const near = stations((await ask(ChargingOps.nearbyStations, { driver: alice, body: WULIN })).body);
    expect(near.results.find((s) => s.stationId === DEMO_STATION_IDS[1])?.collected).toBe(true);
    expect(
      (await ask(ChargingOps.uncollectStations, { params: { id: DEMO_STATION_IDS[1]! }, driver: alice })).body.data,
    ).toEqual({
      count: 1,
    });
    expect(stations((await ask(ChargingOps.collectStations, { driver: alice })).body).totalRecord).toBe(0);
  });

  it("keeps one driver's favourites from another", async () => {
    await ask(ChargingOps.collectStation, { driver: alice, body: { stationId: DEMO_STATION_IDS[2] } });
    expect(stations((await ask(ChargingOps.collectStations, { driver: bob })).body).totalRecord).toBe(0);
    expect(
      (await ask(ChargingOps.uncollectStations, { params: { id: DEMO_STATION_IDS[2]! }, driver: bob })).body.data,
    ).toEqual({
      count: 0,
    });
    expect(stations((await ask(ChargingOps.collectStations, { driver: alice })).body).totalRecord).toBe(1);
  });

  it('needs a signed-in driver and a station of its dealer', async () => {
    expect((await ask(ChargingOps.collectStations)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(
      (
        await ask(ChargingOps.collectStation, {
          driver: bob,
          body: { stationId: '00000000-0000-4000-8000-999999999999' },
        })
      ).body,
    ).toEqual({ code: ErrorCode.NOT_FOUND, message: '充电站不存在' });
  });

  it('erases favourite parks and stations with the account', async () => {
    const carol = await signInDriver(t);
    await ask(ChargingOps.collectStation, { driver: carol, body: { stationId: DEMO_STATION_IDS[0] } });
    await ask(ParkOps.collectPark, { driver: carol, body: { parkId: '00000000-0000-4000-8000-002000000001' } });
    const erasers = [...stationErasers(t.db), ...parkErasers(t.db)];
    for (const eraser of erasers) await eraser.erase({ id: carol.driverId, dealerId: HANGZHOU, phone: carol.phone });
    expect(stations((await ask(ChargingOps.collectStations, { driver: carol })).body).totalRecord).toBe(0);
    const parks = await ask(ParkOps.collectParks, { driver: carol });
    expect(parks.body.data!.totalRecord).toBe(0);
    // Nobody else's favourites went with them.
    expect(stations((await ask(ChargingOps.collectStations, { driver: alice })).body).totalRecord).toBe(1);
  });
});
