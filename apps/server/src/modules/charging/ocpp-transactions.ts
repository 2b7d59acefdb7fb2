import type { ConnectorStatus } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargingStations } from '../../db/schema/charging';
import { publish, Topic } from '../../events/outbox';
import type { ChargingOrdersRepository } from './charging-orders.repository';
import { chargerTime, type ChargingOrdersAccess } from './orders-access';

/**
 * The charger's side of an order's life (OCPP 1.6J, called by the central system on the node holding the charger):
 * authorizing its tag, the transaction's start, the gun's status, the answer to a remote start, the link's counts.
 */
export function createOcppTransactions({ db, repo, clock, changed, fail, endOccupation }: ChargingOrdersAccess) {
  return {
    /** Authorize: app-started orders' tags are known while their order is starting or charging. */
    async authorize(chargerId: string, idTag: string): Promise<'Accepted' | 'Invalid'> {
      const order = await db.transaction((tx) => repo.lockOrder(tx, { idTag }));
      return order && order.chargerId === chargerId && (order.state === 'starting' || order.state === 'charging')
        ? 'Accepted'
        : 'Invalid';
    },

    /**
     * StartTransaction: the order whose tag it carries begins charging. A repeated StartTransaction (the charger
     * lost our answer and sends it again, also replayed after being offline) gets the same transactionId.
     */
    async startTransaction(
      chargerId: string,
      req: { connectorId: number; idTag: string; meterStart: number; timestamp: string },
    ): Promise<{ transactionId: number; status: 'Accepted' | 'Invalid' | 'ConcurrentTx' }> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, { idTag: req.idTag });
        if (!order || order.chargerId !== chargerId || order.connectorId !== req.connectorId) {
          return { transactionId: 0, status: 'Invalid' as const };
        }
        if (order.state === 'charging' || order.state === 'finished' || order.state === 'settled') {
          return { transactionId: order.transactionId, status: 'Accepted' as const };
        }
        if (order.state !== 'starting') return { transactionId: order.transactionId, status: 'Invalid' as const };
        const at = chargerTime(req.timestamp, clock.now());
        await repo.updateOrder(tx, order.orderNo, {
          state: 'charging',
          startedAt: at,
          meterStartWh: req.meterStart,
          meterLastWh: req.meterStart,
          meterLastAt: at,
        });
        await changed(tx, order);
        return { transactionId: order.transactionId, status: 'Accepted' as const };
      });
    },

    /**
     * StatusNotification: the gun's live state (and the station's counts). Available after a finished order ends
     * its occupation; Faulted or Unavailable while starting fails the start.
     */
    async statusNotification(
      chargerId: string,
      req: { connectorId: number; status: ConnectorStatus; errorCode: string; timestamp?: string },
    ): Promise<void> {
      if (req.connectorId === 0) return; // the charge point as a whole
      await db.transaction(async (tx) => {
        const at = chargerTime(req.timestamp, clock.now());
        const connector = await repo.setConnectorStatus(tx, chargerId, req.connectorId, req.status, req.errorCode, at);
        if (!connector) return;
        await repo.recountStation(tx, connector.stationId);
        // Followers' availability alerts read the station's counts from here (decision 059).
        await publish(tx, {
          topic: Topic.CHARGING_STATION,
          dealerId: connector.dealerId,
          subject: connector.stationId,
        });
        if (req.status === 'Available') {
          const finished = await repo.activeOnConnector(tx, connector.id, ['finished']);
          if (finished) await endOccupation(tx, finished, at);
        }
        if (req.status === 'Faulted' || req.status === 'Unavailable') {
          const starting = await repo.activeOnConnector(tx, connector.id, ['starting']);
          if (starting) await fail(tx, starting, '充电桩故障，启动失败');
        }
      });
    },

    /** The charger answered RemoteStartTransaction: Rejected (or no answer) fails the order, the hold goes back. */
    async remoteStartAnswered(orderNo: string, accepted: boolean): Promise<void> {
      if (accepted) return;
      await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, { orderNo });
        if (order) await fail(tx, order, '充电桩拒绝启动');
      });
    },

    /** The charger's link dropped or came back: its station's free counts follow. */
    recount: (stationId: string): Promise<void> => db.transaction((tx) => recountAndAnnounce(repo, tx, stationId)),

    pendingCommands: repo.pendingCommands,
    markSent: repo.markSent,
    unmarkStop: repo.unmarkStop,
  };
}

/** A station's counts after its charger connected or left; the chargers desk shows it (decision 089). */
async function recountAndAnnounce(repo: ChargingOrdersRepository, tx: Db, stationId: string): Promise<void> {
  await repo.recountStation(tx, stationId);
  const [station] = await tx
    .select({ dealerId: chargingStations.dealerId })
    .from(chargingStations)
    .where(eq(chargingStations.id, stationId));
  if (station) await publish(tx, { topic: Topic.CHARGER_LINK, dealerId: station.dealerId, subject: stationId });
}
