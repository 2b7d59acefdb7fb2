import { randomBytes, randomInt } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  type FeeKind,
  type Invoice,
  type InvoiceKind,
  type InvoiceQuery,
  type InvoiceSettings,
  type InvoiceSummary,
  type InvoiceTitle,
  type MakeInvoice,
  type MakeSelfInvoice,
  type TitleInput,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { publish, Topic } from '../../events/outbox';
import type { InvoiceProvider, Mailer } from '../../integrations/invoices';
import type { CapturedPayments } from '../payments';
import type { AuthenticatedDriver } from '../sessions';
import type { RateLimiter } from '../verification';
import { linesOf, sumOf } from './invoice-rules';
import { createInvoiceMail } from './invoice-mail';
import { createInvoicesRepository, type InvoiceRow, type TitleRow } from './invoices.repository';

export type Driver = Pick<AuthenticatedDriver, 'id' | 'dealerId'>;
/** Parsed input (the routes hand what the schemas output). */
export type Title = z.output<typeof TitleInput>;
export type MakeInput = z.output<typeof MakeInvoice>;
export type ListQuery = z.output<typeof InvoiceQuery>;
export type MakeSelfInput = z.output<typeof MakeSelfInvoice>;

export interface InvoicesDeps {
  db: Db;
  clock: Clock;
  captured: CapturedPayments;
  provider: InvoiceProvider;
  mailer: Mailer;
  /** Signs the PDF links and the self-invoicing tickets. */
  linkSecret: string;
  /** Limits self-invoicing ticket requests (a payment proof is not to be guessed at). */
  limiter: Pick<RateLimiter, 'hit'>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const newUnid = () => randomBytes(12).toString('hex');
/** Our order number at the provider: Shanghai yyMMddHHmmss and 8 random digits (20 digits, their limit). */
export const newSerialNo = (at: Date) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(2, 14)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

export const titleView = (t: TitleRow): InvoiceTitle => ({
  titleId: t.id,
  kind: t.kind,
  name: t.name,
  taxNo: t.taxNo,
  address: t.address,
  phone: t.phone,
  bankName: t.bankName,
  bankAccount: t.bankAccount,
  email: t.email,
  isDefault: t.isDefault,
});

export const summaryOf = (row: InvoiceRow, billCount: number): InvoiceSummary => ({
  unid: row.unid,
  kind: row.kind,
  color: row.color,
  state: row.state,
  titleName: row.titleName,
  amountFen: row.amountFen,
  billCount,
  createdAt: row.createdAt.toISOString(),
  issuedAt: iso(row.issuedAt),
});

export function titleValues(input: Title) {
  return {
    kind: input.kind,
    name: input.name,
    taxNo: input.taxNo ?? null,
    address: input.address ?? null,
    phone: input.phone ?? null,
    bankName: input.bankName ?? null,
    bankAccount: input.bankAccount ?? null,
    email: input.email,
    isDefault: input.isDefault,
  };
}

/**
 * What the parts of the invoices service share (decision 040): the dealer's settings, a driver's own invoice and its
 * view, the insert of a blue invoice with its issuing job, and the mail of an issued one.
 */
export function createInvoicesAccess(deps: InvoicesDeps) {
  const { db, clock, provider } = deps;
  const repo = createInvoicesRepository(db);

  async function settingsOf(dealerId: string, within: Db = db): Promise<InvoiceSettings> {
    const settings = await createInvoicesRepository(within).settings(dealerId);
    if (!settings) throw new AppError(ErrorCode.INVOICE_NOT_CONFIGURED);
    return settings;
  }

  const requestIssue = (tx: Db, row: Pick<InvoiceRow, 'id' | 'dealerId'>) =>
    publish(tx, { topic: Topic.INVOICE_ISSUE, dealerId: row.dealerId, subject: row.id });

  async function view(row: InvoiceRow, within: Db = db): Promise<Invoice> {
    const r = createInvoicesRepository(within);
    const [bills, related, pdf] = await Promise.all([
      r.billsOf(row.color === 'red' ? row.originalId! : row.id),
      r.related(row),
      row.pdfUrl ? Promise.resolve(undefined) : r.pdfOf(row.id),
    ]);
    return {
      ...summaryOf(row, bills.length),
      titleKind: row.titleKind,
      taxNo: row.taxNo,
      email: row.email,
      mailState: row.mailState,
      mailError: row.mailError,
      failReason: row.failReason,
      invoiceNo: row.invoiceNo,
      taxFen: row.taxFen,
      lines: row.lines,
      bills: bills.map((b) => ({ orderNo: b.orderNo, feeKind: b.feeKind, amountFen: b.amountFen })),
      related,
      hasPdf: Boolean(row.pdfUrl) || pdf !== undefined,
      ofdUrl: row.ofdUrl,
      xmlUrl: row.xmlUrl,
    };
  }

  async function mine(driver: Driver, unid: string): Promise<InvoiceRow> {
    const row = await repo.byUnid(driver.id, unid);
    if (!row || row.dealerId !== driver.dealerId) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
    return row;
  }

  async function insertBlue(
    tx: Db,
    input: {
      dealerId: string;
      driverId: string | null;
      kind: InvoiceKind;
      title: Pick<TitleRow, 'kind' | 'name' | 'taxNo' | 'address' | 'phone' | 'bankName' | 'bankAccount'>;
      email: string;
      remark: string | null;
      bills: { orderNo: string; feeKind: FeeKind; amountFen: number }[];
      settings: InvoiceSettings;
      requestKey: string | null;
      requestHash: string | null;
      originalId: string | null;
    },
  ): Promise<InvoiceRow> {
    const r = createInvoicesRepository(tx);
    const now = clock.now();
    const lines = linesOf(input.bills, input.settings.taxItems);
    const row = await r.insert({
      unid: newUnid(),
      serialNo: newSerialNo(now),
      dealerId: input.dealerId,
      driverId: input.driverId,
      kind: input.kind,
      color: 'blue',
      originalId: input.originalId,
      state: 'issuing',
      titleKind: input.title.kind,
      titleName: input.title.name,
      taxNo: input.title.taxNo,
      buyer: {
        ...(input.title.address ? { address: input.title.address } : {}),
        ...(input.title.phone ? { phone: input.title.phone } : {}),
        ...(input.title.bankName ? { bankName: input.title.bankName } : {}),
        ...(input.title.bankAccount ? { bankAccount: input.title.bankAccount } : {}),
      },
      email: input.email,
      remark: input.remark,
      ...sumOf(lines),
      lines,
      provider: provider.name,
      requestKey: input.requestKey,
      requestHash: input.requestHash,
      createdAt: now,
      updatedAt: now,
    });
    await r.insertBills(input.bills.map((b) => ({ ...b, invoiceId: row.id, dealerId: input.dealerId })));
    await requestIssue(tx, row);
    return row;
  }

  const { mail } = createInvoiceMail({ repo, clock, mailer: deps.mailer, log: deps.log });

  return { deps, db, clock, repo, settingsOf, requestIssue, view, mine, insertBlue, mail };
}
export type InvoicesAccess = ReturnType<typeof createInvoicesAccess>;
