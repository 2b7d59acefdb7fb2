import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargerConnectors, chargers, chargingOrders, chargingStations } from '../../db/schema/charging';

/**
 * The charging module's port for the live board (decision 085): the chargers standing in some parks (online while a
 * node holds their lease) and their faulted guns; and the park of a station (a charging.station event).
 */
export function createChargerHealth(db: Db) {
  return {
    async ofParks(parkIds: readonly string[]): Promise<{
      chargers: { id: string; parkId: string; leaseExpiresAt: Date | null }[];
      faulted: { chargerId: string; gunNo: string; parkId: string; errorCode: string | null; since: Date | null }[];
    }> {
      if (parkIds.length === 0) return { chargers: [], faulted: [] };
      const inParks = inArray(chargingStations.parkId, [...parkIds]);
      const rows = await db
        .select({ id: chargers.id, parkId: chargingStations.parkId, leaseExpiresAt: chargers.leaseExpiresAt })
        .from(chargers)
        .innerJoin(chargingStations, eq(chargingStations.id, chargers.stationId))
        .where(inParks)
        .orderBy(chargers.id);
      const faulted = await db
        .select({
          chargerId: chargerConnectors.chargerId,
          gunNo: chargerConnectors.gunNo,
          parkId: chargingStations.parkId,
          errorCode: chargerConnectors.errorCode,
          since: chargerConnectors.statusAt,
        })
        .from(chargerConnectors)
        .innerJoin(chargingStations, eq(chargingStations.id, chargerConnectors.stationId))
        .where(and(inParks, eq(chargerConnectors.status, 'Faulted')))
        .orderBy(chargerConnectors.gunNo);
      return {
        chargers: rows.map((r) => ({ ...r, parkId: r.parkId! })),
        faulted: faulted.map((r) => ({ ...r, parkId: r.parkId! })),
      };
    },

    /** The park of a charging order's station (a charging.order event). */
    async parkOfOrder(orderNo: string): Promise<string | undefined> {
      const [row] = await db
        .select({ parkId: chargingStations.parkId })
        .from(chargingOrders)
        .innerJoin(chargingStations, eq(chargingStations.id, chargingOrders.stationId))
        .where(eq(chargingOrders.orderNo, orderNo));
      return row?.parkId ?? undefined;
    },

    async parkOfStation(stationId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ parkId: chargingStations.parkId })
        .from(chargingStations)
        .where(eq(chargingStations.id, stationId));
      return row?.parkId ?? undefined;
    },
  };
}
export type ChargerHealth = ReturnType<typeof createChargerHealth>;
