import { providerYuanToFen } from './money';
import type { BillLine } from './provider';

/** What a bill line of either kind carries, its fee read from the bill's 元 text when the bill states one. */
export type BillLineBase = Pick<BillLine, 'orderNo' | 'providerTradeNo' | 'occurredAt' | 'providerStatus' | 'feeFen'>;

/** A bill row's common fields; the fee may be negative (a refund gives it back), and a blank one is left out. */
export function billLineBase(row: Omit<BillLineBase, 'feeFen'> & { fee: string }): BillLineBase {
  const { fee, ...fields } = row;
  return { ...fields, ...(fee ? { feeFen: providerYuanToFen(fee, { allowNegative: true }) } : {}) };
}
