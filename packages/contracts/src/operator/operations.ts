import { z } from 'zod';
import { SsoTicket, SsoTicketRequest } from '../driver/auth';
import * as Groups from '../driver/groups';
import { operations } from '../operation-schemas';
import { OperatorRoutes } from './routes';
import { OperatorLogin, OperatorProfile, OperatorSession } from './session';
import * as Accounts from './accounts';

const byOperator = { params: Accounts.OperatorParams };
const byGroup = { params: Groups.DriverGroupParams };

export const OperatorOps = operations(OperatorRoutes, {
  login: { body: OperatorLogin, response: OperatorSession },
  me: { response: OperatorProfile },
  logout: {},
  changePassword: { body: Accounts.OperatorPasswordChange },
  operators: { response: z.array(Accounts.OperatorAccount) },
  createOperator: { body: Accounts.OperatorCreate, response: Accounts.OperatorAccount },
  updateOperator: { ...byOperator, body: Accounts.OperatorUpdate, response: Accounts.OperatorAccount },
  resetOperatorPassword: { ...byOperator, body: Accounts.OperatorPasswordReset },
  ssoTickets: { body: SsoTicketRequest, response: SsoTicket },
  driverGroups: { response: Groups.OperatorDriverGroupList },
  groupMembers: { ...byGroup, response: Groups.GroupMemberList },
  addGroupMember: { ...byGroup, body: Groups.GroupMemberAdd, response: Groups.DriverGroup },
  removeGroupMember: { params: Groups.GroupMemberParams },
});
