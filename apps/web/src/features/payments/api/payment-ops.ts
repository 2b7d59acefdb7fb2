import { PaymentOps } from '@parking/contracts';

/**
 * The payment operations with their zod schemas, loaded on demand (decision 051): the answers that move money (the
 * order a pay tap opens, the order's state the result pages act on) are still parsed, but zod (about 25 KB) is no
 * longer in any pay screen's first load. Read-only quotes go through the zod-free `PaymentRoutes`.
 */
export { PaymentOps };
