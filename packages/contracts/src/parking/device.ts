/**
 * The device API (gate cameras, road-side collector handhelds): not the driver API. It lives under
 * `${API_BASE}${DEVICE_API_BASE}` and every request is signed by the device with its own secret:
 *
 *   signature = hex(HMAC-SHA256(secret, deviceStringToSign(method, path, timestamp, nonce, sha256hex(body))))
 *
 * sent with the device id, timestamp (epoch ms) and nonce (16–64 letters or digits) in the DeviceHeader headers.
 * The server refuses a timestamp more than DEVICE_MAX_SKEW_MS from its clock and a nonce it has seen, so a captured
 * request cannot be sent again. Events are idempotent by (device, eventId): a retry (re-signed) gets the first answer.
 */
import { z } from 'zod';
import { PlateColorParam } from '../vehicles/plate-schema';
import { PARK_KINDS } from './session';

/** The scope the device API's operations (ParkingRoutes.deviceConfig, gateEvent, collectorEvent) lie under. */
export const DEVICE_API_BASE = '/device/v1';

/**
 * The device link (decision 034): a WebSocket a device keeps open, opened by a GET to `${API_BASE}${DEVICE_LINK_PATH}`
 * signed like any device request (empty body). The server sends `DeviceCommandMessage`s; the device answers each with
 * a `DeviceAckMessage` and ignores an id it has already carried out (a command is sent again after a reconnect until
 * acknowledged).
 */
export const DEVICE_LINK_PATH = `${DEVICE_API_BASE}/link`;
export interface DeviceCommandMessage {
  type: 'command';
  id: number;
  kind: string;
  payload: unknown;
}
export interface DeviceAckMessage {
  type: 'ack';
  id: number;
}

export const DeviceHeader = {
  ID: 'x-device-id',
  TIMESTAMP: 'x-device-timestamp',
  NONCE: 'x-device-nonce',
  SIGNATURE: 'x-device-signature',
} as const;

/** A signed request older or newer than this (by the server's clock) is refused. */
export const DEVICE_MAX_SKEW_MS = 5 * 60 * 1000;
/** An event time this far ahead of the server's clock is refused (the device clock is wrong). */
export const EVENT_MAX_FUTURE_MS = 2 * 60 * 1000;
/** Events older than this are refused: a device buffering offline uploads within a week, or not at all. */
export const EVENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** An event older than this when it arrives is late: recorded, but the gate is not told to do anything. */
export const EVENT_LIVE_MS = 2 * 60 * 1000;

export const DEVICE_NONCE = /^[0-9A-Za-z]{16,64}$/;

/** The text a device signs: method, path (with query), timestamp, nonce and the body's SHA-256, one per line. */
export function deviceStringToSign(
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
  bodySha256Hex: string,
): string {
  return [method.toUpperCase(), path, timestamp, nonce, bodySha256Hex].join('\n');
}

const EventId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z_.:-]+$/, '事件编号只能包含字母、数字和 _ . : -');
const Code = z.string().trim().min(1).max(32);
/** ISO 8601 with an offset (2026-06-01T10:00:00+08:00 or …Z): a device must say which clock it means. */
const EventTime = z.iso.datetime({ offset: true, error: '时间须为带时区的 ISO 8601 格式' });

/** A camera or handheld picture, base64 (optionally a data URL), like the driver picture upload. */
export const DevicePicture = z.object({
  fileData: z.string().min(1).max(2_000_000),
  suffix: z.string().min(1).max(8),
});
export type DevicePicture = z.infer<typeof DevicePicture>;

const PlateRead = {
  /** Validated with parsePlate by the server; a misread plate is refused (400), never stored. */
  plateNo: z.string().min(1).max(16),
  plateColor: PlateColorParam,
};

/** POST /device/v1/gate/events: a gate camera read a plate at an entry or exit lane. */
export const GateEvent = z.strictObject({
  eventId: EventId,
  type: z.enum(['entry', 'exit']),
  laneCode: Code,
  ...PlateRead,
  occurredAt: EventTime,
  picture: DevicePicture.optional(),
});
export type GateEvent = z.input<typeof GateEvent>;

/** POST /device/v1/collector/events: a road-side collector starts or ends a berth's session. */
export const CollectorEvent = z.strictObject({
  eventId: EventId,
  type: z.enum(['start', 'end']),
  collectorCode: Code,
  berthCode: Code,
  ...PlateRead,
  occurredAt: EventTime,
  picture: DevicePicture.optional(),
});
export type CollectorEvent = z.input<typeof CollectorEvent>;

