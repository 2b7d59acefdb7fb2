import { formatPlateNo, PayChannel, type WalletChannel } from '@parking/contracts';
import type { Db } from '../../db/client';
import { parkNamesOf } from '../parks';
import type { ProviderName } from '../../integrations/payments';
import type { StayRow } from '../parking';
import { settleFromBalance } from './balance-settlement';
import { isArrears, type Bills } from './bills';
import { newOrderNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** A stay's fee to be taken without the driver at a pay page (auto-pay on exit, 无感支付). */
export interface AutoPayment {
  dealerId: string;
  driverId: string;
  stay: StayRow;
  dueFen: number;
  at: Date;
}

/**
 * Orders made for a driver who is not there: when their opted-in car leaves, its fee is paid from the wallet at once,
 * or an order is opened for the provider to take under the driver's withholding agreement. Both run inside the
 * caller's transaction (the exit's, holding the stay's lock) and release any open pay-page attempt on the stay, so
 * money arriving for that attempt later is refunded, never applied twice.
 */
export function createAutoPayOrders({ bills, orderTtlMs }: { bills: Bills; orderTtlMs: number }) {
  async function description(tx: Db, stay: StayRow): Promise<string> {
    const name = (await parkNamesOf(tx)([stay.parkId])).get(stay.parkId);
    return `无感支付停车费-${name ?? ''}-${formatPlateNo(stay.plateNo)}`;
  }

  async function open(
    tx: Db,
    payment: AutoPayment,
    how: { channel: PayChannel; provider: ProviderName | 'balance'; scene: string; paid: boolean },
  ): Promise<OrderRow> {
    const orders = createOrdersRepository(tx);
    const { at, stay } = payment;
    const order = await orders.insertOrder({
      orderNo: newOrderNo(at),
      dealerId: payment.dealerId,
      driverId: payment.driverId,
      channel: how.channel,
      provider: how.provider,
      scene: how.scene,
      amountFen: payment.dueFen,
      state: how.paid ? 'paid' : 'pending',
      paidAt: how.paid ? at : null,
      description: await description(tx, stay),
      clientType: null,
      launch: how.paid ? { kind: 'paid' } : null,
      expiresAt: new Date(at.getTime() + orderTtlMs),
      createdAt: at,
      updatedAt: at,
    });
    await orders.supersedeOpenAttempts([stay.id], at);
    await orders.insertLines([
      {
        orderId: order.id,
        sessionId: stay.id,
        dealerId: payment.dealerId,
        amountFen: payment.dueFen,
        basePaidFen: stay.paidFen,
        isArrears: isArrears(stay),
        status: 'open',
      },
    ]);
    return order;
  }

  return {
    /**
     * Pays the stay's fee from the driver's wallet inside `tx`. Throws AppError INSUFFICIENT_BALANCE (the wallet
     * cannot cover it) or QUOTE_CHANGED; run it in a savepoint so a refusal leaves nothing behind.
     */
    async payFromBalance(tx: Db, payment: AutoPayment): Promise<OrderRow> {
      const order = await open(tx, payment, {
        channel: PayChannel.BALANCE,
        provider: 'balance',
        scene: 'balance',
        paid: true,
      });
      await settleFromBalance(
        tx,
        bills,
        order,
        [{ stay: payment.stay, dueFen: payment.dueFen }],
        payment.driverId,
        payment.at,
      );
      return order;
    },

    /** Opens a pending order the provider is then asked to take under an agreement (withhold); the capture pays it. */
    async openWithholding(
      tx: Db,
      payment: AutoPayment,
      channel: WalletChannel,
      provider: ProviderName,
    ): Promise<OrderRow> {
      return open(tx, payment, { channel, provider, scene: 'withhold', paid: false });
    },
  };
}
export type AutoPayOrders = ReturnType<typeof createAutoPayOrders>;
