import { ErrorCode, FOLLOW_LIMIT, FollowsOps, type AnyRoute } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { DEMO_PARK_IDS, DEMO_STATION_IDS } from '../../db/seed/discovery';
import { chargingStations } from '../../db/schema';
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
