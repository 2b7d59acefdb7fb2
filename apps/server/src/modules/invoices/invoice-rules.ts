import {
  FEE_KIND_OF_PURPOSE,
  FEE_KINDS,
  type FeeKind,
  type InvoiceLine,
  type InvoiceSettings,
  type TaxItem,
} from '@parking/contracts';
import { taxOfInclusive } from '../../integrations/invoices';

/** Parking bills are `parking`; a purchase's purpose maps through FEE_KIND_OF_PURPOSE; anything else is not invoiced. */
export function feeKindOf(purpose: string): FeeKind | undefined {
  if (purpose === 'parking') return 'parking';
  // Own keys only: a purpose named like an Object.prototype member is not a fee kind.
  return Object.hasOwn(FEE_KIND_OF_PURPOSE, purpose) ? FEE_KIND_OF_PURPOSE[purpose] : undefined;
}

/** What is left to invoice of a payment: paid less refunded, never below zero. */
export const invoiceableFen = (p: { amountFen: number; refundedFen: number }) =>
  Math.max(0, p.amountFen - p.refundedFen);

/**
 * One line per fee kind (in FEE_KINDS order), its goods name, tax code and rate from the dealer's settings and its
 * tax separated on the line's total (rounding once per line, as the invoice shows it). `sign` -1 makes a red
 * invoice's lines. A kind without a tax item cannot be invoiced: the caller checked `taxItemOf` first.
 */
export function linesOf(
  bills: readonly { feeKind: FeeKind; amountFen: number }[],
  taxItems: InvoiceSettings['taxItems'],
  sign: 1 | -1 = 1,
): InvoiceLine[] {
  const totals = new Map<FeeKind, number>();
  for (const bill of bills) totals.set(bill.feeKind, (totals.get(bill.feeKind) ?? 0) + bill.amountFen);
  return FEE_KINDS.filter((kind) => totals.has(kind)).map((kind) => {
    const item = taxItems[kind] as TaxItem;
    const amountFen = sign * totals.get(kind)!;
    return {
      feeKind: kind,
      goodsName: item.goodsName,
      taxCode: item.taxCode,
      taxRate: item.taxRate,
      amountFen,
      taxFen: taxOfInclusive(amountFen, item.taxRate),
    };
  });
}

export const sumOf = (lines: readonly { amountFen: number; taxFen: number }[]) => ({
  amountFen: lines.reduce((s, l) => s + l.amountFen, 0),
  taxFen: lines.reduce((s, l) => s + l.taxFen, 0),
});

/** A provider's or a mail server's reason is stored cut to this length. */
export const MAX_REASON = 200;
