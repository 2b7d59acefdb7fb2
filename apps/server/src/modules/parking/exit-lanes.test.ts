import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aNoOpGateServer, EXPECTED, exitLanes, runExits, wrongAnswers, type ExitCar } from '../../../test/exit-lanes';
import { ledgerCheck } from '../../cli/ledger-check';

// The scenario of `npm run bench:exit` (issue 42) at two lanes: it cannot rot between benchmark runs. No timing here.
let t: TestApp;
let origin: string;
let cars: ExitCar[];

beforeAll(async () => {
  t = await buildTestApp();
  ({ cars } = await exitLanes(t, { lanes: 2, carsPerLane: 4 }));
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t.close());

describe('the exit lanes of bench:exit', () => {
  it('answers each kind of car as it must, steady then in a burst, and charges every fee once', async () => {
    const [steady, burst] = [cars.slice(0, 5), cars.slice(5)];
    const exits = [...(await runExits(t, origin, steady, 50)), ...(await runExits(t, origin, burst))];
    expect(exits.map((e) => e.car.kind).sort()).toEqual([
      'autoPay',
      'autoPay',
      'paid',
      'paid',
      'plan',
      'plan',
      'unpaid',
      'unpaid',
    ]);
    expect(wrongAnswers(exits).map((e) => ({ kind: e.car.kind, ...e.decision }))).toEqual([]);
    expect(exits.find((e) => e.car.kind === 'unpaid')!.decision.dueFen).toBe(800);
    expect((await ledgerCheck(t.db)).violations).toEqual([]);
    // Read again, the cars that left get the same answer (the lane's camera reads twice).
    const again = await runExits(
      t,
      origin,
      cars.filter((c) => EXPECTED[c.kind].action === 'open'),
    );
    expect(again.map((e) => e.decision.outcome)).toEqual(again.map(() => 'duplicateRead'));
  });

  it('decides a burst in batches (decision 098): each car as it must, every fee once, a second read answered from what was stored', async () => {
    const u = await buildTestApp();
    try {
      const setUp = await exitLanes(u, { lanes: 6, carsPerLane: 4 });
      const there = await u.app.listen({ port: 0, host: '127.0.0.1' });
      const before = { ...u.app.exitBatches };
      const burst = await runExits(u, there, setUp.cars);
      const batches = u.app.exitBatches.count - before.count;
      expect(batches).toBeLessThan(setUp.cars.length);
      expect(wrongAnswers(burst).map((e) => ({ kind: e.car.kind, ...e.decision }))).toEqual([]);
      expect(burst.map((e) => e.decision.dueFen)).toEqual(setUp.cars.map((c) => (c.kind === 'unpaid' ? 800 : null)));
      expect((await ledgerCheck(u.db)).violations).toEqual([]);
      // The same cars read again one at a time: each answered from what its batch stored.
      const again: typeof burst = [];
      for (const car of setUp.cars) again.push(...(await runExits(u, there, [car])));
      expect(again.map((e) => e.decision.outcome)).toEqual(
        setUp.cars.map((c) => (c.kind === 'unpaid' ? 'held' : 'duplicateRead')),
      );
    } finally {
      await u.close();
    }
  });

  it('the limit beside it: the no-op gate server authenticates the same requests and opens', async () => {
    const noOp = await aNoOpGateServer(t, [...new Set(cars.map((c) => c.lane.gate))]);
    try {
      const exits = await runExits(t, noOp.origin, cars);
      expect(exits.map((e) => e.decision.action)).toEqual(cars.map(() => 'open'));
    } finally {
      await noOp.close();
    }
  });
});
