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
};
