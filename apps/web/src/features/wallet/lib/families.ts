import * as screen from '../../../lib/screen-paths.gen';
import type { ScreenPath } from '../../../lib/screen-paths.gen';

/**
 * The two sets of wallet screens (spec section 2, Wallet): the account balance (supportBalance) and the wallet plan
 * (walletPlan). They show the same money; each keeps its own routes so its pages lead to each other.
 */
export interface WalletFamily {
  key: 'account' | 'wallet';
  home: string;
  detail: string;
  cash: string;
  result: ScreenPath<'accountBalanceReslut' | 'walletReslut'>;
  /** What a recharge tells the server to come back to. */
  resultPage: 'accountBalance' | 'wallet';
}

export const ACCOUNT_FAMILY: WalletFamily = {
  key: 'account',
  home: screen.accountBalance,
  detail: screen.accountBalanceDetail,
  cash: screen.accountBalanceCash,
  result: screen.accountBalanceReslut,
  resultPage: 'accountBalance',
};

export const WALLET_FAMILY: WalletFamily = {
  key: 'wallet',
  home: screen.wallet,
  detail: screen.walletDetail,
  cash: screen.walletCash,
  result: screen.walletReslut,
  resultPage: 'wallet',
};

export const AUTO_PAY_PATH = screen.sencelessPayment;
export const AUTO_PAY_LIST_PATH = screen.sencelessPaymentList;
