import { API_BASE, AuditOps, OperatorOps, type AuditFilter, type AuditQuery } from '@parking/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../../api/client';
import { session } from '../../../app/session';

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

const searchOf = (filter: AuditFilter) =>
  new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );

/** Downloads the CSV of the entries the filter selects (a file, not an envelope: fetched with the token, saved as a blob). */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const token = session.token();
  const res = await fetch(`${API_BASE}${AuditOps.auditExport.path}?${searchOf(filter)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiError(body?.code ?? String(res.status), body?.message ?? `导出失败（${res.status}）`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
