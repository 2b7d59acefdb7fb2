import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { BasicServices } from '../basic';
import type { StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import type { CouponPort } from './coupon-port';
import { notifyRoutes } from './notify.routes';
import { createPayments, type Payments, type PaymentsDeps } from './payments';
import { paymentGauges } from './payments-metrics';
import { paymentRoutes } from './payments.routes';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';

export type { Payments, PaymentsDeps };

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module (tests drive its sweeper and sandbox directly). */
    payments: Payments;
  }
}

/** buildApp's test wiring of the providers: sandbox notifications through app.inject, adapters on local fakes. */
export type PaymentsTesting = Pick<PaymentsDeps, 'sandboxTransport' | 'providerOverrides'>;
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
export type { AutoPayOrders, AutoPayment, DecidedAutoPayment } from './auto-pay-orders';
export { escapeHtml, sandboxPage, SANDBOX_PAGE_CSP } from './sandbox-checkout.routes';
export { createPaymentProviders } from './providers';
export { paymentReturnUrl, withParams } from './return-url';
export { reconcileDay, type ReconcileReport } from './reconcile';
export { noCoupons, type CouponPort, type CouponBill } from './coupon-port';
export type { Bills, Bill } from './bills';
export type { CapturedPayment, CapturedPayments, RefundListener, RefundRecorded } from './captured-payments';

/** Payment orders, provider notifications, refunds and the sweep that chases what providers left unsaid. */
export function createPaymentsModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'log'>,
  uses: {
    basic: ModuleOf<Pick<BasicServices, 'balanceOffered' | 'appNameOf'>>;
    parks: ModuleOf<{ parks: ParksRepository }>;
    /** Bills are priced by the fee engine; coupons are held by the orders that use them (decision 039). */
    pricing: { pricer: StayPricer; coupons: CouponPort };
  },
  testing: PaymentsTesting = {},
): ServerModule<{ payments: Payments }> {
  const { db, clock, log, config } = deps;
  const { balanceOffered, appNameOf } = uses.basic.services;
  const payments = createPayments({
    db,
    clock,
    config: config.payments,
    port: config.port,
    pricer: uses.pricing.pricer,
    parks: uses.parks.services.parks,
    coupons: uses.pricing.coupons,
    balanceAllowed: balanceOffered,
    appNameOf,
    log,
    ...testing,
  });
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
    jobs: [{ name: 'payments.sweep', intervalMs: config.payments.sweepIntervalMs, run: payments.sweep }],
    events: [payments.purchases.releaseHandler],
    metrics: paymentGauges(db, clock),
    install: (app) => void app.decorate('payments', payments),
    stop: async () => payments.stop(),
  };
}
export { createRefundDeskModule, moneySettingsOf, type RefundDesk } from './refund-desk';
