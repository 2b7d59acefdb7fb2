import { ErrorCode, ParkKind, ParkOps, ParkPage, type AnyRoute, type ParamsOf, type Park } from '@parking/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, postGate } from '../../../test/parking';
import { dealers, parkingSessions, parkProfiles, parks } from '../../db/schema';
import { DEMO_PARK_IDS } from '../../demo/discovery';
import { haversineMeters } from '../../geo/haversine';
import { feeRuleLabels, tariffFixtures } from '../tariffs';

const HANGZHOU = '330100';
const SUZHOU = '320500';
/** 武林广场, where the demo's parks cluster. */
const WULIN = { destLat: 30.2741, destLng: 120.1551 };

let t: TestApp;
let allHangzhou: { id: string; latitude: number; longitude: number }[];
beforeAll(async () => {
  t = await buildTestApp();
  allHangzhou = await t.db
    .select({ id: parks.id, latitude: parks.latitude, longitude: parks.longitude })
    .from(parks)
    .where(eq(parks.dealerId, HANGZHOU));
});
afterAll(() => t.close());

/** A discovery call of a visitor of the dealer (Hangzhou unless given), or of a signed-in driver. */
const ask = <R extends AnyRoute>(
  op: R,
  {
    dealerId = HANGZHOU,
    driver,
    ...input
  }: {
    params?: ParamsOf<R>;
    query?: Record<string, string>;
    body?: object;
    dealerId?: string;
    driver?: SignedInDriver;
  } = {},
) => call(t, op, { ...input, headers: driver ? driver.headers : t.driverHeaders({ dealerId }) });
const page = (body: { data?: unknown }) => ParkPage.parse(body.data);
const names = (p: { results: Park[] }) => p.results.map((park) => park.parkName);

/** What a nearby search should find, computed in JS from the stored coordinates. */
const expectedNearby = (center: { destLat: number; destLng: number }, radius: number) =>
  allHangzhou
    .map((p) => ({
      id: p.id,
      d: haversineMeters({ lat: center.destLat, lng: center.destLng }, { lat: p.latitude, lng: p.longitude }),
    }))
    .filter((p) => p.d <= radius)
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));

