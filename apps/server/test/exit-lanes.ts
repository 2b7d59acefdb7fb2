import {
  BagOps,
  EventOutcome,
  GateAction,
  IDEMPOTENCY_KEY_HEADER,
  ok,
  OperatorRole,
  ParkingOps,
  PayChannel,
  type EventDecision,
  type GateEvent,
} from '@parking/contracts';
import { signDeviceRequest, type DeviceCredentials } from '@parking/contracts/device-signing';
import { Worker } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { devices, lanes as laneRows } from '../src/db/schema/parks';
import { installDeviceAuth, type ParksRepository } from '../src/modules/parks';
import { loggedInOperator, type TestApp } from './build-test-app';
import { anApplication, asDriver, offerPlans } from './monthly-plans';
import { urlOf } from './call';
import { signInDriver } from './drivers';
import { aGateEvent, minutes, postGate, type TestPark } from './parking';
import { anIdempotencyKey, aPayablePark, aPlate, fundWallet, payBill } from './payments';
import { bindPlate } from './vehicles';
import { enableWallet, setAutoPay } from './wallet';

/** The park's gate camera is the one at its exit lane (a camera is assigned the lane it watches). */
async function serveExitLane(t: TestApp, park: TestPark) {
  const [exit] = await t.db
    .select({ id: laneRows.id })
    .from(laneRows)
    .where(and(eq(laneRows.parkId, park.parkId), eq(laneRows.code, park.lanes.exit)));
  await t.db.update(devices).set({ laneId: exit!.id }).where(eq(devices.id, park.gate.deviceId));
}

/**
 * The exit lane's scenario (issue 42), shared by `npm run bench:exit` and its short correctness run in the server
 * suite: `lanes` parks with one exit lane each, and at every lane cars of the four kinds a lane meets, all parked for
 * 95 minutes (8.00元 at 2元 per started half hour):
 *  - autoPay: its driver opted the plate in to auto-pay and has a balance: the fee is taken at the lane;
 *  - plan: covered by a monthly plan (月卡) in force;
 *  - paid: its bill was paid on the phone just before, within the rule's 15 minutes to leave;
 *  - unpaid: nothing pays it: the lane holds the car and shows the fee (the pay prompt).
 */
export const CAR_KINDS = ['autoPay', 'plan', 'paid', 'unpaid'] as const;
export type CarKind = (typeof CAR_KINDS)[number];

/** What the lane must answer for each kind: every other answer is a defect (a gate opened unpaid, a fee twice). */
export const EXPECTED: Record<CarKind, Pick<EventDecision, 'outcome' | 'action'>> = {
  autoPay: { outcome: EventOutcome.AUTO_PAID, action: GateAction.OPEN },
  plan: { outcome: EventOutcome.LEFT, action: GateAction.OPEN },
  paid: { outcome: EventOutcome.LEFT, action: GateAction.OPEN },
  unpaid: { outcome: EventOutcome.HELD, action: GateAction.HOLD },
};

export interface ExitCar {
  kind: CarKind;
  plateNo: string;
  lane: TestPark;
}

/**
 * Sets the lanes and their cars up through the API (`carsPerLane` cars at each lane, kinds in turn), with each car
 * parked for 95 minutes: ready for its exit event at the test clock's now. The clock moves forward by two hours first:
 * the plans bought now are in force for the whole stay.
 */
export async function exitLanes(t: TestApp, { lanes, carsPerLane }: { lanes: number; carsPerLane: number }) {
  await enableWallet(t);
  const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  const parks: TestPark[] = [];
  const cars: ExitCar[] = [];
  const plans: { plateNo: string; park: TestPark & { productId: string } }[] = [];
  for (let i = 0; i < lanes; i++) {
    const park = await aPayablePark(t);
    await serveExitLane(t, park);
    const productId = await offerPlans(t, park.parkId, admin, { autoApprove: true, startsNextDay: false });
    parks.push(park);
    for (let j = 0; j < carsPerLane; j++) {
      const kind = CAR_KINDS[(i + j) % CAR_KINDS.length]!;
      const car = { kind, plateNo: aPlate(), lane: park };
      cars.push(car);
      if (kind === 'plan') plans.push({ plateNo: car.plateNo, park: { ...park, productId } });
    }
  }
  for (const { plateNo, park } of plans) await buyPlan(t, park, plateNo);
  t.clock.advance(minutes(120));

  for (const car of cars.filter((c) => c.kind === 'autoPay')) {
    const driver = await signInDriver(t);
    const plate = await bindPlate(t, driver, car.plateNo);
    const set = await setAutoPay(t, driver, plate.plateId, true);
    if (set.status !== 200) throw new Error(`setAutoPay: ${JSON.stringify(set.body)}`);
    await fundWallet(t, driver, 5_000);
  }
  const entries = new Map<ExitCar, string>();
  for (const car of cars) {
    const entry = await postGate(t, car.lane, aGateEvent(t, 'entry', car.plateNo, { at: ago(t, 95) }));
    if (entry.status !== 200) throw new Error(`entry: ${JSON.stringify(entry.body)}`);
    entries.set(car, (entry.body as { data: { uniqueId: string } }).data.uniqueId);
  }
  const payer = await signInDriver(t);
  const paid = cars.filter((c) => c.kind === 'paid');
  await fundWallet(t, payer, 1_000 * paid.length);
  for (const car of paid) {
    const res = await payBill(t, { uniqueId: entries.get(car)!, parkId: car.lane.parkId }, PayChannel.BALANCE, {
      driver: payer,
    });
    if (res.status !== 200) throw new Error(`payBill: ${JSON.stringify(res.body)}`);
  }
  return { parks, cars };
}

