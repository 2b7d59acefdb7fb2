import { z } from 'zod';
import { DeviceKey } from '../park-setup/schemas';
import { DeviceKind } from './device';

/** Operator console: parks, their fee rules and devices (parking's operator calls besides the appeals). */

export const AppealParams = z.object({ appealId: z.uuid({ error: '申诉不存在' }) });

/** A park of the operator's dealer with its current fee rule, as the console lists it. */
export const OperatorParkSummary = z.object({
  parkId: z.string(),
  parkName: z.string(),
  parkKind: z.string(),
  leaveFirst: z.boolean(),
  feeRuleId: z.string().nullable(),
  feeRuleLabels: z.array(z.string()),
});
export type OperatorParkSummary = z.infer<typeof OperatorParkSummary>;
export const OperatorParkSummaries = z.array(OperatorParkSummary);

export const OperatorDeviceSummary = z.object({
  deviceId: z.string(),
  kind: DeviceKind,
  name: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  disabled: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type OperatorDeviceSummary = z.infer<typeof OperatorDeviceSummary>;
export const OperatorDeviceSummaries = z.array(OperatorDeviceSummary);

/** Provision a device in a park: its secret is shown once. */
export const ProvisionDevice = z.object({
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, '设备编号为 3 到 64 位字母、数字、_ 或 -'),
  kind: DeviceKind,
  name: z.string().trim().min(1).max(32),
});
export type ProvisionDevice = z.input<typeof ProvisionDevice>;
/** What provisioning answers: the device's key, shown this once. */
export const ProvisionedDevice = DeviceKey;
export type ProvisionedDevice = DeviceKey;
