import { billLineBase } from '../bill-line';
import { parseCsv } from '../csv';
import { providerYuanToFen } from '../money';
import type { BillLine } from '../provider';
import { parseShanghaiDateTime } from '@parking/contracts/shanghai-time';

const SUMMARY_FIRST_COLUMN = '总交易单数';

/** A field of WeChat's bill without the leading backtick it carries to stop spreadsheets mangling numbers. */
const clean = (field: string | undefined): string => (field ?? '').trim().replace(/^`/, '').trim();

/**
 * Parses WeChat Pay's trade bill (bill_type ALL, the CSV the download URL serves) into bill lines. Columns are found by
 * their header names, as WeChat warns the order may change; the summary's order count must match the detail rows, so
 * a truncated file is refused rather than reconciled.
 */
export function parseWechatpayTradeBill(csv: string): BillLine[] {
  const rows = parseCsv(csv.replace(/^\uFEFF/, ''));
  const header = rows[0]?.map(clean);
  if (!header?.includes('商户订单号')) throw new Error('WeChat Pay bill has no header row');
  const col = (name: string) => header.indexOf(name);
  const pick = (row: string[], ...names: string[]): string => {
    for (const name of names) {
      const i = col(name);
      if (i >= 0 && clean(row[i]) !== '') return clean(row[i]);
    }
    return '';
  };

  const summaryAt = rows.findIndex((row) => clean(row[0]) === SUMMARY_FIRST_COLUMN);
  if (summaryAt < 0) throw new Error('WeChat Pay bill has no summary (truncated download?)');
  const details = rows.slice(1, summaryAt);
  const declaredCount = Number(clean(rows[summaryAt + 1]?.[0]));
  if (!Number.isInteger(declaredCount) || declaredCount !== details.length) {
    throw new Error(`WeChat Pay bill lists ${details.length} rows but its summary says ${declaredCount}`);
  }

  return details.map((row, index) => {
    const where = `WeChat Pay bill row ${index + 2}`;
    const status = pick(row, '交易状态');
    const occurredAt = parseShanghaiDateTime(pick(row, '交易时间'));
    if (!occurredAt) throw new Error(`${where}: bad 交易时间`);
    const base = billLineBase({
      orderNo: pick(row, '商户订单号'),
      providerTradeNo: pick(row, '微信订单号'),
      occurredAt,
      providerStatus: status,
      fee: pick(row, '手续费'),
    });
    if (status === 'SUCCESS') {
      // 订单金额 is what the payer was asked for; older bills only have 应结订单金额 / 总金额.
      return {
        kind: 'payment',
        ...base,
        amountFen: providerYuanToFen(pick(row, '订单金额', '应结订单金额', '总金额')),
      };
    }
    if (status === 'REFUND' || status === 'REVOKED') {
      return {
        kind: 'refund',
        ...base,
        refundNo: pick(row, '商户退款单号'),
        providerRefundNo: pick(row, '微信退款单号'),
        amountFen: providerYuanToFen(pick(row, '申请退款金额', '退款金额')),
      };
    }
    throw new Error(`${where}: unknown 交易状态 ${status}`);
  });
}
