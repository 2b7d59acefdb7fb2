import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPORT_CHANNEL_TEXT, REPORT_KIND_TEXT, type ReportKind } from '@parking/contracts';
import { formatShanghaiDateTime } from '@parking/contracts/shanghai-time';
import ExcelJS from 'exceljs';
import type { ExportLine } from './reports.repository';

const TRANSFER_KIND_TEXT: Record<string, string> = {
  capture: '渠道收款',
  balancePayment: '余额支付',
  refund: '退款',
  recharge: '充值',
  withdrawal: '提现',
  adjustment: '调整',
};

export const EXPORT_HEADER = [
  '时间',
  '类型',
  '订单号',
  '退款单号',
  '车场',
  '渠道',
  '业务',
  '收入(元)',
  '充值(元)',
  '退款(元)',
  '其中欠费追缴(元)',
];
/** The sheet of an XLSX export. */
export const EXPORT_SHEET = '流水';

const yuan = (fen: number) => fen / 100;

/** One export line as cells: texts, and money in yuan (numbers, so a spreadsheet can sum them). */
function cellsOf(line: ExportLine): (string | number)[] {
  return [
    formatShanghaiDateTime(line.occurredAt),
    TRANSFER_KIND_TEXT[line.transferKind] ?? line.transferKind,
    line.orderNo ?? '',
    line.refundNo ?? '',
    line.parkName ?? '',
    REPORT_CHANNEL_TEXT[line.channel] ?? String(line.channel),
    REPORT_KIND_TEXT[line.kind as ReportKind] ?? line.kind,
    yuan(line.revenueFen),
    yuan(line.topUpFen),
    yuan(line.refundedFen),
    yuan(line.arrearsFen),
  ];
}

/** A CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV export, line by line (UTF-8 with a BOM, for Excel), as the audit export writes it. */
export async function* linesCsv(lines: AsyncIterable<ExportLine>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
  let chunk = '';
  let n = 0;
  for await (const line of lines) {
    chunk += csvLine(cellsOf(line));
    if (++n % 500 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** How much of the XLSX may wait unread before the writer pauses (the reader is the HTTP response). */
const XLSX_BUFFER_BYTES = 1 << 20;

/**
 * The XLSX export, streamed (exceljs's WorkbookWriter): rows are committed as they are read, the zip is written as it
 * goes, and reading pauses while the response has not taken what was written, so memory stays flat however long.
 */
export function linesXlsx(lines: AsyncIterable<ExportLine>, onError: (error: unknown) => void): Readable {
  const out = new PassThrough({ highWaterMark: XLSX_BUFFER_BYTES });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(EXPORT_SHEET);
  (async () => {
    sheet.addRow(EXPORT_HEADER).commit();
    let n = 0;
    for await (const line of lines) {
      sheet.addRow(cellsOf(line)).commit();
      if (++n % 500 === 0) {
        while (out.readableLength > XLSX_BUFFER_BYTES && !out.destroyed) await sleep(5);
        if (out.destroyed) return;
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
