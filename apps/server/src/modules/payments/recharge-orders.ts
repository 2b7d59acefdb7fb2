import { AppError, ErrorCode } from '@parking/contracts';
import { retryTransaction } from '../../db/pg-error';
import { createIdempotencyKeys, requestHash } from './idempotency';
import { newOrderNo } from './order-no';
import { createOrdersRepository } from './orders.repository';
import {
  RECHARGE_DESCRIPTION,
  rechargeScopeOf,
  type OrderCreationAccess,
  type Payer,
  type RechargeGuard,
  type RechargeRequest,
  type PayAnswer,
} from './order-creation-access';

/** Wallet recharges: the order, safe to retry with its key; the wallet is credited when its money is captured. */
export function createRechargeOrders({ options, db, clock, walletFor, answerExisting, finish }: OrderCreationAccess) {
  /** A recharge of the payer's wallet through a wallet channel: an order of kind recharge, no bills. */
  async function createRecharge(
    payer: Payer & { driverId: string },
    request: RechargeRequest,
    key: string,
    hash: string,
    guard: RechargeGuard,
  ) {
    const wallet = walletFor(payer, request.payChannel);
    return retryTransaction(() =>
      db.transaction(async (tx) => {
        const keys = createIdempotencyKeys(tx);
        const claim = await keys.claim(rechargeScopeOf(payer.dealerId), key, hash);
        if (claim.kind !== 'new') return { claim };
        await guard(tx);
        const now = clock.now();
        const order = await createOrdersRepository(tx).insertOrder({
          orderNo: newOrderNo(now),
          kind: 'recharge',
          dealerId: payer.dealerId,
          driverId: payer.driverId,
          channel: request.payChannel,
          provider: wallet.provider,
          scene: wallet.scene,
          amountFen: request.amountFen,
          state: 'pending',
          description: RECHARGE_DESCRIPTION,
          clientType: payer.clientType ?? null,
          clientIp: payer.clientIp,
          expiresAt: new Date(now.getTime() + options.orderTtlMs),
          createdAt: now,
          updatedAt: now,
        });
        await keys.attachOrder(rechargeScopeOf(payer.dealerId), key, order.orderNo);
        return { claim, order };
      }),
    );
  }

  return {
    /**
     * Recharges the logged-in payer's wallet (the caller's guard checks the amount against the wallet's limits). Like pay,
     * safe to retry with the same idempotency key. The wallet is credited only when the provider's confirmed payment
     * is captured (capture.ts), never here.
     */
    async recharge(
      payer: Payer,
      request: RechargeRequest,
      key: string,
      /** The wallet's own checks (limits), run for a new request only: a replay gets its first answer back. */
      guard: RechargeGuard = async () => {},
    ): Promise<PayAnswer> {
      const driverId = payer.driverId;
      if (!driverId) throw new AppError(ErrorCode.NOT_LOGGED_IN, '充值请先登录');
      const scope = rechargeScopeOf(payer.dealerId);
      const hash = requestHash({ dealerId: payer.dealerId, driverId, recharge: request });
      const seen = await createIdempotencyKeys(db).peek(scope, key, hash);
      if (seen) return answerExisting(payer, seen, key, scope);
      const { claim, order } = await createRecharge({ ...payer, driverId }, request, key, hash, guard);
      if (claim.kind !== 'new') return answerExisting(payer, claim, key, scope);
      return finish(payer, order!, key, scope, request.resultPath);
    },
  };
}
