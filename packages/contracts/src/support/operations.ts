import { operations } from '../operation-schemas';
import * as Operator from './operator';
import * as Desk from './desk';
import { SupportOperatorRoutes } from './operator-routes';
import { SupportRoutes } from './routes';
import * as Tickets from './tickets';
import { z } from 'zod';

const byTicket = { params: Tickets.TicketIdParams };

export const SupportOps = operations(SupportRoutes, {
  faqs: { query: Tickets.FaqQuery, response: Tickets.Faqs },
  createTicket: { body: Tickets.CreateTicket, response: Tickets.Ticket },
  createAppealTicket: { body: Tickets.CreateAppealTicket, response: Tickets.Ticket },
  createOrderAppeal: { body: Tickets.CreateOrderAppeal, response: Tickets.Ticket },
  orderAppeal: { query: Tickets.OrderAppealQuery, response: Tickets.Ticket.nullable() },
  myTickets: { query: Tickets.MyTicketsQuery, response: Tickets.TicketSummaryPage },
  ticket: { ...byTicket, response: Tickets.Ticket },
  replyTicket: { ...byTicket, body: Tickets.DriverReply, response: Tickets.Ticket },
  rateTicket: { ...byTicket, body: Tickets.RateTicket, response: Tickets.Ticket },
  reopenTicket: { ...byTicket, body: Tickets.DriverReply, response: Tickets.Ticket },
});

export const SupportOperatorOps = operations(SupportOperatorRoutes, {
  ticketQueue: { query: Operator.TicketQueueQuery, response: Operator.QueuedTicketPage },
  agentTicket: { ...byTicket, response: Operator.AgentTicket },
  assignTicket: { ...byTicket, response: Operator.AgentTicket },
  agentReply: { ...byTicket, body: Operator.AgentReply, response: Operator.AgentTicket },
  agentNote: { ...byTicket, body: Operator.AgentNote, response: Operator.AgentTicket },
  resolveTicket: { ...byTicket, body: Operator.ResolveTicket, response: Operator.AgentTicket },
  decideAppeal: { ...byTicket, body: Operator.DecideAppeal, response: Operator.AgentTicket },
  financeReview: { ...byTicket, body: Operator.FinanceReview, response: Operator.AgentTicket },
  listFaqs: { response: z.array(Operator.OperatorFaq) },
  createFaq: { body: Operator.FaqInput, response: Operator.OperatorFaq },
  updateFaq: { params: Operator.FaqIdParams, body: Operator.FaqInput, response: Operator.OperatorFaq },
  deleteFaq: { params: Operator.FaqIdParams, response: Operator.FaqId },
  supportStats: { response: Desk.SupportStats },
  slaPolicies: { response: Desk.SlaPolicies },
  updateSla: { body: Desk.SlaUpdate, response: Desk.SlaPolicies },
  ticketAgents: { response: z.array(Desk.TicketAgent) },
  reassignTicket: { ...byTicket, body: Desk.ReassignTicket, response: Operator.AgentTicket },
  listCannedReplies: { response: z.array(Desk.CannedReply) },
  createCannedReply: { body: Desk.CannedReplyInput, response: Desk.CannedReply },
  updateCannedReply: { params: Desk.CannedIdParams, body: Desk.CannedReplyInput, response: Desk.CannedReply },
  deleteCannedReply: { params: Desk.CannedIdParams, response: Desk.CannedId },
  ticketEvents: {},
});
