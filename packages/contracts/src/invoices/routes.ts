// Zod-free: invoices as the driver's screens see them (types only).
import { routes } from '../operation';
import type { Page } from '../envelope';
import type * as Invoices from './invoices';
import type { MakeSelfInvoice, SelfInvoice, SelfInvoiceTicket, SelfInvoiceTicketRequest } from './self-invoice';

/** A driver's invoice titles, invoiceable bills and invoices (decision 040). Every call needs a signed-in driver. */
export const InvoiceRoutes = routes<InvoiceIo>()({
  titles: 'GET /invoice/v2/api/titles',
  addTitle: 'POST /invoice/v2/api/titles',
  updateTitle: 'PUT /invoice/v2/api/titles/:titleId',
  deleteTitle: 'DELETE /invoice/v2/api/titles/:titleId',
  invoiceableBills: 'GET /invoice/v2/api/bills',
  makeInvoice: ['POST /invoice/v2/api/invoices', { authModel: 1 }],
  invoices: 'GET /invoice/v2/api/invoices',
  invoice: 'GET /invoice/v2/api/invoices/:unid',
  invoiceBills: 'GET /invoice/v2/api/invoices/:unid/bills',
  retryInvoice: ['POST /invoice/v2/api/invoices/:unid/retry', { authModel: 1 }],
  resendInvoice: 'POST /invoice/v2/api/invoices/:unid/resend',
  getInvoiceUrlByUnid: 'GET /invoice/v2/api/getInvoiceUrlByUnid',
});

/**
 * /makeInvoiceBySelf: a bill paid without an account, invoiced by the device that paid it (no sign-in; the payment
 * proof buys a signed ticket for that one bill).
 */
export const SelfInvoiceRoutes = routes<SelfInvoiceIo>()({
  selfInvoiceTicket: 'POST /invoice/v2/api/selfInvoice/ticket',
  makeSelfInvoice: ['POST /invoice/v2/api/selfInvoice', { authModel: 1 }],
});

/** Finance of a dealer: the seller and the tax items of its invoices. */
export const InvoiceOperatorRoutes = routes<InvoiceOperatorIo>()({
  invoiceSettings: 'GET /operator/v1/invoices/settings',
  saveInvoiceSettings: 'PUT /operator/v1/invoices/settings',
});

/** Demo only: what the mail outbox holds (the end-to-end story reads the invoice mail here). */
export const InvoiceDevRoutes = routes<InvoiceDevIo>()({
  mailOutbox: 'GET /dev/v1/mailOutbox',
});

/** The PDF file behind a signed link (not an envelope operation: it answers application/pdf). */
export const INVOICE_PDF_PATH = '/invoice/v2/files';

export const InvoiceFileRoutes = routes<InvoiceFileIo>()({
  invoicePdf: 'GET /invoice/v2/files/:file',
});

/** What each of InvoiceRoutes' operations takes and answers. */
interface InvoiceIo {
  /** The title book, the default first (/invoiceHeaderManage). */
  titles: { response: Invoices.InvoiceTitle[] };
  /** Add a title (/invoiceHeaderAdd). */
  addTitle: { body: Invoices.TitleInput; response: Invoices.InvoiceTitle };
  updateTitle: { body: Invoices.TitleInput; response: Invoices.InvoiceTitle };
  deleteTitle: { response: Invoices.TitleId };
  /** Captured payments not yet invoiced, with what each can still be invoiced for (/invoiceBillList). */
  invoiceableBills: { response: Invoices.InvoiceableBills };
  /** One invoice for the chosen bills (/makeInvoice); idempotency-key header: a repeated tap returns the first. */
  makeInvoice: { body: Invoices.MakeInvoice; response: Invoices.Invoice };
  /** The driver's invoices, newest first (/invoiceRecord). */
  invoices: { query: Invoices.InvoiceQuery; response: Page<Invoices.InvoiceSummary> };
  /** One invoice (/invoiceRecordDetail). */
  invoice: { response: Invoices.Invoice };
  /** The bills an invoice covers, each with its fee kind, description, paid time and amount (/invoiceOrderList). */
  invoiceBills: { response: Invoices.InvoicedBills };
  /** Ask the provider again after 开票失败 (same order number at the provider: never two invoices). */
  retryInvoice: { response: Invoices.Invoice };
  /** Mail an issued invoice again, to this address (/reSendInvoice). */
  resendInvoice: { body: Invoices.ResendInvoice; response: Invoices.Invoice };
  /** Spec section 7: a link to the invoice's PDF (signed, expiring: it opens in the page without a token). */
  getInvoiceUrlByUnid: { query: Invoices.InvoiceUrlQuery; response: Invoices.InvoiceUrl };
}

/** What each of SelfInvoiceRoutes' operations takes and answers. */
interface SelfInvoiceIo {
  /** Exchange the pay request's key for a ticket to invoice that order (rate-limited: guessing gets nowhere). */
  selfInvoiceTicket: { body: SelfInvoiceTicketRequest; response: SelfInvoiceTicket };
  /** Invoice the ticket's bill; idempotency-key header: a repeated tap returns the first invoice. */
  makeSelfInvoice: { body: MakeSelfInvoice; response: SelfInvoice };
}

/** What each of InvoiceOperatorRoutes' operations takes and answers. */
interface InvoiceOperatorIo {
  invoiceSettings: { response: Invoices.InvoiceSettings | null };
  saveInvoiceSettings: { body: Invoices.InvoiceSettingsInput; response: Invoices.InvoiceSettings };
}

/** What each of InvoiceDevRoutes' operations takes and answers. */
interface InvoiceDevIo {
  mailOutbox: { query: Invoices.MailOutboxQuery; response: Invoices.OutboxMail[] };
}

/** What each of InvoiceFileRoutes' operations takes and answers. */
interface InvoiceFileIo {
  /** `<unid>.pdf?e=<expiry ms>&s=<signature>`, as getInvoiceUrlByUnid gives it: opens in the page without a token. */
  invoicePdf: { query: Invoices.InvoicePdfQuery };
}
