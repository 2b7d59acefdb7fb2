import type { PayChannel } from '@parking/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletWithdrawalParts, walletWithdrawals } from '../../db/schema/wallet';
import { walletMoney } from '../payments';
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
      const parts = await db
        .select({ amountFen: walletWithdrawalParts.amountFen, refundNo: walletWithdrawalParts.refundNo })
        .from(walletWithdrawalParts)
        .where(and(ownedBy(walletWithdrawalParts, owner), isNull(walletWithdrawalParts.returnedAt)));
      const refunds = await walletMoney.refundsByNos(
        db,
        parts.map((p) => p.refundNo),
      );
      const unfinished = new Set(refunds.filter((r) => r.state !== 'succeeded').map((r) => r.refundNo));
      return parts.filter((p) => unfinished.has(p.refundNo)).reduce((sum, p) => sum + p.amountFen, 0);
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
      const parts = await db
        .select()
        .from(walletWithdrawalParts)
        .where(inArray(walletWithdrawalParts.withdrawalId, [...withdrawalIds]));
      const [orders, refunds] = await Promise.all([
        walletMoney.ordersByIds(
          db,
          parts.map((p) => p.orderId),
        ),
        walletMoney.refundsByNos(
          db,
          parts.map((p) => p.refundNo),
        ),
      ]);
      const orderOf = new Map(orders.map((o) => [o.id, o]));
      const refundOf = new Map(refunds.map((r) => [r.refundNo, r]));
      const rows = parts.flatMap((p) => {
        const order = orderOf.get(p.orderId);
        const refund = refundOf.get(p.refundNo);
        if (!order || !refund) return [];
        return [
          {
            id: p.id,
            withdrawalId: p.withdrawalId,
            orderId: p.orderId,
            orderNo: order.orderNo,
            channel: order.channel,
            provider: order.provider,
            amountFen: p.amountFen,
            refundNo: p.refundNo,
            refundState: refund.state,
            retries: p.retries,
            returnedAt: p.returnedAt,
            refundSucceededAt: refund.succeededAt,
            rechargedAt: order.paidAt!,
          },
        ];
      });
      // Newest recharge first, then by part id (as the database orders uuids: their hex text).
      return rows.sort(
        (a, b) => b.rechargedAt.getTime() - a.rechargedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
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
