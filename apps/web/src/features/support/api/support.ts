import {
  SupportRoutes,
  type CreateAppealTicket,
  type CreateOrderAppeal,
  type OrderAppealSubject,
  type CreateTicket,
  type DriverReply,
  type RateTicket,
} from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { nextPageNo } from '../../../api/paging';

/** Query keys of customer service; everything under `all` is read again after the driver changes a ticket. */
export const supportKeys = {
  all: ['support'] as const,
  tickets: ['support', 'tickets'] as const,
  ticket: (ticketId: string) => ['support', 'ticket', ticketId] as const,
  orderAppeal: (subject: OrderAppealSubject, orderNo: string) => ['support', 'orderAppeal', subject, orderNo] as const,
};

const PAGE_SIZE = 10;

export const myTicketsQuery = () =>
  infiniteQueryOptions({
    queryKey: supportKeys.tickets,
    queryFn: ({ pageParam, signal }) =>
      api.call(SupportRoutes.myTickets, { query: { pageNo: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const ticketQuery = (ticketId: string) =>
  queryOptions({
    queryKey: supportKeys.ticket(ticketId),
    queryFn: ({ signal }) => api.call(SupportRoutes.ticket, { params: { ticketId }, signal }),
  });

/** The newest appeal of one of the driver's orders, or null (decision 050). */
export const orderAppealQuery = (subject: OrderAppealSubject, orderNo: string) =>
  queryOptions({
    queryKey: supportKeys.orderAppeal(subject, orderNo),
    queryFn: ({ signal }) => api.call(SupportRoutes.orderAppeal, { query: { subject, orderNo }, signal }),
  });

function useSupportMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }) });
}

export const useCreateTicket = () =>
  useSupportMutation((body: CreateTicket) => api.call(SupportRoutes.createTicket, { body }));
export const useCreateAppealTicket = () =>
  useSupportMutation((body: CreateAppealTicket) => api.call(SupportRoutes.createAppealTicket, { body }));
export const useReplyTicket = (ticketId: string) =>
  useSupportMutation((body: DriverReply) => api.call(SupportRoutes.replyTicket, { params: { ticketId }, body }));
export const useReopenTicket = (ticketId: string) =>
  useSupportMutation((body: DriverReply) => api.call(SupportRoutes.reopenTicket, { params: { ticketId }, body }));
export const useRateTicket = (ticketId: string) =>
  useSupportMutation((body: RateTicket) => api.call(SupportRoutes.rateTicket, { params: { ticketId }, body }));
export const useCreateOrderAppeal = () =>
  useSupportMutation((body: CreateOrderAppeal) => api.call(SupportRoutes.createOrderAppeal, { body }));
