import type {
  FeeKind,
  InvoiceColor,
  InvoiceKind,
  InvoiceLine,
  InvoiceSettings,
  InvoiceState,
  MailState,
  TitleKind,
} from '@parking/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, fen, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { uuidPkRef, uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A driver's invoice titles (抬头): personal or company; at most one default per driver. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    kind: text('kind').$type<TitleKind>().notNull(),
    name: text('name').notNull(),
    /** Unified social credit code (company titles only; GB 32100 checked at the boundary). */
    taxNo: text('tax_no'),
    address: text('address'),
    phone: text('phone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    email: text('email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('invoice_titles_kind', sql`${t.kind} in ('personal', 'company')`),
    check('invoice_titles_company', sql`${t.kind} <> 'company' or ${t.taxNo} is not null`),
    index('invoice_titles_driver').on(t.driverId, t.createdAt),
    uniqueIndex('invoice_titles_one_default')
      .on(t.driverId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A dealer's seller details and per-fee-kind tax items (finance confirms them; operator API). */
export const invoiceSettings = pgTable('invoice_settings', {
  dealerId: dealerRef().primaryKey(),
  settings: jsonb('settings').$type<InvoiceSettings>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * An invoice: blue (ordinary) or red (reverses a blue after a refund). `serialNo` is our order number at the
 * provider (its orderNo): every attempt for this invoice uses it, so a retry never issues twice. The title is a
 * snapshot (editing the title book later changes no issued invoice). Kept when the driver's account goes (tax
 * records): `driverId` becomes null.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidPk(),
    /** What the driver and getInvoiceUrlByUnid name it by. */
    unid: text('unid').notNull().unique('invoices_unid'),
    serialNo: text('serial_no').notNull().unique('invoices_serial_no'),
    dealerId: dealerRef(),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    color: text('color').$type<InvoiceColor>().notNull(),
    /** 普票 or 专票 (decision 040): a red invoice and a reissue keep the kind of the blue one. */
    kind: text('kind').$type<InvoiceKind>().notNull().default('ordinary'),
    /** red: the blue invoice it reverses; blue: the blue invoice it replaces (reissued for what a refund left). */
    originalId: uuid('original_id'),
    state: text('state').$type<InvoiceState>().notNull(),
    titleKind: text('title_kind').$type<TitleKind>().notNull(),
    titleName: text('title_name').notNull(),
    taxNo: text('tax_no'),
    buyer: jsonb('buyer').$type<{ address?: string; phone?: string; bankName?: string; bankAccount?: string }>(),
    email: text('email').notNull(),
    remark: text('remark'),
    /** Tax-inclusive total (negative on a red invoice). */
    amountFen: fen('amount_fen').notNull(),
    taxFen: fen('tax_fen').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's own number for our request (Nuonuo invoiceSerialNum), once it accepted it. */
    providerSerial: text('provider_serial'),
    invoiceNo: text('invoice_no'),
    pdfUrl: text('pdf_url'),
    ofdUrl: text('ofd_url'),
    xmlUrl: text('xml_url'),
    failReason: text('fail_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** A refund arrived while it was being issued: reverse it as soon as it is issued. */
    reverseWhenIssued: boolean('reverse_when_issued').notNull().default(false),
    mailState: text('mail_state').$type<MailState>().notNull().default('pending'),
    mailError: text('mail_error'),
    /** Which driver request made it (idempotency-key header): a repeated tap gets this invoice back. */
    requestKey: text('request_key'),
    requestHash: text('request_hash'),
    issuedAt: timestamptz('issued_at'),
    ...timestamps(),
  },
  (t) => [
    check('invoices_state', sql`${t.state} in ('issuing', 'issued', 'failed', 'reversed', 'cancelled')`),
    check('invoices_color', sql`${t.color} in ('blue', 'red')`),
    check('invoices_kind', sql`${t.kind} in ('ordinary', 'special')`),
    check('invoices_red_original', sql`${t.color} <> 'red' or ${t.originalId} is not null`),
    check('invoices_mail_state', sql`${t.mailState} in ('pending', 'sent', 'failed')`),
    uniqueIndex('invoices_request_key').on(t.driverId, t.requestKey),
    // One red invoice per blue one.
    uniqueIndex('invoices_one_red')
      .on(t.originalId)
      .where(sql`${t.color} = 'red'`),
    index('invoices_driver').on(t.driverId, t.createdAt),
    index('invoices_issuing')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'issuing'`),
  ],
);

/**
 * The bills (captured payment orders) on a blue invoice, each with the amount invoiced. `active` while the invoice
 * stands (issuing, issued or failed): the unique index is the rule "a bill is invoiced at most once", whatever races.
 */
export const invoiceBills = pgTable(
  'invoice_bills',
  {
    invoiceId: uuidRef('invoice_id', () => invoices.id, 'cascade'),
    orderNo: text('order_no').notNull(),
    dealerId: dealerRef(),
    feeKind: text('fee_kind').$type<FeeKind>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.orderNo] }),
    check('invoice_bills_amount', sql`${t.amountFen} > 0`),
    uniqueIndex('invoice_bills_once')
      .on(t.orderNo)
      .where(sql`${t.active}`),
  ],
);

/** The PDF the sandbox provider rendered (a real provider keeps its own and gives a URL). */
export const invoiceFiles = pgTable('invoice_files', {
  invoiceId: uuidPkRef('invoice_id', () => invoices.id, 'cascade'),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/** Mail "sent" in demo mode (INVOICE_MAIL=outbox): what an SMTP server would have received, read at /dev/v1/mailOutbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull(),
    /** The whole message as it would go over SMTP (MIME). */
    raw: text('raw').notNull(),
    sentAt: createdAt(),
  },
  (t) => [index('mail_outbox_to').on(t.to, t.sentAt)],
);
