import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  API_BASE,
  AppError,
  ErrorCode,
  INVOICE_PDF_PATH,
  type Invoice,
  type InvoicedBills,
  type InvoiceSummary,
  type Page,
} from '@parking/contracts';
import { pageOf } from '../../db/paging';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository';
import { iso, summaryOf, type Driver, type InvoicesAccess, type ListQuery } from './invoices-access';

/** How long a PDF link from getInvoiceUrlByUnid opens the file. */
const LINK_TTL_MS = 10 * 60_000;

/**
 * A driver's invoices once made: the list, one with its bills, retry, re-send and the PDF link. The retry and re-send
 * of a row serve the operator too.
 */
export function createDriverInvoices({ deps, db, clock, repo, view, mine, requestIssue, mail }: InvoicesAccess) {
  const { captured } = deps;

  const signLink = (unid: string, expires: number) =>
    createHmac('sha256', deps.linkSecret).update(`${unid}.${expires}`).digest('base64url');

  /** 开票失败 → 开票中 again (the provider is asked with the same serial number). */
  async function retryRow(row: InvoiceRow): Promise<InvoiceRow> {
    return db.transaction(async (tx) => {
      const updated = await createInvoicesRepository(tx).update(row.id, 'failed', {
        state: 'issuing',
        failReason: null,
        updatedAt: clock.now(),
      });
      if (!updated) throw new AppError(ErrorCode.INVOICE_NOT_RETRYABLE);
      await requestIssue(tx, updated);
      return updated;
    });
  }

  /** Mails an issued (or reversed) invoice again; a refused address is an error shown at once. */
  async function resendRow(row: InvoiceRow, email: string): Promise<InvoiceRow> {
    if (row.state !== 'issued' && row.state !== 'reversed') throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
    const outcome = await mail(row, email);
    if (!outcome.sent) throw new AppError(ErrorCode.INVOICE_MAIL_FAILED, `邮件发送失败：${outcome.reason ?? ''}`);
    return (await repo.byId(row.id))!;
  }

  return {
    async list(driver: Driver, query: ListQuery): Promise<Page<InvoiceSummary>> {
      const rows = await repo.page(driver.id, query);
      return pageOf(
        rows.results.map((row) => summaryOf(row, row.billCount)),
        rows.totalRecord,
      );
    },
    async get(driver: Driver, unid: string): Promise<Invoice> {
      return view(await mine(driver, unid));
    },

    /** /invoiceOrderList: the bills the invoice covers (a red one: those of the blue it reverses), with what they were. */
    async bills(driver: Driver, unid: string): Promise<InvoicedBills> {
      const row = await mine(driver, unid);
      const bills = await repo.billsOf(row.color === 'red' ? row.originalId! : row.id);
      const described = await captured.describe(
        row.dealerId,
        bills.map((b) => b.orderNo),
      );
      const orders = new Map(described.map((o) => [o.orderNo, o]));
      return {
        bills: bills.map((b) => ({
          orderNo: b.orderNo,
          feeKind: b.feeKind,
          description: orders.get(b.orderNo)?.description ?? '',
          paidAt: iso(orders.get(b.orderNo)?.paidAt ?? null),
          amountFen: b.amountFen,
        })),
      };
    },

    /** 开票失败 → 开票中 again, same serial number at the provider (so never a second invoice). */
    async retry(driver: Driver, unid: string): Promise<Invoice> {
      return view(await retryRow(await mine(driver, unid)));
    },

    /** Mails an issued invoice again, to `email`; a refused address is an error the driver sees at once. */
    async resend(driver: Driver, unid: string, email: string): Promise<Invoice> {
      return view(await resendRow(await mine(driver, unid), email));
    },

    /** The operator side (decision 092): the same re-issue and re-send, on any invoice of the dealer. */
    retryRow,
    resendRow,

    /** getInvoiceUrlByUnid: the provider's PDF URL, or a link to ours signed for LINK_TTL_MS. */
    async pdfLink(driver: Driver, unid: string): Promise<{ url: string }> {
      const row = await mine(driver, unid);
      if (row.state !== 'issued' && row.state !== 'reversed') throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
      if (row.pdfUrl) return { url: row.pdfUrl };
      const expires = clock.now().getTime() + LINK_TTL_MS;
      return { url: `${API_BASE}${INVOICE_PDF_PATH}/${row.unid}.pdf?e=${expires}&s=${signLink(row.unid, expires)}` };
    },

    /** The PDF behind a signed link, or undefined (bad or expired signature, no such file). */
    async pdfByLink(unid: string, expires: number, signature: string): Promise<Uint8Array | undefined> {
      if (!Number.isSafeInteger(expires) || expires < clock.now().getTime()) return undefined;
      const expected = Buffer.from(signLink(unid, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const row = await repo.byUnidUnsafe(unid);
      return row ? repo.pdfOf(row.id) : undefined;
    },
  };
}
