import { InvoiceDeskOps, type OperatorInvoiceFilter } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

export const invoicesQuery = (filters: OperatorInvoiceFilter, page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['invoices', filters, page],
    queryFn: () => api.call(InvoiceDeskOps.operatorInvoices, { query: { ...filters, ...page } }),
  });

export function useInvoiceMutations() {
  return {
    resend: useWrite(
      ({ unid, email }: { unid: string; email?: string }) =>
        api.call(InvoiceDeskOps.operatorResendInvoice, { params: { unid }, body: email ? { email } : {} }),
      ['invoices'],
    ),
    retry: useWrite(
      (unid: string) => api.call(InvoiceDeskOps.operatorRetryInvoice, { params: { unid } }),
      ['invoices'],
    ),
  };
}
