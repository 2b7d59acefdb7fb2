import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ProviderRequestError, type PaymentStatus, type ProviderName } from '../../integrations/payments';
import type { Capture, CaptureOutcome } from './capture';
import type { CouponPort } from './coupon-port';
import { createOrdersRepository, type OrderRow } from './orders.repository';
import type { PaymentProviders } from './providers';

export type ChaseOutcome = CaptureOutcome['kind'] | 'closed' | 'stillPending' | 'unreachable';

/**
 * Asking a provider about an order and acting on the answer: the one path shared by the sync call, the sweeper and a
 * close that finds the order paid after all. The provider's word decides; our own state only changes conditionally.
 */
export function createOrderChaser({
  db,
  providers,
  capture,
  clock,
  log,
  coupons,
}: {
  db: Db;
  providers: PaymentProviders;
  capture: Capture;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  coupons: CouponPort;
}) {
  async function act(
    order: OrderRow,
    status: PaymentStatus,
    closeReason: 'providerClosed' | 'expired' | 'superseded' = 'providerClosed',
  ): Promise<ChaseOutcome> {
    const orders = createOrdersRepository(db);
    if (status.state === 'paid' || status.state === 'refunded') {
      if (!status.providerTradeNo || status.amountFen === undefined) {
        log.warn({ orderNo: order.orderNo }, 'provider says paid without trade number or amount: not captured');
        return 'stillPending';
      }
      const outcome = await capture({
        orderNo: order.orderNo,
        provider: order.provider as ProviderName,
        providerTradeNo: status.providerTradeNo,
        amountFen: status.amountFen,
        paidAt: status.paidAt ?? clock.now(),
      });
      return outcome.kind;
    }
    if (status.state === 'closed' || status.state === 'failed') {
      await orders.markClosed(order.id, closeReason, clock.now(), true);
      await coupons.release(db, order.orderNo);
      if (order.state === 'closed') await orders.markProviderClosed(order.id, clock.now());
      return 'closed';
    }
    return 'stillPending';
  }

  /** Asks the provider for the order's state and applies it (capture, or close). */
  async function chase(
    order: OrderRow,
    closeReason: 'providerClosed' | 'expired' | 'superseded' = 'providerClosed',
  ): Promise<ChaseOutcome> {
    const provider = providers.byName(order.provider as ProviderName);
    if (!provider) return 'unreachable';
    try {
      const status = await provider.queryPayment(order.orderNo);
      await createOrdersRepository(db).markQueried(order.id, clock.now());
      return await act(order, status, closeReason);
    } catch (error) {
      log.warn({ err: error, orderNo: order.orderNo }, 'payment query failed');
      // Counted as asked, so the sweeper moves on to other orders and comes back to this one later.
      await createOrdersRepository(db).markQueried(order.id, clock.now());
      return 'unreachable';
    }
  }

  /**
   * Makes sure the provider takes no more money for an order we closed or that expired. A provider that says the
   * order is paid already (the payer beat the close) gets it captured: its bills settle, or the money goes back.
   */
  async function closeAtProvider(order: OrderRow, reason: 'expired' | 'superseded'): Promise<ChaseOutcome> {
    const provider = providers.byName(order.provider as ProviderName);
    if (!provider) return 'unreachable';
    const orders = createOrdersRepository(db);
    try {
      await provider.closePayment(order.orderNo);
    } catch (error) {
      if (error instanceof ProviderRequestError && error.reason === 'already-paid') return chase(order);
      log.warn({ err: error, orderNo: order.orderNo }, 'closing the payment at the provider failed');
      await orders.markQueried(order.id, clock.now());
      return 'unreachable';
    }
    // A payment racing the close can still have gone through: ask once more before calling it closed.
    const outcome = await chase(order, reason);
    if (outcome !== 'stillPending') return outcome;
    const now = clock.now();
    if (order.state === 'pending')
      await orders.markClosed(order.id, reason === 'expired' ? 'expired' : 'superseded', now, true);
    await coupons.release(db, order.orderNo);
    await orders.markProviderClosed(order.id, now);
    return 'closed';
  }

  return { chase, closeAtProvider };
}
export type OrderChaser = ReturnType<typeof createOrderChaser>;
