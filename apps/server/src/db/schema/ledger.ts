import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fen, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerKeptRef } from './dealers';
import { drivers } from './drivers';

/**
 * Accounts of the double-entry ledger, per dealer:
 * - providerClearing (one per provider): money a payment provider holds for us (debit-normal, an asset);
 * - dealerRevenue: parking fees earned (credit-normal);
 * - driverWallet (one per driver): money a driver keeps with us, spendable on fees (credit-normal, a liability);
 * - refundsPayable: money received that must go back to the payer, e.g. a bill paid twice (credit-normal).
 *
 * `balanceFen` is kept by a trigger on every posting, in the account's normal direction, so a wallet's balance can be
 * guarded by a CHECK (it never goes below zero, whatever the race); `npm run ledger:check` recomputes it.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuidPk(),
    dealerId: dealerKeptRef(),
    kind: text('kind').notNull(),
    /** wechatpay | alipay | sandbox, for providerClearing only. */
    provider: text('provider'),
    /** The wallet's owner, for driverWallet only. */
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    /** debit | credit: which side of a posting increases the balance. */
    normalSide: text('normal_side').notNull(),
    balanceFen: fen('balance_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_identity').on(t.dealerId, t.kind, t.provider, t.driverId).nullsNotDistinct(),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('providerClearing', 'dealerRevenue', 'driverWallet', 'refundsPayable')`,
    ),
    check(
      'ledger_accounts_normal_side',
      sql`${t.normalSide} = case when ${t.kind} = 'providerClearing' then 'debit' else 'credit' end`,
    ),
    check(
      'ledger_accounts_provider',
      sql`(${t.kind} = 'providerClearing') = (${t.provider} is not null) and (${t.provider} is null or ${t.provider} in ('wechatpay', 'alipay', 'sandbox'))`,
    ),
    check('ledger_accounts_driver', sql`(${t.kind} = 'driverWallet') = (${t.driverId} is not null)`),
    // The guard that makes "pay from balance" safe under any concurrency: the posting that would overdraw fails.
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'driverWallet' or ${t.balanceFen} >= 0`),
  ],
);

/**
 * One movement of money: a set of postings summing to zero (a deferred constraint trigger checks it at commit).
 * Append-only (triggers refuse UPDATE and DELETE); a correction is a new transfer. `idempotencyKey` makes recording
 * the same movement twice impossible: `capture:<orderNo>`, `refund:<refundNo>`, `balance:<orderNo>`….
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuidPk(),
    dealerId: dealerKeptRef(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transfers_idempotency_key'),
    /** capture | balancePayment | refund | recharge | withdrawal | adjustment */
    kind: text('kind').notNull(),
    /** The payment order this movement belongs to, when there is one. */
    orderNo: text('order_no'),
    refundNo: text('refund_no'),
    /**
     * The park the movement belongs to (its order's: the bills' stays, the booking, share, plan or charging station it
     * paid for), null for money of no park (top-ups, withdrawals). Set by the posting or, when the poster does not
     * name it, by the insert trigger from the order (src/db/custom/ledger-transfer-park.sql); what the revenue
     * rollup and a park's export read (decision 093).
     */
    parkId: uuid('park_id'),
    memo: text('memo').notNull().default(''),
    occurredAt: timestamptz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_transfers_kind',
      sql`${t.kind} in ('capture', 'balancePayment', 'refund', 'recharge', 'withdrawal', 'adjustment')`,
    ),
    index('ledger_transfers_order').on(t.orderNo),
    index('ledger_transfers_refund').on(t.refundNo),
    // A dealer's movements in time order: the revenue export's keyset pages and the rollup's day ranges (decision 093).
    index('ledger_transfers_dealer_occurred').on(t.dealerId, t.occurredAt, t.id),
    // A park's movements in time order: a one-park export reads its own transfers only.
    index('ledger_transfers_dealer_park_occurred').on(t.dealerId, t.parkId, t.occurredAt, t.id),
  ],
);

/** One leg of a transfer: signed fen, debit positive and credit negative. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuidRef('transfer_id', () => ledgerTransfers.id, 'restrict'),
    accountId: uuidRef('account_id', () => ledgerAccounts.id, 'restrict'),
    amountFen: fen('amount_fen').notNull(),
    /**
     * The account's balance right after this posting, in its normal direction: set by the posting trigger under the
     * account's row lock (src/db/custom/ledger-running-balance.sql), so wallet details show the balance that really was.
     */
    balanceAfterFen: fen('balance_after_fen'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_postings_nonzero', sql`${t.amountFen} <> 0`),
    index('ledger_postings_transfer').on(t.transferId),
    index('ledger_postings_account').on(t.accountId, t.id),
  ],
);
