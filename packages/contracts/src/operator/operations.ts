import { SsoTicket, SsoTicketRequest } from '../driver/auth';
import { DriverGroupParams, GroupMemberAdd, GroupMemberParams } from '../driver/groups';
import { operations } from '../operation-schemas';
import { OperatorRoutes } from './routes';
import { OperatorLogin, OperatorProfile, OperatorSession } from './session';

export const OperatorOps = operations(OperatorRoutes, {
  login: { body: OperatorLogin, response: OperatorSession },
  me: { response: OperatorProfile },
  logout: {},
  ssoTickets: { body: SsoTicketRequest, response: SsoTicket },
  driverGroups: {},
  addGroupMember: { params: DriverGroupParams, body: GroupMemberAdd },
  removeGroupMember: { params: GroupMemberParams },
});
