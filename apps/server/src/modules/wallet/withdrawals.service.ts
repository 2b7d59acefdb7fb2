import {
  AppError,
  ErrorCode,
  formatFen,
  WALLET_MAX_BALANCE_FEN,
  type Withdrawal,
  type Withdrawals,
  type PageQuery,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { offsetOf, pageOf } from '../../db/paging';
import { retryTransaction } from '../../db/pg-error';
import type { ProviderName } from '../../integrations/payments';
import { ledgerOf, InsufficientBalanceError, withdrawalLegs, withdrawalReturnLegs } from '../ledger';
import { createIdempotencyKeys, ordersOf, moneySettingsOf, newOrderNo, requestHash, type Payments } from '../payments';
import type { Background } from './background';
import { createWalletRepository, type WalletOwner, type WithdrawalRow } from './wallet.repository';
import { WalletKeys, withdrawalView } from './wallet.views';
import { allocateWithdrawal, NotWithdrawableError, withdrawableFen, type RechargeSource } from './withdrawals.domain';

/** A refund number of a withdrawal part: W, the business day and 20 random characters (like order numbers). */
const newRefundNo = (now: Date) => `W${newOrderNo(now).slice(1)}`;
const scopeOf = (dealerId: string) => `withdraw:${dealerId}`;

/**
 * Withdrawals (提现): the wallet's money goes back the way it came, as refunds of the driver's recharges, newest
 * first. The balance is taken under the wallet's row lock in the same transaction as the parts are made, so two
 * withdrawals (or a withdrawal and a payment) at once can never take more than the wallet holds; the database's
 * wallet-not-negative check stands behind that.
 */
export function createWithdrawals({
  db,
  clock,
  payments,
  background,
}: {
  db: Db;
  clock: Clock;
  payments: Payments;
  background: Background;
}) {
  /** Ask the providers for the parts' refunds now; the payments sweeper carries on with any that do not finish. */
  function pushRefunds(refundNos: readonly string[]): void {
    background.run('withdrawal refunds', async () => {
      for (const refundNo of refundNos) {
        const refund = await ordersOf(db).refundByNo(refundNo);
        if (refund && (refund.state === 'pending' || refund.state === 'processing')) {
          await payments.refunds.advance(refund);
        }
      }
    });
  }

  async function view(row: WithdrawalRow): Promise<Withdrawal> {
    return withdrawalView(row, await createWalletRepository(db).parts([row.id]));
  }

  async function get(owner: WalletOwner, withdrawalId: string): Promise<Withdrawal> {
    return view(await own(owner, withdrawalId));
  }

  async function own(owner: WalletOwner, withdrawalId: string): Promise<WithdrawalRow> {
    const row = await createWalletRepository(db).withdrawal(owner, withdrawalId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '提现记录不存在');
    return row;
  }

  /**
   * Inside `tx`: take the money out of the wallet, split it across recharges and queue their refunds. The wallet's row
   * lock comes with the posting, in a posting's order (the dealer's report day, then the accounts): taken first, for
   * the decision, it deadlocked with a payment from this wallet (an exit's auto-pay). So the amount is decided from a
   * read, and decided again under that lock, from what the other withdrawals and payments left, before the split.
   */
  async function make(tx: Db, owner: WalletOwner, requested: number | undefined): Promise<string> {
    const repo = createWalletRepository(tx);
    const now = clock.now();
    const withdrawable = async (debitedFen: number, sources: readonly RechargeSource[]) =>
      withdrawableFen((await repo.balanceFen(owner)) + debitedFen, sources, now);
    const unavailable = (available: number, why?: string) =>
      new AppError(
        ErrorCode.WITHDRAW_UNAVAILABLE,
        why ?? (available > 0 ? `当前最多可提现${formatFen(available)}` : '当前没有可原路退回的余额'),
      );
    const seen = await withdrawable(0, await repo.rechargeSources(owner));
    const amountFen = requested ?? seen;
    if (amountFen <= 0 || amountFen > seen) throw unavailable(seen);
    // Above the dealer's review amount (decision 092) the parts' refunds are held until finance approves.
    const { withdrawalReviewFen } = await moneySettingsOf(tx, owner.dealerId);
    const held = withdrawalReviewFen !== null && amountFen > withdrawalReviewFen;
    const withdrawal = await repo.insertWithdrawal({
      ...owner,
      amountFen,
      createdAt: now,
      reviewState: held ? 'waiting' : 'none',
    });
    try {
      await ledgerOf(tx).post({
        dealerId: owner.dealerId,
        idempotencyKey: WalletKeys.withdrawal(withdrawal.id),
        kind: 'withdrawal',
        memo: '余额提现',
        occurredAt: now,
        legs: withdrawalLegs(owner.driverId, amountFen),
      });
    } catch (error) {
      // Spent meanwhile: the database refused it and the transaction writes nothing.
      if (error instanceof InsufficientBalanceError) throw unavailable(0, '余额不足');
      throw error;
    }
    // Under the wallet's lock now: the recharges must still carry the amount.
    const sources = await repo.rechargeSources(owner);
    const available = await withdrawable(amountFen, sources);
    if (amountFen > available) throw unavailable(available);
    let parts;
    try {
      parts = allocateWithdrawal(amountFen, sources, now);
    } catch (error) {
      if (error instanceof NotWithdrawableError) throw new AppError(ErrorCode.WITHDRAW_UNAVAILABLE);
      throw error;
    }
    const orders = ordersOf(tx);
    const rows = [];
    for (const part of parts) {
      const order = (await orders.byId(part.orderId))!;
      const refundNo = newRefundNo(now);
      await orders.insertRefund({
        refundNo,
        orderId: part.orderId,
        dealerId: owner.dealerId,
        provider: order.provider,
        amountFen: part.amountFen,
        reason: 'withdrawal',
        state: held ? 'held' : 'pending',
        nextAttemptAt: now,
      });
      rows.push({ withdrawalId: withdrawal.id, ...owner, orderId: part.orderId, refundNo, amountFen: part.amountFen });
    }
    await repo.insertParts(rows);
    return withdrawal.id;
  }

  return {
    pushRefunds,
    /**
     * Withdraws `amountFen` (or all that can be withdrawn). Safe to retry with the same idempotency key: the first
     * withdrawal is answered again, never a second one made.
     */
    async withdraw(owner: WalletOwner, amountFen: number | undefined, key: string): Promise<Withdrawal> {
      const scope = scopeOf(owner.dealerId);
      const hash = requestHash({ driverId: owner.driverId, amountFen: amountFen ?? 'all' });
      const seen = await createIdempotencyKeys(db).peek(scope, key, hash);
      if (seen?.kind === 'replay') {
        return get(owner, (seen.response as { withdrawalId: string }).withdrawalId);
      }
      const made = await retryTransaction(() =>
        db.transaction(async (tx) => {
          const keys = createIdempotencyKeys(tx);
          const claim = await keys.claim(scope, key, hash);
          if (claim.kind === 'replay')
            return { withdrawalId: (claim.response as { withdrawalId: string }).withdrawalId };
          const withdrawalId = await make(tx, owner, amountFen);
          // The key's answer commits with the withdrawal: a retry can only ever find both or neither.
          await keys.complete(scope, key, 200, { withdrawalId }, clock.now());
          return { withdrawalId, fresh: true };
        }),
      );
      const row = await own(owner, made.withdrawalId);
      const result = await view(row);
      if ('fresh' in made && row.reviewState === 'none')
        pushRefunds((await createWalletRepository(db).parts([row.id])).map((p) => p.refundNo));
      return result;
    },

    async list(owner: WalletOwner, page: PageQuery): Promise<Withdrawals> {
      const repo = createWalletRepository(db);
      const { rows, total } = await repo.withdrawals(owner, page.pageSize, offsetOf(page));
      const parts = await repo.parts(rows.map((r) => r.id));
      return pageOf(
        rows.map((r) => withdrawalView(r, parts)),
        total,
      );
    },

    get,

    /**
     * A failed part is asked again under the same refund number: a provider refunds one number at most once, so a
     * refund that in fact went through is never paid twice.
     */
    async retryPart(owner: WalletOwner, withdrawalId: string, partId: string): Promise<Withdrawal> {
      const refundNo = await retryTransaction(() =>
        db.transaction(async (tx) => {
          const repo = createWalletRepository(tx);
          const part = await repo.lockPart(owner, withdrawalId, partId);
          if (!part) throw new AppError(ErrorCode.NOT_FOUND, '提现记录不存在');
          const reopened = part.returnedAt ? undefined : await ordersOf(tx).reopenRefund(part.refundNo, clock.now());
          if (!reopened) throw new AppError(ErrorCode.CONFLICT, '该笔提现不是失败状态，无需重试');
          await repo.markPartRetried(part.id, clock.now());
          return part.refundNo;
        }),
      );
      pushRefunds([refundNo]);
      return get(owner, withdrawalId);
    },

    /**
     * A failed part's money goes back into the wallet. The provider is asked first: a refund it did make after all
     * is recorded as done instead, and one it is still making is left alone.
     */
    async returnPart(owner: WalletOwner, withdrawalId: string, partId: string): Promise<Withdrawal> {
      const parts = await createWalletRepository(db).parts([(await own(owner, withdrawalId)).id]);
      const part = parts.find((p) => p.id === partId);
      if (!part) throw new AppError(ErrorCode.NOT_FOUND, '提现记录不存在');
      if (part.returnedAt || part.refundState !== 'failed') {
        throw new AppError(ErrorCode.CONFLICT, '只有退款失败的提现可以退回余额');
      }
      const provider = payments.providers.byName(part.provider as ProviderName);
      const answer = provider ? await provider.queryRefund(part.orderNo, part.refundNo) : undefined;
      if (answer?.status === 'succeeded') {
        await payments.refunds.recordSucceeded(part.refundNo, answer.providerRefundNo);
        return get(owner, withdrawalId);
      }
      if (!answer || answer.status === 'processing') {
        throw new AppError(ErrorCode.CONFLICT, '退款结果尚未确定，请稍后再试');
      }
      await retryTransaction(() =>
        db.transaction(async (tx) => {
          const repo = createWalletRepository(tx);
          const locked = await repo.lockPart(owner, withdrawalId, partId);
          const cancelled = locked?.returnedAt
            ? undefined
            : await ordersOf(tx).cancelRefund(part.refundNo, clock.now());
          if (!locked || !cancelled) throw new AppError(ErrorCode.CONFLICT, '只有退款失败的提现可以退回余额');
          await repo.markPartReturned(partId, clock.now());
          await ledgerOf(tx).post({
            dealerId: owner.dealerId,
            idempotencyKey: WalletKeys.withdrawalReturn(withdrawalId, partId),
            kind: 'withdrawal',
            refundNo: part.refundNo,
            memo: '提现失败，退回余额',
            occurredAt: clock.now(),
            legs: withdrawalReturnLegs(owner.driverId, part.amountFen),
          });
          // The wallet may have been filled up since the money left it: the cap holds for money put back too. Checked
          // under the row lock the posting took (taken before it, it deadlocked with a payment from this wallet).
          if ((await repo.balanceFen(owner)) > WALLET_MAX_BALANCE_FEN) {
            throw new AppError(
              ErrorCode.WALLET_FULL,
              `退回后余额将超过上限${formatFen(WALLET_MAX_BALANCE_FEN)}，请重试退款，或使用部分余额后再退回`,
            );
          }
        }),
      );
      return get(owner, withdrawalId);
    },
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawals>;
