import { ChargingPurpose } from '@parking/contracts';
import type { ChargingOrdersAccess } from './orders-access';

/** The payments module's hooks for the prepaid hold and the occupation fee: deliver when paid, or release. */
export function registerChargingPurchases({ deps, repo, clock, command, changed }: ChargingOrdersAccess) {
  deps.payments.purchases.register(ChargingPurpose.HOLD, {
    // Paid: the gun is still the driver's unless the order was cancelled meanwhile (then the money goes back whole).
    fulfil: async (tx, p) => {
      const order = await repo.lockOrder(tx, { orderNo: p.ref });
      if (!order || order.state !== 'awaitingPayment' || p.amountFen !== order.prepayFen) return 'refused';
      await repo.updateOrder(tx, order.orderNo, { state: 'starting', holdOrderNo: p.orderNo });
      // The coupon the order locked is used by the captured hold (exactly once: decision 039's machinery).
      if (order.coupon) await deps.coupons.consumeForCharging(tx, order.orderNo, p.paidAt ?? clock.now());
      await command(tx, order);
      await changed(tx, order);
      return 'fulfilled';
    },
    release: async (tx, p) => {
      const order = await repo.lockOrder(tx, { orderNo: p.ref });
      if (order?.state !== 'awaitingPayment') return;
      await repo.updateOrder(tx, order.orderNo, { state: 'cancelled' });
      await deps.coupons.release(tx, order.orderNo);
      await changed(tx, order);
    },
  });
  deps.payments.purchases.register(ChargingPurpose.OCCUPATION, {
    fulfil: async (tx, p) => {
      const row = await repo.lockOccupation(tx, p.ref);
      if (!row || row.state !== 'unpaid' || row.amountFen !== p.amountFen) return 'refused';
      await repo.updateOccupation(tx, p.ref, { state: 'paid', payOrderNo: p.orderNo, paidAt: p.paidAt ?? clock.now() });
      await changed(tx, { dealerId: row.dealerId, orderNo: row.orderNo });
      return 'fulfilled';
    },
  });
}
