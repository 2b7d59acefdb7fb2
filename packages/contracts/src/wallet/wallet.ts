import { z } from 'zod';
import { PayChannel } from '../client';
import { page, PageQuery } from '../envelope';
import {
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  WALLET_MOVEMENT_KINDS,
  WITHDRAWAL_PART_STATES,
  WITHHOLDING_STATES,
} from './constants';
import { DEDUCTION_ORDERS } from '../vehicles/constants';
import { ORDER_KINDS, ORDER_STATES } from '../payments/orders';

const Fen = z.number().int();
const IsoTime = z.string();
const WalletChannelField = z.union([z.literal(PayChannel.ALI), z.literal(PayChannel.WX)], {
  error: '请选择支付方式（2 支付宝、3 微信）',
});

/** Reads of one wallet: the driver's own (a walletId of another driver's is refused). */
export const WalletQuery = z.object({ walletId: z.string().max(32).optional() });
export type WalletQuery = z.input<typeof WalletQuery>;
export const MovementsQuery = PageQuery.extend(WalletQuery.shape);

/** One wallet of the driver: the money they keep with a dealer (platform), spendable on its fees. */
export const Wallet = z.object({
  walletId: z.string(),
  dealerId: z.string(),
  dealerName: z.string(),
  balanceFen: Fen.min(0),
  /** The wallet this dealer's payments (channel 6, auto-pay) take from. */
  isDefault: z.boolean(),
});
export type Wallet = z.infer<typeof Wallet>;

/** GET defaultWallet: null when the driver has never had money in it (an empty wallet still shows 0). */
export const DefaultWallet = Wallet;
export const Wallets = page(Wallet);
export type Wallets = z.infer<typeof Wallets>;

/** GET balanceInfo: what the balance screens show. */
export const BalanceInfo = z.object({
  walletId: z.string(),
  balanceFen: Fen.min(0),
  /** What one tap on 提现 takes back now: the balance, as far as recent recharges can carry it back. */
  withdrawableFen: Fen.min(0),
  /** Withdrawn and on its way back (refunds the provider has not confirmed yet). */
  withdrawingFen: Fen.min(0),
  /** The dealer lets drivers recharge and pay with the balance (menu flags walletPlan or supportBalance). */
  enabled: z.boolean(),
  recharge: z.object({
    presetsFen: z.array(Fen.positive()),
    minFen: Fen.positive(),
    maxFen: Fen.positive(),
    /** The most the wallet may hold; a recharge past it is refused. */
    maxBalanceFen: Fen.positive(),
  }),
});
export type BalanceInfo = z.infer<typeof BalanceInfo>;

/** POST recharges: the amount in fen (the screen parses typed yuan with yuanToFen) and the wallet channel. */
export const RechargeRequest = z.strictObject({
  amountFen: z
    .number({ error: '请输入充值金额' })
    .int('充值金额最多两位小数')
    .min(RECHARGE_MIN_FEN, `单次充值不少于${RECHARGE_MIN_FEN / 100}元`)
    .max(RECHARGE_MAX_FEN, `单次充值不超过${RECHARGE_MAX_FEN / 100}元`),
  payChannel: WalletChannelField,
  /** Which result page the payment page returns to: the account balance screens (default) or the wallet screens. */
  resultPage: z.enum(['accountBalance', 'wallet']).optional(),
});
export type RechargeRequest = z.input<typeof RechargeRequest>;

export const OrderNoParams = z.object({
  orderNo: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/, '订单号格式不正确'),
});

/** GET recharges/{orderNo}: a recharge as its result page follows it (asked of the provider while pending). */
export const RechargeStatus = z.object({
  orderNo: z.string(),
  state: z.enum(['pending', 'paid', 'closed']),
  /** Paid or closed: it will not change by itself any more. */
  final: z.boolean(),
  amountFen: Fen.positive(),
  payChannel: WalletChannelField,
  payChannelText: z.string(),
  paidAt: IsoTime.nullable(),
  /** Paid, but going back to the payer whole: the wallet could not hold it (at most WALLET_MAX_BALANCE_FEN). */
  capRefundFen: Fen.min(0),
  /** The wallet's balance now. */
  balanceFen: Fen.min(0),
});
export type RechargeStatus = z.infer<typeof RechargeStatus>;

/** POST withdrawals: how much (fen); without it, everything that can be withdrawn now. */
export const WithdrawRequest = z.strictObject({
  amountFen: z
    .number({ error: '提现金额格式不正确' })
    .int('提现金额最多两位小数')
    .positive('提现金额必须大于0')
    .max(100_000_000, '提现金额过大')
    .optional(),
});
export type WithdrawRequest = z.input<typeof WithdrawRequest>;

export const WithdrawalPart = z.object({
  partId: z.string(),
  /** The recharge the money goes back through. */
  orderNo: z.string(),
  payChannel: WalletChannelField,
  payChannelText: z.string(),
  amountFen: Fen.positive(),
  state: z.enum(WITHDRAWAL_PART_STATES),
  stateText: z.string(),
  /** Times the driver had a failed part tried again. */
  retries: z.number().int().min(0),
  rechargedAt: IsoTime,
  /** Refunded (done) or put back in the wallet (returned). */
  finishedAt: IsoTime.nullable(),
});
export type WithdrawalPart = z.infer<typeof WithdrawalPart>;

