import { walletBalancesOf } from './wallet-balances.repository';
import { walletWithdrawalsOf } from './wallet-withdrawals.repository';
import { withholdingAgreementsOf } from './withholding-agreements.repository';
import { autoPayOf } from './auto-pay.repository';
import type { Db } from '../../db/client';

export type { WithdrawalRow, PartView } from './wallet-withdrawals.repository';
export type { AgreementRow } from './withholding-agreements.repository';
export type { ChargeRow } from './auto-pay.repository';
export type { MovementRow, WalletOwner } from './wallet-balances.repository';

/** Reads and writes of the wallet module; pass a transaction's `tx` to work inside it. */
export function createWalletRepository(db: Db) {
  return { ...walletBalancesOf(db), ...walletWithdrawalsOf(db), ...withholdingAgreementsOf(db), ...autoPayOf(db) };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
