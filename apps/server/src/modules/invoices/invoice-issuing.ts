import type { InvoiceSettings } from '@parking/contracts';
import { InvoiceProviderError, type IssueRequest, type IssueResult } from '../../integrations/invoices';
import { MAX_REASON } from './invoice-rules';
import type { InvoiceReversal } from './invoice-reversal';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository';
import type { InvoicesAccess } from './invoices-access';

/** The chasing round asks again about invoices 开票中 for longer than this. */
const CHASE_AFTER_MS = 30_000;

/** Issuing through the provider (the `invoice.issue` job, the chasing round); an issued red completes its reversal. */
export function createInvoiceIssuing(
  { deps, db, clock, repo, mail }: InvoicesAccess,
  { startReversal, reversed }: Pick<InvoiceReversal, 'startReversal' | 'reversed'>,
) {
  const { provider, log } = deps;

  function requestOf(row: InvoiceRow, settings: InvoiceSettings, original?: InvoiceRow): IssueRequest {
    return {
      serialNo: row.serialNo,
      kind: row.kind,
      color: row.color,
      ...(original ? { original: { invoiceNo: original.invoiceNo ?? '', serialNo: original.serialNo } } : {}),
      buyer: { kind: row.titleKind, name: row.titleName, taxNo: row.taxNo, email: row.email, ...(row.buyer ?? {}) },
      seller: settings,
      lines: row.lines,
      amountFen: row.amountFen,
      taxFen: row.taxFen,
      remark: row.remark ?? undefined,
      at: clock.now(),
    };
  }

  /**
   * Moves an invoice 开票中 one step with its provider: asks to issue it (or, once the provider took it, what became
   * of it) and records the verdict. Safe to repeat: the provider knows our serial number, state changes are
   * conditional. Runs as the `invoice.issue` job and in the chasing round.
   */
  async function advance(invoiceId: string): Promise<void> {
    const row = await repo.byId(invoiceId);
    if (!row || row.state !== 'issuing') return;
    const settings = await repo.settings(row.dealerId);
    if (!settings) return void (await fail(row, '平台开票信息未配置'));
    const original = row.color === 'red' && row.originalId ? await repo.byId(row.originalId) : undefined;
    await repo.update(row.id, 'issuing', { attempts: row.attempts + 1, updatedAt: clock.now() });
    let result: IssueResult | { status: 'unknown' };
    try {
      result = row.providerSerial
        ? await provider.query(row.serialNo)
        : await provider.issue(requestOf(row, settings, original));
      if (result.status === 'unknown') result = await provider.issue(requestOf(row, settings, original));
    } catch (error) {
      if (!(error instanceof InvoiceProviderError)) throw error;
      log.warn({ err: error, invoice: row.unid }, 'invoice provider unreachable');
      return void (await fail(row, error.message));
    }
    switch (result.status) {
      case 'issued':
        return issued(row, result);
      case 'failed':
        return void (await fail(row, result.reason));
      case 'pending':
        if (result.providerSerial && result.providerSerial !== row.providerSerial) {
          await repo.update(row.id, 'issuing', { providerSerial: result.providerSerial, updatedAt: clock.now() });
        }
        return;
      default:
        return;
    }
  }

  async function fail(row: InvoiceRow, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createInvoicesRepository(tx);
      // A refund came while it was being issued: nothing was issued, so the bills go back to the list instead.
      const failed = await r.update(row.id, 'issuing', {
        state: row.reverseWhenIssued ? 'cancelled' : 'failed',
        failReason: reason.slice(0, MAX_REASON),
        updatedAt: clock.now(),
      });
      if (failed?.state === 'cancelled') await r.releaseBills(row.id);
    });
  }

  async function issued(row: InvoiceRow, result: Extract<IssueResult, { status: 'issued' }>): Promise<void> {
    const now = clock.now();
    const done = await db.transaction(async (tx) => {
      const r = createInvoicesRepository(tx);
      const updated = await r.update(row.id, 'issuing', {
        state: 'issued',
        invoiceNo: result.invoiceNo,
        providerSerial: result.providerSerial ?? row.providerSerial,
        pdfUrl: result.pdfUrl ?? null,
        ofdUrl: result.ofdUrl ?? null,
        xmlUrl: result.xmlUrl ?? null,
        failReason: null,
        issuedAt: now,
        updatedAt: now,
      });
      if (!updated) return undefined;
      if (result.pdf) await r.savePdf(row.id, result.pdf);
      if (updated.color === 'red') await reversed(tx, updated);
      else if (updated.reverseWhenIssued) await startReversal(tx, updated);
      return updated;
    });
    if (done) await mail(done, done.email);
  }

  /** The chasing round: invoices 开票中 for a while (a lost job, a provider still working) are asked again. */
  async function sweep(): Promise<number> {
    const due = await repo.issuingSince(new Date(clock.now().getTime() - CHASE_AFTER_MS), 50);
    for (const row of due) {
      try {
        await advance(row.id);
      } catch (error) {
        log.error({ err: error, invoice: row.unid }, 'invoice round failed');
      }
    }
    return due.length;
  }

  return { advance, sweep };
}
