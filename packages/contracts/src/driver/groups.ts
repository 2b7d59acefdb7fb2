import { z } from 'zod';
import { page, list } from '../envelope';
import { MobilePhone } from '../validators/phone';

/** A group of drivers with shared terms at one dealer (园区员工, 残疾人优待, …). */
export const DriverGroup = z.object({
  groupId: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  description: z.string(),
  joinedAt: z.string(),
  /** ISO time the membership ends; null when it does not. */
  expiresAt: z.string().nullable(),
});
export type DriverGroup = z.infer<typeof DriverGroup>;

/** GET driverGroupMembers/getMineGroups */
export const MineGroups = page(DriverGroup);
export type MineGroups = z.infer<typeof MineGroups>;

/** POST driverGroups/:groupId/members */
export const GroupMemberAdd = z.object({
  phone: MobilePhone,
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type GroupMemberAdd = z.infer<typeof GroupMemberAdd>;

/** GET operator driverGroups: the dealer's groups. */
export const OperatorDriverGroup = DriverGroup.pick({
  groupId: true,
  groupCode: true,
  groupName: true,
  description: true,
});
export type OperatorDriverGroup = z.infer<typeof OperatorDriverGroup>;
export const OperatorDriverGroupList = list(OperatorDriverGroup);
export type OperatorDriverGroupList = z.infer<typeof OperatorDriverGroupList>;

/** GET operator driverGroups/:groupId/members: a member now, the phone masked (`138****1234`). */
export const GroupMember = z.object({
  driverId: z.string(),
  phone: z.string().nullable(),
  nickName: z.string(),
  joinedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type GroupMember = z.infer<typeof GroupMember>;
export const GroupMemberList = list(GroupMember);
export type GroupMemberList = z.infer<typeof GroupMemberList>;

/** driverGroups/:groupId/… */
export const DriverGroupParams = z.object({ groupId: z.uuid('群组不存在') });
/** driverGroups/:groupId/members/:driverId */
export const GroupMemberParams = DriverGroupParams.extend({ driverId: z.uuid('用户不存在') });
