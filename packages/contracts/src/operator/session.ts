import { z } from 'zod';

/** What an operator (console user) may do; `admin` may do everything. */
export const OperatorRole = {
  ADMIN: 'admin',
  /** Menus, home entries, ads, news, notices. */
  CONTENT: 'content',
  /** Complaints, consultations, feedback. */
  SERVICE: 'service',
  /** Refunds, reconciliation, withdrawals. */
  FINANCE: 'finance',
  /** Vehicle and certification materials. */
  REVIEWER: 'reviewer',
  /** Runs the parks granted to them (park-scoped). */
  PARK_MANAGER: 'parkManager',
  /** Takes payments at the parks granted to them (park-scoped). */
  CASHIER: 'cashier',
} as const;
export type OperatorRole = (typeof OperatorRole)[keyof typeof OperatorRole];
export const OPERATOR_ROLES = Object.values(OperatorRole) as [OperatorRole, ...OperatorRole[]];

/** Roles that act only on the parks granted to the operator (`parkIds`); the others act dealer-wide. */
export const PARK_SCOPED_ROLES: readonly OperatorRole[] = [OperatorRole.PARK_MANAGER, OperatorRole.CASHIER];

/** What each role is called on screen. */
export const operatorRoleLabel: Record<OperatorRole, string> = {
  admin: '管理员',
  finance: '财务',
  service: '客服',
  content: '内容运营',
  reviewer: '审核员',
  parkManager: '车场管理员',
  cashier: '收费员',
};

/** POST login: without dealerId the platform's default dealer is meant. */
export const OperatorLogin = z.object({
  dealerId: z.string().min(1).max(64).optional(),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type OperatorLogin = z.infer<typeof OperatorLogin>;

/** The operator behind a session (GET me). */
export const OperatorProfile = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  dealerId: z.string(),
  /** The parks a park-scoped operator may see and act on; empty for dealer-wide operators. */
  parkIds: z.array(z.string()),
});
export type OperatorProfile = z.infer<typeof OperatorProfile>;

/** A new operator session; the token goes into `authorization: Bearer <token>`. expiresAt is ISO 8601. */
export const OperatorSession = z.object({ token: z.string(), expiresAt: z.string(), operator: OperatorProfile });
export type OperatorSession = z.infer<typeof OperatorSession>;
