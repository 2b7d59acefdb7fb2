import {
  API_BASE,
  BoardOps,
  ChargingDeskOps,
  ChargingOperatorOps,
  ChargingOrderOps,
  ChargingTagOperatorOps,
  ErrorCode,
  OperatorRole,
  PayChannel,
  PushEvent,
  type ChargerCommand,
  type ChargerCommandRequest,
} from '@parking/contracts';
import { simulateCharger, type ChargerSim } from '@parking/devices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aProvisionedCharger } from '../../../test/charging';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { fundWallet } from '../../../test/payments';
import { until } from '../../../test/until';
import { walletCall } from '../../../test/wallet';
import { chargingStations } from '../../db/schema';
import { DEMO_PARK_IDS, DEMO_STATION_IDS } from '../../demo/discovery';

// The console's chargers desk (issue 41): what operators read, the park scope of every charger operation, and the
// simulator answering an unlock that ends a session; the device stream pushes the change.
let t: TestApp;
let base: string;
let alice: SignedInDriver;
let admin: { authorization: string };
let service: { authorization: string };
let finance: { authorization: string };
let manager: { authorization: string };
let otherManager: { authorization: string };
let stranger: { authorization: string };
let stationPark: string;
let charger: Awaited<ReturnType<typeof aProvisionedCharger>>;
let sim: ChargerSim;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signInDriver(t);
  await fundWallet(t, alice, 20_000);
  const stationId = DEMO_STATION_IDS[0]!;
  const [station] = await t.db
    .select({ parkId: chargingStations.parkId })
    .from(chargingStations)
    .where(eq(chargingStations.id, stationId));
  stationPark = station!.parkId!;
  const elsewhere = DEMO_PARK_IDS.hangzhou.find((id) => id !== stationPark)!;
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  service = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [stationPark] });
  otherManager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [elsewhere] });
  stranger = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
  charger = await aProvisionedCharger(t, { stationId, guns: 2 });
  sim = simulateCharger({
    server: base.replace('http', 'ws'),
    chargePointId: charger.chargePointId,
    password: charger.password,
    guns: charger.connectors,
    speed: 60,
    meterIntervalS: 60,
    car: () => ({ capacityKwh: 60, soc: 20, targetSoc: 95, unplugAfterMin: 0 }),
  });
  await sim.start();
}, 400_000);
afterAll(async () => {
  await sim?.stop();
  await t.close();
});

/** Sends a command as `headers` and waits for its outcome. */
async function command(headers: { authorization: string }, body: ChargerCommandRequest): Promise<ChargerCommand> {
  const sent = await call(t, ChargingTagOperatorOps.chargerCommand, {
    params: { chargePointId: charger.chargePointId },
    body,
    headers,
  });
  expect(sent.status).toBe(200);
  let result = sent.body.data!;
  await until(async () => {
    const read = await call(t, ChargingTagOperatorOps.chargerCommandResult, {
      params: { commandId: sent.body.data!.commandId },
      headers,
    });
    result = read.body.data!;
    return result.state === 'answered' || result.state === 'failed';
  }, 'command answered');
  return result;
}

