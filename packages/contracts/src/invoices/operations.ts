import { z } from 'zod';
import { operations } from '../operation-schemas';
import {
  Invoice,
  InvoiceableBills,
  InvoicedBills,
  InvoicePage,
  InvoicePdfParams,
  InvoicePdfQuery,
  InvoiceQuery,
  InvoiceSettings,
  InvoiceTitle,
  InvoiceTitles,
  InvoiceUrl,
  InvoiceUrlQuery,
  MailOutboxQuery,
  MakeInvoice,
  OutboxMail,
  ResendInvoice,
  SaveInvoiceSettings,
  TitleId,
  TitleIdParams,
  TitleInput,
  UnidParams,
} from './invoices';
import { InvoiceDevRoutes, InvoiceFileRoutes, InvoiceOperatorRoutes, InvoiceRoutes, SelfInvoiceRoutes } from './routes';
import { MakeSelfInvoice, SelfInvoice, SelfInvoiceTicket, SelfInvoiceTicketRequest } from './self-invoice';

const byTitle = { params: TitleIdParams };
const byUnid = { params: UnidParams };

export const InvoiceOps = operations(InvoiceRoutes, {
  titles: { response: InvoiceTitles },
  addTitle: { body: TitleInput, response: InvoiceTitle },
  updateTitle: { ...byTitle, body: TitleInput, response: InvoiceTitle },
  deleteTitle: { ...byTitle, response: TitleId },
  invoiceableBills: { response: InvoiceableBills },
  makeInvoice: { body: MakeInvoice, response: Invoice },
  invoices: { query: InvoiceQuery, response: InvoicePage },
  invoice: { ...byUnid, response: Invoice },
  invoiceBills: { ...byUnid, response: InvoicedBills },
  retryInvoice: { ...byUnid, response: Invoice },
  resendInvoice: { ...byUnid, body: ResendInvoice, response: Invoice },
  getInvoiceUrlByUnid: { query: InvoiceUrlQuery, response: InvoiceUrl },
});

export const SelfInvoiceOps = operations(SelfInvoiceRoutes, {
  selfInvoiceTicket: { body: SelfInvoiceTicketRequest, response: SelfInvoiceTicket },
  makeSelfInvoice: { body: MakeSelfInvoice, response: SelfInvoice },
});

export const InvoiceOperatorOps = operations(InvoiceOperatorRoutes, {
  invoiceSettings: { response: InvoiceSettings.nullable() },
  saveInvoiceSettings: { body: SaveInvoiceSettings, response: InvoiceSettings },
});

export const InvoiceDevOps = operations(InvoiceDevRoutes, {
  mailOutbox: { query: MailOutboxQuery, response: z.array(OutboxMail) },
});

export const InvoiceFileOps = operations(InvoiceFileRoutes, {
  invoicePdf: { params: InvoicePdfParams, query: InvoicePdfQuery },
});
