import { z } from 'zod';
import { DeviceKind } from '../parking/device';
import { PARK_KINDS } from '../parking/session';

/** Operator console: a park's own settings, its lanes, berths and devices, and opening a lane's gate (issue 39). */

const Code = (what: string) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, `${what}为 1 到 32 位字母、数字、_ 或 -`);

/** 营业时间: one daily window, `HH:mm-HH:mm`; `00:00-24:00` is round the clock; an end before the start crosses midnight. */
export const OpeningHours = z
  .string({ error: '请填写营业时间' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/, '营业时间格式为 HH:mm-HH:mm，如 07:00-22:00')
  .refine((v) => v.slice(0, 5) !== v.slice(6), '营业时间的开始和结束不能相同');

/** A park's settings; the map point is GCJ-02 (what Chinese maps show), typed or picked. */
export const ParkSettings = z.object({
  name: z.string({ error: '请填写车场名称' }).trim().min(1, '请填写车场名称').max(64, '车场名称最多 64 个字'),
  address: z.string({ error: '请填写地址' }).trim().min(1, '请填写地址').max(128, '地址最多 128 个字'),
  longitude: z.number({ error: '请填写经度' }).min(73, '经度须在 73 到 136 之间').max(136, '经度须在 73 到 136 之间'),
  latitude: z.number({ error: '请填写纬度' }).min(3, '纬度须在 3 到 54 之间').max(54, '纬度须在 3 到 54 之间'),
  totalSpaces: z
    .number({ error: '请填写车位数' })
    .int('车位数须为整数')
    .min(0, '车位数不能为负')
    .max(100_000, '车位数最多 100000'),
  openingHours: OpeningHours,
  /** 先离场后付费 (off-street parks; road-side parks always work this way). */
  leaveFirst: z.boolean().default(false),
});
export type ParkSettings = z.input<typeof ParkSettings>;

/** A new park: its settings and its type, which does not change afterwards (lanes or berths depend on it). */
export const ParkCreate = ParkSettings.extend({ kind: z.enum(PARK_KINDS, { error: '请选择车场类型' }) });
export type ParkCreate = z.input<typeof ParkCreate>;

export const LaneInput = z.object({
  code: Code('车道编号'),
  name: z.string({ error: '请填写车道名称' }).trim().min(1, '请填写车道名称').max(32, '车道名称最多 32 个字'),
  direction: z.enum(['entry', 'exit'], { error: '请选择入口或出口' }),
});
export type LaneInput = z.input<typeof LaneInput>;

export const BerthInput = z.object({ code: Code('泊位编号') });
export type BerthInput = z.input<typeof BerthInput>;

export const Lane = z.object({
  laneId: z.string(),
  code: z.string(),
  name: z.string(),
  direction: z.enum(['entry', 'exit']),
});
export type Lane = z.infer<typeof Lane>;
export const Berth = z.object({ berthId: z.string(), code: z.string() });
export type Berth = z.infer<typeof Berth>;

/** A park as the console edits it. */
export const ParkSetup = z.object({
  parkId: z.string(),
  name: z.string(),
  address: z.string(),
  kind: z.enum(PARK_KINDS),
  longitude: z.number(),
  latitude: z.number(),
  totalSpaces: z.number().int(),
  openingHours: z.string(),
  leaveFirst: z.boolean(),
  lanes: z.array(Lane),
  berths: z.array(Berth),
});
export type ParkSetup = z.infer<typeof ParkSetup>;

/** A park of the operator's in a path (`…/parks/:parkId/…`), whichever desk asks. */
export const ParkParams = z.object({ parkId: z.uuid({ error: '车场不存在' }) });
export const LaneParams = ParkParams.extend({ laneId: z.uuid({ error: '车道不存在' }) });
export const DeviceParams = z.object({ deviceId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, '设备不存在') });
export const GateCommandParams = z.object({ commandId: z.coerce.number().int().positive('指令不存在') });

/** A device's name, the lane a gate serves, and whether it is disabled (a disabled device's requests are refused). */
export const DeviceUpdate = z.object({
  name: z.string({ error: '请填写设备名称' }).trim().min(1, '请填写设备名称').max(32, '设备名称最多 32 个字'),
  laneId: z.uuid({ error: '车道不存在' }).nullable(),
  disabled: z.boolean(),
});
export type DeviceUpdate = z.input<typeof DeviceUpdate>;

/** A device's new key, shown this once: the old one stops working at once. */
export const DeviceKey = z.object({ deviceId: z.string(), secret: z.string() });
export type DeviceKey = z.infer<typeof DeviceKey>;

/** A device as the console lists it: online while it holds a live link to the server. */
export const DeviceStatus = z.object({
  deviceId: z.string(),
  kind: DeviceKind,
  name: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  laneId: z.string().nullable(),
  disabled: z.boolean(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type DeviceStatus = z.infer<typeof DeviceStatus>;

/** Opening a lane's gate from the console: the reason is kept in the audit log. */
export const GateOpen = z.object({
  reason: z
    .string({ error: '请填写开闸原因（至少 2 个字）' })
    .trim()
    .min(2, '请填写开闸原因（至少 2 个字）')
    .max(200, '开闸原因最多 200 个字'),
});
export type GateOpen = z.input<typeof GateOpen>;

/** A command sent to a device and what became of it: acknowledged by the device, still pending, or expired unheard. */
export const GateCommand = z.object({
  commandId: z.number().int(),
  deviceId: z.string(),
  state: z.enum(['pending', 'acknowledged', 'expired']),
  issuedAt: z.string(),
  ackedAt: z.string().nullable(),
});
export type GateCommand = z.infer<typeof GateCommand>;
