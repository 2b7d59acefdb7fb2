import type { PayChannel } from '@parking/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, paymentRefunds } from '../../db/schema/payments';
import { walletWithdrawalParts, walletWithdrawals } from '../../db/schema/wallet';
import type { WalletOwner } from './wallet-balances.repository';
import { ownedBy } from './wallet-balances.repository';

export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

/** A withdrawal part with what its refund and recharge say. */
export interface PartView {
  id: string;
  withdrawalId: string;
  orderId: string;
  orderNo: string;
  channel: PayChannel;
  provider: string;
  amountFen: number;
  refundNo: string;
  refundState: string;
  retries: number;
  returnedAt: Date | null;
  refundSucceededAt: Date | null;
  rechargedAt: Date;
}

/** Withdrawals and their parts (a refund of each recharge taken back). */
export function walletWithdrawalsOf(db: Db) {
  return {
    /** Money withdrawn that has not reached the driver yet: parts still refunding, or failed and not put back. */
    async withdrawingFen(owner: WalletOwner): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${walletWithdrawalParts.amountFen}), 0)` })
        .from(walletWithdrawalParts)
        .innerJoin(paymentRefunds, eq(paymentRefunds.refundNo, walletWithdrawalParts.refundNo))
        .where(
          and(
            ownedBy(walletWithdrawalParts, owner),
            isNull(walletWithdrawalParts.returnedAt),
            sql`${paymentRefunds.state} <> 'succeeded'`,
          ),
        );
      return Number(row?.total ?? 0);
    },

    async insertWithdrawal(values: typeof walletWithdrawals.$inferInsert): Promise<WithdrawalRow> {
      const [row] = await db.insert(walletWithdrawals).values(values).returning();
      return row!;
    },

    async insertParts(values: (typeof walletWithdrawalParts.$inferInsert)[]): Promise<void> {
      await db.insert(walletWithdrawalParts).values(values);
    },

    /** One of the driver's withdrawals (another driver's is not found). */
    async withdrawal(owner: WalletOwner, id: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(walletWithdrawals)
        .where(and(eq(walletWithdrawals.id, id), ownedBy(walletWithdrawals, owner)));
      return row;
    },

    async withdrawals(owner: WalletOwner, limit: number, offset: number) {
      const where = ownedBy(walletWithdrawals, owner);
      const rows = await db
        .select()
        .from(walletWithdrawals)
        .where(where)
        .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(walletWithdrawals)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /** The parts of withdrawals, newest recharge first within each. */
    async parts(withdrawalIds: readonly string[]): Promise<PartView[]> {
      if (withdrawalIds.length === 0) return [];
      const rows = await db
        .select({
          id: walletWithdrawalParts.id,
          withdrawalId: walletWithdrawalParts.withdrawalId,
          orderId: walletWithdrawalParts.orderId,
          orderNo: paymentOrders.orderNo,
          channel: paymentOrders.channel,
          provider: paymentOrders.provider,
          amountFen: walletWithdrawalParts.amountFen,
          refundNo: walletWithdrawalParts.refundNo,
          refundState: paymentRefunds.state,
          retries: walletWithdrawalParts.retries,
          returnedAt: walletWithdrawalParts.returnedAt,
          refundSucceededAt: paymentRefunds.succeededAt,
          rechargedAt: paymentOrders.paidAt,
        })
        .from(walletWithdrawalParts)
        .innerJoin(paymentOrders, eq(paymentOrders.id, walletWithdrawalParts.orderId))
        .innerJoin(paymentRefunds, eq(paymentRefunds.refundNo, walletWithdrawalParts.refundNo))
        .where(inArray(walletWithdrawalParts.withdrawalId, [...withdrawalIds]))
        .orderBy(desc(paymentOrders.paidAt), asc(walletWithdrawalParts.id));
      return rows.map((r) => ({ ...r, rechargedAt: r.rechargedAt! }));
    },

    /** A part of one of the driver's withdrawals, locked for the rest of the transaction. */
    async lockPart(owner: WalletOwner, withdrawalId: string, partId: string) {
      const [row] = await db
        .select()
        .from(walletWithdrawalParts)
        .where(
          and(
            eq(walletWithdrawalParts.id, partId),
            eq(walletWithdrawalParts.withdrawalId, withdrawalId),
            ownedBy(walletWithdrawalParts, owner),
          ),
        )
        .for('update');
      return row;
    },

    async markPartRetried(partId: string, at: Date): Promise<void> {
      await db
        .update(walletWithdrawalParts)
        .set({ retries: sql`${walletWithdrawalParts.retries} + 1`, updatedAt: at })
        .where(eq(walletWithdrawalParts.id, partId));
    },

    async markPartReturned(partId: string, at: Date): Promise<void> {
      await db
        .update(walletWithdrawalParts)
        .set({ returnedAt: at, updatedAt: at })
        .where(and(eq(walletWithdrawalParts.id, partId), isNull(walletWithdrawalParts.returnedAt)));
    },
  };
}