describe('nearbyParks', () => {
  it('finds the parks within the radius, nearest first, with every field of spec section 3', async () => {
    const { status, body } = await ask(ParkOps.nearbyParks, { body: { ...WULIN, radius: 1000 } });
    expect(status).toBe(200);
    const result = page(body);
    const expected = expectedNearby(WULIN, 1000);
    expect(result.totalRecord).toBe(expected.length);
    expect(result.results.map((p) => p.parkId)).toEqual(expected.slice(0, 10).map((p) => p.id));
    const first = result.results[0]!;
    // The demo keeps cars parked there: the spaces left are the park's spaces less its open stays.
    const [parked] = await t.db
      .select({ n: count() })
      .from(parkingSessions)
      .where(
        and(eq(parkingSessions.parkId, first.parkId), inArray(parkingSessions.state, ['parked', 'awaitingPayment'])),
      );
    expect(first).toMatchObject({
      parkName: '杭州大厦购物城停车场',
      parkAddr: '杭州市下城区武林广场21号',
      cityName: '杭州市',
      isOnline: true,
      totalParkSpaceNum: 700,
      leftParkSpaceNum: 700 - parked!.n,
      supportBook: true,
      supportBag: false,
      leftBagSpaceNum: 0,
      leftBookSpaceNum: 35,
      collected: false,
    });
    expect(first.distance).toBe(Math.round(expected[0]!.d));
    expect(first.feeRuleLabels).toEqual(feeRuleLabels(tariffFixtures.chengduMallTwoHoursFree));
    // The list's price (issue 44: the list showed no price), from the rule already read for the labels.
    expect(first.priceSummary).toBe('每小时5元');
    expect(result.results.every((park) => park.priceSummary !== '')).toBe(true);
  });

  it('agrees with a haversine computed in JS for any centre and radius (SQL prefilter drops nothing)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 30.2, max: 30.33, noNaN: true }),
        fc.double({ min: 120.05, max: 120.25, noNaN: true }),
        fc.integer({ min: 100, max: 20_000 }),
        async (destLat, destLng, radius) => {
          const { body } = await ask(ParkOps.nearbyParks, {
            body: { destLat, destLng, radius, pageSize: 50 },
          });
          const expected = expectedNearby({ destLat, destLng }, radius);
          const result = page(body);
          // Parks right on the circle may round either way in SQL and JS: compare away from the edge.
          const clear = (d: number) => Math.abs(d - radius) > 0.01;
          expect(result.totalRecord).toBe(expected.length);
          expect(result.results.map((p) => p.parkId).filter((_, i) => clear(expected[i]?.d ?? 0))).toEqual(
            expected
              .slice(0, 50)
              .filter((p) => clear(p.d))
              .map((p) => p.id),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('pages on, and a page past the end is empty with the same total', async () => {
    const request = { ...WULIN, radius: 3000, pageSize: 5 };
    const first = page((await ask(ParkOps.nearbyParks, { body: request })).body);
    const second = page((await ask(ParkOps.nearbyParks, { body: { ...request, pageNo: 2 } })).body);
    const expected = expectedNearby(WULIN, 3000);
    expect([...first.results, ...second.results].map((p) => p.parkId)).toEqual(expected.slice(0, 10).map((p) => p.id));
    const past = page((await ask(ParkOps.nearbyParks, { body: { ...request, pageNo: 99 } })).body);
    expect(past).toEqual({ results: [], totalRecord: expected.length });
  });

  it('lists at most 200 parks of a dense area, each page the right slice of the nearest', async () => {
    await t.db.insert(dealers).values({ id: 'dense', name: '密集车场运营商', city: '上海市' });
    // 300 parks on a 20 × 15 grid about 60 m apart, around People's Square.
    const grid = Array.from({ length: 300 }, (_, i) => ({
      dealerId: 'dense',
      name: `网格车场${i}`,
      kind: ParkKind.OFF_STREET,
      latitude: 31.23 + Math.floor(i / 20) * 0.00055,
      longitude: 121.47 + (i % 20) * 0.00063,
    }));
    const rows = await t.db
      .insert(parks)
      .values(grid)
      .returning({ id: parks.id, latitude: parks.latitude, longitude: parks.longitude });
    const centre = { destLat: 31.2341, destLng: 121.4763 };
    const expected = rows
      .map((p) => ({
        id: p.id,
        d: haversineMeters({ lat: centre.destLat, lng: centre.destLng }, { lat: p.latitude, lng: p.longitude }),
      }))
      .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
    const pageAt = (pageNo: number, pageSize: number) =>
      ask(ParkOps.nearbyParks, { dealerId: 'dense', body: { ...centre, radius: 5000, pageNo, pageSize } }).then((r) =>
        page(r.body),
      );

    const first = await pageAt(1, 10);
    expect(first.totalRecord).toBe(200);
    expect(first.results.map((p) => p.parkId)).toEqual(expected.slice(0, 10).map((p) => p.id));
    const deep = await pageAt(4, 50);
    expect(deep.results.map((p) => p.parkId)).toEqual(expected.slice(150, 200).map((p) => p.id));
    expect(await pageAt(5, 50)).toEqual({ results: [], totalRecord: 200 });
  });

  it('answers an empty list where there is no park (the app says 暂无符合条件的停车点位)', async () => {
    const beijing = { destLat: 39.9087, destLng: 116.3975 };
    expect((await ask(ParkOps.nearbyParks, { body: beijing })).body.data).toEqual({ results: [], totalRecord: 0 });
  });

  it("never shows another dealer's parks", async () => {
    const suzhou = { destLat: 31.311, destLng: 120.628 };
    expect(page((await ask(ParkOps.nearbyParks, { body: suzhou })).body).totalRecord).toBe(0);
    const theirs = page((await ask(ParkOps.nearbyParks, { body: suzhou, dealerId: SUZHOU })).body);
    expect(theirs.results.map((p) => p.parkId).every((id) => DEMO_PARK_IDS.suzhou.includes(id))).toBe(true);
    expect(theirs.totalRecord).toBe(4);
  });

  it('counts the cars parked now in the spaces left', async () => {
    const park = await aTestPark(t, { name: '剩余车位测试车场' });
    for (const plate of ['浙A12345', '浙A23456', '浙A34567']) {
      expect((await postGate(t, park, aGateEvent(t, 'entry', plate))).status).toBe(200);
    }
    const result = page((await ask(ParkOps.nearbySearchByName, { body: { keyword: '剩余车位测试车场' } })).body);
    expect(result.results[0]).toMatchObject({ totalParkSpaceNum: 100, leftParkSpaceNum: 97, cityName: '' });
  });

  it.each([
    [{ destLng: 120.1 }, 'destLat: 纬度应为数字'],
    [{ destLat: 95, destLng: 120.1 }, 'destLat: 纬度应在 -90 到 90 之间'],
    [{ destLat: 30, destLng: 'east' }, 'destLng: 经度应为数字'],
    [{ ...WULIN, radius: 100_000 }, 'radius: 不能大于 50000'],
    [{ ...WULIN, pageSize: 51 }, 'pageSize: 不能大于 50'],
  ])('refuses %j', async (body, message) => {
    expect(await ask(ParkOps.nearbyParks, { body })).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message },
    });
  });

  it('accepts coordinates sent as strings by older clients', async () => {
    const { body } = await ask(ParkOps.nearbyParks, { body: { destLat: '30.2741', destLng: '120.1551' } });
    expect(page(body).totalRecord).toBeGreaterThan(0);
  });

  // Found by the boundary fuzz: PostgreSQL refuses a subnormal double as out of range (it was a 500).
  it.each([5e-324, -7.4e-323, 1e-310, '5e-324'])('takes a coordinate as tiny as %s as 0', async (tiny) => {
    const searched = await ask(ParkOps.nearbyParks, { body: { destLat: tiny, destLng: tiny } });
    expect(searched.status).toBe(200);
    expect(searched.body.data).toEqual(
      (await ask(ParkOps.nearbyParks, { body: { destLat: 0, destLng: 0 } })).body.data,
    );
    const favourites = await ask(ParkOps.collectParks, {
      query: { destLat: String(tiny), destLng: String(tiny) },
      driver: await signInDriver(t),
    });
    expect(favourites.status).toBe(200);
  });
});

