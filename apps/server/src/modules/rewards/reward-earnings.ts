import { AppError, coinsEarned, ErrorCode } from '@parking/contracts';
import type { Db } from '../../db/client';
import type { EventHandler } from '../../events/bus';
import { Topic } from '../../events/outbox';
import type { CapturedPayment } from '../payments';
import { createRewardsRepository, type InviteRow } from './rewards.repository';
import type { RewardsAccess, Who } from './rewards-access';

/** Paid bills looked at for coins on a read of /goldPlanResults. */
const CATCH_UP_DAYS = 30;
const CATCH_UP_ORDERS = 50;

/** What a paid parking bill earns: its coins, and the payer's invite rewarded. */
export function createRewardEarnings({ deps, db, clock, repo, settingsOf, grantIn }: RewardsAccess) {
  const { captured } = deps;

  /**
   * Rewards an invite whose invitee has paid a parking bill (more than 0 fen, not all refunded) since accepting it:
   * both coupons are given in the transaction that marks it rewarded, so it happens once whoever gets there first
   * (the payment's event, a read of /registerShare). Stays pending when the rewards are off or out of stock.
   */
  async function settleInvite(invite: InviteRow): Promise<boolean> {
    if (invite.state !== 'pending') return false;
    const paid = (await captured.ofDriver(invite.dealerId, invite.inviteeId, invite.createdAt, 20)).find(
      (p) => p.purpose === 'parking' && p.amountFen - p.refundedFen > 0,
    );
    if (!paid) return false;
    const settings = await settingsOf(invite.dealerId);
    const { inviterBatchId, inviteeBatchId } = settings;
    if (!inviterBatchId || !inviteeBatchId) return false;
    try {
      return await db.transaction(async (tx) => {
        if (!(await createRewardsRepository(tx).markRewarded(invite.id, paid.orderNo, clock.now()))) return false;
        const base = { dealerId: invite.dealerId, ref: invite.id };
        await grantIn(tx, { ...base, driverId: invite.inviterId, batchId: inviterBatchId, reason: 'inviter' });
        await grantIn(tx, { ...base, driverId: invite.inviteeId, batchId: inviteeBatchId, reason: 'invitee' });
        return true;
      });
    } catch (error) {
      // Out of stock: the invite stays pending and is rewarded once the operator adds stock.
      if (error instanceof AppError && error.code === ErrorCode.REWARD_STOCK_EMPTY) {
        deps.log.warn({ invite: invite.id }, 'invite reward out of stock');
        return false;
      }
      throw error;
    }
  }

  /** Coins for a paid parking bill (what is left of it after refunds), once per order: the movement's key decides. */
  async function earnIn(tx: Db, dealerId: string, p: CapturedPayment, coinsPerYuan: number): Promise<void> {
    const coins = coinsEarned(p.amountFen - p.refundedFen, coinsPerYuan);
    if (coins <= 0 || p.purpose !== 'parking' || !p.driverId) return;
    const txRepo = createRewardsRepository(tx);
    const earned = await txRepo.insertMovement({
      dealerId,
      driverId: p.driverId,
      kind: 'earn',
      coins,
      key: `earn:${p.orderNo}`,
      orderNo: p.orderNo,
      note: p.description,
    });
    if (earned) await txRepo.moveBalance(dealerId, p.driverId, coins, clock.now());
  }

  /** A paid order's event: its coins, then the payer's invite settled. */
  async function onPaymentOrder(dealerId: string, orderNo: string): Promise<void> {
    const settings = await settingsOf(dealerId);
    const payment = await db.transaction(async (tx) => {
      // The order row is locked: a refund of it waits for this transaction.
      const [p] = await captured.lockForUpdate(tx, dealerId, [orderNo]);
      if (p) await earnIn(tx, dealerId, p, settings.coinsPerYuan);
      return p;
    });
    if (!payment?.driverId || payment.purpose !== 'parking') return;
    const invite = await repo.inviteOf(payment.driverId);
    if (invite) await settleInvite(invite);
  }

  /**
   * The driver's recent paid bills that earned nothing yet get their coins: a bill paid from the balance is paid at
   * creation and writes no order event, and an event's job may still be on its way.
   */
  async function catchUp(who: Who, coinsPerYuan: number): Promise<void> {
    if (coinsPerYuan <= 0) return;
    const since = new Date(clock.now().getTime() - CATCH_UP_DAYS * 86_400_000);
    const paid = (await captured.ofDriver(who.dealerId, who.id, since, CATCH_UP_ORDERS)).filter(
      (p) => p.purpose === 'parking',
    );
    const done = await repo.earnedOrders(paid.map((p) => p.orderNo));
    for (const p of paid.filter((p) => !done.has(p.orderNo)))
      await db.transaction((tx) => earnIn(tx, who.dealerId, p, coinsPerYuan));
  }

  /** A paid order's event: coins for it, and the payer's invite settled (once in the cluster, retried on failure). */
  const paymentHandler: EventHandler = {
    name: 'rewards.payment',
    topic: Topic.PAYMENT_ORDER,
    async handle(event) {
      if (event.dealerId) await onPaymentOrder(event.dealerId, event.subject);
    },
  };

  return { settleInvite, catchUp, paymentHandler };
}
export type RewardEarnings = ReturnType<typeof createRewardEarnings>;
