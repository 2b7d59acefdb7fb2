import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../payments/idempotency';
import { InvoiceableBill, InvoiceSummary, TitleInput } from './invoices';

/**
 * /makeInvoiceBySelf (自助开票, decision 040): a bill paid without an account is invoiced by the device that paid it.
 * The proof is the pay request's idempotency key — a secret the paying device made and sent only in a header, never
 * in a URL or on a receipt — exchanged once for a short-lived signed ticket; the order number alone proves nothing.
 */
export const SelfInvoiceTicketRequest = z
  .object({
    orderNo: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, '订单号格式不正确'),
    payKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, '无法确认付款人'),
  })
  .strict();
export type SelfInvoiceTicketRequest = z.input<typeof SelfInvoiceTicketRequest>;

/** The ticket (HMAC-signed, bound to the one bill, expiring) and the bill it lets this device invoice. */
export const SelfInvoiceTicket = z.object({
  token: z.string(),
  expiresAt: z.string(),
  bill: InvoiceableBill,
});
export type SelfInvoiceTicket = z.infer<typeof SelfInvoiceTicket>;

/** POST: invoice the ticket's bill to this title (a person, or a company with its credit code), mailed to its email. */
export const MakeSelfInvoice = z
  .object({
    token: z.string().min(1, '缺少开票凭证').max(200, '开票凭证无效'),
    title: TitleInput,
  })
  .strict();
export type MakeSelfInvoice = z.input<typeof MakeSelfInvoice>;

/** What the anonymous payer sees of their invoice: its state and where it will be mailed. */
export const SelfInvoice = InvoiceSummary.extend({ email: z.string() });
export type SelfInvoice = z.infer<typeof SelfInvoice>;
