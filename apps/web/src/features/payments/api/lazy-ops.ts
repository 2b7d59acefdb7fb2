/** The payment operations with their schemas (payment-ops.ts), in a chunk of their own fetched on first use. */
export const paymentOps = () => import('./payment-ops').then((m) => m.PaymentOps);
