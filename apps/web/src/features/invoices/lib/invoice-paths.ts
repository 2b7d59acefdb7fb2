/** The invoice screens (spec section 2, Invoices). */
export const InvoicePaths = {
  MANAGE: '/invoiceManage',
  BILLS: '/invoiceBillList',
  MAKE: '/makeInvoice',
  /** 增值税专用发票: the make-invoice form for company titles with every detail. */
  SPECIAL: '/invoiceSpe',
  ORDERS: '/invoiceOrderList',
  SUCCESS: '/makeInvoiceSuccess',
  RECORDS: '/invoiceRecord',
  RECORD: '/invoiceRecordDetail',
  TITLES: '/invoiceHeaderManage',
  TITLE_ADD: '/invoiceHeaderAdd',
  RESEND: '/reSendInvoice',
} as const;

export const makeInvoicePath = (orderNos: readonly string[], kind: 'ordinary' | 'special' = 'ordinary') =>
  `${kind === 'special' ? InvoicePaths.SPECIAL : InvoicePaths.MAKE}?orderNos=${encodeURIComponent(orderNos.join(','))}`;
/** The bill list, going on to the special invoice form instead of the ordinary one. */
export const SPECIAL_BILLS_PATH = `${InvoicePaths.BILLS}?kind=special`;
export const ordersPath = (unid: string) => `${InvoicePaths.ORDERS}?unid=${encodeURIComponent(unid)}`;
export const recordPath = (unid: string) => `${InvoicePaths.RECORD}?unid=${encodeURIComponent(unid)}`;
export const resendPath = (unid: string) => `${InvoicePaths.RESEND}?unid=${encodeURIComponent(unid)}`;
export const titleEditPath = (titleId: string) => `${InvoicePaths.TITLE_ADD}?titleId=${encodeURIComponent(titleId)}`;
