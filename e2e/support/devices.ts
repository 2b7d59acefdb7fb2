import { randomInt } from 'node:crypto';
import { PLATE_LETTERS, type EventDecision } from '@parking/contracts';
import { SHANGHAI_OFFSET_MS } from '@parking/contracts/shanghai-time';
import { cameraPicture } from '@parking/contracts/camera-picture';
import { demoDeviceSecret } from '@parking/contracts/device-signing';
import { createDeviceClient, nextEventId } from '../../apps/devices/src';

/** The demo dealer's devices (apps/server/src/demo/parking-parks.ts); their secrets derive from their ids. */
export const PARKS = {
  /** 武林广场地下停车场: the gate holds a car until its fee is paid; 15 minutes free, 15 to leave after paying. */
  holding: { deviceId: 'HZ-WLGC-GATE', name: '武林广场地下停车场', entry: 'E1', exit: 'X1' },
  /** 杭州大厦购物城停车场: cars may leave first and pay later (their fee becomes arrears); two hours free. */
  leaveFirst: { deviceId: 'HZ-HZDS-GATE', name: '杭州大厦购物城停车场', entry: 'E1', exit: 'X1' },
} as const;
export type DemoPark = (typeof PARKS)[keyof typeof PARKS];

/**
 * Minutes since midnight in Shanghai. A stay that began before it is priced per calendar day and is not covered by a
 * plan bought today: stories that expect one day's fee (or none) keep their stays within today.
 */
export const minutesIntoShanghaiDay = (now = Date.now()): number =>
  Math.floor(((now + SHANGHAI_OFFSET_MS) % 86_400_000) / 60_000);

/** The handheld of 延安路's road-side berths and the collector who carries it. */
export const ROAD = { deviceId: 'HZ-YAL-PDA', collector: 'C1001' } as const;

/**
 * A random ordinary 浙A plate no demo car can have: every test (and every browser project) drives its own car. The
 * demo keeps its car parks busy with random plates whose serials carry at most two letters (as GA 36-2018 allocates
 * them); these carry three letters and two digits, so a story never finds a demo car's stay on its plate.
 */
export const aPlate = (): string => {
  const digitPlaces = new Set<number>();
  while (digitPlaces.size < 2) digitPlaces.add(randomInt(0, 5));
  const serial = [0, 1, 2, 3, 4].map((place) =>
    digitPlaces.has(place) ? String(randomInt(0, 10)) : PLATE_LETTERS[randomInt(0, PLATE_LETTERS.length)],
  );
  return `浙A${serial.join('')}`;
};

/** apps/devices' client for a demo device: every request signed with the secret derived from its id. */
const clientOf = (server: string, deviceId: string) =>
  createDeviceClient({ server, device: { deviceId, secret: demoDeviceSecret(deviceId) } });

/** What every read carries, as the simulator sends it: an event id, the time, the camera's picture. */
function aRead(deviceId: string, plateNo: string, place: string, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const fileData = cameraPicture({ plateNo, at, place }).toString('base64');
  return {
    eventId: nextEventId(deviceId, at.getTime()),
    plateNo,
    occurredAt: at.toISOString(),
    picture: { fileData, suffix: 'png' },
  };
}

/**
 * A demo park's camera reads a plate at its entry or exit lane; `minutesAgo` makes it a late upload of an older read.
 * `server` is the test's baseURL; a refusal throws (DeviceApiError).
 */
export function gateEvent(
  server: string,
  park: DemoPark,
  type: 'entry' | 'exit',
  plateNo: string,
  minutesAgo = 0,
): Promise<EventDecision> {
  const laneCode = type === 'entry' ? park.entry : park.exit;
  return clientOf(server, park.deviceId).gateEvent({
    ...aRead(park.deviceId, plateNo, laneCode, minutesAgo),
    type,
    laneCode,
  });
}

/** The road-side collector starts or ends a car's stay at a berth on the handheld. */
export function collectorEvent(
  server: string,
  type: 'start' | 'end',
  plateNo: string,
  berthCode: string,
  minutesAgo = 0,
): Promise<EventDecision> {
  return clientOf(server, ROAD.deviceId).collectorEvent({
    ...aRead(ROAD.deviceId, plateNo, berthCode, minutesAgo),
    type,
    berthCode,
    collectorCode: ROAD.collector,
  });
}