/** What the server decided about an event. */
export const EventOutcome = {
  /** Entry: a new session. */
  ENTERED: 'entered',
  /** The same car read again (another camera shot, a retransmission under a new event id). */
  DUPLICATE_READ: 'duplicateRead',
  /** Entry while the plate was still inside: the earlier session is closed as abnormal, a new one starts. */
  REPLACED_OPEN: 'replacedOpen',
  /** A late entry of an earlier visit (older than the open session): recorded as an abnormal session. */
  LATE_ENTRY_RECORDED: 'lateEntryRecorded',
  /** A late entry that completes an exit seen earlier without an entry. */
  PAIRED_WITH_EXIT: 'pairedWithExit',
  /** Exit with nothing owed (free, paid within grace, covered): the gate opens. */
  LEFT: 'left',
  /** Exit with a fee owed: the gate holds the car for payment at the lane. */
  HELD: 'held',
  /** Exit with a fee owed in a park that lets cars leave first: the session becomes arrears. */
  LEFT_IN_ARREARS: 'leftInArrears',
  /** Exit with a fee owed, paid at once from the driver's wallet (auto-pay, 无感支付): the gate opens. */
  AUTO_PAID: 'autoPaid',
  /**
   * Exit with a fee owed that the driver's withholding agreement (免密支付) will pay: the gate opens, the session is
   * arrears until the provider confirms the payment (or stays arrears if it refuses).
   */
  WITHHOLDING_REQUESTED: 'withholdingRequested',
  /** Exit without any entry on record: the gate holds, staff handle it; a late entry may complete it. */
  NO_ENTRY_RECORD: 'noEntryRecord',
  /** Collector: a berth session started. */
  STARTED: 'started',
  /** Collector end with nothing open at the berth for that plate. */
  NO_OPEN_SESSION: 'noOpenSession',
} as const;
export type EventOutcome = (typeof EventOutcome)[keyof typeof EventOutcome];
export const EVENT_OUTCOMES = Object.values(EventOutcome) as [EventOutcome, ...EventOutcome[]];

/** What the gate does: open the barrier, keep it closed, or nothing (a late event: the car is long gone). */
export const GateAction = { OPEN: 'open', HOLD: 'hold', NONE: 'none' } as const;
export type GateAction = (typeof GateAction)[keyof typeof GateAction];

/** The answer to an event; a retry of the same event gets the same answer with `replayed: true`. */
export const EventDecision = z.object({
  eventId: z.string(),
  outcome: z.enum(EVENT_OUTCOMES),
  action: z.enum(['open', 'hold', 'none']),
  /** The session the event belongs to (uniqueId), when there is one. */
  uniqueId: z.string().nullable(),
  /** Fee owed now (fen) when the car is held or leaves in arrears. */
  dueFen: z.number().int().nullable(),
  /** Text for the lane's LED screen or the handheld's display. */
  display: z.string(),
  /** This answer is the stored one of an earlier delivery of the same event. */
  replayed: z.boolean(),
});
export type EventDecision = z.infer<typeof EventDecision>;

/** What a device is: a gate camera (a closed park's lane) or a collector's handheld (road-side berths). */
export const DeviceKind = z.enum(['gate', 'handheld']);

/** GET /device/v1/config: what a device needs to know about its park. */
export const DeviceConfig = z.object({
  deviceId: z.string(),
  kind: DeviceKind,
  parkId: z.string(),
  parkName: z.string(),
  parkKind: z.enum(PARK_KINDS),
  /** The dealer's default plate prefix (浙A): most cars a device sees carry it. */
  platePrefix: z.string(),
  lanes: z.array(z.object({ code: z.string(), name: z.string(), direction: z.enum(['entry', 'exit']) })),
  berths: z.array(z.string()),
  /** Collectors who may sign in on a handheld of this dealer (empty for gates). */
  collectors: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Cars in the park now (at most 500), as the park's own system knows them; a handheld sees its berths' cars. */
  parked: z.array(
    z.object({ plateNo: z.string(), plateColor: z.literal(2).nullable(), berthCode: z.string().nullable() }),
  ),
});
export type DeviceConfig = z.infer<typeof DeviceConfig>;
