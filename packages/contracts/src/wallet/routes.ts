// Zod-free: the wallet's operations as the landing pages and the request layer see them (types only from ./wallet).
import type { Page } from '../envelope-core';
import { route } from '../operation';
import type { PageQueryInput } from '../envelope';
import type { PayOrder } from '../payments';
import type * as Wallet from './wallet';

/** The wallet (spec sections 2 and 7 where they name the calls, their style otherwise). */
export const WalletRoutes = {
  /** The wallet this dealer's payments use; none when the driver never had money in it. */
  defaultWallet: route('GET', '/driver/v2/api/defaultWallet').io<{ response: Wallet.Wallet | undefined }>(),
  wallets: route('GET', '/driver/v2/api/wallets').io<{ response: Page<Wallet.Wallet> }>(),
  /** Balance, what can be withdrawn, recharge limits. */
  balanceInfo: route('GET', '/driver/v2/api/balanceInfo').io<{
    query: Wallet.WalletQuery;
    response: Wallet.BalanceInfo;
  }>(),
  /** Every movement of the wallet, newest first. */
  movements: route('GET', '/driver/v2/api/walletDetails').io<{
    query: PageQueryInput & Wallet.WalletQuery;
    response: Page<Wallet.WalletMovement>;
  }>(),
  movement: route('GET', '/driver/v2/api/walletDetails/:movementId').io<{ response: Wallet.MovementDetail }>(),
  /** Recharge through a wallet channel (idempotency key). */
  recharge: route('POST', '/driver/v2/api/recharges', { authModel: 1 }).io<{
    body: Wallet.RechargeRequest;
    response: PayOrder;
  }>(),
  /** How a recharge stands (the provider is asked while it is pending). */
  rechargeStatus: route('GET', '/driver/v2/api/recharges/:orderNo', { authModel: 1 }).io<{
    response: Wallet.RechargeStatus;
  }>(),
  /** Withdraw back through the recharges' routes (idempotency key). */
  withdraw: route('POST', '/driver/v2/api/withdrawals', { authModel: 1 }).io<{
    body: Wallet.WithdrawRequest;
    response: Wallet.Withdrawal;
  }>(),
  withdrawals: route('GET', '/driver/v2/api/withdrawals', { authModel: 1 }).io<{
    query: PageQueryInput;
    response: Page<Wallet.Withdrawal>;
  }>(),
  withdrawal: route('GET', '/driver/v2/api/withdrawals/:withdrawalId', { authModel: 1 }).io<{
    response: Wallet.Withdrawal;
  }>(),
  /** Try a failed part again (same refund number). */
  retryWithdrawalPart: route('POST', '/driver/v2/api/withdrawals/:withdrawalId/parts/:partId/retry', {
    authModel: 1,
  }).io<{ response: Wallet.Withdrawal }>(),
  /** Put a failed part's money back in the wallet. */
  returnWithdrawalPart: route('POST', '/driver/v2/api/withdrawals/:withdrawalId/parts/:partId/return', {
    authModel: 1,
  }).io<{ response: Wallet.Withdrawal }>(),
  withholdings: route('GET', '/driver/v2/api/withholdings', { authModel: 1 }).io<{
    response: Page<Wallet.WithholdingAgreement>;
  }>(),
  /** Sign a withholding agreement (免密支付): the provider's signing page to open. */
  startWithholding: route('POST', '/driver/v2/api/withholdings', { authModel: 1 }).io<{
    body: Wallet.StartWithholdingRequest;
    response: Wallet.StartedWithholding;
  }>(),
  withholding: route('GET', '/driver/v2/api/withholdings/:agreementId', { authModel: 1 }).io<{
    response: Wallet.WithholdingAgreement;
  }>(),
  cancelWithholding: route('DELETE', '/driver/v2/api/withholdings/:agreementId', { authModel: 1 }).io<{
    response: Wallet.WithholdingAgreement;
  }>(),
  /** Plates and their auto-pay on exit (无感支付). */
  autoPay: route('GET', '/driver/v2/api/autoPay').io<{ response: Wallet.AutoPayOverview }>(),
  setAutoPay: route('PUT', '/driver/v2/api/autoPay/:plateId').io<{
    body: Wallet.AutoPayUpdate;
    response: Wallet.AutoPayOverview;
  }>(),
};

/** The sandbox provider's agreement pages (its stand-in for WeChat's and Alipay's signing pages) and notifications. */
export const SandboxContractRoutes = {
  page: route('GET', '/pay/sandbox/contracts/:contractCode').io<{ query: { t?: string } }>(),
  confirm: route('POST', '/pay/sandbox/contracts/:contractCode/confirm').io<{ query: { t?: string } }>(),
  cancel: route('POST', '/pay/sandbox/contracts/:contractCode/cancel').io<{ query: { t?: string } }>(),
  notify: route('POST', '/pay/notify/sandbox/contracts'),
};

/** Where WeChat Pay (papay) and Alipay (alipay.user.agreement.*) post agreement notifications: signed, terminated. */
export const AgreementNotifyRoutes = {
  notify: route('POST', '/pay/notify/:provider/agreements'),
};
