import {
  ReportOps,
  type DifferencesQuery,
  type ReconciliationDaysQuery,
  type ResolveDifference,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const daysQuery = (query: ReconciliationDaysQuery) =>
  queryOptions({
    queryKey: ['reconciliation', 'days', query],
    queryFn: () => api.call(ReportOps.reconciliationDays, { query }),
  });

export const differencesQuery = (query: DifferencesQuery) =>
  queryOptions({
    queryKey: ['reconciliation', 'differences', query],
    queryFn: () => api.call(ReportOps.reconciliationDifferences, { query }),
  });

export const resolveDifference = (differenceId: string, body: ResolveDifference) =>
  api.call(ReportOps.resolveDifference, { params: { differenceId }, body });

export const runReconciliation = (day: string) => api.call(ReportOps.runReconciliation, { body: { day } });
