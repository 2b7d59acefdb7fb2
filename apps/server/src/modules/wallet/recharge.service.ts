import {
  AppError,
  ErrorCode,
  formatFen,
  PAY_CHANNEL_NAMES,
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  RECHARGE_RESULT_PATH,
  WALLET_MAX_BALANCE_FEN,
  WALLET_RESULT_PATH,
  type RechargeStatus,
} from '@parking/contracts';
import type { Db } from '../../db/client';
import { ordersOf, type Payer, type PayAnswer, type Payments } from '../payments';
import { createWalletRepository, type WalletOwner } from './wallet.repository';
import { rechargeChannel } from './wallet.views';
import type { DealerFacts } from './dealer-facts';

export interface RechargeAsk {
  amountFen: number;
  payChannel: 2 | 3;
  resultPage?: 'accountBalance' | 'wallet' | undefined;
}

/**
 * Recharges: an order of kind recharge through the payment providers (sandbox by default). The wallet is credited by
 * the capture of the provider's confirmed payment, never when the order is made.
 */
export function createRecharges({ db, payments, dealer }: { db: Db; payments: Payments; dealer: DealerFacts }) {
  const repo = createWalletRepository(db);

  /**
   * The wallet's limits on a new recharge, inside the transaction creating its order: per recharge, and the most a
   * wallet may hold counting every recharge still payable. The wallet's row lock makes concurrent recharges of one
   * driver decide in turn, each seeing the orders of those before it. (A recharge paid after its order closed is
   * held to the cap again when captured.)
   */
  async function checkLimits(tx: Db, owner: WalletOwner, amountFen: number): Promise<void> {
    if (!Number.isSafeInteger(amountFen) || amountFen < RECHARGE_MIN_FEN || amountFen > RECHARGE_MAX_FEN) {
      throw new AppError(
        ErrorCode.RECHARGE_LIMIT,
        `单次充值金额须在${formatFen(RECHARGE_MIN_FEN)}至${formatFen(RECHARGE_MAX_FEN)}之间`,
      );
    }
    const locked = createWalletRepository(tx);
    const { balanceFen } = await locked.lockWallet(owner);
    const pendingFen = await locked.pendingRechargesFen(owner);
    if (balanceFen + pendingFen + amountFen > WALLET_MAX_BALANCE_FEN) {
      const room = Math.max(0, WALLET_MAX_BALANCE_FEN - balanceFen - pendingFen);
      const pending = pendingFen > 0 ? `（含未完成的充值${formatFen(pendingFen)}）` : '';
      throw new AppError(
        ErrorCode.RECHARGE_LIMIT,
        `账户余额上限为${formatFen(WALLET_MAX_BALANCE_FEN)}${pending}，当前最多可充值${formatFen(room)}`,
      );
    }
  }

  return {
    async recharge(payer: Payer, owner: WalletOwner, ask: RechargeAsk, key: string): Promise<PayAnswer> {
      if (!(await dealer.balanceOffered(owner.dealerId))) throw new AppError(ErrorCode.WALLET_DISABLED);
      return payments.orders.recharge(
        { ...payer, driverId: owner.driverId },
        {
          amountFen: ask.amountFen,
          payChannel: ask.payChannel,
          resultPath: ask.resultPage === 'wallet' ? WALLET_RESULT_PATH : RECHARGE_RESULT_PATH,
        },
        key,
        (tx) => checkLimits(tx, owner, ask.amountFen),
      );
    },

    /** A recharge of the driver as its result page follows it; while pending the provider itself is asked. */
    async status(owner: WalletOwner, orderNo: string): Promise<RechargeStatus> {
      const order = await ordersOf(db).byOrderNo(orderNo);
      const mine = order?.kind === 'recharge' && order.driverId === owner.driverId && order.dealerId === owner.dealerId;
      if (!mine) throw new AppError(ErrorCode.NOT_FOUND, '充值订单不存在');
      const status = await payments.status.sync(orderNo, { dealerId: owner.dealerId, driverId: owner.driverId });
      return {
        orderNo,
        state: status.state,
        final: status.final,
        amountFen: status.amountFen,
        payChannel: rechargeChannel(status.payChannel),
        payChannelText: PAY_CHANNEL_NAMES[status.payChannel],
        paidAt: status.paidAt,
        capRefundFen: (await ordersOf(db).refundsOfOrder(order.id))
          .filter((r) => r.reason === 'walletCap')
          .reduce((sum, r) => sum + r.amountFen, 0),
        balanceFen: await repo.balanceFen(owner),
      };
    },
  };
}
export type Recharges = ReturnType<typeof createRecharges>;
