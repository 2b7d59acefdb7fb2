// Zod-free: the agents' and finance's ticket operations (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type {
  AgentNote,
  AgentReply,
  AgentTicket,
  DecideAppeal,
  FaqId,
  FaqInput,
  FinanceReview,
  OperatorFaq,
  QueuedTicket,
  ResolveTicket,
  TicketQueueQuery,
} from './operator';
import type {
  CannedReply,
  CannedReplyInput,
  ReassignTicket,
  SlaPolicy,
  SlaUpdate,
  SupportStats,
  TicketAgent,
} from './desk';

/** Operators of role service (agents) or finance, always within their own dealer. */
export const SupportOperatorRoutes = {
  ticketQueue: route('GET', '/operator/v1/support/tickets').io<{
    query: TicketQueueQuery;
    response: Page<QueuedTicket>;
  }>(),
  agentTicket: route('GET', '/operator/v1/support/tickets/:ticketId').io<{ response: AgentTicket }>(),
  /** Take a ticket (assign it to oneself). */
  assignTicket: route('POST', '/operator/v1/support/tickets/:ticketId/assign').io<{ response: AgentTicket }>(),
  agentReply: route('POST', '/operator/v1/support/tickets/:ticketId/replies').io<{
    body: AgentReply;
    response: AgentTicket;
  }>(),
  agentNote: route('POST', '/operator/v1/support/tickets/:ticketId/notes').io<{
    body: AgentNote;
    response: AgentTicket;
  }>(),
  resolveTicket: route('POST', '/operator/v1/support/tickets/:ticketId/resolve').io<{
    body: ResolveTicket;
    response: AgentTicket;
  }>(),
  /** Service review of an appeal. */
  decideAppeal: route('POST', '/operator/v1/support/tickets/:ticketId/decision').io<{
    body: DecideAppeal;
    response: AgentTicket;
  }>(),
  /** Finance review: an approved refund goes out once through the payments module. */
  financeReview: route('POST', '/operator/v1/support/tickets/:ticketId/finance-review').io<{
    body: FinanceReview;
    response: AgentTicket;
  }>(),
  listFaqs: route('GET', '/operator/v1/support/faqs').io<{ response: OperatorFaq[] }>(),
  createFaq: route('POST', '/operator/v1/support/faqs').io<{ body: FaqInput; response: OperatorFaq }>(),
  updateFaq: route('PUT', '/operator/v1/support/faqs/:faqId').io<{ body: FaqInput; response: OperatorFaq }>(),
  deleteFaq: route('DELETE', '/operator/v1/support/faqs/:faqId').io<{ response: FaqId }>(),

  // The service desk (decision 088).
  /** The queue's figures: open, overdue, nearly due, unassigned, the median time to a first answer. */
  supportStats: route('GET', '/operator/v1/support/stats').io<{ response: SupportStats }>(),
  /** The dealer's SLA per ticket kind (the defaults for a kind not set). */
  slaPolicies: route('GET', '/operator/v1/support/sla').io<{ response: SlaPolicy[] }>(),
  /** Set the SLA (admin or service); open tickets' deadlines follow. */
  updateSla: route('PUT', '/operator/v1/support/sla').io<{ body: SlaUpdate; response: SlaPolicy[] }>(),
  /** The operators a ticket may be assigned to. */
  ticketAgents: route('GET', '/operator/v1/support/agents').io<{ response: TicketAgent[] }>(),
  /** Assign a ticket to another agent of the dealer. */
  reassignTicket: route('POST', '/operator/v1/support/tickets/:ticketId/reassign').io<{
    body: ReassignTicket;
    response: AgentTicket;
  }>(),
  listCannedReplies: route('GET', '/operator/v1/support/canned-replies').io<{ response: CannedReply[] }>(),
  createCannedReply: route('POST', '/operator/v1/support/canned-replies').io<{
    body: CannedReplyInput;
    response: CannedReply;
  }>(),
  updateCannedReply: route('PUT', '/operator/v1/support/canned-replies/:cannedId').io<{
    body: CannedReplyInput;
    response: CannedReply;
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