describe('the other nearby lists', () => {
  const profileOf = async (parkId: string) =>
    (await t.db.select().from(parkProfiles).where(eq(parkProfiles.parkId, parkId)))[0];

  it.each([
    ['nearbyBagParks', 'supportBag'],
    ['nearByCanBookParks', 'supportBook'],
  ] as const)('%s lists only parks with %s', async (name, flag) => {
    const result = page((await ask(ParkOps[name], { body: { ...WULIN, radius: 20_000, pageSize: 50 } })).body);
    expect(result.totalRecord).toBeGreaterThan(0);
    for (const park of result.results) {
      expect(park[flag]).toBe(true);
      expect((await profileOf(park.parkId))?.[flag]).toBe(true);
    }
    const all = page((await ask(ParkOps.nearbyParks, { body: { ...WULIN, radius: 20_000, pageSize: 50 } })).body);
    expect(result.totalRecord).toBe(all.results.filter((p) => p[flag]).length);
  });

  it('nearbyDiffTimeParks lists parks that share spaces off-peak, with their counts', async () => {
    const result = page((await ask(ParkOps.nearbyDiffTimeParks, { body: { ...WULIN, radius: 20_000 } })).body);
    expect(names(result)).toEqual(['西湖文化广场地下停车场', '浙江图书馆停车场', '市民中心停车场']);
    expect(result.results[0]).toMatchObject({
      diffTimeBagTotalNum: 162,
      diffTimeBagLeftNum: 162,
      diffTimeBookTotalNum: 54,
      diffTimeBookLeftNum: 54,
    });
  });

  it('nearbyParks/home answers the 4 nearest (the app shows items 2 to 4)', async () => {
    const result = page((await ask(ParkOps.nearbyParksHome, { body: { ...WULIN, pageSize: 10 } })).body);
    expect(result.results.map((p) => p.parkId)).toEqual(
      expectedNearby(WULIN, 5000)
        .slice(0, 4)
        .map((p) => p.id),
    );
  });
});

