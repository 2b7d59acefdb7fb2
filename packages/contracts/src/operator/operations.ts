import { z } from 'zod';
import { SsoTicket, SsoTicketRequest } from '../driver/auth';
import {
  DriverGroup,
  DriverGroupParams,
  GroupMemberAdd,
  GroupMemberList,
  GroupMemberParams,
  OperatorDriverGroupList,
} from '../driver/groups';
import { operations } from '../operation-schemas';
import { OperatorRoutes } from './routes';
import { OperatorLogin, OperatorProfile, OperatorSession } from './session';
import {
  OperatorAccount,
  OperatorCreate,
  OperatorParams,
  OperatorPasswordChange,
  OperatorPasswordReset,
  OperatorUpdate,
} from './accounts';

export const OperatorOps = operations(OperatorRoutes, {
  login: { body: OperatorLogin, response: OperatorSession },
  me: { response: OperatorProfile },
  logout: {},
  changePassword: { body: OperatorPasswordChange },
  operators: { response: z.array(OperatorAccount) },
  createOperator: { body: OperatorCreate, response: OperatorAccount },
  updateOperator: { params: OperatorParams, body: OperatorUpdate, response: OperatorAccount },
  resetOperatorPassword: { params: OperatorParams, body: OperatorPasswordReset },
  ssoTickets: { body: SsoTicketRequest, response: SsoTicket },
  driverGroups: { response: OperatorDriverGroupList },
  groupMembers: { params: DriverGroupParams, response: GroupMemberList },
  addGroupMember: { params: DriverGroupParams, body: GroupMemberAdd, response: DriverGroup },
  removeGroupMember: { params: GroupMemberParams },
});
