import type { Clock } from '../../clock';
import type { Mailer } from '../../integrations/invoices';
import { MAX_REASON } from './invoice-rules';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';

interface MailDeps {
  repo: InvoicesRepository;
  clock: Clock;
  mailer: Mailer;
  log: { warn(obj: object, msg: string): void };
}

/** The mail of an issued invoice, with its PDF (ours, or fetched from the provider's link). */
export function createInvoiceMail({ repo, clock, mailer, log }: MailDeps) {
  async function attachmentOf(row: InvoiceRow): Promise<Uint8Array | undefined> {
    const stored = await repo.pdfOf(row.id);
    if (stored) return stored;
    if (!row.pdfUrl) return undefined;
    try {
      const res = await fetch(row.pdfUrl, { signal: AbortSignal.timeout(10_000) });
      return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Mails an issued invoice (the PDF attached); records the outcome. False when the address was refused. */
  async function mail(row: InvoiceRow, to: string): Promise<{ sent: boolean; reason?: string }> {
    const pdf = await attachmentOf(row);
    const red = row.color === 'red';
    const outcome = await mailer.send({
      to,
      subject: `${red ? '红字发票' : '电子发票'} ${row.invoiceNo ?? ''}`.trim(),
      text: [
        `您好，${row.titleName} 的${red ? '红字发票（冲红）' : '电子发票'}已开具。`,
        `发票号码：${row.invoiceNo ?? ''}`,
        `价税合计：${(row.amountFen / 100).toFixed(2)}元`,
        pdf ? '发票 PDF 见附件。' : row.pdfUrl ? `下载地址：${row.pdfUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      attachments: pdf
        ? [{ filename: `${row.invoiceNo ?? row.unid}.pdf`, content: pdf, contentType: 'application/pdf' }]
        : [],
    });
    const now = clock.now();
    if (outcome.sent) {
      await repo.setMail(row.id, { mailState: 'sent', mailError: null, email: to, updatedAt: now });
      return { sent: true };
    }
    log.warn({ invoice: row.unid, reason: outcome.reason }, 'invoice mail not delivered');
    await repo.setMail(row.id, {
      mailState: 'failed',
      mailError: outcome.reason.slice(0, MAX_REASON),
      email: to,
      updatedAt: now,
    });
    return { sent: false, reason: outcome.reason };
  }

  return { mail };
}

/** What the demo's mail outbox holds (newest first). */
export function createMailOutbox({ repo }: Pick<MailDeps, 'repo'>) {
  return {
    async latest(to: string | undefined) {
      return (await repo.outbox.latest(to)).map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        attachments: m.attachments,
        sentAt: m.sentAt.toISOString(),
      }));
    },
  };
}