describe('search by name, cities and pay types', () => {
  it('nearbySearchByName matches name or address, nearest first', async () => {
    const result = page((await ask(ParkOps.nearbySearchByName, { body: { keyword: '武林广场', ...WULIN } })).body);
    expect(names(result)).toEqual(['杭州大厦购物城停车场', '武林广场地下停车场']);
    expect(result.results[0]!.distance).toBeLessThan(result.results[1]!.distance!);
  });

  it('nearbySearchByName without a position orders by name and gives no distance', async () => {
    const result = page((await ask(ParkOps.nearbySearchByName, { body: { keyword: '路内泊位' } })).body);
    expect(result.totalRecord).toBe(7);
    expect(result.results.every((p) => p.distance === null)).toBe(true);
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    expect(page((await ask(ParkOps.nearbySearchByName, { body: { keyword: '%' } })).body).totalRecord).toBe(0);
    expect(page((await ask(ParkOps.nearbySearchByName, { body: { keyword: '_' } })).body).totalRecord).toBe(0);
  });

  it('refuses an empty keyword with the prompt', async () => {
    expect(await ask(ParkOps.nearbySearchByName, { body: { keyword: '  ' } })).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message: 'keyword: 请输入搜索关键字' },
    });
  });

  it('parksByName filters by city, with or without 市', async () => {
    const q = (cityName: string) => ask(ParkOps.parksByName, { query: { parkName: '停车场', cityName } });
    const hz = page((await q('杭州')).body);
    expect(hz.totalRecord).toBe(page((await q('杭州市')).body).totalRecord);
    expect(hz.totalRecord).toBeGreaterThan(10);
    expect(page((await q('苏州')).body).totalRecord).toBe(0);
  });

  it('citys lists the cities with parks of the dealer', async () => {
    expect((await ask(ParkOps.citys, { dealerId: SUZHOU })).body.data).toEqual({
      results: [{ cityName: '苏州市', parkCount: 4 }],
    });
  });

  it('parkPayTypesFetch offers the balance only where the dealer supports it', async () => {
    expect((await ask(ParkOps.parkPayTypesFetch)).body.data!.results).toEqual([
      { payType: 3, payTypeName: '微信' },
      { payType: 2, payTypeName: '支付宝' },
      { payType: 6, payTypeName: '余额' },
    ]);
    expect((await ask(ParkOps.parkPayTypesFetch, { dealerId: SUZHOU })).body.data!.results).toHaveLength(2);
  });

  it("parkPayTypesFetch of another dealer's park is not found", async () => {
    const payTypes = (parkId: string) => ask(ParkOps.parkPayTypesFetch, { query: { parkId } });
    expect((await payTypes(DEMO_PARK_IDS.suzhou[0]!)).status).toBe(404);
    expect((await payTypes(DEMO_PARK_IDS.hangzhou[0]!)).status).toBe(200);
  });
});

