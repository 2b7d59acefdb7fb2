/**
 * Wallet constants without zod (limits, result pages), so any screen can use them without loading the schema library.
 * The operations are in ./routes.ts.
 */

/** The result pages a recharge's hosted payment page returns to (query orderNo), by screen family. */
export const RECHARGE_RESULT_PATH = '/accountBalanceReslut';
export const WALLET_RESULT_PATH = '/walletReslut';
/** Where the sandbox's agreement page returns to (query agreementId). */
export const WITHHOLDING_RESULT_PATH = '/sencelessPaymentList';

/** The amounts offered on the recharge screen (fen). */
export const RECHARGE_PRESETS_FEN = [2_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;
/** One recharge: at least 1.00元, at most 2000.00元. */
export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 200_000;
/** A wallet holds at most 5000.00元: a recharge that would pass it is refused. */
export const WALLET_MAX_BALANCE_FEN = 500_000;

/**
 * How long after a recharge its money can still go back the way it came, by provider (WeChat Pay refunds within a
 * year, Alipay within three months by default). Older recharges cannot be withdrawn through a refund.
 */
export const REFUND_WINDOW_DAYS = { wechatpay: 360, alipay: 90, sandbox: 360 } as const;

/** A withdrawal part: refunding (processing), refunded (done), refused by the provider (failed) or put back (returned). */
export const WITHDRAWAL_PART_STATES = ['processing', 'done', 'failed', 'returned'] as const;
export type WithdrawalPartState = (typeof WITHDRAWAL_PART_STATES)[number];

export const WITHDRAWAL_PART_STATE_TEXT: Record<WithdrawalPartState, string> = {
  processing: '退款处理中',
  // The provider has paid the refund out: it reaches WeChat/Alipay change at once, a bank card later (its bank's time).
  done: '退款成功',
  failed: '退款失败',
  returned: '已退回余额',
};

/** What a wallet movement was. */
export const WALLET_MOVEMENT_KINDS = [
  'recharge',
  'payment',
  'refund',
  'withdrawal',
  'withdrawalReturn',
  'adjustment',
] as const;
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];

export const WALLET_MOVEMENT_TITLES: Record<WalletMovementKind, string> = {
  recharge: '余额充值',
  payment: '停车缴费',
  refund: '退款',
  withdrawal: '余额提现',
  withdrawalReturn: '提现失败退回',
  adjustment: '余额调整',
};

/** Withholding agreement states. */
export const WITHHOLDING_STATES = ['signing', 'active', 'cancelled', 'expired'] as const;
export type WithholdingState = (typeof WITHHOLDING_STATES)[number];

export const WITHHOLDING_STATE_TEXT: Record<WithholdingState, string> = {
  signing: '待签约',
  active: '已开通',
  cancelled: '已解约',
  expired: '未完成签约',
};
