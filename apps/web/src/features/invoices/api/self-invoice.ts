import { ErrorCode, IDEMPOTENCY_KEY_HEADER, SelfInvoiceRoutes, type MakeSelfInvoice } from '@parking/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Refusals the page states itself (instead of a toast over it). */
const SHOWN_ON_PAGE = [
  ErrorCode.SELF_INVOICE_NOT_PAYER,
  ErrorCode.SELF_INVOICE_REFUNDED,
  ErrorCode.INVOICE_BILL_INVOICED,
  ErrorCode.INVOICE_BILL_UNAVAILABLE,
  ErrorCode.INVOICE_NOT_CONFIGURED,
];

/**
 * /makeInvoiceBySelf: the tab's payment proof for a ticket to invoice that bill. Asked once per visit (the server
 * counts these against a limit), never retried by itself; the page shows the server's reason when refused.
 */
export const useSelfInvoiceTicket = (orderNo: string, payKey: string | undefined) =>
  useQuery({
    queryKey: ['self-invoice', 'ticket', orderNo],
    queryFn: ({ signal }) =>
      api.call(SelfInvoiceRoutes.selfInvoiceTicket, {
        body: { orderNo, payKey: payKey! },
        signal,
        quiet: true,
        handledCodes: SHOWN_ON_PAGE,
      }),
    enabled: Boolean(orderNo && payKey),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST selfInvoice with the attempt's idempotency key: a repeated tap returns the same invoice. */
export const useMakeSelfInvoice = () =>
  useMutation({
    mutationFn: ({ body, key }: { body: MakeSelfInvoice; key: string }) =>
      api.call(SelfInvoiceRoutes.makeSelfInvoice, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
  });
