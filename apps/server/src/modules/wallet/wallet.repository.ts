import type { PayChannel, WalletChannel } from '@parking/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { paymentOrders, paymentRefunds } from '../../db/schema/payments';
import { driverPlates } from '../../db/schema/vehicles';
import {
  autoPayPlates,
  walletWithdrawalParts,
  walletWithdrawals,
  withholdingAgreements,
  withholdingCharges,
} from '../../db/schema/wallet';
import { ledgerOf } from '../ledger';
import type { RechargeSource } from './withdrawals.domain';

export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
export type AgreementRow = typeof withholdingAgreements.$inferSelect;
export type ChargeRow = typeof withholdingCharges.$inferSelect;

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
const ownedBy = (table: { driverId: AnyPgColumn; dealerId: AnyPgColumn }, owner: WalletOwner) =>
  and(eq(table.driverId, owner.driverId), eq(table.dealerId, owner.dealerId))!;

/** Reads and writes of the wallet module; pass a transaction's `tx` to work inside it. */
export function createWalletRepository(db: Db) {
  return {
    /** The wallet's balance (0 for a wallet never used): the ledger's account of the driver. */
    balanceFen: (owner: WalletOwner): Promise<number> => ledgerOf(db).balance(owner.dealerId, walletRef(owner)),

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
    async pendingRechargesFen(owner: WalletOwner): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${paymentOrders.amountFen}), 0)` })
        .from(paymentOrders)
        .where(
          and(ownedBy(paymentOrders, owner), eq(paymentOrders.kind, 'recharge'), eq(paymentOrders.state, 'pending')),
        );
      return Number(row?.total ?? 0);
    },

    /** The driver's paid recharges with what withdrawals have claimed of each (parts not put back). */
    async rechargeSources(owner: WalletOwner): Promise<RechargeSource[]> {
      const rows = await queryRows<{
        order_id: string;
        provider: RechargeSource['provider'];
        amount_fen: string | number;
        claimed_fen: string | number;
        paid_at: string | Date;
      }>(
        db,
        sql`
          select o.id as order_id, o.provider, o.amount_fen, o.paid_at,
                 coalesce(sum(p.amount_fen) filter (where p.returned_at is null), 0) as claimed_fen
            from payment_orders o
            left join wallet_withdrawal_parts p on p.order_id = o.id
           where o.dealer_id = ${owner.dealerId} and o.driver_id = ${owner.driverId}
             and o.kind = 'recharge' and o.state = 'paid'
             -- A recharge refunded whole because the wallet was full never reached the wallet.
             and not exists (select 1 from payment_refunds r where r.order_id = o.id and r.reason = 'walletCap')
           group by o.id`,
      );
      return rows.map((r) => ({
        orderId: r.order_id,
        provider: r.provider,
        amountFen: Number(r.amount_fen),
        claimedFen: Number(r.claimed_fen),
        paidAt: new Date(r.paid_at),
      }));
    },

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

    /** The wallet's postings, newest first (ids follow the order the balance moved in: ledger-running-balance.sql). */
    async movements(accountId: string, limit: number, offset: number) {
      const rows = await queryRows<{
        posting_id: string | number;
        amount_fen: string | number;
        balance_after_fen: string | number;
        transfer_kind: string;
        idempotency_key: string;
        order_no: string | null;
        occurred_at: string | Date;
      }>(
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

    // --- withholding agreements -------------------------------------------------------------------------------

    async insertAgreement(values: typeof withholdingAgreements.$inferInsert): Promise<AgreementRow> {
      const [row] = await db.insert(withholdingAgreements).values(values).returning();
      return row!;
    },

    /** The agreement of this channel that is signing or active, if any. */
    async liveAgreement(owner: WalletOwner, payChannel: WalletChannel): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(
          and(
            ownedBy(withholdingAgreements, owner),
            eq(withholdingAgreements.payChannel, payChannel),
            inArray(withholdingAgreements.state, ['signing', 'active']),
          ),
        );
      return row;
    },

    async agreements(owner: WalletOwner): Promise<AgreementRow[]> {
      return db
        .select()
        .from(withholdingAgreements)
        .where(ownedBy(withholdingAgreements, owner))
        .orderBy(desc(withholdingAgreements.createdAt));
    },

    async agreement(owner: WalletOwner, id: string): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(and(eq(withholdingAgreements.id, id), ownedBy(withholdingAgreements, owner)));
      return row;
    },

    /** Any driver's agreement by id (jobs only: never answer a driver with it). */
    async unsafeAgreementById(id: string): Promise<AgreementRow | undefined> {
      const [row] = await db.select().from(withholdingAgreements).where(eq(withholdingAgreements.id, id));
      return row;
    },

    async agreementByCode(contractCode: string): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(eq(withholdingAgreements.contractCode, contractCode));
      return row;
    },

    /** signing → active, once. */
    async activateAgreement(id: string, providerContractId: string, signedAt: Date, at: Date) {
      const [row] = await db
        .update(withholdingAgreements)
        .set({ state: 'active', providerContractId, signedAt, updatedAt: at })
        .where(and(eq(withholdingAgreements.id, id), eq(withholdingAgreements.state, 'signing')))
        .returning();
      return row;
    },

    /** signing or active → cancelled / expired, once. */
    async endAgreement(id: string, state: 'cancelled' | 'expired', reason: string, at: Date) {
      const [row] = await db
        .update(withholdingAgreements)
        .set({ state, endReason: reason, endedAt: at, updatedAt: at })
        .where(and(eq(withholdingAgreements.id, id), inArray(withholdingAgreements.state, ['signing', 'active'])))
        .returning();
      return row;
    },

    /** Signing agreements whose page lapsed. */
    async lapsedSignings(now: Date, limit: number): Promise<AgreementRow[]> {
      return db
        .select()
        .from(withholdingAgreements)
        .where(and(eq(withholdingAgreements.state, 'signing'), lte(withholdingAgreements.signBefore, now)))
        .limit(limit);
    },

    /** The driver's newest active agreement (auto-pay takes fees under it). */
    async activeAgreementOf(owner: WalletOwner): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(and(ownedBy(withholdingAgreements, owner), eq(withholdingAgreements.state, 'active')))
        .orderBy(desc(withholdingAgreements.signedAt))
        .limit(1);
      return row;
    },

    // --- auto-pay plates and charges -------------------------------------------------------------------------

    async enabledPlateIds(owner: WalletOwner): Promise<Set<string>> {
      const rows = await db
        .select({ plateId: autoPayPlates.plateId })
        .from(autoPayPlates)
        .where(ownedBy(autoPayPlates, owner));
      return new Set(rows.map((r) => r.plateId));
    },

    async enablePlate(owner: WalletOwner, plateId: string, at: Date): Promise<void> {
      await db
        .insert(autoPayPlates)
        .values({ plateId, dealerId: owner.dealerId, driverId: owner.driverId, enabledAt: at })
        .onConflictDoNothing();
    },

    async disablePlate(owner: WalletOwner, plateId: string): Promise<void> {
      await db
        .delete(autoPayPlates)
        .where(and(eq(autoPayPlates.plateId, plateId), eq(autoPayPlates.driverId, owner.driverId)));
    },

    /**
     * Who pays a plate's fees automatically at this dealer: the driver who has it bound now and opted it in, with
     * the plate's deduction order; undefined when nobody did.
     */
    async autoPayerOf(dealerId: string, plateNo: string, plateColor: number) {
      const [row] = await db
        .select({ driverId: driverPlates.driverId, deductionOrder: driverPlates.deductionOrder })
        .from(driverPlates)
        .innerJoin(autoPayPlates, eq(autoPayPlates.plateId, driverPlates.id))
        .where(
          and(
            eq(driverPlates.dealerId, dealerId),
            eq(driverPlates.plateNo, plateNo),
            eq(driverPlates.plateColor, plateColor),
            isNull(driverPlates.unboundAt),
          ),
        );
      return row;
    },

    async insertCharge(values: typeof withholdingCharges.$inferInsert): Promise<void> {
      await db.insert(withholdingCharges).values(values);
    },

    async dueCharges(now: Date, limit: number): Promise<ChargeRow[]> {
      return db
        .select()
        .from(withholdingCharges)
        .where(and(eq(withholdingCharges.state, 'queued'), lte(withholdingCharges.nextAttemptAt, now)))
        .orderBy(asc(withholdingCharges.nextAttemptAt))
        .limit(limit);
    },

    /** queued → submitted or refused, once. */
    async settleCharge(orderId: string, state: 'submitted' | 'refused', at: Date, lastError?: string) {
      const [row] = await db
        .update(withholdingCharges)
        .set({ state, updatedAt: at, attempts: sql`${withholdingCharges.attempts} + 1`, lastError: lastError ?? null })
        .where(and(eq(withholdingCharges.orderId, orderId), eq(withholdingCharges.state, 'queued')))
        .returning();
      return row;
    },

    async rescheduleCharge(orderId: string, nextAttemptAt: Date, lastError: string, at: Date): Promise<void> {
      await db
        .update(withholdingCharges)
        .set({ nextAttemptAt, lastError, attempts: sql`${withholdingCharges.attempts} + 1`, updatedAt: at })
        .where(and(eq(withholdingCharges.orderId, orderId), eq(withholdingCharges.state, 'queued')));
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

function toMovement(r: {
  posting_id: string | number;
  amount_fen: string | number;
  balance_after_fen: string | number;
  transfer_kind: string;
  idempotency_key: string;
  order_no: string | null;
  occurred_at: string | Date;
}): MovementRow {
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