describe('favourite parks', () => {
  let alice: SignedInDriver;
  let bob: SignedInDriver;
  const [wulin, hangzhouDasha, westLakeCulture] = DEMO_PARK_IDS.hangzhou;
  beforeAll(async () => {
    alice = await signInDriver(t);
    bob = await signInDriver(t);
  });

  it('needs a signed-in driver', async () => {
    for (const [name, op] of Object.entries({
      collectParks: ParkOps.collectParks,
      collectPark: ParkOps.collectPark,
      uncollectParks: ParkOps.uncollectParks,
    })) {
      const res = await call(t, op, {
        params: { id: wulin! },
        body: op === ParkOps.collectPark ? { parkId: wulin } : undefined,
        headers: t.driverHeaders(),
      });
      expect(res.body.code, name).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });

  it('adds, lists newest first with distances, marks them in other lists, and removes', async () => {
    expect((await ask(ParkOps.collectPark, { driver: alice, body: { parkId: wulin } })).body.data).toEqual({
      count: 1,
    });
    t.clock.advance(1000);
    await ask(ParkOps.collectPark, { driver: alice, body: { parkId: westLakeCulture } });
    // Adding again is fine and changes nothing.
    expect((await ask(ParkOps.collectPark, { driver: alice, body: { parkId: wulin } })).body.data).toEqual({
      count: 0,
    });

    const list = page(
      (
        await ask(ParkOps.collectParks, {
          query: { destLat: String(WULIN.destLat), destLng: String(WULIN.destLng) },
          driver: alice,
        })
      ).body,
    );
    expect(list.results.map((p) => p.parkId)).toEqual([westLakeCulture, wulin]);
    expect(list.results.every((p) => p.collected && typeof p.distance === 'number')).toBe(true);
    expect(page((await ask(ParkOps.collectParks, { driver: alice })).body).results[0]!.distance).toBeNull();

    const nearby = page((await ask(ParkOps.nearbyParks, { driver: alice, body: { ...WULIN, radius: 2000 } })).body);
    expect(
      nearby.results
        .filter((p) => p.collected)
        .map((p) => p.parkId)
        .sort(),
    ).toEqual([wulin, westLakeCulture].sort());

    expect(
      (await ask(ParkOps.uncollectParks, { params: { id: `${wulin},${westLakeCulture}` }, driver: alice })).body.data,
    ).toEqual({
      count: 2,
    });
    expect(page((await ask(ParkOps.collectParks, { driver: alice })).body)).toEqual({ results: [], totalRecord: 0 });
  });

  it("another driver can neither see nor remove a driver's favourites", async () => {
    await ask(ParkOps.collectPark, { driver: alice, body: { parkId: hangzhouDasha } });
    expect(page((await ask(ParkOps.collectParks, { driver: bob })).body).totalRecord).toBe(0);
    expect((await ask(ParkOps.uncollectParks, { params: { id: hangzhouDasha! }, driver: bob })).body.data).toEqual({
      count: 0,
    });
    const nearby = page((await ask(ParkOps.nearbyParks, { driver: bob, body: { ...WULIN, radius: 1000 } })).body);
    expect(nearby.results.some((p) => p.collected)).toBe(false);
    expect(page((await ask(ParkOps.collectParks, { driver: alice })).body).results.map((p) => p.parkId)).toEqual([
      hangzhouDasha,
    ]);
  });

  it("refuses another dealer's park and an unknown one, adding nothing", async () => {
    for (const parkId of [DEMO_PARK_IDS.suzhou[0], '00000000-0000-4000-8000-999999999999']) {
      expect(await ask(ParkOps.collectPark, { driver: bob, body: { parkId } })).toEqual({
        status: 404,
        body: { code: ErrorCode.NOT_FOUND, message: '停车场不存在' },
      });
    }
    expect(page((await ask(ParkOps.collectParks, { driver: bob })).body).totalRecord).toBe(0);
  });

  it.each([
    ['not-an-id', 'id: id 格式不正确'],
    [',', 'id: 请选择要取消收藏的项'],
  ])('uncollectParks %s → 400 %s', async (id, message) => {
    expect(await ask(ParkOps.uncollectParks, { params: { id }, driver: bob })).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message },
    });
  });
});
