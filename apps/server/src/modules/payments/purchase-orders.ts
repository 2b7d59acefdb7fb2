import { PayChannel, type WalletChannel } from '@parking/contracts';
import { paymentOrderPurchases } from '../../db/schema/payments';
import { createIdempotencyKeys, requestHash } from './idempotency';
import { newOrderNo } from './order-no';
import { createOrdersRepository } from './orders.repository';
import { payPurchaseFromBalance, supersedeOpenPurchase } from './purchases';
import {
  purchaseScopeOf,
  type OrderCreationAccess,
  type Payer,
  type PayAnswer,
  type PurchaseRequest,
} from './order-creation-access';

/** Purchase orders: another module's thing sold for a price it decided (decision 035). */
export function createPurchaseOrders(access: OrderCreationAccess) {
  const { options, db, clock, log, walletFor, answerExisting, finish, checkBalancePayer, retryOpenRace } = access;
  /** A purchase order: from the balance it is paid and delivered at once, else it waits for the wallet's money. */
  async function createPurchase(payer: Payer, request: PurchaseRequest, key: string, hash: string) {
    const balance = request.payChannel === PayChannel.BALANCE;
    const wallet = balance ? undefined : walletFor(payer, request.payChannel as WalletChannel);
    const attempt = () =>
      db.transaction(async (tx) => {
        const keys = createIdempotencyKeys(tx);
        const claim = await keys.claim(purchaseScopeOf(payer.dealerId), key, hash);
        if (claim.kind !== 'new') return { claim };
        const now = clock.now();
        const superseded = await supersedeOpenPurchase(tx, request.purpose, request.ref, now);
        if (superseded.length > 0)
          log.info({ ref: request.ref, superseded }, 'new purchase order superseded open ones');
        const order = await createOrdersRepository(tx).insertOrder({
          orderNo: newOrderNo(now),
          kind: 'purchase',
          dealerId: payer.dealerId,
          driverId: payer.driverId,
          channel: request.payChannel,
          provider: balance ? 'balance' : wallet!.provider,
          scene: balance ? 'balance' : wallet!.scene,
          amountFen: request.amountFen,
          state: balance ? 'paid' : 'pending',
          paidAt: balance ? now : null,
          description: request.description.slice(0, 127),
          clientType: payer.clientType ?? null,
          clientIp: payer.clientIp,
          launch: balance ? { kind: 'paid' } : null,
          expiresAt: new Date(now.getTime() + options.orderTtlMs),
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(paymentOrderPurchases).values({
          orderId: order.id,
          dealerId: payer.dealerId,
          purpose: request.purpose,
          ref: request.ref,
          state: 'open',
          updatedAt: now,
        });
        if (balance) await payPurchaseFromBalance(tx, options.purchases, order, payer.driverId!, now);
        await keys.attachOrder(purchaseScopeOf(payer.dealerId), key, order.orderNo);
        return { claim, order };
      });
    // Two first orders for one thing at the same moment: the loser retries and supersedes the winner's.
    return retryOpenRace(attempt, 'payment_order_purchases_one_open');
  }

  return {
    /**
     * Sells another module's thing (decision 035): an order of kind purchase whose money, once taken, the module
     * delivers (`PurchaseHandler.fulfil`). Like pay, safe to retry with the same idempotency key; the module decided
     * the amount and checked the payer may buy it.
     */
    async purchase(payer: Payer, request: PurchaseRequest, key: string): Promise<PayAnswer> {
      if (!options.purchases.has(request.purpose)) throw new Error(`unknown purchase purpose ${request.purpose}`);
      if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) {
        throw new Error(`purchase amount must be a positive number of fen, not ${request.amountFen}`);
      }
      await checkBalancePayer(payer, request.payChannel);
      const scope = purchaseScopeOf(payer.dealerId);
      const hash = requestHash({ dealerId: payer.dealerId, driverId: payer.driverId, purchase: request });
      const seen = await createIdempotencyKeys(db).peek(scope, key, hash);
      if (seen) return answerExisting(payer, seen, key, scope);
      const { claim, order } = await createPurchase(payer, request, key, hash);
      if (claim.kind !== 'new') return answerExisting(payer, claim, key, scope);
      return finish(payer, order!, key, scope, request.resultPath);
    },
  };
}
