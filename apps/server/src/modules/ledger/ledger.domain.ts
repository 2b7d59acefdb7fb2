/**
 * The double-entry ledger's pure rules. A transfer is a set of legs in signed fen (debit positive, credit negative)
 * that sums to zero; the movements the platform makes are built here and nowhere else.
 */

export type ClearingProvider = 'wechatpay' | 'alipay' | 'sandbox';
export const CLEARING_PROVIDERS: readonly ClearingProvider[] = ['wechatpay', 'alipay', 'sandbox'];

export type AccountRef =
  | { kind: 'providerClearing'; provider: ClearingProvider }
  | { kind: 'dealerRevenue' }
  | { kind: 'driverWallet'; driverId: string }
  | { kind: 'refundsPayable' };
export type AccountKind = AccountRef['kind'];

export type NormalSide = 'debit' | 'credit';

/** Clearing accounts are assets (a debit raises them); revenue, wallets and refunds payable are credit-normal. */
export const normalSideOf = (kind: AccountKind): NormalSide => (kind === 'providerClearing' ? 'debit' : 'credit');

export type TransferKind = 'capture' | 'balancePayment' | 'refund' | 'recharge' | 'withdrawal' | 'adjustment';

export interface Leg {
  account: AccountRef;
  /** Signed fen: positive debits, negative credits. */
  amountFen: number;
}

export const debit = (account: AccountRef, fen: number): Leg => ({ account, amountFen: fen });
export const credit = (account: AccountRef, fen: number): Leg => ({ account, amountFen: -fen });

export class UnbalancedTransferError extends Error {
  override name = 'UnbalancedTransferError';
}

/** Refuses a transfer that is not at least two non-zero integer legs summing to zero. */
export function assertBalanced(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new UnbalancedTransferError(`a transfer needs at least two legs, got ${legs.length}`);
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountFen) || leg.amountFen === 0) {
      throw new UnbalancedTransferError(`a leg must be a non-zero integer of fen, got ${leg.amountFen}`);
    }
    sum += leg.amountFen;
  }
  if (!Number.isSafeInteger(sum) || sum !== 0) throw new UnbalancedTransferError(`legs sum to ${sum} fen, not 0`);
}

/** The balance of an account from the signed sum of its postings, in its normal direction. */
export const normalBalance = (kind: AccountKind, signedSum: number): number =>
  normalSideOf(kind) === 'debit' ? signedSum : -signedSum;

/** Leaves out zero legs (a capture with nothing to refund has no refunds-payable leg). */
const nonZero = (legs: Leg[]): Leg[] => legs.filter((leg) => leg.amountFen !== 0);

const clearing = (provider: ClearingProvider): AccountRef => ({ kind: 'providerClearing', provider });
const revenue: AccountRef = { kind: 'dealerRevenue' };
const refundsPayable: AccountRef = { kind: 'refundsPayable' };
const wallet = (driverId: string): AccountRef => ({ kind: 'driverWallet', driverId });

/**
 * A provider took the payer's money for an order: the provider now holds it for us. The part that paid bills is
 * revenue; the part that found its bill already paid (a second channel, a superseded order) is owed back.
 */
export function captureLegs(provider: ClearingProvider, revenueFen: number, refundableFen: number): Leg[] {
  return nonZero([
    debit(clearing(provider), revenueFen + refundableFen),
    credit(revenue, revenueFen),
    credit(refundsPayable, refundableFen),
  ]);
}

/** A driver paid bills from their wallet. */
export const balancePaymentLegs = (driverId: string, fen: number): Leg[] => [
  debit(wallet(driverId), fen),
  credit(revenue, fen),
];

/** The provider returned money we owed back to the payer: the debt and the provider's holding both shrink. */
export const refundLegs = (provider: ClearingProvider, fen: number): Leg[] => [
  debit(refundsPayable, fen),
  credit(clearing(provider), fen),
];

/** A bill appeal was upheld: part of the revenue becomes a debt to the payer until the provider refunds it. */
export const appealRefundLegs = (fen: number): Leg[] => [debit(revenue, fen), credit(refundsPayable, fen)];

/** Part of a purchase paid from the wallet goes back to it (decision 035): revenue returns to the driver. */
export const purchaseRefundToWalletLegs = (driverId: string, fen: number): Leg[] => [
  debit(revenue, fen),
  credit(wallet(driverId), fen),
];

/** A driver topped up their wallet through a provider. */
export const rechargeLegs = (provider: ClearingProvider, driverId: string, fen: number): Leg[] => [
  debit(clearing(provider), fen),
  credit(wallet(driverId), fen),
];

/**
 * A driver withdraws from their wallet: the money is owed back to them at once (so no second withdrawal or payment
 * can spend it) and leaves through refunds of their recharges (refundLegs, once the provider confirms each).
 */
export const withdrawalLegs = (driverId: string, fen: number): Leg[] => [
  debit(wallet(driverId), fen),
  credit(refundsPayable, fen),
];

/** A withdrawal part the provider would not refund goes back into the driver's wallet instead. */
export const withdrawalReturnLegs = (driverId: string, fen: number): Leg[] => [
  debit(refundsPayable, fen),
  credit(wallet(driverId), fen),
];

/** A stable text key of an account reference (for maps and ordering). */
export function accountKey(ref: AccountRef): string {
  switch (ref.kind) {
    case 'providerClearing':
      return `providerClearing:${ref.provider}`;
    case 'driverWallet':
      return `driverWallet:${ref.driverId}`;
    default:
      return ref.kind;
  }
}
