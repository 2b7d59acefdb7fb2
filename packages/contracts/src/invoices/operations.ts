import { z } from 'zod';
import { operations } from '../operation-schemas';
import * as Invoices from './invoices';
import { InvoiceDevRoutes, InvoiceFileRoutes, InvoiceOperatorRoutes, InvoiceRoutes, SelfInvoiceRoutes } from './routes';
import { MakeSelfInvoice, SelfInvoice, SelfInvoiceTicket, SelfInvoiceTicketRequest } from './self-invoice';

const byTitle = { params: Invoices.TitleIdParams };
const byUnid = { params: Invoices.UnidParams };

export const InvoiceOps = operations(InvoiceRoutes, {
  titles: { response: Invoices.InvoiceTitles },
  addTitle: { body: Invoices.TitleInput, response: Invoices.InvoiceTitle },
  updateTitle: { ...byTitle, body: Invoices.TitleInput, response: Invoices.InvoiceTitle },
  deleteTitle: { ...byTitle, response: Invoices.TitleId },
  invoiceableBills: { response: Invoices.InvoiceableBills },
  makeInvoice: { body: Invoices.MakeInvoice, response: Invoices.Invoice },
  invoices: { query: Invoices.InvoiceQuery, response: Invoices.InvoicePage },
  invoice: { ...byUnid, response: Invoices.Invoice },
  invoiceBills: { ...byUnid, response: Invoices.InvoicedBills },
  retryInvoice: { ...byUnid, response: Invoices.Invoice },
  resendInvoice: { ...byUnid, body: Invoices.ResendInvoice, response: Invoices.Invoice },
  getInvoiceUrlByUnid: { query: Invoices.InvoiceUrlQuery, response: Invoices.InvoiceUrl },
});

export const SelfInvoiceOps = operations(SelfInvoiceRoutes, {
  selfInvoiceTicket: { body: SelfInvoiceTicketRequest, response: SelfInvoiceTicket },
  makeSelfInvoice: { body: MakeSelfInvoice, response: SelfInvoice },
});

export const InvoiceOperatorOps = operations(InvoiceOperatorRoutes, {
  invoiceSettings: { response: Invoices.InvoiceSettings.nullable() },
  saveInvoiceSettings: { body: Invoices.SaveInvoiceSettings, response: Invoices.InvoiceSettings },
});

export const InvoiceDevOps = operations(InvoiceDevRoutes, {
  mailOutbox: { query: Invoices.MailOutboxQuery, response: z.array(Invoices.OutboxMail) },
});

export const InvoiceFileOps = operations(InvoiceFileRoutes, {
  invoicePdf: { params: Invoices.InvoicePdfParams, query: Invoices.InvoicePdfQuery },
});
