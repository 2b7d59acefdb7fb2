import { z } from 'zod';
import { list } from '../envelope';
import { BERTH_TYPES, LOCK_TOPIC_ROOT } from './constants';

/**
 * Lock gateways from the console (issue 39, decision 038): registered on a park with an MQTT password shown once,
 * listed with their status, their password reset, disabled or enabled, their locks registered.
 */

/** A gateway's identity: its MQTT username and the middle of its topics, so no `/`, `+`, `#` or `:`. */
export const LOCK_GATEWAY_ID = /^[A-Za-z0-9_-]{3,48}$/;
const GatewayId = z
  .string({ error: '请填写网关编号' })
  .trim()
  .regex(LOCK_GATEWAY_ID, '网关编号为 3–48 位字母、数字、下划线或连字符');
const GatewayName = z
  .string({ error: '请填写网关名称' })
  .trim()
  .min(1, '请填写网关名称')
  .max(32, '网关名称最多 32 个字');

export const LockGatewayParams = z.object({ gatewayId: z.string().regex(LOCK_GATEWAY_ID, '地锁网关不存在') });

/** Register a gateway on a park: its password is answered once. */
export const RegisterLockGateway = z.strictObject({
  parkId: z.uuid({ error: '请选择车场' }),
  gatewayId: GatewayId,
  name: GatewayName,
});
export type RegisterLockGateway = z.input<typeof RegisterLockGateway>;

/** A gateway's name and whether it is disabled (the broker refuses a disabled gateway and drops its connection). */
export const LockGatewayUpdate = z.strictObject({
  name: GatewayName,
  disabled: z.boolean({ error: '请选择是否停用' }),
});
export type LockGatewayUpdate = z.input<typeof LockGatewayUpdate>;

/** What to configure on the gateway, shown this once: the MQTT username (its id), password and topic root. */
export const LockGatewayKey = z.object({
  gatewayId: z.string(),
  username: z.string(),
  secret: z.string(),
  topicRoot: z.literal(LOCK_TOPIC_ROOT),
});
export type LockGatewayKey = z.infer<typeof LockGatewayKey>;

/** A gateway as the console lists it. */
export const LockGatewayView = z.object({
  gatewayId: z.string(),
  name: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  online: z.boolean(),
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  disabled: z.boolean(),
  /** Whether it has a password (a gateway from before credentials has none until its key is reset). */
  hasKey: z.boolean(),
  lockCount: z.number().int(),
});
export type LockGatewayView = z.infer<typeof LockGatewayView>;
export const LockGatewayList = list(LockGatewayView);
export type LockGatewayList = z.infer<typeof LockGatewayList>;
/** One park's gateways, or every gateway of the operator's parks. */
export const LockGatewaysQuery = z.object({ parkId: z.uuid({ error: '车场编号格式不正确' }).optional() });
export type LockGatewaysQuery = z.input<typeof LockGatewaysQuery>;

/** Parking locks behind a gateway, one per bookable space of its park. */
export const RegisterParkingLocks = z.strictObject({
  locks: z
    .array(
      z.strictObject({
        lockId: z
          .string({ error: '请填写地锁编号' })
          .trim()
          .regex(/^[A-Za-z0-9_-]{3,64}$/, '地锁编号为 3–64 位字母、数字、下划线或连字符'),
        spaceCode: z
          .string({ error: '请填写车位编号' })
          .trim()
          .min(1, '请填写车位编号')
          .max(16, '车位编号最多 16 个字符'),
        berthType: z.enum(BERTH_TYPES, { error: '车位类型不正确' }),
      }),
      { error: '请填写地锁' },
    )
    .min(1, '请至少填写一个地锁')
    .max(50, '一次最多登记 50 个地锁'),
});
export type RegisterParkingLocks = z.input<typeof RegisterParkingLocks>;
