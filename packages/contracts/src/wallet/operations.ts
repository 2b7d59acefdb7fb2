import { z } from 'zod';
import { PageQuery } from '../envelope';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments';
import { PlateIdParams } from '../vehicles/plates';
import { AgreementNotifyRoutes, SandboxContractRoutes, WalletRoutes } from './routes';
import {
  AgreementParams,
  AutoPayOverview,
  AutoPayUpdate,
  BalanceInfo,
  DefaultWallet,
  MovementDetail,
  MovementParams,
  MovementsQuery,
  OrderNoParams,
  RechargeRequest,
  RechargeStatus,
  StartedWithholding,
  StartWithholdingRequest,
  WalletMovements,
  WalletQuery,
  Wallets,
  WithdrawRequest,
  Withdrawal,
  WithdrawalParams,
  WithdrawalPartParams,
  Withdrawals,
  WithholdingAgreement,
  WithholdingAgreements,
} from './wallet';

export const WalletOps = operations(WalletRoutes, {
  defaultWallet: { response: DefaultWallet.optional() },
  wallets: { response: Wallets },
  balanceInfo: { query: WalletQuery, response: BalanceInfo },
  movements: { query: MovementsQuery, response: WalletMovements },
  movement: { params: MovementParams, response: MovementDetail },
  recharge: { body: RechargeRequest, response: PayOrder },
  rechargeStatus: { params: OrderNoParams, response: RechargeStatus },
  withdraw: { body: WithdrawRequest, response: Withdrawal },
  withdrawals: { query: PageQuery, response: Withdrawals },
  withdrawal: { params: WithdrawalParams, response: Withdrawal },
  retryWithdrawalPart: { params: WithdrawalPartParams, response: Withdrawal },
  returnWithdrawalPart: { params: WithdrawalPartParams, response: Withdrawal },
  withholdings: { response: WithholdingAgreements },
  startWithholding: { body: StartWithholdingRequest, response: StartedWithholding },
  withholding: { params: AgreementParams, response: WithholdingAgreement },
  cancelWithholding: { params: AgreementParams, response: WithholdingAgreement },
  autoPay: { response: AutoPayOverview },
  setAutoPay: { params: PlateIdParams, body: AutoPayUpdate, response: AutoPayOverview },
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
