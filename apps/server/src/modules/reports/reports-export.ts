import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { REPORT_CHANNEL_TEXT, REPORT_KIND_TEXT, type ReportKind } from '@parking/contracts';
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
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** "2026-06-01 10:00:00", Shanghai's wall clock (UTC+8 all year): formatShanghaiDateTime's text, without Intl per line. */
const shanghaiText = (at: Date) =>
  new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** One export line as cells: texts, and money in yuan (numbers, so a spreadsheet can sum them). */
function cellsOf(line: ExportLine): (string | number)[] {
  return [
    shanghaiText(line.occurredAt),
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
const CSV_ATTENTION = /^[=+\-@\t\r]|[",\r\n]/;
function csvCell(value: string | number): string {
  if (typeof value === 'number' || !CSV_ATTENTION.test(value)) return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV export, a window of lines at a time (UTF-8 with a BOM, for Excel), as the audit export writes it. */
export async function* linesCsv(windows: AsyncIterable<ExportLine[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
  for await (const lines of windows) {
    let chunk = '';
    for (const line of lines) chunk += csvLine(cellsOf(line));
    if (chunk) yield chunk;
  }
}

// The XLSX export: the four fixed parts of a one-sheet workbook and the sheet's rows as inline strings and numbers,
// written here and zipped by yazl, not with exceljs's WorkbookWriter: its row and cell objects, XML writer and zip
// were most of an export's time (docs/performance.md).
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const FIXED_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${EXPORT_SHEET}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];
const SHEET_PART = 'xl/worksheets/sheet1.xml';
const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// What XML 1.0 cannot hold (control characters other than tab and line ends) goes; & < > are escaped.
const isXmlControl = (code: number) => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
function xmlText(text: string): string {
  let plain = true;
  for (let i = 0; i < text.length && plain; i++) {
    const c = text.charCodeAt(i);
    plain = !(c === 0x26 || c === 0x3c || c === 0x3e || isXmlControl(c));
  }
  if (plain) return text;
  return Array.from(text)
    .filter((ch) => !isXmlControl(ch.charCodeAt(0)))
    .join('')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function rowXml(n: number, cells: (string | number)[]): string {
  let xml = `<row r="${n}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i]!;
    const ref = `${COLUMNS[i]}${n}`;
    xml +=
      typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : value === ''
          ? ''
          : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(value)}</t></is></c>`;
  }
  return `${xml}</row>`;
}

/** The sheet's XML, a window of lines at a time. */
async function* sheetXml(windows: AsyncIterable<ExportLine[]>): AsyncGenerator<string> {
  let n = 1;
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${rowXml(n, EXPORT_HEADER)}`;
  for await (const lines of windows) {
    let xml = '';
    for (const line of lines) xml += rowXml(++n, cellsOf(line));
    if (xml) yield xml;
  }
  yield '</sheetData></worksheet>';
}

/** Fastest deflate: an export is read once, and its time goes to the operator waiting for it. */
const ZIP_ENTRY = { compressionLevel: 1 };

/**
 * The XLSX export, streamed: yazl zips the sheet as it is written, and the next window of lines is read only when the
 * response has taken what was zipped (the streams' back-pressure), so memory stays flat however long.
 */
export function linesXlsx(windows: AsyncIterable<ExportLine[]>, onError: (error: unknown) => void): Readable {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  const failed = (error: Error) => {
    onError(error);
    out.destroy(error);
  };
  zip.on('error', failed);
  for (const [name, text] of FIXED_PARTS) zip.addBuffer(Buffer.from(text), name, ZIP_ENTRY);
  const sheet = Readable.from(sheetXml(windows));
  sheet.on('error', failed);
  zip.addReadStream(sheet, SHEET_PART, ZIP_ENTRY);
  zip.end();
  return out;
}
