import { AuditOps, OperatorOps, type AuditQuery } from '@parking/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit', query],
    queryFn: () => api.call(AuditOps.auditEntries, { query }),
    placeholderData: keepPreviousData,
  });

/** The dealer's operators, to pick one as a filter (the accounts section's cache entry, same key). */
export const auditOperatorsQuery = queryOptions({
  queryKey: ['operators'],
  queryFn: () => api.call(OperatorOps.operators),
});
