import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WalletChannel, WithholdingState } from '@parking/contracts';
import { createdAt, fen, timestamps, timestamptz, uuidPk } from './columns';
import { uuidPkRef, uuidRef } from './foreign-keys';
import { dealerKeptRef } from './dealers';
import { driverRef, driverKeptRef } from './drivers';
import { parkingSessions } from './parking';
import { paymentOrders, paymentRefunds } from './payments';
import { driverPlates } from './vehicles';

/**
 * A driver taking wallet money back (提现). The money leaves the wallet when the withdrawal is made (ledger
 * `withdrawal:<id>`, wallet → refunds payable) and goes back through the recharges it came from, newest first, as
 * refunds of those orders: one part per recharge order.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuidPk(),
    dealerId: dealerKeptRef(),
    driverId: driverKeptRef(),
    amountFen: fen('amount_fen').notNull(),
    /**
     * none (paid out at once) | waiting (above the dealer's review amount: its parts' refunds are held) | approved |
     * refused (the money went back to the wallet; `reviewNote` is the reason the driver sees). Decision 092.
     */
    reviewState: text('review_state').notNull().default('none'),
    reviewedBy: uuid('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewNote: text('review_note'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_withdrawals_review', sql`${t.reviewState} in ('none', 'waiting', 'approved', 'refused')`),
    index('wallet_withdrawals_waiting')
      .on(t.dealerId, t.createdAt)
      .where(sql`${t.reviewState} = 'waiting'`),
    check('wallet_withdrawals_amount', sql`${t.amountFen} > 0`),
    index('wallet_withdrawals_driver').on(t.driverId, t.createdAt),
  ],
);

/**
 * One part of a withdrawal: a refund of one recharge order. Its state is its refund's (payment_refunds), except
 * once `returnedAt` is set: the refund failed for good and the driver had the money put back in the wallet.
 */
export const walletWithdrawalParts = pgTable(
  'wallet_withdrawal_parts',
  {
    id: uuidPk(),
    withdrawalId: uuidRef('withdrawal_id', () => walletWithdrawals.id, 'restrict'),
    dealerId: dealerKeptRef(),
    driverId: driverKeptRef(),
    /** The recharge order refunded. */
    orderId: uuidRef('order_id', () => paymentOrders.id, 'restrict'),
    refundNo: text('refund_no')
      .notNull()
      .unique('wallet_withdrawal_parts_refund_no')
      .references(() => paymentRefunds.refundNo, { onDelete: 'restrict' }),
    amountFen: fen('amount_fen').notNull(),
    /** Times the driver asked for a failed refund to be tried again. */
    retries: integer('retries').notNull().default(0),
    returnedAt: timestamptz('returned_at'),
    ...timestamps(),
  },
  (t) => [
    check('wallet_withdrawal_parts_amount', sql`${t.amountFen} > 0`),
    index('wallet_withdrawal_parts_withdrawal').on(t.withdrawalId),
    index('wallet_withdrawal_parts_order').on(t.orderId),
  ],
);

/**
 * A withholding agreement (免密支付 / 代扣协议) a driver signed with a payment provider: with it, parking fees are
 * taken when the car leaves, with no action of the driver. `contractCode` is ours (the provider's out_contract_code);
 * `providerContractId` is the provider's, known once signed.
 */
export const withholdingAgreements = pgTable(
  'withholding_agreements',
  {
    id: uuidPk(),
    dealerId: dealerKeptRef(),
    driverId: driverKeptRef(),
    /** 2 Alipay, 3 WeChat: the wallet the fees are taken from. */
    payChannel: smallint('pay_channel').$type<WalletChannel>().notNull(),
    provider: text('provider').notNull(),
    contractCode: text('contract_code').notNull().unique('withholding_agreements_contract_code'),
    providerContractId: text('provider_contract_id'),
    /** signing (sign page handed out) | active | cancelled (by the driver or the provider) | expired (never signed) */
    state: text('state').$type<WithholdingState>().notNull(),
    signedAt: timestamptz('signed_at'),
    endedAt: timestamptz('ended_at'),
    /** driver | provider | expired */
    endReason: text('end_reason'),
    /** The sign page lapses after this (a signing agreement then expires). */
    signBefore: timestamptz('sign_before').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('withholding_agreements_state', sql`${t.state} in ('signing', 'active', 'cancelled', 'expired')`),
    check('withholding_agreements_channel', sql`${t.payChannel} in (2, 3)`),
    check('withholding_agreements_signed', sql`${t.state} <> 'active' or ${t.providerContractId} is not null`),
    // One agreement per wallet channel at a time.
    uniqueIndex('withholding_agreements_one_live')
      .on(t.driverId, t.payChannel)
      .where(sql`${t.state} in ('signing', 'active')`),
    index('withholding_agreements_driver').on(t.driverId, t.createdAt),
  ],
);

/**
 * A fee taken under an agreement: the payment order (pending until the provider's notification captures it) and
 * where asking the provider stands. queued → submitted (the provider accepted; its notification captures the order)
 * or refused (the provider said no: the order is closed, the stay stays arrears unless the balance covers it).
 */
export const withholdingCharges = pgTable(
  'withholding_charges',
  {
    orderId: uuidPkRef('order_id', () => paymentOrders.id, 'restrict'),
    agreementId: uuidRef('agreement_id', () => withholdingAgreements.id, 'restrict'),
    dealerId: dealerKeptRef(),
    /** The stay whose fee it is. */
    sessionId: uuidRef('session_id', () => parkingSessions.id, 'restrict'),
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('withholding_charges_state', sql`${t.state} in ('queued', 'submitted', 'refused')`),
    index('withholding_charges_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
  ],
);

/**
 * Plates opted in to auto-pay on exit (无感支付). The deduction order is the plate's own (driver_plates,
 * /orderDeduction); an unbound plate's row no longer matches any exit.
 */
export const autoPayPlates = pgTable('auto_pay_plates', {
  plateId: uuidPkRef('plate_id', () => driverPlates.id, 'cascade'),
  dealerId: dealerKeptRef(),
  driverId: driverRef(),
  enabledAt: timestamptz('enabled_at').notNull(),
});

/**
 * The sandbox provider's own books of withholding contracts (it stands in for WeChat Pay's and Alipay's agreement
 * services, so it never reads ours); its trades are in sandbox_trades with every other sandbox payment.
 */
export const sandboxContracts = pgTable(
  'sandbox_contracts',
  {
    contractCode: text('contract_code').primaryKey(),
    contractId: text('contract_id').notNull().unique('sandbox_contracts_contract_id'),
    payChannel: smallint('pay_channel').notNull(),
    displayName: text('display_name').notNull(),
    /** SIGNING | ACTIVE | TERMINATED */
    state: text('state').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    /** Most one deduction may take (免密支付 limit). */
    singleLimitFen: fen('single_limit_fen').notNull(),
    signBefore: timestamptz('sign_before').notNull(),
    signedAt: timestamptz('signed_at'),
    terminatedAt: timestamptz('terminated_at'),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_contracts_state', sql`${t.state} in ('SIGNING', 'ACTIVE', 'TERMINATED')`)],
);
