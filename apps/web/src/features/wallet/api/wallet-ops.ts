import { WalletOps } from '@parking/contracts';

/**
 * The wallet operations with their zod schemas, loaded on demand (decision 051, as payments' payment-ops.ts): the
 * answers that move money (a recharge's order and state, a withdrawal and its parts) are still parsed, but zod (about
 * 25 KB gzip) is in no wallet screen's first load. Reads (balance, movements, auto-pay, agreements) go through the
 * zod-free `WalletRoutes`.
 */
export { WalletOps };
