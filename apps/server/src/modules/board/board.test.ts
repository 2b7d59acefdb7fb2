import { API_BASE, BoardOps, ErrorCode, OperatorRole, PayChannel, PushEvent } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aGateEvent, aTestPark, postGate, type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, aPlate, confirmInSandbox, payBill } from '../../../test/payments';
import { until } from '../../../test/until';
import { lockGateways, parkingLocks } from '../../db/schema';

// The live board (issue 39, decision 085): what the console's board reads, who may read it, and its push stream.
let t: TestApp;
let base: string;
let parkA: TestPark;
let parkB: TestPark;
let manager: { authorization: string };
let finance: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  parkA = await aPayablePark(t);
  parkB = await aTestPark(t);
  manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [parkA.parkId] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
}, 400_000);
afterAll(() => t.close());

const boardOf = async (headers: { authorization: string }) => (await call(t, BoardOps.board, { headers })).body.data!;
const lineOf = async (parkId: string, headers = finance) =>
  (await boardOf(headers)).parks.find((p) => p.parkId === parkId);
const enter = async (park: TestPark) =>
  expect((await postGate(t, park, aGateEvent(t, 'entry', aPlate()))).status).toBe(200);

/** Opens the board's stream as the console does (fetch with the operator's token) and collects its events. */
async function openBoardStream(headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API_BASE}${BoardOps.boardEvents.path}`, { headers, signal: controller.signal });
  const events: { name: string; data: unknown }[] = [];
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let pending = '';
      try {
        for await (const chunk of res.body!) {
          const blocks = (pending + decoder.decode(chunk, { stream: true })).split('\n\n');
          pending = blocks.pop() ?? '';
          for (const block of blocks) {
            const line = (name: string) =>
              block
                .split('\n')
                .find((l) => l.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const name = line('event');
            if (name) events.push({ name, data: JSON.parse(line('data') ?? '{}') });
          }
        }
      } catch {
        // aborted at the end of the test
      }
    })();
    await until(() => events.some((e) => e.name === PushEvent.READY), 'the stream opening');
  }
  const changes = () => events.filter((e) => e.name === PushEvent.CHANGED).map((e) => e.data);
  return { res, changes, close: () => controller.abort() };
}

describe('BoardOps.board', () => {
  it("shows a park's spaces, the last hour's entries, today's revenue and its devices", async () => {
    const paid = await aParkedCar(t, parkA); // entered 95 minutes ago: not in the last hour
    const order = (await payBill(t, { uniqueId: paid.uniqueId, parkId: parkA.parkId }, PayChannel.WX)).body.data!;
    await confirmInSandbox(t, (order.launch as { url: string }).url);
    await enter(parkA);
    await until(async () => (await lineOf(parkA.parkId))?.revenueTodayFen === 800, 'the payment on the board');
    expect(await lineOf(parkA.parkId)).toEqual({
      parkId: parkA.parkId,
      parkName: expect.any(String),
      totalSpaces: 100,
      occupied: 2,
      free: 98,
      entriesLastHour: 1,
      exitsLastHour: 0,
      revenueTodayFen: 800,
      // The gate spoke just now; the handheld never has.
      devicesTotal: 2,
      devicesOffline: 1,
      alarms: [],
    });
  });

  it('shows a park manager only their parks, finance and cashiers theirs; refuses the other roles', async () => {
    expect((await boardOf(manager)).parks.map((p) => p.parkId)).toEqual([parkA.parkId]);
    const cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER], parkIds: [parkB.parkId] });
    expect((await boardOf(cashier)).parks.map((p) => p.parkId)).toEqual([parkB.parkId]);
    const all = (await boardOf(finance)).parks.map((p) => p.parkId);
    expect(all).toEqual(expect.arrayContaining([parkA.parkId, parkB.parkId]));
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.FINANCE] });
    expect((await boardOf(suzhou)).parks.map((p) => p.parkId)).not.toContain(parkA.parkId);
    for (const role of [OperatorRole.SERVICE, OperatorRole.CONTENT, OperatorRole.REVIEWER]) {
      const headers = await loggedInOperator(t, { roles: [role] });
      for (const op of [BoardOps.board, BoardOps.boardEvents]) {
        const res = await call(t, op, { headers });
        expect([role, op.path, res.status, res.body.code]).toEqual([role, op.path, 403, ErrorCode.FORBIDDEN]);
      }
    }
    for (const op of [BoardOps.board, BoardOps.boardEvents]) {
      expect((await call(t, op)).body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    }
  });
});

describe('BoardOps.boardEvents', () => {
  it("pushes a change at the manager's park, and nothing of another park or dealer", async () => {
    const stream = await openBoardStream(manager);
    const suzhou = await openBoardStream(
      await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] }),
    );
    await enter(parkB);
    await t.app.events.settle();
    await enter(parkA);
    await until(() => stream.changes().length > 0, 'the push');
    await t.app.events.settle();
    expect(stream.changes()).toEqual([{ parkId: parkA.parkId }]);
    expect(suzhou.changes()).toEqual([]);
    stream.close();
    suzhou.close();
  });

  it('pushes a lock fault or a gateway going down, which no outbox event tells (the health watch)', async () => {
    const stream = await openBoardStream(manager);
    await t.app.boardHealth.round(); // what the parks look like now
    await t.db
      .insert(lockGateways)
      .values({ id: `GW-${parkA.parkId.slice(0, 8)}`, dealerId: '330100', parkId: parkA.parkId, online: true });
    await t.db.insert(parkingLocks).values({
      id: `LK-${parkA.parkId.slice(0, 8)}`,
      dealerId: '330100',
      parkId: parkA.parkId,
      gatewayId: `GW-${parkA.parkId.slice(0, 8)}`,
      spaceCode: 'A-01',
      berthType: 'standard',
      fault: 'obstructed',
      reportedAt: t.clock.now(),
    });
    await t.app.boardHealth.round();
    await until(() => stream.changes().length > 0, 'the health push');
    expect(stream.changes()).toEqual([{ parkId: parkA.parkId }]);
    expect((await lineOf(parkA.parkId, manager))?.alarms).toEqual([
      {
        kind: 'lockFault',
        subject: `A-01（LK-${parkA.parkId.slice(0, 8)}）`,
        detail: '有障碍物',
        since: t.clock.now().toISOString(),
      },
    ]);
    stream.close();
  });

  it('refuses a stream without a session: no stream at all', async () => {
    const stream = await openBoardStream();
    expect(stream.res.status).toBe(401);
    expect(stream.changes()).toEqual([]);
  });
});
