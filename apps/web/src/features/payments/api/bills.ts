import { PaymentRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { payKeys } from './keys';

/** Which bills a pay page shows: by ids, by plate, by exit lane, or (arrearsOnly alone) the driver's arrears. */
export type BillsQuery = {
  uniqueIds?: string;
  plateNo?: string;
  plateColor?: string;
  laneCode?: string;
  parkId?: string;
  arrearsOnly?: '1';
};

const defined = (query: BillsQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as BillsQuery;

/**
 * The bills as the server quotes them now (the fee engine, never the page, decides the amount). Zod-free: a quote is
 * read, and the pay call that follows is parsed (payment-ops.ts).
 */
export const billsQuery = (query: BillsQuery) =>
  queryOptions({
    queryKey: payKeys.bills(defined(query)),
    queryFn: ({ signal }) => api.call(PaymentRoutes.payableBills, { query: defined(query), signal }),
    // A parked car's fee rises with time: quote again whenever the page comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useBills = (query: BillsQuery, enabled = true) => useQuery({ ...billsQuery(query), enabled });
