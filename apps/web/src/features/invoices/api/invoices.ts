import {
  IDEMPOTENCY_KEY_HEADER,
  InvoiceRoutes,
  type InvoiceSummary,
  type MakeInvoice,
  type TitleInput,
} from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Query keys of invoices; every key starts with 'driver' so logging out drops them. */
export const invoiceKeys = {
  all: ['driver', 'invoices'] as const,
  titles: ['driver', 'invoices', 'titles'] as const,
  bills: ['driver', 'invoices', 'bills'] as const,
  list: ['driver', 'invoices', 'list'] as const,
  one: (unid: string) => ['driver', 'invoices', 'one', unid] as const,
  orders: (unid: string) => ['driver', 'invoices', 'orders', unid] as const,
  link: (unid: string) => ['driver', 'invoices', 'link', unid] as const,
};

/** While it is 开票中 (or being mailed), the record is asked again this often. */
export const INVOICE_POLL_MS = 1_500;

export const titlesQuery = () =>
  queryOptions({
    queryKey: invoiceKeys.titles,
    queryFn: ({ signal }) => api.call(InvoiceRoutes.titles, { signal }),
  });
export const useTitles = () => useQuery(titlesQuery());

export const billsQuery = () =>
  queryOptions({
    queryKey: invoiceKeys.bills,
    queryFn: ({ signal }) => api.call(InvoiceRoutes.invoiceableBills, { signal }),
    staleTime: 0,
  });
export const useInvoiceableBills = () => useQuery(billsQuery());

const PAGE_SIZE = 20;
export const invoicesQuery = () =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api.call(InvoiceRoutes.invoices, { query: { pageNo: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.results.length, 0) < last.totalRecord ? pages.length + 1 : undefined,
    // Refresh while any invoice on screen is still being issued.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.results.some((i: InvoiceSummary) => i.state === 'issuing'))
        ? INVOICE_POLL_MS
        : false,
  });

export const invoiceQuery = (unid: string) =>
  queryOptions({
    queryKey: invoiceKeys.one(unid),
    queryFn: ({ signal }) => api.call(InvoiceRoutes.invoice, { params: { unid }, signal }),
    refetchInterval: (query) => {
      const invoice = query.state.data;
      const busy = invoice?.state === 'issuing' || (invoice?.state === 'issued' && invoice.mailState === 'pending');
      return busy ? INVOICE_POLL_MS : false;
    },
    staleTime: 0,
  });
export const useInvoice = (unid: string) => useQuery({ ...invoiceQuery(unid), enabled: !!unid });

/** The bills an invoice covers (/invoiceOrderList). */
export const useInvoicedBills = (unid: string) =>
  useQuery({
    queryKey: invoiceKeys.orders(unid),
    queryFn: ({ signal }) => api.call(InvoiceRoutes.invoiceBills, { params: { unid }, signal }),
    enabled: !!unid,
  });

/** A link to the PDF (signed for a few minutes): asked when the record shows an issued invoice. */
export const useInvoiceLink = (unid: string, enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.link(unid),
    queryFn: ({ signal }) => api.call(InvoiceRoutes.getInvoiceUrlByUnid, { query: { unid }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }) });
}

export const useSaveTitle = () =>
  useInvalidating(({ titleId, title }: { titleId?: string; title: TitleInput }) =>
    titleId
      ? api.call(InvoiceRoutes.updateTitle, { params: { titleId }, body: title })
      : api.call(InvoiceRoutes.addTitle, { body: title }),
  );
export const useDeleteTitle = () =>
  useInvalidating((titleId: string) => api.call(InvoiceRoutes.deleteTitle, { params: { titleId } }));

/** POST invoices with the attempt's idempotency key: a repeated tap returns the same invoice. */
export const useMakeInvoice = () =>
  useInvalidating(({ body, key }: { body: MakeInvoice; key: string }) =>
    api.call(InvoiceRoutes.makeInvoice, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
  );
export const useRetryInvoice = () =>
  useInvalidating((unid: string) => api.call(InvoiceRoutes.retryInvoice, { params: { unid } }));
export const useResendInvoice = () =>
  useInvalidating(({ unid, email }: { unid: string; email: string }) =>
    api.call(InvoiceRoutes.resendInvoice, { params: { unid }, body: { email } }),
  );
