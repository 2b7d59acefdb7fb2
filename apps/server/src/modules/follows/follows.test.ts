import { ErrorCode, FOLLOW_LIMIT, FollowsOps, ParkingOps, type AnyRoute } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aConnectedCharger, aProvisionedCharger } from '../../../test/charging';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { until } from '../../../test/until';
import { DEMO_PARK_IDS, DEMO_STATION_IDS } from '../../demo/discovery';
import { chargingStations, followAlerts, followPlaceStates, follows, parks } from '../../db/schema';
import { aFeeRule, anAllDayTariff, units } from '../tariffs';
import { createAlertsRepository } from './alerts.repository';
import { createAlertsService } from './alerts.service';
import { createFollowsRepository } from './follows.repository';

let t: TestApp;
let alice: SignedInDriver;
let bob: SignedInDriver;
const [park1, park2, park3] = DEMO_PARK_IDS.hangzhou as [string, string, string];
const [station1] = DEMO_STATION_IDS as [string];

/** A driver's call (callAs: the route's payload, a fresh idempotency key on a POST); data read as present. */
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);

beforeAll(async () => {
  t = await buildTestApp();
  alice = await signInDriver(t);
  bob = await signInDriver(t);
});
afterAll(() => t.close());

describe('following parks and stations', () => {
  it('lists what the driver follows, newest first, with spaces, connectors and price now', async () => {
    await as(alice, FollowsOps.follow, { body: { kind: 'park', targetId: park1 } });
    t.clock.advance(1000);
    const second = await as(alice, FollowsOps.follow, { body: { kind: 'station', targetId: station1 } });
    expect(second.body.data).toEqual({ followed: true, count: 2 });
    // Following twice changes nothing.
    const again = await as(alice, FollowsOps.follow, { body: { kind: 'park', targetId: park1 } });
    expect(again.body.data).toEqual({ followed: true, count: 2 });

    const list = (await as(alice, FollowsOps.follows)).body.data;
    expect(list).toMatchObject({ totalRecord: 2, limit: FOLLOW_LIMIT });
    expect(list.results.map((r) => [r.kind, r.targetId])).toEqual([
      ['station', station1],
      ['park', park1],
    ]);
    const [station, park] = list.results as [(typeof list.results)[0], (typeof list.results)[0]];
    expect(station.priceText).toMatch(/元\/度$/);
    expect(station.totalNum).toBeGreaterThan(0);
    expect(park.name).not.toBe('');
    expect(park.totalNum).toBeGreaterThan(0);

    const state = await as(alice, FollowsOps.followState, { params: { kind: 'park', targetId: park1 } });
    expect(state.body.data).toEqual({ followed: true, count: 2 });
    const gone = await as(alice, FollowsOps.unfollow, { params: { kind: 'park', targetId: park1 } });
    expect(gone.body.data).toEqual({ followed: false, count: 1 });
  });

  it("refuses another dealer's park and unknown targets", async () => {
    const suzhou = await as(alice, FollowsOps.follow, { body: { kind: 'park', targetId: DEMO_PARK_IDS.suzhou[0]! } });
    expect(suzhou.status).toBe(404);
    const parkAsStation = await as(alice, FollowsOps.follow, { body: { kind: 'station', targetId: park2 } });
    expect(parkAsStation.status).toBe(404);
    expect((await as(alice, FollowsOps.follow, { body: { kind: 'lot', targetId: park2 } as never })).status).toBe(400);
  });

  it("a driver's follows are theirs alone (BOLA): another driver neither sees nor removes them", async () => {
    await as(alice, FollowsOps.follow, { body: { kind: 'park', targetId: park3 } });
    expect((await as(bob, FollowsOps.follows)).body.data.results).toEqual([]);
    const bobsView = await as(bob, FollowsOps.followState, { params: { kind: 'park', targetId: park3 } });
    expect(bobsView.body.data).toEqual({ followed: false, count: 0 });
    await as(bob, FollowsOps.unfollow, { params: { kind: 'park', targetId: park3 } });
    const still = await as(alice, FollowsOps.followState, { params: { kind: 'park', targetId: park3 } });
    expect(still.body.data.followed).toBe(true);
    expect((await call(t, FollowsOps.follows, { headers: t.driverHeaders({ dealerId: '330100' }) })).status).toBe(401);
  });

  it('the limit holds when follows arrive at once', async () => {
    const repo = createFollowsRepository(t.db);
    const carol = await signInDriver(t);
    const targets = [...DEMO_PARK_IDS.hangzhou.slice(0, 6)];
    const outcomes = await Promise.all(targets.map((id) => repo.add(carol.driverId, 'park', id, 3)));
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'limit')).toHaveLength(3);
    expect(await repo.countOf(carol.driverId)).toBe(3);
  });

  it('past FOLLOW_LIMIT the API answers FOLLOW_LIMIT_REACHED', async () => {
    const dave = await signInDriver(t);
    // Fifty stations of dave's dealer to follow, then one more.
    const stations = await t.db
      .insert(chargingStations)
      .values(
        Array.from({ length: FOLLOW_LIMIT + 1 }, (_, i) => ({
          dealerId: '330100',
          name: `测试充电站${i}`,
          city: '杭州市',
          latitude: 30.1,
          longitude: 120.1,
          currentPrice: 12000,
        })),
      )
      .returning({ id: chargingStations.id });
    const follow = (targetId: string) => as(dave, FollowsOps.follow, { body: { kind: 'station', targetId } });
    for (const { id } of stations.slice(0, FOLLOW_LIMIT)) expect((await follow(id)).status).toBe(200);
    const over = await follow(stations[FOLLOW_LIMIT]!.id);
    expect(over.body.code).toBe(ErrorCode.FOLLOW_LIMIT_REACHED);
    expect((await as(dave, FollowsOps.follows)).body.data.totalRecord).toBe(FOLLOW_LIMIT);
  });
});

