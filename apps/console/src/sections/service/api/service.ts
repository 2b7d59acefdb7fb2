import {
  SupportOperatorOps,
  TicketChange,
  type CannedReplyInput,
  type DecideAppeal,
  type FaqInput,
  type SlaPolicy,
  type TicketQueueQuery,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { opQuery } from '../../../api/queries';
import { usePushStream, type StreamState } from '../../../api/stream';

/** Every query of the service desk starts with this key: a pushed change reads them again. */
export const serviceKey = ['service'] as const;

export const queueQuery = (query: TicketQueueQuery) =>
  queryOptions({
    queryKey: [...serviceKey, 'queue', query],
    queryFn: () => api.call(SupportOperatorOps.ticketQueue, { query }),
  });
export const statsQuery = opQuery([...serviceKey, 'stats'], SupportOperatorOps.supportStats);
export const ticketQuery = (ticketId: string) =>
  queryOptions({
    queryKey: [...serviceKey, 'ticket', ticketId],
    queryFn: () => api.call(SupportOperatorOps.agentTicket, { params: { ticketId } }),
  });
export const agentsQuery = opQuery([...serviceKey, 'agents'], SupportOperatorOps.ticketAgents);
export const cannedQuery = opQuery([...serviceKey, 'canned'], SupportOperatorOps.listCannedReplies);
export const faqsQuery = opQuery([...serviceKey, 'faqs'], SupportOperatorOps.listFaqs);
export const slaQuery = opQuery([...serviceKey, 'sla'], SupportOperatorOps.slaPolicies);

const byTicket = (ticketId: string) => ({ params: { ticketId } });
/** The writes of a ticket, each answering the agent's view of it. */
export const ticketActions = {
  assign: (ticketId: string) => api.call(SupportOperatorOps.assignTicket, byTicket(ticketId)),
  reassign: (ticketId: string, operatorId: string) =>
    api.call(SupportOperatorOps.reassignTicket, { ...byTicket(ticketId), body: { operatorId } }),
  reply: (ticketId: string, content: string, askDriver: boolean) =>
    api.call(SupportOperatorOps.agentReply, { ...byTicket(ticketId), body: { content, askDriver } }),
  note: (ticketId: string, content: string) =>
    api.call(SupportOperatorOps.agentNote, { ...byTicket(ticketId), body: { content } }),
  resolve: (ticketId: string, content: string) =>
    api.call(SupportOperatorOps.resolveTicket, { ...byTicket(ticketId), body: { content } }),
  decide: (ticketId: string, body: DecideAppeal) =>
    api.call(SupportOperatorOps.decideAppeal, { ...byTicket(ticketId), body }),
  financeReview: (ticketId: string, approve: boolean, content: string) =>
    api.call(SupportOperatorOps.financeReview, { ...byTicket(ticketId), body: { approve, content } }),
};

export const cannedActions = {
  create: (body: CannedReplyInput) => api.call(SupportOperatorOps.createCannedReply, { body }),
  update: (cannedId: string, body: CannedReplyInput) =>
    api.call(SupportOperatorOps.updateCannedReply, { params: { cannedId }, body }),
  remove: (cannedId: string) => api.call(SupportOperatorOps.deleteCannedReply, { params: { cannedId } }),
};
export const faqActions = {
  create: (body: FaqInput) => api.call(SupportOperatorOps.createFaq, { body }),
  update: (faqId: string, body: FaqInput) => api.call(SupportOperatorOps.updateFaq, { params: { faqId }, body }),
  remove: (faqId: string) => api.call(SupportOperatorOps.deleteFaq, { params: { faqId } }),
};
export const updateSla = (policies: SlaPolicy[]) => api.call(SupportOperatorOps.updateSla, { body: { policies } });

/** Changes arriving within this long are read as one. */
const COALESCE_MS = 400;
export type { StreamState };

/**
 * Follows the ticket stream while the desk is open (decision 088, over decision 085's SSE): each `changed` reads the
 * queue, the figures and the open ticket again — no polling, no reload. The stream is reopened when it ends.
 */
export const useTicketPushes = (): StreamState =>
  usePushStream(
    SupportOperatorOps.ticketEvents,
    [serviceKey],
    (data) => TicketChange.safeParse(data).success,
    COALESCE_MS,
  );
