import {
  PAY_CHANNEL_NAMES,
  PayChannel,
  WALLET_MOVEMENT_TITLES,
  WITHDRAWAL_PART_STATE_TEXT,
  WITHHOLDING_STATE_TEXT,
  withdrawalReviewText,
  type WalletChannel,
  type WalletMovement,
  type WalletMovementKind,
  type Withdrawal,
  type WithdrawalPart,
  type WithholdingAgreement,
} from '@parking/contracts';
import type { AgreementRow, MovementRow, PartView, WithdrawalRow } from './wallet.repository';
import { partState, withdrawalState } from './withdrawals.domain';

/** Ledger keys the wallet writes, and how a movement is told apart from them. */
export const WalletKeys = {
  withdrawal: (withdrawalId: string) => `withdrawal:${withdrawalId}`,
  withdrawalReturn: (withdrawalId: string, partId: string) => `withdrawal-return:${withdrawalId}:${partId}`,
} as const;

const WITHDRAWAL_KEY = /^withdrawal(?:-return)?:([0-9a-f-]{36})/;

/** What a wallet posting was, from its transfer. */
export function movementKind(row: Pick<MovementRow, 'transferKind' | 'idempotencyKey'>): WalletMovementKind {
  switch (row.transferKind) {
    case 'recharge':
      return 'recharge';
    case 'balancePayment':
      return 'payment';
    case 'refund':
      return 'refund';
    case 'withdrawal':
      return row.idempotencyKey.startsWith('withdrawal-return:') ? 'withdrawalReturn' : 'withdrawal';
    default:
      return 'adjustment';
  }
}

/** A wallet posting as the driver reads it: money in is positive (the wallet is credit-normal, so the sign flips). */
export function movementView(row: MovementRow): WalletMovement {
  const kind = movementKind(row);
  return {
    movementId: String(row.postingId),
    kind,
    title: WALLET_MOVEMENT_TITLES[kind],
    amountFen: -row.amountFen,
    balanceAfterFen: row.balanceAfterFen,
    occurredAt: row.occurredAt.toISOString(),
    orderNo: row.orderNo,
    withdrawalId: WITHDRAWAL_KEY.exec(row.idempotencyKey)?.[1] ?? null,
  };
}

/** A recharge never pays from the balance (the payment_orders_recharge check), so it went through a wallet. */
export function rechargeChannel(channel: PayChannel): WalletChannel {
  if (channel === PayChannel.BALANCE) throw new Error('a recharge order paid from the balance');
  return channel;
}

export function partView(part: PartView): WithdrawalPart {
  const state = partState(part.refundState, part.returnedAt !== null);
  const finishedAt = state === 'returned' ? part.returnedAt : state === 'done' ? part.refundSucceededAt : null;
  return {
    partId: part.id,
    orderNo: part.orderNo,
    payChannel: rechargeChannel(part.channel),
    payChannelText: PAY_CHANNEL_NAMES[part.channel],
    amountFen: part.amountFen,
    state,
    stateText: WITHDRAWAL_PART_STATE_TEXT[state],
    retries: part.retries,
    rechargedAt: part.rechargedAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
  };
}

export function withdrawalView(row: WithdrawalRow, parts: readonly PartView[]): Withdrawal {
  const views = parts.filter((p) => p.withdrawalId === row.id).map(partView);
  return {
    withdrawalId: row.id,
    amountFen: row.amountFen,
    createdAt: row.createdAt.toISOString(),
    state: withdrawalState(views.map((p) => p.state)),
    parts: views,
    ...(row.reviewState === 'none'
      ? {}
      : {
          review: {
            state: row.reviewState as 'waiting' | 'approved' | 'refused',
            stateText: withdrawalReviewText[row.reviewState as 'waiting' | 'approved' | 'refused'],
            note: row.reviewNote,
          },
        }),
  };
}

const AGREEMENT_NAMES: Record<number, string> = { 2: '支付宝免密支付', 3: '微信免密支付' };

export function agreementView(row: AgreementRow): WithholdingAgreement {
  const state = row.state;
  return {
    agreementId: row.id,
    payChannel: row.payChannel,
    name: AGREEMENT_NAMES[row.payChannel] ?? '免密支付',
    state,
    stateText: WITHHOLDING_STATE_TEXT[state],
    sandbox: row.provider === 'sandbox',
    createdAt: row.createdAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
