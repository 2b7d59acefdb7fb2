import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ProviderRequestError, type ProviderName, type RefundResult } from '../../integrations/payments';
import { ledgerOf, refundLegs, type ClearingProvider } from '../ledger';
import { createOrdersRepository, type RefundRow } from './orders.repository';
import type { PaymentProviders } from './providers';

/** Pauses between refund attempts (provider unreachable, or still processing), by attempt number. */
const RETRY_PAUSES_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000, 7_200_000];
const MAX_PAUSE_MS = 6 * 3_600_000;
/** After this many attempts a refund is handed to a person (state failed; reconcile and ledger:check show it). */
const MAX_ATTEMPTS = 20;
/** What the payer's wallet and bill say about the refund, by its reason. */
const REASON_TEXT: Record<string, string> = {
  withdrawal: '余额提现',
  walletCap: '余额超出上限，充值退回',
  appeal: '账单申诉退款',
};
const reasonText = (reason: string) => REASON_TEXT[reason] ?? '重复支付退款';

const pauseAfter = (attempts: number) => RETRY_PAUSES_MS[attempts] ?? MAX_PAUSE_MS;

export interface RefundsOptions {
  db: Db;
  providers: PaymentProviders;
  clock: Clock;
  /** Where WeChat Pay posts refund results, when we have a public address. */
  notifyUrl: (provider: ProviderName) => string | undefined;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Money going back: asks the provider with the refund's own number (so any number of retries refunds once), and
 * records success — state and ledger reversal (`refund:<refundNo>`) — once, in one transaction.
 */
export function createRefunds({ db, providers, clock, notifyUrl, log }: RefundsOptions) {
  /** The refund succeeded: its state and the ledger reversal, once; a repeat does nothing. */
  async function recordSucceeded(refundNo: string, providerRefundNo: string | undefined): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const orders = createOrdersRepository(tx);
      const refund = await orders.markRefundSucceeded(refundNo, providerRefundNo, now);
      if (!refund) return false;
      const order = await orders.byId(refund.orderId);
      await ledgerOf(tx).post({
        dealerId: refund.dealerId,
        idempotencyKey: `refund:${refund.refundNo}`,
        kind: 'refund',
        ...(order ? { orderNo: order.orderNo } : {}),
        refundNo: refund.refundNo,
        memo: reasonText(refund.reason),
        occurredAt: now,
        legs: refundLegs(refund.provider as ClearingProvider, refund.amountFen),
      });
      return true;
    });
  }

  async function reschedule(
    refund: RefundRow,
    state: 'pending' | 'processing' | 'failed',
    reason: string,
    pauseMs: number,
  ): Promise<void> {
    const now = clock.now();
    const giveUp = state === 'failed' || refund.attempts + 1 >= MAX_ATTEMPTS;
    if (giveUp) log.error({ refundNo: refund.refundNo, reason }, 'refund cannot be completed: needs a person');
    await createOrdersRepository(db).rescheduleRefund(
      refund.refundNo,
      {
        state: giveUp ? 'failed' : state,
        nextAttemptAt: new Date(now.getTime() + pauseMs),
        lastError: reason.slice(0, 500),
      },
      now,
    );
  }

  async function apply(refund: RefundRow, result: Pick<RefundResult, 'status' | 'providerRefundNo'>): Promise<void> {
    const pause = pauseAfter(refund.attempts);
    switch (result.status) {
      case 'succeeded':
        await recordSucceeded(refund.refundNo, result.providerRefundNo);
        return;
      case 'processing':
        return reschedule(refund, 'processing', 'provider is still processing', pause);
      case 'not-found':
        // Asked, but the provider has no such refund (lost request): ask again.
        return reschedule(refund, 'pending', 'provider has no such refund yet', pause);
      default:
        return reschedule(refund, 'failed', `provider says ${result.status}`, 0);
    }
  }

  /** One step for one refund: ask (pending) or check (processing) with the provider, then record the answer. */
  async function advance(refund: RefundRow): Promise<void> {
    const pending = refund.state === 'processing' ? 'processing' : 'pending';
    const provider = providers.byName(refund.provider as ProviderName);
    const order = await createOrdersRepository(db).byId(refund.orderId);
    if (!provider || !order) {
      return reschedule(refund, pending, `provider ${refund.provider} is not configured`, pauseAfter(refund.attempts));
    }
    try {
      const url = notifyUrl(refund.provider as ProviderName);
      const result =
        refund.state === 'processing'
          ? await provider.queryRefund(order.orderNo, refund.refundNo)
          : await provider.refund({
              orderNo: order.orderNo,
              refundNo: refund.refundNo,
              amountFen: refund.amountFen,
              totalFen: order.amountFen,
              reason: reasonText(refund.reason),
              ...(url ? { notifyUrl: url } : {}),
            });
      await apply(refund, result);
    } catch (error) {
      if (error instanceof ProviderRequestError && !error.retryable) {
        return reschedule(refund, 'failed', error.message, 0);
      }
      log.warn({ err: error, refundNo: refund.refundNo }, 'refund attempt failed; will retry');
      const reason = error instanceof Error ? error.message : String(error);
      return reschedule(refund, pending, reason, pauseAfter(refund.attempts));
    }
  }

  return {
    recordSucceeded,
    advance,

    /** Advances every refund that is due; returns how many were looked at. */
    async processDue(limit = 50): Promise<number> {
      const due = await createOrdersRepository(db).dueRefunds(clock.now(), limit);
      for (const refund of due) await advance(refund);
      return due.length;
    },

    /** A provider's refund notification: its verdict on one of our refunds. */
    async onRefundResult(
      refundNo: string,
      status: RefundResult['status'],
      providerRefundNo: string | undefined,
    ): Promise<'refundSucceeded' | 'refundFailed' | 'unknownRefund' | 'ignored'> {
      const refund = await createOrdersRepository(db).refundByNo(refundNo);
      if (!refund) return 'unknownRefund';
      if (status === 'succeeded')
        return (await recordSucceeded(refundNo, providerRefundNo)) ? 'refundSucceeded' : 'ignored';
      if (status === 'closed' || status === 'abnormal') {
        if (refund.state === 'succeeded' || refund.state === 'failed') return 'ignored';
        await apply(refund, { status });
        return 'refundFailed';
      }
      return 'ignored';
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
