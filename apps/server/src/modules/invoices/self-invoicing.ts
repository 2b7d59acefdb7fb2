import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  type InvoiceSettings,
  type SelfInvoice,
  type SelfInvoiceTicket,
} from '@parking/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { feeKindOf, invoiceableFen } from './invoice-rules';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository';
import { summaryOf, titleValues, type InvoicesAccess, type MakeSelfInput } from './invoices-access';

/** How long a self-invoicing ticket lets the paying device invoice its bill. */
const TICKET_TTL_MS = 30 * 60_000;
/** Ticket requests: per address and per order, in a 10-minute window (legitimate use needs one or two). */
const TICKET_LIMITS = { windowMs: 10 * 60_000, perIp: 20, perOrder: 10 };

/** Self-invoicing (/makeInvoiceBySelf): a bill paid without an account. */
export function createSelfInvoicing({ deps, db, clock, repo, settingsOf, insertBlue }: InvoicesAccess) {
  const { captured } = deps;

  const signTicket = (dealerId: string, orderNo: string, expires: number) =>
    createHmac('sha256', deps.linkSecret).update(`self-invoice:${dealerId}:${orderNo}.${expires}`).digest('base64url');

  /** The order a ticket was signed for (in this dealer, not expired), or a refusal. */
  function orderOfTicket(dealerId: string, token: string): string {
    const [orderNo = '', expiresText = '', signature = ''] = token.split('.');
    const expires = Number(expiresText);
    const expected = Buffer.from(signTicket(dealerId, orderNo, expires));
    const given = Buffer.from(signature);
    const valid =
      Number.isSafeInteger(expires) &&
      expires >= clock.now().getTime() &&
      expected.length === given.length &&
      timingSafeEqual(expected, given);
    if (!valid) throw new AppError(ErrorCode.SELF_INVOICE_TOKEN_INVALID);
    return orderNo;
  }

  /** The anonymous bill as an invoiceable one, or why it cannot be invoiced (refunded, not invoiced here, taken). */
  async function selfBill(tx: Db, dealerId: string, orderNo: string, settings: InvoiceSettings) {
    const [p] = await captured.lockForUpdate(tx, dealerId, [orderNo]);
    const feeKind = p && feeKindOf(p.purpose);
    // An account's bill is invoiced in that account, never here.
    if (!p || p.driverId !== null || !feeKind || !settings.taxItems[feeKind]) {
      throw new AppError(ErrorCode.INVOICE_BILL_UNAVAILABLE);
    }
    const fen = invoiceableFen(p);
    if (fen <= 0) throw new AppError(ErrorCode.SELF_INVOICE_REFUNDED);
    const [taken] = await createInvoicesRepository(tx).activeBills([orderNo]);
    return { payment: p, feeKind, fen, taken };
  }

  const selfView = (row: InvoiceRow): SelfInvoice => ({ ...summaryOf(row, 1), email: row.email });

  return {
    /**
     * The paying device proves it paid (the pay request's idempotency key, its own secret) and gets a ticket for that
     * one bill. Rate-limited per address and per order before anything is read.
     */
    async ticket(dealerId: string, ip: string, orderNo: string, payKey: string): Promise<SelfInvoiceTicket> {
      const now = clock.now();
      const rules = (max: number) => [{ windowMs: TICKET_LIMITS.windowMs, max }];
      const hit = await deps.limiter.hit(
        [
          { key: `self-invoice:ip:${ip}`, rules: rules(TICKET_LIMITS.perIp) },
          { key: `self-invoice:order:${orderNo}`, rules: rules(TICKET_LIMITS.perOrder) },
        ],
        now,
      );
      if (!hit.allowed) {
        const minutes = Math.ceil(hit.retryAfterMs / 60_000);
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, `尝试次数过多，请 ${minutes} 分钟后再试`);
      }
      if (!(await captured.paidAnonymouslyWith(dealerId, orderNo, payKey))) {
        throw new AppError(ErrorCode.SELF_INVOICE_NOT_PAYER);
      }
      const settings = await settingsOf(dealerId);
      const { payment, feeKind, fen, taken } = await db.transaction((tx) => selfBill(tx, dealerId, orderNo, settings));
      if (taken) throw new AppError(ErrorCode.INVOICE_BILL_INVOICED, '该订单已开具发票');
      const expires = now.getTime() + TICKET_TTL_MS;
      return {
        token: `${orderNo}.${expires}.${signTicket(dealerId, orderNo, expires)}`,
        expiresAt: new Date(expires).toISOString(),
        bill: {
          orderNo,
          feeKind,
          description: payment.description,
          paidAt: payment.paidAt.toISOString(),
          paidFen: payment.amountFen,
          refundedFen: payment.refundedFen,
          invoiceableFen: fen,
        },
      };
    },

    /**
     * Invoices the ticket's bill through the same pipeline as the signed-in one (a job, mail, red reversal on
     * refund), with no driver. Idempotent on the key; one invoice per bill (the unique index on standing bills).
     */
    async make(dealerId: string, body: MakeSelfInput, key: string): Promise<SelfInvoice> {
      const orderNo = orderOfTicket(dealerId, body.token);
      const settings = await settingsOf(dealerId);
      const { title } = body;
      const hash = createHash('sha256')
        .update(JSON.stringify(['self', orderNo, title.kind, title.name, title.taxNo ?? '', title.email]))
        .digest('hex');
      /** The invoice standing on the bill: ours again (same key and request), or someone's earlier one. */
      const answerFor = async (invoiceId: string, within: Db) => {
        const row = await createInvoicesRepository(within).byId(invoiceId);
        if (row && row.requestKey === key && row.requestHash === hash) return selfView(row);
        if (row?.requestKey === key) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '该开票请求已提交过');
        throw new AppError(ErrorCode.INVOICE_BILL_INVOICED, '该订单已开具发票');
      };
      try {
        return await db.transaction(async (tx) => {
          const { feeKind, fen, taken } = await selfBill(tx, dealerId, orderNo, settings);
          if (taken) return answerFor(taken.invoiceId, tx);
          const row = await insertBlue(tx, {
            dealerId,
            driverId: null,
            kind: 'ordinary',
            title: titleValues(title),
            email: title.email,
            remark: null,
            bills: [{ orderNo, feeKind, amountFen: fen }],
            settings,
            requestKey: key,
            requestHash: hash,
            originalId: null,
          });
          return selfView(row);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [taken] = await repo.activeBills([orderNo]);
        if (taken) return answerFor(taken.invoiceId, db);
        throw new AppError(ErrorCode.INVOICE_BILL_INVOICED, '该订单已开具发票');
      }
    },
  };
}
