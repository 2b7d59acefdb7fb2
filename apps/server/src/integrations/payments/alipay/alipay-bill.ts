import { billLineBase } from '../bill-line';
import { parseCsv } from '../csv';
import { providerYuanToFen } from '../money';
import type { BillLine } from '../provider';
import { parseShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { readZip } from '../zip-reader';

/** Alipay's bill CSVs are GBK; accept UTF-8 too (with or without BOM), which GBK text practically never is. */
export function decodeBillText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** Picks the detail file (…_业务明细.csv, not …_业务明细(汇总).csv) out of the bill archive and parses it. */
export function parseAlipayBillArchive(zip: Buffer): BillLine[] {
  const detail = readZip(zip).find((entry) => /业务明细\.csv$/.test(entry.name) && !entry.name.includes('汇总'));
  if (!detail) throw new Error('Alipay bill archive has no 业务明细 file');
  return parseAlipayTradeBill(decodeBillText(detail.data));
}

const clean = (field: string | undefined): string => (field ?? '').replace(/^[\s`]+|\s+$/g, '');

/**
 * Parses Alipay's trade detail CSV (业务明细): '#' comment lines around a header row and one row per trade (交易) or
 * refund (退款). Columns are found by name. When the footer states the trade and refund counts, they must match.
 */
export function parseAlipayTradeBill(text: string): BillLine[] {
  const lines = text.split(/\r?\n/);
  const footer = lines.filter((line) => line.startsWith('#')).join('\n');
  const rows = parseCsv(lines.filter((line) => !line.startsWith('#')).join('\n'));
  const headerAt = rows.findIndex((row) => row.map(clean).includes('商户订单号'));
  if (headerAt < 0) throw new Error('Alipay bill has no header row');
  const header = (rows[headerAt] as string[]).map(clean);
  const pick = (row: string[], name: string): string => {
    const i = header.indexOf(name);
    return i >= 0 ? clean(row[i]) : '';
  };

  const result = rows.slice(headerAt + 1).map((row, index): BillLine => {
    const where = `Alipay bill row ${index + 1}`;
    const type = pick(row, '业务类型');
    const occurredAt = parseShanghaiDateTime(pick(row, '完成时间')) ?? parseShanghaiDateTime(pick(row, '创建时间'));
    if (!occurredAt) throw new Error(`${where}: no valid 完成时间 / 创建时间`);
    const base = billLineBase({
      orderNo: pick(row, '商户订单号'),
      providerTradeNo: pick(row, '支付宝交易号'),
      occurredAt,
      providerStatus: type,
      fee: pick(row, '服务费（元）'),
    });
    if (type === '交易') return { kind: 'payment', ...base, amountFen: providerYuanToFen(pick(row, '订单金额（元）')) };
    if (type === '退款') {
      // A refund row shows what left the merchant as a negative 商家实收.
      const received = providerYuanToFen(pick(row, '商家实收（元）'), { allowNegative: true });
      return { kind: 'refund', ...base, refundNo: pick(row, '退款批次号/请求号'), amountFen: Math.abs(received) };
    }
    throw new Error(`${where}: unknown 业务类型 ${type}`);
  });

  const count = (label: string) => {
    const match = new RegExp(`#${label}[：:]\\s*(\\d+)\\s*笔`).exec(footer);
    return match ? Number(match[1]) : undefined;
  };
  for (const [label, kind] of [
    ['交易合计', 'payment'],
    ['退款合计', 'refund'],
  ] as const) {
    const declared = count(label);
    const found = result.filter((line) => line.kind === kind).length;
    if (declared !== undefined && declared !== found) {
      throw new Error(`Alipay bill footer says ${declared} ${kind} rows, found ${found}`);
    }
  }
  return result;
}