/** The device stream as the console reads it (fetch with the token), collecting its `changed` data. */
async function openDeviceStream(headers: { authorization: string }) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API_BASE}${BoardOps.deviceEvents.path}`, { headers, signal: controller.signal });
  const changes: unknown[] = [];
  let ready = false;
  if (res.ok) {
    void (async () => {
      const decoder = new TextDecoder();
      let pending = '';
      try {
        for await (const chunk of res.body!) {
          const blocks = (pending + decoder.decode(chunk, { stream: true })).split('\n\n');
          pending = blocks.pop() ?? '';
          for (const block of blocks) {
            const field = (name: string) =>
              block
                .split('\n')
                .find((l) => l.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            if (field('event') === PushEvent.READY) ready = true;
            if (field('event') === PushEvent.CHANGED) changes.push(JSON.parse(field('data') ?? '{}'));
          }
        }
      } catch {
        // aborted at the end of the test
      }
    })();
    await until(() => ready, 'the stream opening');
  }
  return { res, changes, close: () => controller.abort() };
}

describe('ChargingDeskOps reads', () => {
  it('lists the stations and chargers of the operator scope; another park or dealer sees none of them', async () => {
    const stationsOf = async (headers: { authorization: string }) =>
      (await call(t, ChargingDeskOps.stations, { headers })).body.data!.results.map((s) => s.stationId);
    expect(await stationsOf(service)).toContain(charger.stationId);
    expect(await stationsOf(manager)).toContain(charger.stationId);
    expect(await stationsOf(otherManager)).not.toContain(charger.stationId);
    expect(await stationsOf(stranger)).not.toContain(charger.stationId);

    const chargersOf = async (headers: { authorization: string }) =>
      (await call(t, ChargingOperatorOps.chargers, { query: {}, headers })).body.data!.results.map(
        (c) => c.chargePointId,
      );
    expect(await chargersOf(manager)).toContain(charger.chargePointId);
    expect(await chargersOf(otherManager)).not.toContain(charger.chargePointId);
    const refused = await call(t, ChargingOperatorOps.chargers, {
      query: { stationId: charger.stationId },
      headers: otherManager,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses a bad filter with a message, and roles without the desk', async () => {
    const bad = await call(t, ChargingDeskOps.orders, { query: { state: 'nope' } as never, headers: service });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('订单状态不正确');
    const reviewer = await loggedInOperator(t, { roles: [OperatorRole.REVIEWER] });
    expect((await call(t, ChargingDeskOps.stations, { headers: reviewer })).status).toBe(403);
    expect((await call(t, ChargingDeskOps.cards, { query: {}, headers: service })).status).toBe(403);
  });

  it('lists cards for finance, filtered by number and state', async () => {
    const cardNo = `DESK${String(process.pid).padStart(8, '0')}`;
    await call(t, ChargingTagOperatorOps.issueCard, { body: { cardNo, balanceFen: 1000 }, headers: finance });
    await call(t, ChargingTagOperatorOps.freezeCard, {
      params: { cardNo },
      body: { frozen: true },
      headers: finance,
    });
    const found = await call(t, ChargingDeskOps.cards, { query: { cardNo: cardNo.slice(0, 10) }, headers: finance });
    expect(found.body.data!.results).toEqual([
      { cardNo, balanceFen: 1000, state: 'frozen', bound: false, createdAt: expect.any(String) },
    ]);
    const active = await call(t, ChargingDeskOps.cards, { query: { cardNo, state: 'active' }, headers: finance });
    expect(active.body.data!.results).toEqual([]);
    const theirs = await call(t, ChargingDeskOps.cards, { query: { cardNo }, headers: stranger });
    expect(theirs.body.data!.results).toEqual([]);
  });
});

describe('commands and remote stop in the park scope (the simulator answers)', () => {
  it('a park manager unlocks a connector mid-session: the charger ends it; the desk and the stream follow', async () => {
    await until(async () => {
      const list = (await call(t, ChargingOperatorOps.chargers, { query: {}, headers: manager })).body.data!;
      const mine = list.results.find((c) => c.chargePointId === charger.chargePointId);
      return !!mine?.online && mine.guns.every((g) => g.status === 'Available');
    }, 'charger online');
    const stream = await openDeviceStream(manager);
    const otherStream = await openDeviceStream(otherManager);

    const gunNo = charger.connectors[0]!.gunNo;
    const started = await walletCall(t, alice, ChargingOrderOps.startCharging, {
      body: { gunNo, prepayFen: 5000, payChannel: PayChannel.BALANCE },
    });
    expect(started.status).toBe(200);
    const orders = async (headers: { authorization: string }, query = {}) => {
      const res = await call(t, ChargingDeskOps.orders, { query: { stationId: charger.stationId, ...query }, headers });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.data!;
    };
    await until(async () => (await orders(manager, { state: 'charging' })).results.length === 1, 'charging');
    const [order] = (await orders(manager, { state: 'charging' })).results;
    expect(order).toMatchObject({ chargePointId: charger.chargePointId, connectorId: 1, occupation: null });

    // Another park's manager: refused the stop, the unlock and the commands list; another dealer: not found.
    const stopOther = await call(t, ChargingOperatorOps.remoteStop, {
      params: { orderNo: order!.orderNo },
      headers: otherManager,
    });
    expect(stopOther.status).toBe(403);
    const unlockOther = await call(t, ChargingTagOperatorOps.chargerCommand, {
      params: { chargePointId: charger.chargePointId },
      body: { action: 'UnlockConnector', connectorId: 1 },
      headers: otherManager,
    });
    expect(unlockOther.status).toBe(403);
    const listOther = await call(t, ChargingDeskOps.commands, {
      params: { chargePointId: charger.chargePointId },
      headers: otherManager,
    });
    expect(listOther.status).toBe(403);
    const stopStranger = await call(t, ChargingOperatorOps.remoteStop, {
      params: { orderNo: order!.orderNo },
      headers: stranger,
    });
    expect(stopStranger.status).toBe(404);
    // A connector 0 unlock is refused with the field's message, and nothing is sent.
    const bad = await call(t, ChargingTagOperatorOps.chargerCommand, {
      params: { chargePointId: charger.chargePointId },
      body: { action: 'UnlockConnector', connectorId: 0 },
      headers: manager,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请选择充电枪');

    expect(await command(manager, { action: 'UnlockConnector', connectorId: 1 })).toMatchObject({
      state: 'answered',
      answer: { status: 'Unlocked' },
    });
    await until(
      async () => ['finished', 'settled'].includes((await orders(manager)).results[0]!.state),
      'the session ended by the unlock',
    );
    expect(sim.stats.unlocks).toBe(1);
    const listed = await call(t, ChargingDeskOps.commands, {
      params: { chargePointId: charger.chargePointId },
      headers: manager,
    });
    expect(listed.body.data!.results[0]).toMatchObject({ action: 'UnlockConnector', request: { connectorId: 1 } });

    await until(() => stream.changes.length > 0, 'a pushed change');
    expect(stream.changes).toContainEqual({ kind: 'charger', parkId: stationPark });
    expect(otherStream.changes).toEqual([]);
    stream.close();
    otherStream.close();
  }, 180_000);

  it('a service operator stops a session remotely; the stream refuses roles without the desk', async () => {
    const gunNo = charger.connectors[1]!.gunNo;
    await until(async () => {
      const list = (await call(t, ChargingOperatorOps.chargers, { query: {}, headers: service })).body.data!;
      return list.results.find((c) => c.chargePointId === charger.chargePointId)!.guns[1]!.status === 'Available';
    }, 'gun 2 free');
    await walletCall(t, alice, ChargingOrderOps.startCharging, {
      body: { gunNo, prepayFen: 3000, payChannel: PayChannel.BALANCE },
    });
    let orderNo = '';
    await until(async () => {
      const page = (await call(t, ChargingDeskOps.orders, { query: { state: 'charging' }, headers: service })).body
        .data!;
      orderNo = page.results.find((o) => o.chargePointId === charger.chargePointId)?.orderNo ?? '';
      return orderNo !== '';
    }, 'charging on gun 2');
    const stopped = await call(t, ChargingOperatorOps.remoteStop, { params: { orderNo }, headers: service });
    expect(stopped.status).toBe(200);
    await until(async () => {
      const page = (await call(t, ChargingDeskOps.orders, { query: {}, headers: service })).body.data!;
      const o = page.results.find((x) => x.orderNo === orderNo);
      return o?.state === 'finished' || o?.state === 'settled';
    }, 'stopped');
    expect(sim.stats.remoteStops).toBe(1);

    // Paging: one order a page, then the next.
    const first = await call(t, ChargingDeskOps.orders, { query: { pageSize: '1' }, headers: admin });
    expect(first.body.data!.nextCursor).not.toBeNull();
    const second = await call(t, ChargingDeskOps.orders, {
      query: { pageSize: '1', cursor: first.body.data!.nextCursor! },
      headers: admin,
    });
    expect(second.body.data!.results[0]!.orderNo).not.toBe(first.body.data!.results[0]!.orderNo);

    const content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const refused = await openDeviceStream(content);
    expect(refused.res.status).toBe(403);
  }, 180_000);
});
