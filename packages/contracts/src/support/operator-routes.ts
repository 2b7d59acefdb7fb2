// Zod-free: the agents' and finance's ticket operations (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type * as Operator from './operator';
import type * as Desk from './desk';

/** Operators of role service (agents) or finance, always within their own dealer. */
export const SupportOperatorRoutes = {
  ticketQueue: route('GET', '/operator/v1/support/tickets').io<{
    query: Operator.TicketQueueQuery;
    response: Page<Operator.QueuedTicket>;
  }>(),
  agentTicket: route('GET', '/operator/v1/support/tickets/:ticketId').io<{ response: Operator.AgentTicket }>(),
  /** Take a ticket (assign it to oneself). */
  assignTicket: route('POST', '/operator/v1/support/tickets/:ticketId/assign').io<{ response: Operator.AgentTicket }>(),
  agentReply: route('POST', '/operator/v1/support/tickets/:ticketId/replies').io<{
    body: Operator.AgentReply;
    response: Operator.AgentTicket;
  }>(),
  agentNote: route('POST', '/operator/v1/support/tickets/:ticketId/notes').io<{
    body: Operator.AgentNote;
    response: Operator.AgentTicket;
  }>(),
  resolveTicket: route('POST', '/operator/v1/support/tickets/:ticketId/resolve').io<{
    body: Operator.ResolveTicket;
    response: Operator.AgentTicket;
  }>(),
  /** Service review of an appeal. */
  decideAppeal: route('POST', '/operator/v1/support/tickets/:ticketId/decision').io<{
    body: Operator.DecideAppeal;
    response: Operator.AgentTicket;
  }>(),
  /** Finance review: an approved refund goes out once through the payments module. */
  financeReview: route('POST', '/operator/v1/support/tickets/:ticketId/finance-review').io<{
    body: Operator.FinanceReview;
    response: Operator.AgentTicket;
  }>(),
  listFaqs: route('GET', '/operator/v1/support/faqs').io<{ response: Operator.OperatorFaq[] }>(),
  createFaq: route('POST', '/operator/v1/support/faqs').io<{
    body: Operator.FaqInput;
    response: Operator.OperatorFaq;
  }>(),
  updateFaq: route('PUT', '/operator/v1/support/faqs/:faqId').io<{
    body: Operator.FaqInput;
    response: Operator.OperatorFaq;
  }>(),
  deleteFaq: route('DELETE', '/operator/v1/support/faqs/:faqId').io<{ response: Operator.FaqId }>(),

  // The service desk (decision 088).
  /** The queue's figures: open, overdue, nearly due, unassigned, the median time to a first answer. */
  supportStats: route('GET', '/operator/v1/support/stats').io<{ response: Desk.SupportStats }>(),
  /** The dealer's SLA per ticket kind (the defaults for a kind not set). */
  slaPolicies: route('GET', '/operator/v1/support/sla').io<{ response: Desk.SlaPolicy[] }>(),
  /** Set the SLA (admin or service); open tickets' deadlines follow. */
  updateSla: route('PUT', '/operator/v1/support/sla').io<{ body: Desk.SlaUpdate; response: Desk.SlaPolicy[] }>(),
  /** The operators a ticket may be assigned to. */
  ticketAgents: route('GET', '/operator/v1/support/agents').io<{ response: Desk.TicketAgent[] }>(),
  /** Assign a ticket to another agent of the dealer. */
  reassignTicket: route('POST', '/operator/v1/support/tickets/:ticketId/reassign').io<{
    body: Desk.ReassignTicket;
    response: Operator.AgentTicket;
  }>(),
  listCannedReplies: route('GET', '/operator/v1/support/canned-replies').io<{ response: Desk.CannedReply[] }>(),
  createCannedReply: route('POST', '/operator/v1/support/canned-replies').io<{
    body: Desk.CannedReplyInput;
    response: Desk.CannedReply;
  }>(),
  updateCannedReply: route('PUT', '/operator/v1/support/canned-replies/:cannedId').io<{
    body: Desk.CannedReplyInput;
    response: Desk.CannedReply;
  }>(),
  deleteCannedReply: route('DELETE', '/operator/v1/support/canned-replies/:cannedId').io<{
    response: { cannedId: string };
  }>(),
  /**
   * text/event-stream: `ready`, then `changed {ticketId}` for each ticket of the operator's dealer that changed
   * (submitted, answered, assigned, decided, refunded) — the queue reads itself again (decision 085's stream).
   */
  ticketEvents: route('GET', '/operator/v1/support/events'),
};
