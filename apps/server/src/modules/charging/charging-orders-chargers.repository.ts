import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChargingTariff, ConnectorStatus } from '@parking/contracts';
import type { Db } from '../../db/client';
import { chargerConnectors, chargers, chargingStations, chargingTariffs } from '../../db/schema/charging';

export type ChargerRow = typeof chargers.$inferSelect;
export type ConnectorRow = typeof chargerConnectors.$inferSelect;

/** The charger's lease is live (its WebSocket is open on some node). */
const onlineSql = sql<boolean>`coalesce(${chargers.leaseExpiresAt} > now(), false)`;

/** Chargers and guns, their leases (decision 034) and the stations' tariffs: a part of the charging orders' repository. */
export function createChargersRepository(db: Db) {
  return {
    // ---- chargers and guns ----

    async charger(id: string, tx: Db = db): Promise<ChargerRow | undefined> {
      const [row] = await tx.select().from(chargers).where(eq(chargers.id, id));
      return row;
    },

    async insertCharger(charger: typeof chargers.$inferInsert, connectors: (typeof chargerConnectors.$inferInsert)[]) {
      await db.transaction(async (tx) => {
        await tx.insert(chargers).values(charger);
        await tx.insert(chargerConnectors).values(connectors);
      });
    },

    async chargersOf(dealerId: string, stationId?: string) {
      return db
        .select({ charger: chargers, online: onlineSql })
        .from(chargers)
        .where(and(eq(chargers.dealerId, dealerId), stationId ? eq(chargers.stationId, stationId) : undefined))
        .orderBy(chargers.id);
    },

    /** Guns with whether their charger is online, by station or charger ids. */
    async guns(where: { stationId?: string; chargerIds?: string[] }) {
      return db
        .select({ connector: chargerConnectors, chargerName: chargers.name, online: onlineSql })
        .from(chargerConnectors)
        .innerJoin(chargers, eq(chargers.id, chargerConnectors.chargerId))
        .where(
          and(
            where.stationId ? eq(chargerConnectors.stationId, where.stationId) : undefined,
            where.chargerIds ? inArray(chargerConnectors.chargerId, where.chargerIds) : undefined,
          ),
        )
        .orderBy(chargerConnectors.chargerId, chargerConnectors.connectorId);
    },

    async gunByNo(dealerId: string, gunNo: string, tx: Db = db) {
      const [row] = await tx
        .select({ connector: chargerConnectors, chargerName: chargers.name, online: onlineSql })
        .from(chargerConnectors)
        .innerJoin(chargers, eq(chargers.id, chargerConnectors.chargerId))
        .where(and(eq(chargerConnectors.dealerId, dealerId), eq(chargerConnectors.gunNo, gunNo)));
      return row;
    },

    async connector(chargerId: string, connectorId: number, tx: Db = db): Promise<ConnectorRow | undefined> {
      const [row] = await tx
        .select()
        .from(chargerConnectors)
        .where(and(eq(chargerConnectors.chargerId, chargerId), eq(chargerConnectors.connectorId, connectorId)));
      return row;
    },

    /** The rated power of every gun of these chargers (`<charger>|<connector>` → kW). */
    async gunRatings(tx: Db, chargerIds: string[]): Promise<Map<string, number>> {
      if (chargerIds.length === 0) return new Map();
      const rows = await tx
        .select({
          chargerId: chargerConnectors.chargerId,
          connectorId: chargerConnectors.connectorId,
          maxKw: chargerConnectors.maxKw,
        })
        .from(chargerConnectors)
        .where(inArray(chargerConnectors.chargerId, chargerIds));
      return new Map(rows.map((r) => [`${r.chargerId}|${r.connectorId}`, r.maxKw]));
    },

    async setConnectorStatus(
      tx: Db,
      chargerId: string,
      connectorId: number,
      status: ConnectorStatus,
      errorCode: string,
      at: Date,
    ): Promise<ConnectorRow | undefined> {
      const [row] = await tx
        .update(chargerConnectors)
        .set({ status, errorCode, statusAt: at })
        .where(and(eq(chargerConnectors.chargerId, chargerId), eq(chargerConnectors.connectorId, connectorId)))
        .returning();
      return row;
    },

    /**
     * The station's connector counts from its guns' live states (free = Available on an online charger), for the
     * station list. Only for stations with provisioned chargers: others keep the counts they were given.
     */
    async recountStation(tx: Db, stationId: string): Promise<void> {
      await tx.execute(sql`
        update charging_stations s set
          quick_total = c.quick_total, quick_free = c.quick_free, slow_total = c.slow_total, slow_free = c.slow_free,
          updated_at = now()
        from (
          select count(*) filter (where k.kind = 'quick')::int as quick_total,
                 count(*) filter (where k.kind = 'quick' and k.status = 'Available' and ch.lease_expires_at > now())::int as quick_free,
                 count(*) filter (where k.kind = 'slow')::int as slow_total,
                 count(*) filter (where k.kind = 'slow' and k.status = 'Available' and ch.lease_expires_at > now())::int as slow_free
          from charger_connectors k join chargers ch on ch.id = k.charger_id
          where k.station_id = ${stationId}
        ) c
        where s.id = ${stationId} and c.quick_total + c.slow_total > 0`);
    },

    async chargerBooted(id: string, boot: { vendor: string; model: string; firmware: string | null }) {
      await db
        .update(chargers)
        .set({ ...boot, bootedAt: sql`now()`, lastSeenAt: sql`now()` })
        .where(eq(chargers.id, id));
    },

    // ---- leases (decision 034's rule, on the charger's row) ----

    async claim(id: string, nodeId: string, leaseMs: number): Promise<string> {
      const [row] = await db
        .update(chargers)
        .set({ nodeId, leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`, lastSeenAt: sql`now()` })
        .where(eq(chargers.id, id))
        .returning({ stationId: chargers.stationId });
      return row!.stationId;
    },

    /** Extends this node's leases; the chargers `seen` (a Heartbeat since the last renewal) are last seen now. */
    async renew(ids: string[], nodeId: string, leaseMs: number, seen: string[] = []): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .update(chargers)
        .set({
          leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          ...(seen.length > 0
            ? { lastSeenAt: sql`case when ${inArray(chargers.id, seen)} then now() else ${chargers.lastSeenAt} end` }
            : {}),
        })
        .where(and(eq(chargers.nodeId, nodeId), inArray(chargers.id, ids)))
        .returning({ id: chargers.id });
      return new Set(rows.map((r) => r.id));
    },

    async release(id: string, nodeId: string): Promise<string | undefined> {
      const [row] = await db
        .update(chargers)
        .set({ nodeId: null, leaseExpiresAt: null })
        .where(and(eq(chargers.id, id), eq(chargers.nodeId, nodeId)))
        .returning({ stationId: chargers.stationId });
      return row?.stationId;
    },

    // ---- tariffs ----

    async tariff(stationId: string, tx: Db = db): Promise<ChargingTariff | undefined> {
      const [row] = await tx.select().from(chargingTariffs).where(eq(chargingTariffs.stationId, stationId));
      return row?.tariff;
    },

    async setTariff(stationId: string, tariff: ChargingTariff, currentPrice: number) {
      await db.transaction(async (tx) => {
        await tx
          .insert(chargingTariffs)
          .values({ stationId, tariff })
          .onConflictDoUpdate({ target: chargingTariffs.stationId, set: { tariff, updatedAt: sql`now()` } });
        await tx.update(chargingStations).set({ currentPrice }).where(eq(chargingStations.id, stationId));
      });
    },

    async station(dealerId: string, stationId: string) {
      const [row] = await db
        .select()
        .from(chargingStations)
        .where(and(eq(chargingStations.dealerId, dealerId), eq(chargingStations.id, stationId)));
      return row;
    },
  };
}
