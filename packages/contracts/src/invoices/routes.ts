// Zod-free: invoices as the driver's screens see them (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type {
  Invoice,
  InvoiceableBills,
  InvoicedBills,
  InvoiceQuery,
  InvoiceSettings,
  InvoiceSettingsInput,
  InvoiceSummary,
  InvoiceTitle,
  InvoiceUrl,
  InvoiceUrlQuery,
  InvoicePdfQuery,
  MailOutboxQuery,
  MakeInvoice,
  OutboxMail,
  ResendInvoice,
  TitleId,
  TitleInput,
} from './invoices';
import type { MakeSelfInvoice, SelfInvoice, SelfInvoiceTicket, SelfInvoiceTicketRequest } from './self-invoice';

/** A driver's invoice titles, invoiceable bills and invoices (decision 040). Every call needs a signed-in driver. */
export const InvoiceRoutes = {
  /** The title book, the default first (/invoiceHeaderManage). */
  titles: route('GET', '/invoice/v2/api/titles').io<{ response: InvoiceTitle[] }>(),
  /** Add a title (/invoiceHeaderAdd). */
  addTitle: route('POST', '/invoice/v2/api/titles').io<{ body: TitleInput; response: InvoiceTitle }>(),
  updateTitle: route('PUT', '/invoice/v2/api/titles/:titleId').io<{ body: TitleInput; response: InvoiceTitle }>(),
  deleteTitle: route('DELETE', '/invoice/v2/api/titles/:titleId').io<{ response: TitleId }>(),
  /** Captured payments not yet invoiced, with what each can still be invoiced for (/invoiceBillList). */
  invoiceableBills: route('GET', '/invoice/v2/api/bills').io<{ response: InvoiceableBills }>(),
  /** One invoice for the chosen bills (/makeInvoice); idempotency-key header: a repeated tap returns the first. */
  makeInvoice: route('POST', '/invoice/v2/api/invoices', { authModel: 1 }).io<{
    body: MakeInvoice;
    response: Invoice;
  }>(),
  /** The driver's invoices, newest first (/invoiceRecord). */
  invoices: route('GET', '/invoice/v2/api/invoices').io<{ query: InvoiceQuery; response: Page<InvoiceSummary> }>(),
  /** One invoice (/invoiceRecordDetail). */
  invoice: route('GET', '/invoice/v2/api/invoices/:unid').io<{ response: Invoice }>(),
  /** The bills an invoice covers, each with its fee kind, description, paid time and amount (/invoiceOrderList). */
  invoiceBills: route('GET', '/invoice/v2/api/invoices/:unid/bills').io<{ response: InvoicedBills }>(),
  /** Ask the provider again after 开票失败 (same order number at the provider: never two invoices). */
  retryInvoice: route('POST', '/invoice/v2/api/invoices/:unid/retry', { authModel: 1 }).io<{ response: Invoice }>(),
  /** Mail an issued invoice again, to this address (/reSendInvoice). */
  resendInvoice: route('POST', '/invoice/v2/api/invoices/:unid/resend').io<{
    body: ResendInvoice;
    response: Invoice;
  }>(),
  /** Spec section 7: a link to the invoice's PDF (signed, expiring: it opens in the page without a token). */
  getInvoiceUrlByUnid: route('GET', '/invoice/v2/api/getInvoiceUrlByUnid').io<{
    query: InvoiceUrlQuery;
    response: InvoiceUrl;
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
  invoiceSettings: route('GET', '/operator/v1/invoices/settings').io<{ response: InvoiceSettings | null }>(),
  saveInvoiceSettings: route('PUT', '/operator/v1/invoices/settings').io<{
    body: InvoiceSettingsInput;
    response: InvoiceSettings;
  }>(),
};

/** Demo only: what the mail outbox holds (the end-to-end story reads the invoice mail here). */
export const InvoiceDevRoutes = {
  mailOutbox: route('GET', '/dev/v1/mailOutbox').io<{ query: MailOutboxQuery; response: OutboxMail[] }>(),
};

/** The PDF file behind a signed link (not an envelope operation: it answers application/pdf). */
export const INVOICE_PDF_PATH = '/invoice/v2/files';
export const InvoiceFileRoutes = {
  /** `<unid>.pdf?e=<expiry ms>&s=<signature>`, as getInvoiceUrlByUnid gives it: opens in the page without a token. */
  invoicePdf: route('GET', '/invoice/v2/files/:file').io<{ query: InvoicePdfQuery }>(),
};
