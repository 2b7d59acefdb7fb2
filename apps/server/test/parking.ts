import { randomBytes } from 'node:crypto';
import { ParkingOps, type CollectorEvent, type GateEvent } from '@parking/contracts';
import { signDeviceRequest, type DeviceCredentials } from '@parking/contracts/device-signing';
import { berths, collectors, devices, lanes, parkFeeRules, parks } from '../src/db/schema';
import { aFeeRule, type FeeRule } from '../src/modules/tariffs';
import type { TestApp } from './build-test-app';
import { urlOf } from './call';

export interface TestPark {
  parkId: string;
  dealerId: string;
  feeRuleId: string;
  gate: DeviceCredentials;
  handheld: DeviceCredentials;
  collectorCode: string;
  lanes: { entry: string; exit: string };
  berths: string[];
}

const short = () => randomBytes(4).toString('hex');

/**
 * A park ready for device events: an entry lane E1 and an exit lane X1, three berths, a gate camera, a collector
 * handheld and an active collector. The fee rule defaults to 2元 per 30 minutes, no free period, no grace.
 */
export async function aTestPark(
  t: TestApp,
  {
    dealerId = '330100',
    kind = 'offStreet' as 'offStreet' | 'roadSide',
    leaveFirst = false,
    rule = aFeeRule() as FeeRule,
    name = `测试车场${short()}`,
  } = {},
): Promise<TestPark> {
  const [park] = await t.db
    .insert(parks)
    .values({ dealerId, name, kind, leaveFirst, latitude: 30.25, longitude: 120.16, totalSpaces: 100 })
    .returning({ id: parks.id });
  const parkId = park!.id;
  const [fee] = await t.db
    .insert(parkFeeRules)
    .values({ parkId, rule, createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000) })
    .returning({ id: parkFeeRules.id });
  await t.db.insert(lanes).values([
    { parkId, code: 'E1', name: '东门入口', direction: 'entry' },
    { parkId, code: 'X1', name: '东门出口', direction: 'exit' },
  ]);
  const berthCodes = ['B001', 'B002', 'B003'];
  await t.db.insert(berths).values(berthCodes.map((code) => ({ parkId, code })));
  const gate = { deviceId: `GATE-${short()}`, secret: randomBytes(24).toString('hex') };
  const handheld = { deviceId: `PDA-${short()}`, secret: randomBytes(24).toString('hex') };
  await t.db.insert(devices).values([
    { id: gate.deviceId, dealerId, parkId, kind: 'gate', name: '东门相机', secret: gate.secret },
    { id: handheld.deviceId, dealerId, parkId, kind: 'handheld', name: '收费员手持机', secret: handheld.secret },
  ]);
  const collectorCode = `C${short()}`;
  await t.db.insert(collectors).values({ dealerId, code: collectorCode, name: '张师傅' });
  return {
    parkId,
    dealerId,
    feeRuleId: fee!.id,
    gate,
    handheld,
    collectorCode,
    lanes: { entry: 'E1', exit: 'X1' },
    berths: berthCodes,
  };
}

/** The device API's operations (ParkingOps): what a gate camera or collector handheld calls. */
export type DeviceOperation =
  typeof ParkingOps.deviceConfig | typeof ParkingOps.gateEvent | typeof ParkingOps.collectorEvent;

/** A signed device request through the app, timed by the test clock unless told otherwise. */
export async function deviceRequest(
  t: TestApp,
  device: DeviceCredentials,
  operation: DeviceOperation,
  body?: unknown,
  sign: { now?: number; nonce?: string } = {},
) {
  const { method } = operation;
  const url = urlOf(operation);
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = signDeviceRequest(device, {
    method,
    path: url,
    body: text,
    now: sign.now ?? t.clock.now().getTime(),
    ...sign,
  });
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: text || undefined,
  });
}

let eventSeq = 0;
const nextEventId = () => `ev-${Date.now().toString(36)}-${(eventSeq++).toString(36)}`;

/** A gate event at the test clock's now unless `at` says otherwise. */
export function aGateEvent(
  t: TestApp,
  type: 'entry' | 'exit',
  plateNo: string,
  overrides: Partial<GateEvent> & { at?: Date } = {},
): GateEvent {
  const { at, ...rest } = overrides;
  return {
    eventId: nextEventId(),
    type,
    laneCode: type === 'entry' ? 'E1' : 'X1',
    plateNo,
    occurredAt: (at ?? t.clock.now()).toISOString(),
    ...rest,
  };
}

export function aCollectorEvent(
  t: TestApp,
  park: TestPark,
  type: 'start' | 'end',
  plateNo: string,
  overrides: Partial<CollectorEvent> & { at?: Date } = {},
): CollectorEvent {
  const { at, ...rest } = overrides;
  return {
    eventId: nextEventId(),
    type,
    collectorCode: park.collectorCode,
    berthCode: park.berths[0]!,
    plateNo,
    occurredAt: (at ?? t.clock.now()).toISOString(),
    ...rest,
  };
}

/** Posts a gate event signed by the park's gate; returns status and the decision (or error envelope). */
export async function postGate(t: TestApp, park: TestPark, event: GateEvent) {
  const res = await deviceRequest(t, park.gate, ParkingOps.gateEvent, event);
  return { status: res.statusCode, body: res.json() };
}

export async function postCollector(t: TestApp, park: TestPark, event: CollectorEvent) {
  const res = await deviceRequest(t, park.handheld, ParkingOps.collectorEvent, event);
  return { status: res.statusCode, body: res.json() };
}

export const minutes = (n: number) => n * 60_000;