describe('alerts for followed places (decision 059)', () => {
  let park: TestPark;
  let erin: SignedInDriver;
  let frank: SignedInDriver;
  const target = () => ({ kind: 'park' as const, targetId: park.parkId });
  const alertsOf = async (driver: SignedInDriver) => {
    const res = await as(driver, FollowsOps.followAlerts, { query: { pageNo: '1', pageSize: '20' } });
    if (!res.body.data) throw new Error(JSON.stringify(res.body));
    return res.body.data;
  };
  const lastSeenFree = async () =>
    (await t.db.select().from(followPlaceStates).where(eq(followPlaceStates.targetId, park.parkId)))[0]?.freeNum;
  /** A car enters (the one-space park is full) and the handler has seen it; then it leaves, and the handler runs. */
  const fullThenFree = async (plate: string) => {
    await postGate(t, park, aGateEvent(t, 'entry', plate));
    await t.app.events.settle();
    await until(async () => (await lastSeenFree()) === 0, 'the park seen full');
    t.clock.advance(minutes(5));
    expect((await postGate(t, park, aGateEvent(t, 'exit', plate))).body.data).toMatchObject({ outcome: 'left' });
    await t.app.events.settle();
    await until(async () => (await lastSeenFree()) === 1, 'the park seen with space');
  };

  beforeAll(async () => {
    // One space, free for 30 minutes: a car in makes it full, the car out (nothing to pay) makes space.
    park = await aTestPark(t, { rule: aFeeRule({ freeMinutes: 30 }) });
    await t.db.update(parks).set({ totalSpaces: 1 }).where(eq(parks.id, park.parkId));
    erin = await signInDriver(t);
    frank = await signInDriver(t);
  });

  it('a followed full park with space again alerts once an hour, only those who want it, only its dealer', async () => {
    await postGate(t, park, aGateEvent(t, 'entry', '浙A3F001'));
    for (const driver of [erin, frank]) await as(driver, FollowsOps.follow, { body: target() });
    const off = await as(frank, FollowsOps.setFollowAlerts, { params: target(), body: { availability: false } });
    expect(off.body.data).toEqual({ availability: false, price: true });
    // A driver of another dealer with a follow of this park (left from a platform switch) is never told.
    const suzhou = await signInDriver(t, { dealerId: '320500' });
    await t.db.insert(follows).values({ driverId: suzhou.driverId, parkId: park.parkId });
    expect(await lastSeenFree()).toBe(0);

    t.clock.advance(minutes(5));
    await postGate(t, park, aGateEvent(t, 'exit', '浙A3F001'));
    await t.app.events.settle();
    await until(async () => (await alertsOf(erin)).totalRecord === 1, "erin's alert");
    const erins = await alertsOf(erin);
    expect(erins).toMatchObject({ unread: 1, totalRecord: 1 });
    expect(erins.results[0]).toMatchObject({
      kind: 'availability',
      targetKind: 'park',
      targetId: park.parkId,
      text: '有空车位了：空车位 1/1',
      read: false,
    });
    const list = (await as(erin, FollowsOps.follows)).body.data.results;
    expect(list.find((f) => f.targetId === park.parkId)?.alerts).toEqual({ availability: true, price: true });

    // Full and free again within the hour: nothing new (the next hour is the last test's).
    await fullThenFree('浙A3F002');
    expect((await alertsOf(erin)).totalRecord).toBe(1);

    expect((await alertsOf(frank)).totalRecord).toBe(0);
    const others = await t.db.select().from(followAlerts).where(eq(followAlerts.driverId, suzhou.driverId));
    expect(others).toEqual([]);
  });

  it("a tariff change tells the followers old → new; another driver neither reads nor marks one's alerts", async () => {
    const finance = await loggedInOperator(t, { roles: ['finance'] });
    const dearer = aFeeRule({ small: anAllDayTariff(units({ unitMinutes: 60, unitPriceFen: 1000 })) });
    const set = await call(t, ParkingOps.setFeeRule, {
      params: { parkId: park.parkId },
      body: dearer,
      headers: finance,
    });
    expect(set.status).toBe(200);
    await t.app.events.settle();
    const priced = async (d: SignedInDriver) => (await alertsOf(d)).results.find((a) => a.kind === 'price');
    await until(async () => (await priced(frank)) !== undefined, 'the price alert');
    expect((await priced(frank))?.text).toBe('价格调整：免费30分钟，超时从入场起计费；每30分钟2元 → 每小时10元');
    const erinsPrice = (await priced(erin))!;

    // BOLA: frank marks erin's alert read, switches erin's follow: nothing changes; erin's alerts are not in his list.
    expect((await alertsOf(frank)).results.map((a) => a.alertId)).not.toContain(erinsPrice.alertId);
    await as(frank, FollowsOps.readFollowAlerts, { body: { alertIds: [erinsPrice.alertId] } });
    expect((await alertsOf(erin)).unread).toBe(2);
    await as(frank, FollowsOps.unfollow, { params: target() });
    const notHis = await as(frank, FollowsOps.setFollowAlerts, { params: target(), body: { price: false } });
    expect([notHis.status, notHis.body.code]).toEqual([404, ErrorCode.FOLLOW_NOT_FOUND]);
    const [erinsFollow] = await t.db
      .select()
      .from(follows)
      .where(and(eq(follows.driverId, erin.driverId), eq(follows.parkId, park.parkId)));
    expect(erinsFollow).toMatchObject({ alertAvailability: true, alertPrice: true });
    for (const body of [{}, { price: 'no' }, { price: true, sms: true }]) {
      const bad = await as(erin, FollowsOps.setFollowAlerts, { params: target(), body: body as never });
      expect(bad.status).toBe(400);
    }

    // Erin reads one, then all.
    const one = await as(erin, FollowsOps.readFollowAlerts, { body: { alertIds: [erinsPrice.alertId] } });
    expect(one.body.data).toEqual({ unread: 1 });
    expect((await priced(erin))?.read).toBe(true);
    expect((await as(erin, FollowsOps.readFollowAlerts, { body: {} })).body.data).toEqual({ unread: 0 });
  });

  it('a followed station whose only connector comes free alerts its followers (charging.station)', async () => {
    const [station] = await t.db
      .insert(chargingStations)
      .values({
        dealerId: '330100',
        name: '提醒测试充电站',
        city: '杭州市',
        latitude: 30.2,
        longitude: 120.2,
        currentPrice: 12000,
      })
      .returning({ id: chargingStations.id });
    const charger = await aProvisionedCharger(t, { stationId: station!.id });
    const origin = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const client = await aConnectedCharger(t, origin, charger, { status: 'Faulted' });
    try {
      await as(erin, FollowsOps.follow, { body: { kind: 'station', targetId: station!.id } });
      await client.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status: 'Available' });
      await t.app.events.settle();
      const stationAlert = async () => (await alertsOf(erin)).results.find((a) => a.targetId === station!.id);
      await until(async () => (await stationAlert()) !== undefined, 'the station alert');
      expect(await stationAlert()).toMatchObject({ kind: 'availability', text: '有空闲充电桩了：空闲桩 1/1' });
    } finally {
      await client.close();
    }
  });

  it('the same change handled at once by many, or again, writes one alert', async () => {
    const placeId = DEMO_PARK_IDS.hangzhou[8]; // followed by nobody else in this file
    const gina = await signInDriver(t);
    await as(gina, FollowsOps.follow, { body: { kind: 'park', targetId: placeId! } });
    // The place as the handler reads it now: three spaces (read live in the app; fixed here to race the writes).
    const facts = { name: '测试', freeNum: 3, totalNum: 9, priceText: '每小时5元', open: true };
    const seenFull = () =>
      t.db
        .update(followPlaceStates)
        .set({ freeNum: 0, priceText: facts.priceText })
        .where(eq(followPlaceStates.targetId, placeId!));
    await seenFull();
    const alerts = createAlertsService({
      db: t.db,
      repo: createAlertsRepository(t.db),
      clock: t.clock,
      places: async () =>
        new Map([
          [`park:${placeId}`, { ...facts, kind: 'park', targetId: placeId!, address: '', latitude: 0, longitude: 0 }],
        ]),
      stayPlace: async () => undefined,
    });
    const handle = () => alerts.onPlaceChanged('park', '330100', placeId!);
    const written = await Promise.all(Array.from({ length: 5 }, handle));
    expect(written.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await handle()).toBe(0); // replayed
    await seenFull(); // full again, free again, same hour: the unique key holds
    expect(await handle()).toBe(0);
    // Unfollowed, nobody keeps the row up to date; following again starts from the place as it is now.
    await as(gina, FollowsOps.unfollow, { params: { kind: 'park', targetId: placeId! } });
    await as(gina, FollowsOps.follow, { body: { kind: 'park', targetId: placeId! } });
    const [fresh] = await t.db.select().from(followPlaceStates).where(eq(followPlaceStates.targetId, placeId!));
    expect(fresh?.priceText).not.toBe(facts.priceText);
    t.clock.advance(minutes(60)); // (sessions expire: no driver calls after this)
    await seenFull();
    expect(await handle()).toBe(1); // the next hour
    const rows = await t.db.select().from(followAlerts).where(eq(followAlerts.driverId, gina.driverId));
    expect(rows.map((r) => r.hourBucket)).toEqual(['2026-06-01T10', '2026-06-01T11']);
  });
});
