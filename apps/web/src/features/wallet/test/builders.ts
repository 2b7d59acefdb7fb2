import type { BalanceInfo, WalletMovement, Withdrawal } from '@parking/contracts';

/** Answers of the wallet endpoints as the server gives them; tests override what they are about. */
export const aBalanceInfo = (overrides: Partial<BalanceInfo> = {}): BalanceInfo => ({
  walletId: '330100',
  balanceFen: 4_200,
  withdrawableFen: 4_200,
  withdrawingFen: 0,
  enabled: true,
  recharge: {
    presetsFen: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
    minFen: 100,
    maxFen: 200_000,
    maxBalanceFen: 500_000,
  },
  ...overrides,
});

// Other features' page tests pay too: the pay channels are the shared test builders'.
export { aPayModel } from '../../../test/builders';

export const aMovement = (overrides: Partial<WalletMovement> = {}): WalletMovement => ({
  movementId: '12',
  kind: 'payment',
  title: '停车缴费',
  amountFen: -800,
  balanceAfterFen: 4_200,
  occurredAt: '2026-06-01T02:30:00.000Z',
  orderNo: 'P20260601AAAAAAAAAAAAAAAAAAAA',
  withdrawalId: null,
  ...overrides,
});

export const aWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  withdrawalId: '00000000-0000-4000-8000-0000000000w1'.replace('w1', 'b1'),
  amountFen: 4_200,
  createdAt: '2026-06-01T03:00:00.000Z',
  state: 'processing',
  parts: [
    {
      partId: '00000000-0000-4000-8000-0000000000c1',
      orderNo: 'P20260601BBBBBBBBBBBBBBBBBBBB',
      payChannel: 3,
      payChannelText: '微信支付',
      amountFen: 4_200,
      state: 'processing',
      stateText: '退款处理中',
      retries: 0,
      rechargedAt: '2026-06-01T02:00:00.000Z',
      finishedAt: null,
    },
  ],
  ...overrides,
});
