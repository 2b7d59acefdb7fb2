import type { AuditEntry } from '@parking/contracts';
import { formatShanghaiDateTime } from '@parking/contracts/shanghai-time';

const HEADER = ['时间', '操作人', 'IP', '操作', '对象类型', '对象编号', '变更', '请求', '原因'];

/** A cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: unknown[]) => `${cells.map(cell).join(',')}\r\n`;

/** The audit CSV, line by line: a BOM (Excel reads UTF-8 then), the header, one line per entry; times in Shanghai. */
export async function* auditCsv(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield `\uFEFF${line(HEADER)}`;
  for await (const e of entries) {
    yield line([
      formatShanghaiDateTime(e.at),
      e.operatorName,
      e.ip,
      e.operation,
      e.objectType,
      e.objectId,
      e.changes,
      e.request,
      e.reason,
    ]);
  }
}
