import {
  AppError,
  ErrorCode,
  formatPlateNo,
  PAY_CHANNEL_NAMES,
  type MovementDetail,
  type MovementOrder,
  type WalletMovements,
  type PageQuery,
} from '@parking/contracts';
import { offsetOf, pageOf } from '../../db/paging';
import type { Db } from '../../db/client';
import { ordersOf, type Payments } from '../payments';
import { createWalletRepository, type WalletOwner } from './wallet.repository';
import { movementView, withdrawalView } from './wallet.views';

/** Wallet details (明细): every posting on the driver's wallet, with the order or withdrawal behind it. */
export function createDetails({ db, payments }: { db: Db; payments: Payments }) {
  const repo = createWalletRepository(db);

  async function orderOf(orderNo: string): Promise<MovementOrder | null> {
    const orders = ordersOf(db);
    const order = await orders.byOrderNo(orderNo);
    if (!order) return null;
    const lines = await orders.lines(order.id);
    const stays = await payments.bills.stays(lines.map((l) => l.sessionId));
    return {
      orderNo: order.orderNo,
      kind: order.kind,
      description: order.description,
      amountFen: order.amountFen,
      payChannelText: PAY_CHANNEL_NAMES[order.channel] ?? '',
      state: order.state,
      paidAt: order.paidAt?.toISOString() ?? null,
      bills: lines.map((line) => {
        const bill = stays.get(line.sessionId);
        return {
          uniqueId: line.sessionId,
          parkName: bill?.parkName ?? '',
          formatPlateNo: bill ? formatPlateNo(bill.stay.plateNo) : '',
          amountFen: line.amountFen,
          parkStartTime: bill?.stay.enteredAt.toISOString() ?? '',
          parkEndTime: bill?.stay.exitedAt?.toISOString() ?? null,
        };
      }),
    };
  }

  return {
    async list(owner: WalletOwner, page: PageQuery): Promise<WalletMovements> {
      const accountId = await repo.accountId(owner);
      if (!accountId) return pageOf([], 0);
      const { rows, total } = await repo.movements(accountId, page.pageSize, offsetOf(page));
      return pageOf(rows.map(movementView), total);
    },

    /** One movement of the driver's own wallet (any other id is not found), with its order or withdrawal. */
    async detail(owner: WalletOwner, movementId: string): Promise<MovementDetail> {
      const accountId = await repo.accountId(owner);
      const row = accountId ? await repo.movement(accountId, Number(movementId)) : undefined;
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '明细不存在');
      const movement = movementView(row);
      const withdrawal = movement.withdrawalId ? await repo.withdrawal(owner, movement.withdrawalId) : undefined;
      return {
        movement,
        order: movement.orderNo ? await orderOf(movement.orderNo) : null,
        withdrawal: withdrawal ? withdrawalView(withdrawal, await repo.parts([withdrawal.id])) : null,
      };
    },
  };
}
export type Details = ReturnType<typeof createDetails>;
