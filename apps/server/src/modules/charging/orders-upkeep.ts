import { START_TIMEOUT_MS, type ChargingOrdersAccess } from './orders-access';

/** What moves orders without their driver: the operator's remote stop, and the sweep of starts nobody confirmed. */
export function createOrdersUpkeep({ db, repo, command, fail, requestStop }: ChargingOrdersAccess) {
  return {
    async remoteStop(dealerId: string, orderNo: string) {
      const order = await requestStop(orderNo, (o) => o.dealerId === dealerId);
      return { orderNo, orderState: order.state };
    },

    /** Starts nobody confirmed fail (hold back); chargers owed a command are woken again. */
    async sweep(): Promise<void> {
      for (const { orderNo } of await repo.staleStarts(START_TIMEOUT_MS)) {
        await db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, { orderNo });
          if (order) await fail(tx, order, '充电桩未响应，启动失败');
        });
      }
      for (const owed of await repo.chargersOwed()) {
        await db.transaction((tx) => command(tx, owed));
      }
    },
  };
}
