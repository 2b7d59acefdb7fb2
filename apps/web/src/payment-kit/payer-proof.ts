/**
 * The proof a signed-out payer keeps of their own payment: the pay request's idempotency key, by order number, in
 * this tab's session storage (it survives the wallet's redirect back; it never goes into a URL). /makeInvoiceBySelf
 * sends it once to get a ticket for that bill (decision 040): the order number alone proves nothing.
 */
const KEY = 'payerProofs';
/** The last few orders of this tab are enough: a payer invoices right after paying. */
const KEPT = 5;

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(storage: Storage | undefined): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as [string, string][]) : [];
  } catch {
    return [];
  }
}

/** Keeps the key an anonymous order was created with (called by the pay button once the order exists). */
export function rememberPayerProof(orderNo: string, payKey: string, storage = session()): void {
  const kept = read(storage).filter(([no]) => no !== orderNo);
  try {
    storage?.setItem(KEY, JSON.stringify([[orderNo, payKey], ...kept].slice(0, KEPT)));
  } catch {
    // Quota or a locked-down web view: the 开发票 entry is simply not offered for this order.
  }
}

/** The key this tab paid the order with, if it did. */
export const payerProofOf = (orderNo: string, storage = session()): string | undefined =>
  read(storage).find(([no]) => no === orderNo)?.[1];
