// Zod-free: the operator console's sign-in, SSO tickets and driver groups (types only).
import type { DriverGroup, GroupMemberAdd, GroupMemberList, OperatorDriverGroupList } from '../driver/groups';
import type { SsoTicket, SsoTicketRequest } from '../driver/auth';
import { route } from '../operation';
import type { OperatorLogin, OperatorProfile, OperatorSession } from './session';
import type * as Accounts from './accounts';

/** Where every operator console operation's path starts (the server's operator scope, with its hooks). */
export const OPERATOR_API_BASE = '/operator/v1';

/** Operator console calls (under /api/operator/v1): sign-in, partner SSO tickets, driver groups. */
export const OperatorRoutes = {
  /** Without dealerId the platform's default dealer is meant. */
  login: route('POST', '/operator/v1/login').io<{ body: OperatorLogin; response: OperatorSession }>(),
  /** The operator behind the session. */
  me: route('GET', '/operator/v1/me').io<{ response: OperatorProfile }>(),
  logout: route('POST', '/operator/v1/logout'),
  /** The signed-in operator's own password; their other sessions end. */
  changePassword: route('POST', '/operator/v1/password').io<{ body: Accounts.OperatorPasswordChange }>(),
  /** Accounts and roles (admins): the dealer's operators. */
  operators: route('GET', '/operator/v1/operators').io<{ response: Accounts.OperatorAccount[] }>(),
  createOperator: route('POST', '/operator/v1/operators').io<{
    body: Accounts.OperatorCreate;
    response: Accounts.OperatorAccount;
  }>(),
  updateOperator: route('PUT', '/operator/v1/operators/:operatorId').io<{
    body: Accounts.OperatorUpdate;
    response: Accounts.OperatorAccount;
  }>(),
  resetOperatorPassword: route('POST', '/operator/v1/operators/:operatorId/password').io<{
    body: Accounts.OperatorPasswordReset;
  }>(),
  /** A partner system, logged in as an admin of the dealer, gets a one-time login ticket for a driver. */
  ssoTickets: route('POST', '/operator/v1/ssoTickets').io<{ body: SsoTicketRequest; response: SsoTicket }>(),
  /** The dealer's driver groups. */
  driverGroups: route('GET', '/operator/v1/driverGroups').io<{ response: OperatorDriverGroupList }>(),
  /** A group's members now (memberships that ended left out), newest first, phones masked. */
  groupMembers: route('GET', '/operator/v1/driverGroups/:groupId/members').io<{ response: GroupMemberList }>(),
  addGroupMember: route('POST', '/operator/v1/driverGroups/:groupId/members').io<{
    body: GroupMemberAdd;
    response: DriverGroup;
  }>(),
  removeGroupMember: route('DELETE', '/operator/v1/driverGroups/:groupId/members/:driverId'),
};
