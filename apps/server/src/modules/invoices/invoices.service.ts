import { createDriverInvoices } from './driver-invoices';
import { createInvoiceIssuing } from './invoice-issuing';
import { createMailOutbox } from './invoice-mail';
import { createInvoiceMaking } from './invoice-making';
import { createInvoiceReversal } from './invoice-reversal';
import { createInvoiceSettings } from './invoice-settings';
import { createInvoiceTitles } from './invoice-titles';
import { createInvoicesAccess, type InvoicesDeps } from './invoices-access';
import { createSelfInvoicing } from './self-invoicing';

export type { InvoicesDeps } from './invoices-access';

/**
 * Invoices (decision 040): titles, the bills a driver may invoice (captured payments less refunds, read through the
 * payments module), one invoice for several bills (a bill at most once: a unique index), issuing through the
 * provider as a job (the outbox event `invoice.issue`, once in the cluster), mail, and the red reversal a refund
 * brings (payments' refund listener, in the refund's own transaction).
 */
export function createInvoicesService(deps: InvoicesDeps) {
  const access = createInvoicesAccess(deps);
  const reversal = createInvoiceReversal(access);
  return {
    titles: createInvoiceTitles(access),
    ...createInvoiceMaking(access),
    self: createSelfInvoicing(access),
    ...createInvoiceIssuing(access, reversal),
    onRefund: reversal.onRefund,
    ...createDriverInvoices(access),
    settings: createInvoiceSettings(access),
    outbox: createMailOutbox(access),
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
