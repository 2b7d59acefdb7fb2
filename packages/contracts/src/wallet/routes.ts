// Zod-free: the wallet's operations as the landing pages and the request layer see them (types only from ./wallet).
import type { Page } from '../envelope-core';
import { routes } from '../operation';
import type { PageQueryInput } from '../envelope';
import type { PayOrder } from '../payments';
import type * as Wallet from './wallet';

/** The wallet (spec sections 2 and 7 where they name the calls, their style otherwise). */
export const WalletRoutes = routes<WalletIo>()({
  defaultWallet: 'GET /driver/v2/api/defaultWallet',
  wallets: 'GET /driver/v2/api/wallets',
  balanceInfo: 'GET /driver/v2/api/balanceInfo',
  movements: 'GET /driver/v2/api/walletDetails',
  movement: 'GET /driver/v2/api/walletDetails/:movementId',
  recharge: ['POST /driver/v2/api/recharges', { authModel: 1 }],
  rechargeStatus: ['GET /driver/v2/api/recharges/:orderNo', { authModel: 1 }],
  withdraw: ['POST /driver/v2/api/withdrawals', { authModel: 1 }],
  withdrawals: ['GET /driver/v2/api/withdrawals', { authModel: 1 }],
  withdrawal: ['GET /driver/v2/api/withdrawals/:withdrawalId', { authModel: 1 }],
  retryWithdrawalPart: ['POST /driver/v2/api/withdrawals/:withdrawalId/parts/:partId/retry', { authModel: 1 }],
  returnWithdrawalPart: ['POST /driver/v2/api/withdrawals/:withdrawalId/parts/:partId/return', { authModel: 1 }],
  withholdings: ['GET /driver/v2/api/withholdings', { authModel: 1 }],
  startWithholding: ['POST /driver/v2/api/withholdings', { authModel: 1 }],
  withholding: ['GET /driver/v2/api/withholdings/:agreementId', { authModel: 1 }],
  cancelWithholding: ['DELETE /driver/v2/api/withholdings/:agreementId', { authModel: 1 }],
  autoPay: 'GET /driver/v2/api/autoPay',
  setAutoPay: 'PUT /driver/v2/api/autoPay/:plateId',
});

/** The sandbox provider's agreement pages (its stand-in for WeChat's and Alipay's signing pages) and notifications. */
export const SandboxContractRoutes = routes<SandboxContractIo>()({
  page: 'GET /pay/sandbox/contracts/:contractCode',
  confirm: 'POST /pay/sandbox/contracts/:contractCode/confirm',
  cancel: 'POST /pay/sandbox/contracts/:contractCode/cancel',
  notify: 'POST /pay/notify/sandbox/contracts',
});

/** Where WeChat Pay (papay) and Alipay (alipay.user.agreement.*) post agreement notifications: signed, terminated. */
export const AgreementNotifyRoutes = routes<AgreementNotifyIo>()({
  notify: 'POST /pay/notify/:provider/agreements',
});

/** What each of WalletRoutes' operations takes and answers. */
interface WalletIo {
  /** The wallet this dealer's payments use; none when the driver never had money in it. */
  defaultWallet: { response: Wallet.Wallet | undefined };
  wallets: { response: Page<Wallet.Wallet> };
  /** Balance, what can be withdrawn, recharge limits. */
  balanceInfo: { query: Wallet.WalletQuery; response: Wallet.BalanceInfo };
  /** Every movement of the wallet, newest first. */
  movements: { query: PageQueryInput & Wallet.WalletQuery; response: Page<Wallet.WalletMovement> };
  movement: { response: Wallet.MovementDetail };
  /** Recharge through a wallet channel (idempotency key). */
  recharge: { body: Wallet.RechargeRequest; response: PayOrder };
  /** How a recharge stands (the provider is asked while it is pending). */
  rechargeStatus: { response: Wallet.RechargeStatus };
  /** Withdraw back through the recharges' routes (idempotency key). */
  withdraw: { body: Wallet.WithdrawRequest; response: Wallet.Withdrawal };
  withdrawals: { query: PageQueryInput; response: Page<Wallet.Withdrawal> };
  withdrawal: { response: Wallet.Withdrawal };
  /** Try a failed part again (same refund number). */
  retryWithdrawalPart: { response: Wallet.Withdrawal };
  /** Put a failed part's money back in the wallet. */
  returnWithdrawalPart: { response: Wallet.Withdrawal };
  withholdings: { response: Page<Wallet.WithholdingAgreement> };
  /** Sign a withholding agreement (免密支付): the provider's signing page to open. */
  startWithholding: { body: Wallet.StartWithholdingRequest; response: Wallet.StartedWithholding };
  withholding: { response: Wallet.WithholdingAgreement };
  cancelWithholding: { response: Wallet.WithholdingAgreement };
  /** Plates and their auto-pay on exit (无感支付). */
  autoPay: { response: Wallet.AutoPayOverview };
  setAutoPay: { body: Wallet.AutoPayUpdate; response: Wallet.AutoPayOverview };
}

/** What each of SandboxContractRoutes' operations takes and answers. */
interface SandboxContractIo {
  page: { query: { t?: string } };
  confirm: { query: { t?: string } };
  cancel: { query: { t?: string } };
  notify: Record<never, never>;
}

/** What each of AgreementNotifyRoutes' operations takes and answers. */
interface AgreementNotifyIo {
  notify: Record<never, never>;
}
