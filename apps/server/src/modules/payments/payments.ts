import { API_BASE, fillPath, PaymentRoutes, RECHARGE_RESULT_PATH } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config-payments';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderName } from '../../integrations/payments';
import type { DeliveryTransport } from '../../integrations/payments/sandbox';
import { ledgerOf } from '../ledger';
import type { StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import { createAutoPayOrders } from './auto-pay-orders';
import { createBills } from './bills';
import { createCapture, type PaymentEvidence } from './capture';
import { noCoupons, type CouponPort } from './coupon-port';
import { createNotifications } from './notifications';
import { createOrderChaser } from './order-closing';
import { createOrderCreation } from './order-creation';
import { createOrderStatus } from './order-status';
import { createPayModel } from './pay-model';
import { createPaymentProviders } from './providers';
import { createAppealRefunds } from './appeal-refunds';
import { createCapturedPayments, type RefundListener } from './captured-payments';
import { createPurchaseRegistry, createPurchases } from './purchases';
import { createRefunds } from './refunds';
import { paymentReturnUrl } from './return-url';
import { createOrdersRepository } from './orders.repository';
import { createSweeper } from './sweeper';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  config: PaymentsConfig;
  /** The port this server listens on: without PUBLIC_BASE_URL the sandbox posts notifications to 127.0.0.1. */
  port: number;
  pricer: StayPricer;
  parks: ParksRepository;
  /** The dealer's menu flag supportBalance. */
  balanceAllowed: (dealerId: string) => Promise<boolean>;
  /** The dealer's product name (its app name), which the sandbox's wallet sheet shows as the payee. */
  appNameOf: (dealerId: string) => Promise<string>;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  sandboxTransport?: DeliveryTransport;
  providerOverrides?: Partial<Record<'wechatpay' | 'alipay', PaymentProvider>>;
  /** Coupons locked, consumed, released and restored with the orders that use them (decision 039). */
  coupons?: CouponPort;
}

/** The payments module, wired: orders, providers, notifications, refunds and the sweeping job's round. */
export function createPayments(deps: PaymentsDeps) {
  const { db, clock, config, log } = deps;
  const coupons = deps.coupons ?? noCoupons;
  const providers = createPaymentProviders({
    config,
    db,
    clock,
    log,
    ...(deps.sandboxTransport ? { sandboxTransport: deps.sandboxTransport } : {}),
    ...(deps.providerOverrides ? { overrides: deps.providerOverrides } : {}),
  });
  const notifyBase = config.publicBaseUrl ?? `http://127.0.0.1:${deps.port}`;
  /** Where a provider (or a notification channel of its own, e.g. wechatpay-papay) posts results. */
  const notifyUrl = (provider: ProviderName | (string & {})) =>
    `${notifyBase}${API_BASE}${fillPath(PaymentRoutes.providerNotify, { provider })}`;
  const bills = createBills({ db, pricer: deps.pricer, parks: deps.parks, clock });
  const refunds = createRefunds({
    db,
    providers,
    clock,
    // WeChat Pay needs a public HTTPS address for refund results; without one the sweeper asks instead.
    notifyUrl: (provider) => (config.publicBaseUrl ? notifyUrl(provider) : undefined),
    log,
  });
  // What other modules sell through purchase orders, registered at their creation (decision 035).
  const purchaseRegistry = createPurchaseRegistry();
  const refundListeners: RefundListener[] = [];
  /** Tells the listeners of a refund recorded in `tx` (every path that promises money back calls it). */
  const refundRecorded: RefundListener = async (tx, refund) => {
    for (const listener of refundListeners) await listener(tx, refund);
  };
  const purchases = createPurchases({ db, clock, registry: purchaseRegistry, refundRecorded });
  const captureOnce = createCapture({ db, bills, clock, coupons, purchases: purchaseRegistry });
  /** Capture, then start any refund it owes at once (the sweeper would get to it too). */
  const capture = async (evidence: PaymentEvidence) => {
    const outcome = await captureOnce(evidence);
    if (outcome.kind === 'captured' && outcome.refundFen > 0) {
      void refunds.processDue().catch((err: unknown) => log.warn({ err }, 'immediate refund round failed'));
    }
    return outcome;
  };
  const chaser = createOrderChaser({ db, providers, capture, clock, log, coupons });
  return {
    providers,
    /** Where a provider posts its results for our orders (the sandbox's withheld payments too). */
    notifyUrl,
    bills,
    capture,
    refunds,
    /** Purchases: modules register what they sell, give money back, and release holds of orders closed unpaid. */
    purchases,
    /** Refunds of upheld bill appeals (support module). */
    appealRefunds: createAppealRefunds({ db, clock, refunds, coupons, refundRecorded }),
    /** Captured payments for other modules (invoices); refunds recorded, heard in the refund's transaction. */
    captured: createCapturedPayments(db),
    onRefundRecorded: (listener: RefundListener) => void refundListeners.push(listener),
    /** Tells the listeners of a refund recorded in `tx` (the refund desk's refunds, decision 092). */
    refundRecorded,
    chaser,
    notifications: createNotifications({ db, providers, capture, refunds, clock, log }),
    orders: createOrderCreation({
      db,
      bills,
      parks: deps.parks,
      providers,
      clock,
      orderTtlMs: config.orderTtlSeconds * 1000,
      coupons,
      balanceAllowed: deps.balanceAllowed,
      notifyUrl,
      purchases: purchaseRegistry,
      // The sandbox's sheet stands in for an in-app wallet sheet, after which the app shows its result page; a real
      // wallet's web cashier (WeChat H5, Alipay wap) comes back to /thirdpay, which confirms with the server. A
      // recharge or a purchase comes back to its own result page, which does the same.
      returnUrl: (orderNo, provider, kind, resultPath) => {
        const page =
          kind === 'recharge'
            ? (resultPath ?? RECHARGE_RESULT_PATH)
            : (resultPath ?? (provider === 'sandbox' ? '/payResultPage' : '/thirdpay'));
        return paymentReturnUrl(config.publicBaseUrl, page, orderNo);
      },
      log,
    }),
    status: createOrderStatus({ db, bills, chaser, clock, purchaseOf: purchases.stateOf }),
    autoPayOrders: createAutoPayOrders({ clock, orderTtlMs: config.orderTtlSeconds * 1000 }),
    payModel: createPayModel({ providers, ledger: ledgerOf(db), balanceAllowed: deps.balanceAllowed }),
    sweep: createSweeper({ db, chaser, refunds, providers, clock }),
    /** Whom an order pays, as a wallet sheet names the payee: the order's dealer's product name. */
    payeeOf: async (orderNo: string): Promise<string> => {
      const order = await createOrdersRepository(db).byOrderNo(orderNo);
      return order ? deps.appNameOf(order.dealerId) : '';
    },
    stop: () => providers.stop(),
  };
}
export type Payments = ReturnType<typeof createPayments>;
