import { z } from 'zod';

/** The live board (issue 39, decision 085): what is happening at each park the operator may see, right now. */

/** A gate or handheld not heard from for this long counts as offline. */
export const DEVICE_OFFLINE_AFTER_MS = 5 * 60_000;

export const BoardAlarmKind = z.enum(['gateOffline', 'lockGatewayOffline', 'lockFault', 'chargerFaulted']);
export type BoardAlarmKind = z.infer<typeof BoardAlarmKind>;

/** What each alarm is called on screen. */
export const boardAlarmLabel: Record<BoardAlarmKind, string> = {
  gateOffline: '道闸离线',
  lockGatewayOffline: '地锁网关离线',
  lockFault: '地锁故障',
  chargerFaulted: '充电桩故障',
};

export const BoardAlarm = z.object({
  kind: BoardAlarmKind,
  /** The device (gate id, lock id, charger id and gun). */
  subject: z.string(),
  /** What is wrong, in words (the lock's fault code, the connector's error code, last seen). */
  detail: z.string(),
  /** Since when, when known. */
  since: z.string().nullable(),
});
export type BoardAlarm = z.infer<typeof BoardAlarm>;

export const ParkBoard = z.object({
  parkId: z.string(),
  parkName: z.string(),
  totalSpaces: z.number().int().min(0),
  /** Cars in the park now (open stays). */
  occupied: z.number().int().min(0),
  /** Spaces left (never below 0). */
  free: z.number().int().min(0),
  entriesLastHour: z.number().int().min(0),
  exitsLastHour: z.number().int().min(0),
  /** Parking payments received today (Shanghai day), fen. */
  revenueTodayFen: z.number().int().min(0),
  devicesTotal: z.number().int().min(0),
  devicesOffline: z.number().int().min(0),
  alarms: z.array(BoardAlarm),
});
export type ParkBoard = z.infer<typeof ParkBoard>;

export const Board = z.object({
  /** When the board was read (ISO). */
  at: z.string(),
  parks: z.array(ParkBoard),
});
export type Board = z.infer<typeof Board>;

/** What a `changed` event of the board stream carries: the park that changed, or null for "read them all". */
export const BoardChange = z.object({ parkId: z.string().nullable() });
export type BoardChange = z.infer<typeof BoardChange>;

/** What a `changed` event of the device stream carries (decision 089): which desk reads again, and the park. */
export const DeviceChange = z.object({ kind: z.enum(['charger', 'lock']), parkId: z.string().nullable() });
export type DeviceChange = z.infer<typeof DeviceChange>;
