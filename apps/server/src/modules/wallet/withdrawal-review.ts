import {
  AppError,
  ErrorCode,
  maskPhone,
  withdrawalReviewText,
  type OperatorProfile,
  type ReviewedWithdrawal,
  type ReviewedWithdrawals,
  type WithdrawalReviewState,
} from '@parking/contracts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { offsetOf, pageOf } from '../../db/paging';
import { walletWithdrawalParts, walletWithdrawals } from '../../db/schema/wallet';
import { driverReads } from '../driver';
import { ledgerOf, withdrawalReturnLegs } from '../ledger';
import { walletMoney } from '../payments';
import { createWalletRepository, type WithdrawalRow } from './wallet.repository';
import { WalletKeys, withdrawalView } from './wallet.views';

const PAYOUT_TEXT = { processing: '退款处理中', failed: '退款失败', done: '已完成' } as const;

/**
 * 提现审核 (decision 092): a withdrawal above the dealer's review amount waits with its parts' refunds held. Finance
 * approves (the held refunds become pending, once: a retried approval finds the withdrawal decided) or refuses with
 * a reason the driver reads (the refunds are cancelled and the money goes back to the wallet, once per part).
 */
export function createWithdrawalReview({
  db,
  clock,
  pushRefunds,
}: {
  db: Db;
  clock: Clock;
  /** Ask the providers for these refunds now (the sweeper carries on). */
  pushRefunds: (refundNos: readonly string[]) => void;
}) {
  async function view(row: WithdrawalRow): Promise<ReviewedWithdrawal> {
    const parts = await createWalletRepository(db).parts([row.id]);
    const driver = withdrawalView(row, parts);
    const phone = (await driverReads.phones(db, [row.driverId])).get(row.driverId);
    const balanceFen = await ledgerOf(db).balance(row.dealerId, { kind: 'driverWallet', driverId: row.driverId });
    const state = row.reviewState as WithdrawalReviewState;
    return {
      withdrawalId: row.id,
      driverPhone: phone ? maskPhone(phone) : '—',
      amountFen: row.amountFen,
      balanceFen,
      createdAt: row.createdAt.toISOString(),
      reviewState: state,
      reviewStateText: withdrawalReviewText[state],
      reviewedByName: row.reviewedByName,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewNote: row.reviewNote,
      payoutText: state === 'waiting' ? '待审核' : PAYOUT_TEXT[driver.state],
      parts: parts.length,
    };
  }

  /** The dealer's withdrawal, locked; refused unless it waits for review. */
  async function lockWaiting(tx: Db, operator: OperatorProfile, withdrawalId: string) {
    const [row] = await tx
      .select()
      .from(walletWithdrawals)
      .where(and(eq(walletWithdrawals.id, withdrawalId), eq(walletWithdrawals.dealerId, operator.dealerId)))
      .for('update');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '提现记录不存在');
    if (row.reviewState !== 'waiting') throw new AppError(ErrorCode.CONFLICT, '该提现已审核');
    const parts = await tx.select().from(walletWithdrawalParts).where(eq(walletWithdrawalParts.withdrawalId, row.id));
    return { row, parts };
  }

  const decided = (operator: OperatorProfile, state: 'approved' | 'refused', note: string | null) => ({
    reviewState: state,
    reviewedBy: operator.id,
    reviewedByName: operator.displayName,
    reviewNote: note,
    reviewedAt: clock.now(),
  });

  return {
    async list(
      operator: OperatorProfile,
      query: { pageNo: number; pageSize: number; reviewState?: WithdrawalReviewState | undefined },
    ): Promise<ReviewedWithdrawals> {
      const where = and(
        eq(walletWithdrawals.dealerId, operator.dealerId),
        query.reviewState
          ? eq(walletWithdrawals.reviewState, query.reviewState)
          : ne(walletWithdrawals.reviewState, 'none'),
      );
      const rows = await db
        .select()
        .from(walletWithdrawals)
        .where(where)
        .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
      const views = [];
      for (const row of rows) views.push(await view(row));
      return pageOf(views, total?.n ?? 0);
    },

    /** The held refunds are released to the providers, once. */
    async approve(operator: OperatorProfile, withdrawalId: string): Promise<ReviewedWithdrawal> {
      const { row, refundNos } = await db.transaction(async (tx) => {
        const { parts } = await lockWaiting(tx, operator, withdrawalId);
        const refundNos = parts.map((p) => p.refundNo);
        await walletMoney.releaseHeldRefunds(tx, refundNos, clock.now());
        const [row] = await tx
          .update(walletWithdrawals)
          .set(decided(operator, 'approved', null))
          .where(eq(walletWithdrawals.id, withdrawalId))
          .returning();
        return { row: row!, refundNos };
      });
      pushRefunds(refundNos);
      return view(row);
    },

    /** The held refunds are cancelled and the money goes back to the wallet; the driver reads the reason. */
    async refuse(operator: OperatorProfile, withdrawalId: string, note: string): Promise<ReviewedWithdrawal> {
      const row = await db.transaction(async (tx) => {
        const { row, parts } = await lockWaiting(tx, operator, withdrawalId);
        const now = clock.now();
        for (const part of parts) {
          await walletMoney.cancelHeldRefund(tx, part.refundNo, now);
          await createWalletRepository(tx).markPartReturned(part.id, now);
          await ledgerOf(tx).post({
            dealerId: row.dealerId,
            idempotencyKey: WalletKeys.withdrawalReturn(row.id, part.id),
            kind: 'withdrawal',
            refundNo: part.refundNo,
            memo: `提现未通过审核，退回余额：${note}`.slice(0, 200),
            occurredAt: now,
            legs: withdrawalReturnLegs(row.driverId, part.amountFen),
          });
        }
        const [done] = await tx
          .update(walletWithdrawals)
          .set(decided(operator, 'refused', note))
          .where(eq(walletWithdrawals.id, withdrawalId))
          .returning();
        return done!;
      });
      return view(row);
    },
  };
}
export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;
