/**
 * Downloads a file (CSV, XLSX) an operator endpoint streams: fetched with the operator's token (a link could not send
 * it), saved from a blob under the name of the server's `content-disposition`. A refusal is thrown as an `ApiError`
 * with the server's message.
 *
 * How a desk uses it: usually through `<ExportButton op={AuditOps.auditExport} query={url.filters} />` (desk-list.tsx);
 * directly: `await downloadFile(StayOps.stayExport, { query: { parkId, format: 'xlsx' } }, 'stays.xlsx')`.
 */
import { API_BASE, fillPath, type Operation, type ParamsOf } from '@parking/contracts';
import { ApiError } from '../../api/client';
import { session } from '../../app/session';

/** Query text from filter values: empty ones dropped, arrays repeated. */
export function queryTextOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (one === undefined || one === null || one === '') continue;
      search.append(key, one instanceof Date ? one.toISOString() : String(one as string | number | boolean));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The file name of a `content-disposition` header (RFC 5987 `filename*=` first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadFile<O extends Operation>(
  op: O,
  input: { params?: ParamsOf<O>; query?: Record<string, unknown> },
  fallbackName: string,
): Promise<void> {
  const token = session.token();
  const path = fillPath(op, (input.params ?? {}) as ParamsOf<O>);
  const res = await fetch(`${API_BASE}${path}${queryTextOf(input.query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiError(body?.code ?? String(res.status), body?.message ?? `导出失败（${res.status}）`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(res.headers.get('content-disposition'), fallbackName),
  });
  link.click();
  URL.revokeObjectURL(url);
}
