/** The invoice screens (spec section 2, Invoices). */
export const InvoicePaths = {
  MANAGE: '/invoiceManage',
  BILLS: '/invoiceBillList',
  MAKE: '/makeInvoice',
  SUCCESS: '/makeInvoiceSuccess',
  RECORDS: '/invoiceRecord',
  RECORD: '/invoiceRecordDetail',
  TITLES: '/invoiceHeaderManage',
  TITLE_ADD: '/invoiceHeaderAdd',
  RESEND: '/reSendInvoice',
} as const;

export const makeInvoicePath = (orderNos: readonly string[]) =>
  `${InvoicePaths.MAKE}?orderNos=${encodeURIComponent(orderNos.join(','))}`;
export const recordPath = (unid: string) => `${InvoicePaths.RECORD}?unid=${encodeURIComponent(unid)}`;
export const resendPath = (unid: string) => `${InvoicePaths.RESEND}?unid=${encodeURIComponent(unid)}`;
export const titleEditPath = (titleId: string) => `${InvoicePaths.TITLE_ADD}?titleId=${encodeURIComponent(titleId)}`;
