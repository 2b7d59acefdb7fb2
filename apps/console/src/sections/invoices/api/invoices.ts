import { InvoiceDeskOps, type OperatorInvoiceFilter } from '@parking/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const invoicesQuery = (filters: OperatorInvoiceFilter, page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['invoices', filters, page],
    queryFn: () => api.call(InvoiceDeskOps.operatorInvoices, { query: { ...filters, ...page } }),
  });

export function useInvoiceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['invoices'] });
  return {
    resend: useMutation({
      mutationFn: ({ unid, email }: { unid: string; email?: string }) =>
        api.call(InvoiceDeskOps.operatorResendInvoice, { params: { unid }, body: email ? { email } : {} }),
      onSuccess: refresh,
    }),
    retry: useMutation({
      mutationFn: (unid: string) => api.call(InvoiceDeskOps.operatorRetryInvoice, { params: { unid } }),
      onSuccess: refresh,
    }),
  };
}
