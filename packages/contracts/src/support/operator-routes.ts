// Zod-free: the agents' and finance's ticket operations (types only).
import { routes } from '../operation';
import type { Page } from '../envelope';
import type * as Operator from './operator';
import type * as Desk from './desk';

/** Operators of role service (agents) or finance, always within their own dealer. */
export const SupportOperatorRoutes = routes<SupportOperatorIo>()({
  ticketQueue: 'GET /operator/v1/support/tickets',
  agentTicket: 'GET /operator/v1/support/tickets/:ticketId',
  assignTicket: 'POST /operator/v1/support/tickets/:ticketId/assign',
  agentReply: 'POST /operator/v1/support/tickets/:ticketId/replies',
  agentNote: 'POST /operator/v1/support/tickets/:ticketId/notes',
  resolveTicket: 'POST /operator/v1/support/tickets/:ticketId/resolve',
  decideAppeal: 'POST /operator/v1/support/tickets/:ticketId/decision',
  financeReview: 'POST /operator/v1/support/tickets/:ticketId/finance-review',
  listFaqs: 'GET /operator/v1/support/faqs',
  createFaq: 'POST /operator/v1/support/faqs',
  updateFaq: 'PUT /operator/v1/support/faqs/:faqId',
  deleteFaq: 'DELETE /operator/v1/support/faqs/:faqId',

  supportStats: 'GET /operator/v1/support/stats',
  slaPolicies: 'GET /operator/v1/support/sla',
  updateSla: 'PUT /operator/v1/support/sla',
  ticketAgents: 'GET /operator/v1/support/agents',
  reassignTicket: 'POST /operator/v1/support/tickets/:ticketId/reassign',
  listCannedReplies: 'GET /operator/v1/support/canned-replies',
  createCannedReply: 'POST /operator/v1/support/canned-replies',
  updateCannedReply: 'PUT /operator/v1/support/canned-replies/:cannedId',
  deleteCannedReply: 'DELETE /operator/v1/support/canned-replies/:cannedId',
  ticketEvents: 'GET /operator/v1/support/events',
});

/** What each of SupportOperatorRoutes' operations takes and answers. */
interface SupportOperatorIo {
  ticketQueue: { query: Operator.TicketQueueQuery; response: Page<Operator.QueuedTicket> };
  agentTicket: { response: Operator.AgentTicket };
  /** Take a ticket (assign it to oneself). */
  assignTicket: { response: Operator.AgentTicket };
  agentReply: { body: Operator.AgentReply; response: Operator.AgentTicket };
  agentNote: { body: Operator.AgentNote; response: Operator.AgentTicket };
  resolveTicket: { body: Operator.ResolveTicket; response: Operator.AgentTicket };
  /** Service review of an appeal. */
  decideAppeal: { body: Operator.DecideAppeal; response: Operator.AgentTicket };
  /** Finance review: an approved refund goes out once through the payments module. */
  financeReview: { body: Operator.FinanceReview; response: Operator.AgentTicket };
  listFaqs: { response: Operator.OperatorFaq[] };
  createFaq: { body: Operator.FaqInput; response: Operator.OperatorFaq };
  updateFaq: { body: Operator.FaqInput; response: Operator.OperatorFaq };
  deleteFaq: { response: Operator.FaqId };

  // The service desk (decision 088).
  /** The queue's figures: open, overdue, nearly due, unassigned, the median time to a first answer. */
  supportStats: { response: Desk.SupportStats };
  /** The dealer's SLA per ticket kind (the defaults for a kind not set). */
  slaPolicies: { response: Desk.SlaPolicy[] };
  /** Set the SLA (admin or service); open tickets' deadlines follow. */
  updateSla: { body: Desk.SlaUpdate; response: Desk.SlaPolicy[] };
  /** The operators a ticket may be assigned to. */
  ticketAgents: { response: Desk.TicketAgent[] };
  /** Assign a ticket to another agent of the dealer. */
  reassignTicket: { body: Desk.ReassignTicket; response: Operator.AgentTicket };
  listCannedReplies: { response: Desk.CannedReply[] };
  createCannedReply: { body: Desk.CannedReplyInput; response: Desk.CannedReply };
  updateCannedReply: { body: Desk.CannedReplyInput; response: Desk.CannedReply };
  deleteCannedReply: { response: { cannedId: string } };
  /**
   * text/event-stream: `ready`, then `changed {ticketId}` for each ticket of the operator's dealer that changed
   * (submitted, answered, assigned, decided, refunded) — the queue reads itself again (decision 085's stream).
   */
  ticketEvents: Record<never, never>;
}
