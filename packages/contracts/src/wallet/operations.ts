import { z } from 'zod';
import { PageQuery } from '../envelope';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments';
import { PlateIdParams } from '../vehicles/plates';
import { AgreementNotifyRoutes, SandboxContractRoutes, WalletRoutes } from './routes';
import * as Wallet from './wallet';

export const WalletOps = operations(WalletRoutes, {
  defaultWallet: { response: Wallet.DefaultWallet.optional() },
  wallets: { response: Wallet.Wallets },
  balanceInfo: { query: Wallet.WalletQuery, response: Wallet.BalanceInfo },
  movements: { query: Wallet.MovementsQuery, response: Wallet.WalletMovements },
  movement: { params: Wallet.MovementParams, response: Wallet.MovementDetail },
  recharge: { body: Wallet.RechargeRequest, response: PayOrder },
  rechargeStatus: { params: Wallet.OrderNoParams, response: Wallet.RechargeStatus },
  withdraw: { body: Wallet.WithdrawRequest, response: Wallet.Withdrawal },
  withdrawals: { query: PageQuery, response: Wallet.Withdrawals },
  withdrawal: { params: Wallet.WithdrawalParams, response: Wallet.Withdrawal },
  retryWithdrawalPart: { params: Wallet.WithdrawalPartParams, response: Wallet.Withdrawal },
  returnWithdrawalPart: { params: Wallet.WithdrawalPartParams, response: Wallet.Withdrawal },
  withholdings: { response: Wallet.WithholdingAgreements },
  startWithholding: { body: Wallet.StartWithholdingRequest, response: Wallet.StartedWithholding },
  withholding: { params: Wallet.AgreementParams, response: Wallet.WithholdingAgreement },
  cancelWithholding: { params: Wallet.AgreementParams, response: Wallet.WithholdingAgreement },
  autoPay: { response: Wallet.AutoPayOverview },
  setAutoPay: { params: PlateIdParams, body: Wallet.AutoPayUpdate, response: Wallet.AutoPayOverview },
});

const ContractCode = z.object({ contractCode: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/) });
const Ticket = z.object({ t: z.string().max(64).default('') });

export const SandboxContractOps = operations(SandboxContractRoutes, {
  page: { params: ContractCode, query: Ticket },
  confirm: { params: ContractCode, query: Ticket },
  cancel: { params: ContractCode, query: Ticket },
  notify: {},
});

export const AgreementNotifyOps = operations(AgreementNotifyRoutes, {
  notify: { params: z.object({ provider: z.enum(['wechatpay', 'alipay']) }) },
});
