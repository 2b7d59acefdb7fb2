import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { walletWithdrawalParts } from '../../db/schema/wallet';
import { ledgerOf } from '../ledger';
import { walletMoney } from '../payments';
import type { RechargeSource } from './withdrawals.domain';

/** One posting on a wallet, with the transfer it belongs to. */
export interface MovementRow {
  postingId: number;
  amountFen: number;
  balanceAfterFen: number;
  transferKind: string;
  idempotencyKey: string;
  orderNo: string | null;
  occurredAt: Date;
}

/** The driver's wallet account identity: one per driver and dealer in the ledger. */
export interface WalletOwner {
  dealerId: string;
  driverId: string;
}

const walletRef = (owner: WalletOwner) => ({ kind: 'driverWallet' as const, driverId: owner.driverId });

/** The driver's own rows (their id and their dealer's): every read or change a driver asks for goes through it. */
export const ownedBy = (table: { driverId: AnyPgColumn; dealerId: AnyPgColumn }, owner: WalletOwner) =>
  and(eq(table.driverId, owner.driverId), eq(table.dealerId, owner.dealerId))!;

/** A posting as the movements query returns it (node-postgres hands bigints back as text). */
type PostingSqlRow = {
  posting_id: string | number;
  amount_fen: string | number;
  balance_after_fen: string | number;
  transfer_kind: string;
  idempotency_key: string;
  order_no: string | null;
  occurred_at: string | Date;
};

function toMovement(r: PostingSqlRow): MovementRow {
  return {
    postingId: Number(r.posting_id),
    amountFen: Number(r.amount_fen),
    balanceAfterFen: Number(r.balance_after_fen),
    transferKind: r.transfer_kind,
    idempotencyKey: r.idempotency_key,
    orderNo: r.order_no,
    occurredAt: new Date(r.occurred_at),
  };
}

/** A wallet's balance, its account in the ledger, recharges and movements. */
export function walletBalancesOf(db: Db) {
  return {
    /** The wallet's balance (0 for a wallet never used): the ledger's account of the driver. */
    balanceFen: (owner: WalletOwner): Promise<number> => ledgerOf(db).balance(owner.dealerId, walletRef(owner)),

    /** The balances of these wallets, in order, in one read (no lock: a posting checks the balance again). */
    balancesFen: (owners: readonly WalletOwner[]): Promise<number[]> =>
      ledgerOf(db).balances(owners.map((owner) => ({ dealerId: owner.dealerId, ref: walletRef(owner) }))),

    /** The id of the driver's wallet account in the ledger; none for a wallet never used. */
    accountId: (owner: WalletOwner): Promise<string | undefined> =>
      ledgerOf(db).existingAccountId(owner.dealerId, walletRef(owner)),

    /**
     * Locks the driver's wallet account row for the rest of the transaction and returns its balance: withdrawals
     * decide how to split the money under it, and every payment's posting waits on it, so nothing moves meanwhile.
     */
    lockWallet: (owner: WalletOwner): Promise<{ id: string; balanceFen: number }> =>
      ledgerOf(db).lockAccount(owner.dealerId, walletRef(owner)),

    /** What the driver's recharges still open at a provider would add to the wallet if they were all paid. */
    pendingRechargesFen: (owner: WalletOwner): Promise<number> => walletMoney.pendingRechargesFen(db, owner),

    /** The driver's paid recharges with what withdrawals have claimed of each (parts not put back). */
    async rechargeSources(owner: WalletOwner): Promise<RechargeSource[]> {
      const recharges = await walletMoney.paidRecharges(db, owner);
      if (recharges.length === 0) return [];
      const claims = await db
        .select({
          orderId: walletWithdrawalParts.orderId,
          claimedFen: sql<string>`coalesce(sum(${walletWithdrawalParts.amountFen}) filter (where ${walletWithdrawalParts.returnedAt} is null), 0)`,
        })
        .from(walletWithdrawalParts)
        .where(
          inArray(
            walletWithdrawalParts.orderId,
            recharges.map((r) => r.orderId),
          ),
        )
        .groupBy(walletWithdrawalParts.orderId);
      const claimed = new Map(claims.map((c) => [c.orderId, Number(c.claimedFen)]));
      return recharges.map((r) => ({
        ...r,
        provider: r.provider as RechargeSource['provider'],
        claimedFen: claimed.get(r.orderId) ?? 0,
      }));
    },

    /** The wallet's postings, newest first (ids follow the order the balance moved in: ledger-running-balance.sql). */
    async movements(accountId: string, limit: number, offset: number) {
      const rows = await queryRows<PostingSqlRow>(
        db,
        sql`
          select p.id as posting_id, p.amount_fen, p.balance_after_fen, t.kind as transfer_kind,
                 t.idempotency_key, t.order_no, t.occurred_at
            from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
           where p.account_id = ${accountId}
           order by p.id desc
           limit ${limit} offset ${offset}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ledger_postings where account_id = ${accountId}`,
      );
      return { rows: rows.map(toMovement), total: Number(count?.n ?? 0) };
    },

    async movement(accountId: string, postingId: number): Promise<MovementRow | undefined> {
      const [row] = await queryRows<Parameters<typeof toMovement>[0]>(
        db,
        sql`
          select p.id as posting_id, p.amount_fen, p.balance_after_fen, t.kind as transfer_kind,
                 t.idempotency_key, t.order_no, t.occurred_at
            from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
           where p.account_id = ${accountId} and p.id = ${postingId}`,
      );
      return row ? toMovement(row) : undefined;
    },
  };
}
