import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';
/** The invoice screens (spec section 2, Invoices). */
export const InvoicePaths = {
  MANAGE: screen.invoiceManage,
  BILLS: screen.invoiceBillList,
  MAKE: screen.makeInvoice,
  /** 增值税专用发票: the make-invoice form for company titles with every detail. */
  SPECIAL: screen.invoiceSpe,
  ORDERS: screen.invoiceOrderList,
  SUCCESS: screen.makeInvoiceSuccess,
  RECORDS: screen.invoiceRecord,
  RECORD: screen.invoiceRecordDetail,
  TITLES: screen.invoiceHeaderManage,
  TITLE_ADD: screen.invoiceHeaderAdd,
  RESEND: screen.reSendInvoice,
} as const;

export const makeInvoicePath = (orderNos: readonly string[], kind: 'ordinary' | 'special' = 'ordinary') =>
  href(kind === 'special' ? screen.invoiceSpe : screen.makeInvoice, { orderNos: orderNos.join(',') });
/** The bill list, going on to the special invoice form instead of the ordinary one. */
export const SPECIAL_BILLS_PATH = href(screen.invoiceBillList, { kind: 'special' });
export const ordersPath = (unid: string) => href(screen.invoiceOrderList, { unid });
export const recordPath = (unid: string) => href(screen.invoiceRecordDetail, { unid });
export const resendPath = (unid: string) => href(screen.reSendInvoice, { unid });

/**
 * The title form (a new title, or `titleId` to edit one); `back` is the make-invoice form that opened it, where saving
 * returns with the saved title chosen (issue 44: the flow keeps its place).
 */
export function titleFormPath({ titleId, back }: { titleId?: string; back?: string } = {}): string {
  return href(screen.invoiceHeaderAdd, { titleId, back });
}

const FORMS: readonly string[] = [InvoicePaths.MAKE, InvoicePaths.SPECIAL];

/** Where saving a title returns: the make-invoice form `back` names, with `titleId` chosen; undefined for anything else. */
export function backToForm(back: string | null, titleId: string): string | undefined {
  if (!back) return undefined;
  const url = new URL(back, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || !FORMS.includes(url.pathname)) return undefined;
  url.searchParams.set('titleId', titleId);
  return `${url.pathname}${url.search}`;
}
