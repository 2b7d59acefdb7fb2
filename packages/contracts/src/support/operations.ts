import { operations } from '../operation-schemas';
import {
  AgentNote,
  AgentReply,
  AgentTicket,
  DecideAppeal,
  FaqId,
  FaqIdParams,
  FaqInput,
  FinanceReview,
  OperatorFaq,
  QueuedTicketPage,
  ResolveTicket,
  TicketQueueQuery,
} from './operator';
import {
  CannedId,
  CannedIdParams,
  CannedReply,
  CannedReplyInput,
  ReassignTicket,
  SlaPolicies,
  SlaUpdate,
  SupportStats,
  TicketAgent,
} from './desk';
import { SupportOperatorRoutes } from './operator-routes';
import { SupportRoutes } from './routes';
import {
  CreateAppealTicket,
  CreateOrderAppeal,
  CreateTicket,
  DriverReply,
  OrderAppealQuery,
  FaqQuery,
  Faqs,
  MyTicketsQuery,
  RateTicket,
  Ticket,
  TicketIdParams,
  TicketSummaryPage,
} from './tickets';
import { z } from 'zod';

const byTicket = { params: TicketIdParams };

export const SupportOps = operations(SupportRoutes, {
  faqs: { query: FaqQuery, response: Faqs },
  createTicket: { body: CreateTicket, response: Ticket },
  createAppealTicket: { body: CreateAppealTicket, response: Ticket },
  createOrderAppeal: { body: CreateOrderAppeal, response: Ticket },
  orderAppeal: { query: OrderAppealQuery, response: Ticket.nullable() },
  myTickets: { query: MyTicketsQuery, response: TicketSummaryPage },
  ticket: { ...byTicket, response: Ticket },
  replyTicket: { ...byTicket, body: DriverReply, response: Ticket },
  rateTicket: { ...byTicket, body: RateTicket, response: Ticket },
  reopenTicket: { ...byTicket, body: DriverReply, response: Ticket },
});

export const SupportOperatorOps = operations(SupportOperatorRoutes, {
  ticketQueue: { query: TicketQueueQuery, response: QueuedTicketPage },
  agentTicket: { ...byTicket, response: AgentTicket },
  assignTicket: { ...byTicket, response: AgentTicket },
  agentReply: { ...byTicket, body: AgentReply, response: AgentTicket },
  agentNote: { ...byTicket, body: AgentNote, response: AgentTicket },
  resolveTicket: { ...byTicket, body: ResolveTicket, response: AgentTicket },
  decideAppeal: { ...byTicket, body: DecideAppeal, response: AgentTicket },
  financeReview: { ...byTicket, body: FinanceReview, response: AgentTicket },
  listFaqs: { response: z.array(OperatorFaq) },
  createFaq: { body: FaqInput, response: OperatorFaq },
  updateFaq: { params: FaqIdParams, body: FaqInput, response: OperatorFaq },
  deleteFaq: { params: FaqIdParams, response: FaqId },
  supportStats: { response: SupportStats },
  slaPolicies: { response: SlaPolicies },
  updateSla: { body: SlaUpdate, response: SlaPolicies },
  ticketAgents: { response: z.array(TicketAgent) },
  reassignTicket: { ...byTicket, body: ReassignTicket, response: AgentTicket },
  listCannedReplies: { response: z.array(CannedReply) },
  createCannedReply: { body: CannedReplyInput, response: CannedReply },
  updateCannedReply: { params: CannedIdParams, body: CannedReplyInput, response: CannedReply },
  deleteCannedReply: { params: CannedIdParams, response: CannedId },
  ticketEvents: {},
});
