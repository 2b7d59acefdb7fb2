// Zod-free: the operator console's sign-in, SSO tickets and driver groups (types only).
import type { DriverGroup, GroupMemberAdd, GroupMemberList, OperatorDriverGroupList } from '../driver/groups';
import type { SsoTicket, SsoTicketRequest } from '../driver/auth';
import { routes } from '../operation';
import type { OperatorLogin, OperatorProfile, OperatorSession } from './session';
import type * as Accounts from './accounts';

/** Where every operator console operation's path starts (the server's operator scope, with its hooks). */
export const OPERATOR_API_BASE = '/operator/v1';

/** Operator console calls (under /api/operator/v1): sign-in, partner SSO tickets, driver groups. */
export const OperatorRoutes = routes<OperatorIo>()({
  login: 'POST /operator/v1/login',
  me: 'GET /operator/v1/me',
  logout: 'POST /operator/v1/logout',
  changePassword: 'POST /operator/v1/password',
  operators: 'GET /operator/v1/operators',
  createOperator: 'POST /operator/v1/operators',
  updateOperator: 'PUT /operator/v1/operators/:operatorId',
  resetOperatorPassword: 'POST /operator/v1/operators/:operatorId/password',
  ssoTickets: 'POST /operator/v1/ssoTickets',
  driverGroups: 'GET /operator/v1/driverGroups',
  groupMembers: 'GET /operator/v1/driverGroups/:groupId/members',
  addGroupMember: 'POST /operator/v1/driverGroups/:groupId/members',
  removeGroupMember: 'DELETE /operator/v1/driverGroups/:groupId/members/:driverId',
});

/** What each of OperatorRoutes' operations takes and answers. */
interface OperatorIo {
  /** Without dealerId the platform's default dealer is meant. */
  login: { body: OperatorLogin; response: OperatorSession };
  /** The operator behind the session. */
  me: { response: OperatorProfile };
  logout: Record<never, never>;
  /** The signed-in operator's own password; their other sessions end. */
  changePassword: { body: Accounts.OperatorPasswordChange };
  /** Accounts and roles (admins): the dealer's operators. */
  operators: { response: Accounts.OperatorAccount[] };
  createOperator: { body: Accounts.OperatorCreate; response: Accounts.OperatorAccount };
  updateOperator: { body: Accounts.OperatorUpdate; response: Accounts.OperatorAccount };
  resetOperatorPassword: { body: Accounts.OperatorPasswordReset };
  /** A partner system, logged in as an admin of the dealer, gets a one-time login ticket for a driver. */
  ssoTickets: { body: SsoTicketRequest; response: SsoTicket };
  /** The dealer's driver groups. */
  driverGroups: { response: OperatorDriverGroupList };
  /** A group's members now (memberships that ended left out), newest first, phones masked. */
  groupMembers: { response: GroupMemberList };
  addGroupMember: { body: GroupMemberAdd; response: DriverGroup };
  removeGroupMember: Record<never, never>;
}