const ago = (t: TestApp, n: number) => new Date(t.clock.now().getTime() - minutes(n));

/** A driver applies for the park's 月卡 for one plate (approved at once) and pays it from the balance. */
async function buyPlan(t: TestApp, park: TestPark & { productId: string }, plateNo: string) {
  const driver = await signInDriver(t);
  await fundWallet(t, driver, 30_000);
  const body = await anApplication(t, driver, park, { plates: [{ plateNo }] });
  const applied = await asDriver(t, driver, BagOps.applyBag, { body });
  if (applied.body.data?.status !== 'approved') throw new Error(`applyBag: ${JSON.stringify(applied.body)}`);
  const paid = await asDriver(t, driver, BagOps.payBagApplication, {
    params: { applicationId: applied.body.data.applicationId },
    body: { payChannel: PayChannel.BALANCE },
    headers: { [IDEMPOTENCY_KEY_HEADER]: anIdempotencyKey() },
  });
  if (paid.body.data?.state !== 'paid') throw new Error(`payBagApplication: ${JSON.stringify(paid.body)}`);
}

const GATE_EVENT_URL = urlOf(ParkingOps.gateEvent);

/** One car's exit event as its lane's camera sends it: signed, ready to go over HTTP to `origin`. */
export function signedExit(t: TestApp, origin: string, car: ExitCar) {
  const event: GateEvent = aGateEvent(t, 'exit', car.plateNo);
  const body = JSON.stringify(event);
  const headers = signDeviceRequest(car.lane.gate, {
    method: 'POST',
    path: GATE_EVENT_URL,
    body,
    now: t.clock.now().getTime(),
  });
  return { url: `${origin}${GATE_EVENT_URL}`, headers: { ...headers, 'content-type': 'application/json' }, body };
}

/**
 * The limit beside the exit path, for the same requests from the same client: a server that authenticates the gate
 * exactly as the real one does (headers, clock, signature over the body, nonce) from memory, and answers "open" with
 * no database work at all.
 */
export async function aNoOpGateServer(t: TestApp, gates: DeviceCredentials[]) {
  const app = Fastify({ logger: false });
  const devices = new Map(
    gates.map((g) => [
      g.deviceId,
      { id: g.deviceId, dealerId: '330100', parkId: '', kind: 'gate', name: '', secret: g.secret, disabled: false },
    ]),
  );
  const parks = {
    devicesInParks: async (ids: string[]) =>
      new Map(
        ids.flatMap((id) => {
          const device = devices.get(id);
          return device ? [[id, { device, park: { id: '', dealerId: '330100' }, lane: null }] as const] : [];
        }),
      ),
    touchDevice: async () => {},
  };
  const seen = new Set<string>();
  const nonces = {
    claim: async (nonce: string) => !seen.has(nonce) && !!seen.add(nonce),
    pruneExpired: async () => {},
  };
  await app.register(async (scope) => {
    // The stand-ins answer the two calls the authentication makes; nothing else of a repository is reached.
    installDeviceAuth(scope, { parks: parks as unknown as ParksRepository, nonces, clock: t.clock });
    scope.post(GATE_EVENT_URL, async (req) => {
      const event = req.body as GateEvent;
      return ok({ eventId: event.eventId, outcome: EventOutcome.LEFT, action: GateAction.OPEN });
    });
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}

export interface TimedExit {
  car: ExitCar;
  ms: number;
  decision: EventDecision;
}

/**
 * The cameras, in a thread of their own: they send each request at its offset (ms from the start) whatever the
 * answers before it, and time it from sending to the answer read. Apart from the node's event loop, as cameras are,
 * so their own work (fetch, a hundred sockets opened at once) is not timed as the node's.
 */
const CAMERAS = `
const { parentPort, workerData } = require('node:worker_threads');
const started = performance.now();
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - performance.now())));
Promise.all(
  workerData.map(async ({ at, url, headers, body }) => {
    await sleepUntil(at);
    const sent = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body });
    const text = await res.text();
    return { ms: performance.now() - sent, status: res.status, text };
  }),
).then((answers) => parentPort.postMessage({ answers }), (error) => parentPort.postMessage({ error: String(error) }));
`;

/**
 * Sends the cars' exits to `origin`: at `perSecond` a second, each on its own schedule whatever the answers before it
 * (an open loop: a slow answer does not slow the cars behind it down, as at a real lane), or all at once without it
 * (the burst at a stadium's end). The requests are signed here and sent from another thread (CAMERAS).
 */
export async function runExits(t: TestApp, origin: string, cars: ExitCar[], perSecond?: number): Promise<TimedExit[]> {
  const requests = cars.map((car, i) => ({
    at: perSecond ? (i * 1000) / perSecond : 0,
    ...signedExit(t, origin, car),
  }));
  const worker = new Worker(CAMERAS, { eval: true, workerData: requests });
  const result = await new Promise<{ answers?: { ms: number; status: number; text: string }[]; error?: string }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  if (!result.answers) throw new Error(`the cameras failed: ${result.error}`);
  return result.answers.map(({ ms, status, text }, i) => {
    const answer = JSON.parse(text) as { data?: EventDecision; message?: string };
    if (!answer.data) throw new Error(`exit ${cars[i]!.plateNo}: ${status} ${answer.message}`);
    return { car: cars[i]!, ms, decision: answer.data };
  });
}

/** The exits whose answer is not the one their kind must get. */
export const wrongAnswers = (exits: TimedExit[]) =>
  exits.filter(
    ({ car, decision }) =>
      decision.outcome !== EXPECTED[car.kind].outcome || decision.action !== EXPECTED[car.kind].action,
  );
