import { mount, type ServerModule } from '../../kernel/module';
import { notifyRoutes } from './notify.routes';
import { createPayments, type Payments, type PaymentsDeps } from './payments';
import { paymentGauges } from './payments-metrics';
import { paymentRoutes } from './payments.routes';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';

export type { Payments, PaymentsDeps };
export { checkPayments, PAYMENT_CHECKS } from './payments-check';
export { payerOf, idempotencyKeyOf, purchaseOpener, sendPayAnswer } from './payments.routes';
export type { OpenPurchase, PurchaseOpener } from './payments.routes';
export { createOrdersRepository, type OrderRow, type RefundRow } from './orders.repository';
export { ordersOf, type OrdersPort } from './orders-port';
export { walletMoney } from './wallet-money';
export { reconciliationPort } from './reconciliation-port';
export { createIdempotencyKeys, requestHash } from './idempotency';
export { newOrderNo } from './order-no';
export type { Payer, RechargeRequest as RechargeOrderRequest, PayAnswer, PurchaseRequest } from './order-creation';
export type { PurchaseHandler, PurchaseRecord, PurchaseRefund } from './purchases';
export type { AutoPayOrders, AutoPayment } from './auto-pay-orders';
export { escapeHtml, sandboxPage, SANDBOX_PAGE_CSP } from './sandbox-checkout.routes';
export { createPaymentProviders } from './providers';
export { paymentReturnUrl, withParams } from './return-url';
export { reconcileDay, type ReconcileReport } from './reconcile';
export { noCoupons, type CouponPort, type CouponBill } from './coupon-port';
export type { Bills, Bill } from './bills';
export type { CapturedPayment, CapturedPayments, RefundListener, RefundRecorded } from './captured-payments';

/** Payment orders, provider notifications, refunds and the sweep that chases what providers left unsaid. */
export function createPaymentsModule(deps: PaymentsDeps): ServerModule<{ payments: Payments }> {
  const payments = createPayments(deps);
  const { sandbox } = payments.providers;
  return {
    services: { payments },
    routes: {
      // Providers' notifications: identity from the provider's signature, never from a driver payload.
      open: [
        mount(notifyRoutes, { notifications: payments.notifications }),
        ...(sandbox ? [mount(sandboxCheckoutRoutes, { sandbox, payeeOf: payments.payeeOf })] : []),
      ],
      driver: [mount(paymentRoutes, { payments })],
    },
    jobs: [{ name: 'payments.sweep', intervalMs: deps.config.sweepIntervalMs, run: payments.sweep }],
    events: [payments.purchases.releaseHandler],
    metrics: paymentGauges(deps.db, deps.clock),
    stop: async () => payments.stop(),
  };
}
export { createRefundDeskModule, moneySettingsOf, type RefundDesk } from './refund-desk';