export const Withdrawal = z.object({
  withdrawalId: z.string(),
  amountFen: Fen.positive(),
  createdAt: IsoTime,
  /** processing while any part is; failed while any part waits for the driver; else done. */
  state: z.enum(['processing', 'failed', 'done']),
  parts: z.array(WithdrawalPart),
  /**
   * Set when the withdrawal was above the dealer's review amount (decision 092): waiting (审核中: nothing paid out
   * yet), approved, or refused with the reason finance gave (the money went back to the wallet).
   */
  review: z
    .object({ state: z.enum(['waiting', 'approved', 'refused']), stateText: z.string(), note: z.string().nullable() })
    .optional(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
export const Withdrawals = page(Withdrawal);
export type Withdrawals = z.infer<typeof Withdrawals>;

export const WithdrawalParams = z.object({ withdrawalId: z.uuid({ error: '提现记录不存在' }) });
export const WithdrawalPartParams = WithdrawalParams.extend({ partId: z.uuid({ error: '提现记录不存在' }) });

/** One movement of the wallet: signed amount (positive in, negative out) and the balance right after it. */
export const WalletMovement = z.object({
  movementId: z.string(),
  kind: z.enum(WALLET_MOVEMENT_KINDS),
  title: z.string(),
  amountFen: Fen,
  balanceAfterFen: Fen.min(0),
  occurredAt: IsoTime,
  /** The payment or recharge order it belongs to. */
  orderNo: z.string().nullable(),
  withdrawalId: z.string().nullable(),
});
export type WalletMovement = z.infer<typeof WalletMovement>;
export const WalletMovements = page(WalletMovement);
export type WalletMovements = z.infer<typeof WalletMovements>;

export const MovementParams = z.object({ movementId: z.string().regex(/^\d{1,18}$/, '明细不存在') });

/** The order behind a movement, as its detail sheet shows it. */
export const MovementOrder = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  description: z.string(),
  amountFen: Fen.positive(),
  payChannelText: z.string(),
  state: z.enum(ORDER_STATES),
  paidAt: IsoTime.nullable(),
  bills: z.array(
    z.object({
      uniqueId: z.string(),
      parkName: z.string(),
      formatPlateNo: z.string(),
      amountFen: Fen.positive(),
      parkStartTime: IsoTime,
      parkEndTime: IsoTime.nullable(),
    }),
  ),
});
export type MovementOrder = z.infer<typeof MovementOrder>;

export const MovementDetail = z.object({
  movement: WalletMovement,
  order: MovementOrder.nullable(),
  withdrawal: Withdrawal.nullable(),
});
export type MovementDetail = z.infer<typeof MovementDetail>;

/** A withholding agreement (免密支付) of the driver. */
export const WithholdingAgreement = z.object({
  agreementId: z.string(),
  payChannel: WalletChannelField,
  /** e.g. 微信免密支付 */
  name: z.string(),
  state: z.enum(WITHHOLDING_STATES),
  stateText: z.string(),
  /** Run by the sandbox provider (no real money). */
  sandbox: z.boolean(),
  createdAt: IsoTime,
  signedAt: IsoTime.nullable(),
  endedAt: IsoTime.nullable(),
});
export type WithholdingAgreement = z.infer<typeof WithholdingAgreement>;
export const WithholdingAgreements = page(WithholdingAgreement);
export type WithholdingAgreements = z.infer<typeof WithholdingAgreements>;

export const StartWithholdingRequest = z.strictObject({ payChannel: WalletChannelField });
export type StartWithholdingRequest = z.input<typeof StartWithholdingRequest>;

/** POST withholdings: the agreement, and the provider's signing page to open. */
export const StartedWithholding = z.object({
  agreement: WithholdingAgreement,
  signUrl: z.string(),
});
export type StartedWithholding = z.infer<typeof StartedWithholding>;

export const AgreementParams = z.object({ agreementId: z.uuid({ error: '协议不存在' }) });

/** One plate on the auto-pay screen. */
export const AutoPayPlate = z.object({
  plateId: z.string(),
  plateNo: z.string(),
  formatPlateNo: z.string(),
  plateColor: z.literal(2).nullable(),
  enabled: z.boolean(),
  deductionOrder: z.enum(DEDUCTION_ORDERS),
});
export type AutoPayPlate = z.infer<typeof AutoPayPlate>;

/** GET autoPay: the plates, what can pay for them, and whether that is enough to opt in. */
export const AutoPayOverview = z.object({
  plates: z.array(AutoPayPlate),
  /** The balance can pay (the dealer allows it); the amount is what it holds now. */
  balanceUsable: z.boolean(),
  balanceFen: Fen.min(0),
  activeAgreements: z.array(WithholdingAgreement),
  /** Channels a new agreement can be signed for here (none when the sandbox is off: real withholding is not built). */
  signableChannels: z.array(WalletChannelField),
});
export type AutoPayOverview = z.infer<typeof AutoPayOverview>;

export const AutoPayUpdate = z.strictObject({ enabled: z.boolean({ error: '请选择开启或关闭' }) });
export type AutoPayUpdate = z.input<typeof AutoPayUpdate>;
