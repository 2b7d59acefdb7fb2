// Zod-free: the payments' operations as the landing pages and the request layer see them (types only).
import { routes } from '../operation';
import type { PayableBills, PayableBillsQuery } from './bills';
import type { OrderStatus, PayChargesBatchRequest, PayChargesRequest, PayOrder, SandboxTicket } from './orders';
import type { PayModel, PayModelQuery } from './pay-model';

/**
 * Driver payment calls (spec section 7, "Parking orders and payment"); everything under payCharges is authModel 1 (a
 * fresh nonce and timestamp) and every money-moving call carries an idempotency key (IDEMPOTENCY_KEY_HEADER).
 */
export const PaymentRoutes = routes<PaymentIo>()({
  payCharges: ['POST /charge/v2/api/payCharges', { authModel: 1 }],
  payChargesBatch: ['POST /charge/v2/api/payCharges/batch', { authModel: 1 }],
  payChargesSync: ['GET /charge/v2/api/payCharges/sync/:id', { authModel: 1 }],
  payableBills: ['GET /charge/v2/api/payCharges/bills', { authModel: 1 }],
  payModel: 'GET /pay/v2/api/payModel',
  providerNotify: 'POST /pay/notify/:provider',
});

/** The sandbox provider's hosted checkout pages (its stand-in for the wallet sheet): HTML pages and redirects. */
export const SandboxCheckoutRoutes = routes<SandboxCheckoutIo>()({
  page: 'GET /pay/sandbox/checkout/:orderNo',
  confirm: 'POST /pay/sandbox/checkout/:orderNo/confirm',
  cancel: 'POST /pay/sandbox/checkout/:orderNo/cancel',
});

/** What each of PaymentRoutes' operations takes and answers. */
interface PaymentIo {
  /** Pay one bill. */
  payCharges: { body: PayChargesRequest; response: PayOrder };
  /** Pay several bills (arrears included) in one order. */
  payChargesBatch: { body: PayChargesBatchRequest; response: PayOrder };
  /** The order's state, asked of the provider while it is pending. */
  payChargesSync: { response: OrderStatus };
  /** Bills that can be paid now, by uniqueIds, plate, exit lane or the driver's arrears (the pay pages' amounts). */
  payableBills: { query: PayableBillsQuery; response: PayableBills };
  /** The pay channels offered to this client at this dealer. */
  payModel: { query: PayModelQuery; response: PayModel };
  /** Where payment providers post their asynchronous results (the exact bytes, acknowledged their way). */
  providerNotify: Record<never, never>;
}

/** What each of SandboxCheckoutRoutes' operations takes and answers. */
interface SandboxCheckoutIo {
  page: { query: SandboxTicket };
  confirm: { query: SandboxTicket };
  cancel: { query: SandboxTicket };
}
