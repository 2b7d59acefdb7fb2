import { formatPlateNo, PayChannel, type WalletChannel } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { parkNamesOf } from '../parks';
import type { ProviderName } from '../../integrations/payments';
import { staysPort, type StayRow } from '../parking';
import { payOrdersFromWallets } from './balance-settlement';
import { isArrears } from './bills';
import { newOrderNo } from './order-no';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** A stay's fee to be taken without the driver at a pay page (auto-pay on exit, 无感支付). */
export interface AutoPayment {
  dealerId: string;
  driverId: string;
  /** The stay as the caller holds it: locked in `tx` and read under that lock. */
  stay: StayRow;
  dueFen: number;
  at: Date;
}

/** An auto-payment its wallet decided: paid from the balance now, or opened for the provider to withhold. */
export type DecidedAutoPayment = AutoPayment &
  ({ method: 'balance' } | { method: 'withholding'; channel: WalletChannel; provider: ProviderName });

const PAYABLE_STATES: readonly string[] = ['parked', 'awaitingPayment', 'arrears'];

/**
 * Orders made for a driver who is not there: when their opted-in car leaves, its fee is paid from the wallet at once,
 * or an order is opened for the provider to take under the driver's withholding agreement. They run inside the
 * caller's transaction (the exit's, holding the stays' locks) and release any open pay-page attempt on the stays, so
 * money arriving for that attempt later is refunded, never applied twice.
 */
export function createAutoPayOrders({ clock, orderTtlMs }: { clock: Clock; orderTtlMs: number }) {
  return {
    /**
     * Writes the auto-payments decided, with the effects of each written in list order, in a constant number of
     * statements: the orders, the release of the
     * stays' open attempts, the orders' lines, the stays paid from the balance, then `beforePosting` (what the caller
     * writes with the orders) and last the ledger postings of the balance payments, every account locked once in id
     * order (decision 099). Throws AppError INSUFFICIENT_BALANCE when a wallet cannot cover its payments (its balance
     * moved since the caller read it): run it in a savepoint so a refusal leaves nothing behind. Orders in list order.
     */
    async write(
      tx: Db,
      decided: readonly DecidedAutoPayment[],
      beforePosting?: (orders: OrderRow[]) => Promise<void>,
    ): Promise<OrderRow[]> {
      if (decided.length === 0) return [];
      if (decided.some((p) => p.method === 'balance' && !PAYABLE_STATES.includes(p.stay.state))) {
        throw new Error('auto-pay from the balance asked for a stay that owes nothing');
      }
      const repo = createOrdersRepository(tx);
      const names = await parkNamesOf(tx)([...new Set(decided.map((p) => p.stay.parkId))]);
      const orders = await repo.insertOrders(
        decided.map((p) => {
          const paid = p.method === 'balance';
          return {
            orderNo: newOrderNo(p.at),
            dealerId: p.dealerId,
            driverId: p.driverId,
            channel: paid ? PayChannel.BALANCE : p.channel,
            provider: paid ? 'balance' : p.provider,
            scene: paid ? 'balance' : 'withhold',
            amountFen: p.dueFen,
            state: paid ? 'paid' : 'pending',
            paidAt: paid ? p.at : null,
            description: `无感支付停车费-${names.get(p.stay.parkId) ?? ''}-${formatPlateNo(p.stay.plateNo)}`,
            clientType: null,
            launch: paid ? { kind: 'paid' as const } : null,
            expiresAt: new Date(p.at.getTime() + orderTtlMs),
            createdAt: p.at,
            updatedAt: p.at,
          };
        }),
      );
      await repo.supersedeOpenAttemptsAt(decided.map((p) => ({ sessionId: p.stay.id, at: p.at })));
      await repo.insertLines(
        decided.map((p, i) => ({
          orderId: orders[i]!.id,
          sessionId: p.stay.id,
          dealerId: p.dealerId,
          amountFen: p.dueFen,
          basePaidFen: p.stay.paidFen,
          isArrears: isArrears(p.stay),
          // A balance payment settles its bill here and now (the stay is locked and read as it is).
          status: p.method === 'balance' ? ('settled' as const) : ('open' as const),
        })),
      );
      const now = clock.now();
      const paid = decided.flatMap((p, i) => (p.method === 'balance' ? [{ payment: p, order: orders[i]! }] : []));
      // Paid as parking's applyPayment pays a stay, in a few statements for all of them.
      await staysPort.applyToLocked(
        tx,
        paid.map(({ payment, order }) => ({
          stay: payment.stay,
          payment: {
            paymentRef: `${order.orderNo}:${payment.stay.id}`,
            amountFen: payment.dueFen,
            channel: PayChannel.BALANCE,
            paidAt: payment.at,
          },
        })),
        now,
      );
      await beforePosting?.(orders);
      await payOrdersFromWallets(
        tx,
        paid.map(({ payment, order }) => ({ order, driverId: payment.driverId, at: payment.at })),
        '余额支付停车费',
      );
      return orders;
    },
  };
}
export type AutoPayOrders = ReturnType<typeof createAutoPayOrders>;
