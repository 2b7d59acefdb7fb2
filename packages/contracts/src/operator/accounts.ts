import { z } from 'zod';
import { OPERATOR_ROLES, OperatorProfile, PARK_SCOPED_ROLES } from './session';

/** Operator passwords: 8–64 characters with a letter and a digit. */
export const OperatorPassword = z
  .string()
  .min(8, '密码至少 8 位')
  .max(64, '密码最多 64 位')
  .regex(/[A-Za-z]/, '密码须包含字母')
  .regex(/\d/, '密码须包含数字');

/** Usernames: letters, digits, `.`, `_`, `-`; stored lower-case. */
export const OperatorUsername = z
  .string()
  .trim()
  .min(3, '用户名至少 3 位')
  .max(32, '用户名最多 32 位')
  .regex(/^[A-Za-z0-9._-]+$/, '用户名只能包含字母、数字、点、下划线和连字符');

const DisplayName = z.string().trim().min(1, '请填写姓名').max(32, '姓名最多 32 个字');

/** A role set with its park grant: park-scoped roles need at least one park, dealer-wide roles take none. */
const RolesAndParks = z
  .object({
    roles: z
      .array(z.enum(OPERATOR_ROLES))
      .min(1, '至少选择一个角色')
      .refine((roles) => new Set(roles).size === roles.length, '角色不能重复'),
    parkIds: z.array(z.uuid('车场编号格式错误')).max(200).default([]),
  })
  .superRefine(({ roles, parkIds }, ctx) => {
    const scoped = roles.some((r) => PARK_SCOPED_ROLES.includes(r));
    const wide = roles.some((r) => !PARK_SCOPED_ROLES.includes(r));
    if (scoped && wide) ctx.addIssue({ code: 'custom', path: ['roles'], message: '车场角色不能与全局角色同时授予' });
    if (scoped && parkIds.length === 0) ctx.addIssue({ code: 'custom', path: ['parkIds'], message: '请选择授权车场' });
    if (!scoped && parkIds.length > 0) ctx.addIssue({ code: 'custom', path: ['parkIds'], message: '全局角色不限车场' });
  });

/** POST operators: a new operator of the admin's dealer. */
export const OperatorCreate = z.intersection(
  z.object({ username: OperatorUsername, displayName: DisplayName, password: OperatorPassword }),
  RolesAndParks,
);
export type OperatorCreate = z.input<typeof OperatorCreate>;

/** PUT operators/:operatorId: name, roles, parks and whether the account is disabled. */
export const OperatorUpdate = z.intersection(
  z.object({ displayName: DisplayName, disabled: z.boolean() }),
  RolesAndParks,
);
export type OperatorUpdate = z.input<typeof OperatorUpdate>;

/** POST operators/:operatorId/password: an admin sets a new password (sessions end, the lockout is lifted). */
export const OperatorPasswordReset = z.object({ password: OperatorPassword });
export type OperatorPasswordReset = z.infer<typeof OperatorPasswordReset>;

/** POST password: the signed-in operator changes their own password. */
export const OperatorPasswordChange = z
  .object({ oldPassword: z.string().min(1, '请输入原密码').max(128), newPassword: OperatorPassword })
  .refine((v) => v.oldPassword !== v.newPassword, { path: ['newPassword'], message: '新密码不能与原密码相同' });
export type OperatorPasswordChange = z.infer<typeof OperatorPasswordChange>;

/**
 * One row of the accounts screen: the operator as their session shows them (less the dealer: the screen's own), and
 * the account's state. Times are ISO 8601.
 */
export const OperatorAccount = OperatorProfile.omit({ dealerId: true }).extend({
  disabled: z.boolean(),
  /** Set while the account is locked after failed logins. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof OperatorAccount>;

export const OperatorParams = z.object({ operatorId: z.uuid() });
