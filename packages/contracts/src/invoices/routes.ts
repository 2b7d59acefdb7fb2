// Zod-free: invoices as the driver's screens see them (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type * as Invoices from './invoices';
import type { MakeSelfInvoice, SelfInvoice, SelfInvoiceTicket, SelfInvoiceTicketRequest } from './self-invoice';

/** A driver's invoice titles, invoiceable bills and invoices (decision 040). Every call needs a signed-in driver. */
export const InvoiceRoutes = {
  /** The title book, the default first (/invoiceHeaderManage). */
  titles: route('GET', '/invoice/v2/api/titles').io<{ response: Invoices.InvoiceTitle[] }>(),
  /** Add a title (/invoiceHeaderAdd). */
  addTitle: route('POST', '/invoice/v2/api/titles').io<{
    body: Invoices.TitleInput;
    response: Invoices.InvoiceTitle;
  }>(),
  updateTitle: route('PUT', '/invoice/v2/api/titles/:titleId').io<{
    body: Invoices.TitleInput;
    response: Invoices.InvoiceTitle;
  }>(),
  deleteTitle: route('DELETE', '/invoice/v2/api/titles/:titleId').io<{ response: Invoices.TitleId }>(),
  /** Captured payments not yet invoiced, with what each can still be invoiced for (/invoiceBillList). */
  invoiceableBills: route('GET', '/invoice/v2/api/bills').io<{ response: Invoices.InvoiceableBills }>(),
  /** One invoice for the chosen bills (/makeInvoice); idempotency-key header: a repeated tap returns the first. */
  makeInvoice: route('POST', '/invoice/v2/api/invoices', { authModel: 1 }).io<{
    body: Invoices.MakeInvoice;
    response: Invoices.Invoice;
  }>(),
  /** The driver's invoices, newest first (/invoiceRecord). */
  invoices: route('GET', '/invoice/v2/api/invoices').io<{
    query: Invoices.InvoiceQuery;
    response: Page<Invoices.InvoiceSummary>;
  }>(),
  /** One invoice (/invoiceRecordDetail). */
  invoice: route('GET', '/invoice/v2/api/invoices/:unid').io<{ response: Invoices.Invoice }>(),
  /** The bills an invoice covers, each with its fee kind, description, paid time and amount (/invoiceOrderList). */
  invoiceBills: route('GET', '/invoice/v2/api/invoices/:unid/bills').io<{ response: Invoices.InvoicedBills }>(),
  /** Ask the provider again after 开票失败 (same order number at the provider: never two invoices). */
  retryInvoice: route('POST', '/invoice/v2/api/invoices/:unid/retry', { authModel: 1 }).io<{
    response: Invoices.Invoice;
  }>(),
  /** Mail an issued invoice again, to this address (/reSendInvoice). */
  resendInvoice: route('POST', '/invoice/v2/api/invoices/:unid/resend').io<{
    body: Invoices.ResendInvoice;
    response: Invoices.Invoice;
  }>(),
  /** Spec section 7: a link to the invoice's PDF (signed, expiring: it opens in the page without a token). */
  getInvoiceUrlByUnid: route('GET', '/invoice/v2/api/getInvoiceUrlByUnid').io<{
    query: Invoices.InvoiceUrlQuery;
    response: Invoices.InvoiceUrl;
  }>(),
};

/**
 * /makeInvoiceBySelf: a bill paid without an account, invoiced by the device that paid it (no sign-in; the payment
 * proof buys a signed ticket for that one bill).
 */
export const SelfInvoiceRoutes = {
  /** Exchange the pay request's key for a ticket to invoice that order (rate-limited: guessing gets nowhere). */
  selfInvoiceTicket: route('POST', '/invoice/v2/api/selfInvoice/ticket').io<{
    body: SelfInvoiceTicketRequest;
    response: SelfInvoiceTicket;
  }>(),
  /** Invoice the ticket's bill; idempotency-key header: a repeated tap returns the first invoice. */
  makeSelfInvoice: route('POST', '/invoice/v2/api/selfInvoice', { authModel: 1 }).io<{
    body: MakeSelfInvoice;
    response: SelfInvoice;
  }>(),
};

/** Finance of a dealer: the seller and the tax items of its invoices. */
export const InvoiceOperatorRoutes = {
  invoiceSettings: route('GET', '/operator/v1/invoices/settings').io<{ response: Invoices.InvoiceSettings | null }>(),
  saveInvoiceSettings: route('PUT', '/operator/v1/invoices/settings').io<{
    body: Invoices.InvoiceSettingsInput;
    response: Invoices.InvoiceSettings;
  }>(),
};

/** Demo only: what the mail outbox holds (the end-to-end story reads the invoice mail here). */
export const InvoiceDevRoutes = {
  mailOutbox: route('GET', '/dev/v1/mailOutbox').io<{
    query: Invoices.MailOutboxQuery;
    response: Invoices.OutboxMail[];
  }>(),
};

/** The PDF file behind a signed link (not an envelope operation: it answers application/pdf). */
export const INVOICE_PDF_PATH = '/invoice/v2/files';
export const InvoiceFileRoutes = {
  /** `<unid>.pdf?e=<expiry ms>&s=<signature>`, as getInvoiceUrlByUnid gives it: opens in the page without a token. */
  invoicePdf: route('GET', '/invoice/v2/files/:file').io<{ query: Invoices.InvoicePdfQuery }>(),
};
