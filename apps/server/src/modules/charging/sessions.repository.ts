import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ACTIVE_CHARGING_STATES, type ChargingTariff, type ConnectorStatus, type PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import {
  chargerConnectors,
  chargers,
  chargingOrders,
  chargingStations,
  chargingTariffs,
  occupationOrders,
} from '../../db/schema/charging';

export type ChargerRow = typeof chargers.$inferSelect;
export type ConnectorRow = typeof chargerConnectors.$inferSelect;
export type OrderRow = typeof chargingOrders.$inferSelect;
export type NewOrder = typeof chargingOrders.$inferInsert;
export type OccupationRow = typeof occupationOrders.$inferSelect;

/** The charger's lease is live (its WebSocket is open on some node). */
const onlineSql = sql<boolean>`coalesce(${chargers.leaseExpiresAt} > now(), false)`;

/** Chargers, guns, tariffs and charging orders. Reads a driver can reach are scoped by dealer and driver. */
export function createSessionsRepository(db: Db) {
  return {
    db,

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

    async chargerSeen(id: string) {
      await db
        .update(chargers)
        .set({ lastSeenAt: sql`now()` })
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

    async renew(ids: string[], nodeId: string, leaseMs: number): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .update(chargers)
        .set({ leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
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

    // ---- orders ----

    async insertOrder(tx: Db, order: NewOrder): Promise<boolean> {
      const rows = await tx
        .insert(chargingOrders)
        .values(order)
        .onConflictDoNothing({ target: chargingOrders.orderNo })
        .returning({ orderNo: chargingOrders.orderNo });
      return rows.length === 1;
    },

    async order(orderNo: string, tx: Db = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(chargingOrders).where(eq(chargingOrders.orderNo, orderNo));
      return row;
    },

    /** The order locked for the rest of the transaction: OCPP messages, payments and stops change it one at a time. */
    async lockOrder(tx: Db, where: { orderNo?: string; idTag?: string; transactionId?: number }) {
      const [row] = await tx
        .select()
        .from(chargingOrders)
        .where(
          where.orderNo
            ? eq(chargingOrders.orderNo, where.orderNo)
            : where.idTag
              ? eq(chargingOrders.idTag, where.idTag)
              : eq(chargingOrders.transactionId, where.transactionId!),
        )
        .for('update');
      return row;
    },

    async updateOrder(tx: Db, orderNo: string, set: Partial<NewOrder>) {
      await tx
        .update(chargingOrders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(chargingOrders.orderNo, orderNo));
    },

    /** The order's transaction on this connector still open, if any (a replayed StopTransaction or Available). */
    async activeOnConnector(tx: Db, connectorRef: string, states: readonly OrderRow['state'][]) {
      const [row] = await tx
        .select()
        .from(chargingOrders)
        .where(and(eq(chargingOrders.connectorRef, connectorRef), inArray(chargingOrders.state, [...states])))
        .orderBy(desc(chargingOrders.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    /** Commands owed to a charger: starts not sent yet, stops asked for and not sent yet. */
    async pendingCommands(chargerId: string) {
      return db
        .select()
        .from(chargingOrders)
        .where(
          and(
            eq(chargingOrders.chargerId, chargerId),
            sql`((${chargingOrders.state} = 'starting' and ${chargingOrders.remoteStartSentAt} is null)
              or (${chargingOrders.state} = 'charging' and ${chargingOrders.stopRequestedAt} is not null
                  and ${chargingOrders.remoteStopSentAt} is null))`,
          ),
        );
    },

    /** Marks a command as being sent; false when another wake-up got there first. */
    async markSent(orderNo: string, which: 'start' | 'stop'): Promise<boolean> {
      const column = which === 'start' ? chargingOrders.remoteStartSentAt : chargingOrders.remoteStopSentAt;
      const rows = await db
        .update(chargingOrders)
        .set(which === 'start' ? { remoteStartSentAt: sql`now()` } : { remoteStopSentAt: sql`now()` })
        .where(and(eq(chargingOrders.orderNo, orderNo), isNull(column)))
        .returning({ orderNo: chargingOrders.orderNo });
      return rows.length === 1;
    },

    async unmarkStop(orderNo: string) {
      await db.update(chargingOrders).set({ remoteStopSentAt: null }).where(eq(chargingOrders.orderNo, orderNo));
    },

    /** Starts that never began: sent long ago, or whose charger has been offline since. */
    async staleStarts(olderThanMs: number) {
      return db
        .select({ orderNo: chargingOrders.orderNo })
        .from(chargingOrders)
        .where(
          and(
            eq(chargingOrders.state, 'starting'),
            sql`${chargingOrders.updatedAt} < now() - ${`${olderThanMs} milliseconds`}::interval`,
          ),
        );
    },

    /** Chargers with commands owed (re-woken by the sweep after a lost wake-up or a failed send). */
    async chargersOwed() {
      const rows = await db
        .selectDistinct({ chargerId: chargingOrders.chargerId, dealerId: chargingOrders.dealerId })
        .from(chargingOrders)
        .where(
          sql`(${chargingOrders.state} = 'starting' and ${chargingOrders.remoteStartSentAt} is null)
            or (${chargingOrders.state} = 'charging' and ${chargingOrders.stopRequestedAt} is not null
                and ${chargingOrders.remoteStopSentAt} is null)`,
        );
      return rows;
    },

    async ordersOfDriver(driverId: string, dealerId: string, states: 'all' | 'ongoing' | 'done', paging: PageQuery) {
      const done = ['settled', 'failed', 'cancelled'] as const;
      const where = and(
        eq(chargingOrders.driverId, driverId),
        eq(chargingOrders.dealerId, dealerId),
        states === 'ongoing'
          ? notInArray(chargingOrders.state, [...done])
          : states === 'done'
            ? inArray(chargingOrders.state, [...done])
            : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chargingOrders)
          .where(where)
          .orderBy(desc(chargingOrders.createdAt))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(chargingOrders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Display names of the orders' stations and guns. */
    async names(orders: Pick<OrderRow, 'stationId' | 'connectorRef'>[]) {
      if (orders.length === 0)
        return { stations: new Map<string, string>(), guns: new Map<string, ConnectorRow & { chargerName: string }>() };
      const [stations, guns] = await Promise.all([
        db
          .select({ id: chargingStations.id, name: chargingStations.name })
          .from(chargingStations)
          .where(inArray(chargingStations.id, [...new Set(orders.map((o) => o.stationId))])),
        db
          .select({ connector: chargerConnectors, chargerName: chargers.name })
          .from(chargerConnectors)
          .innerJoin(chargers, eq(chargers.id, chargerConnectors.chargerId))
          .where(inArray(chargerConnectors.id, [...new Set(orders.map((o) => o.connectorRef))])),
      ]);
      return {
        stations: new Map(stations.map((s) => [s.id, s.name])),
        guns: new Map(guns.map((g) => [g.connector.id, { ...g.connector, chargerName: g.chargerName }])),
      };
    },

    activeStates: ACTIVE_CHARGING_STATES,

    // ---- occupation ----

    async occupation(orderNo: string, tx: Db = db): Promise<OccupationRow | undefined> {
      const [row] = await tx.select().from(occupationOrders).where(eq(occupationOrders.orderNo, orderNo));
      return row;
    },

    async insertOccupation(tx: Db, row: typeof occupationOrders.$inferInsert) {
      await tx.insert(occupationOrders).values(row).onConflictDoNothing();
    },

    async updateOccupation(tx: Db, orderNo: string, set: Partial<typeof occupationOrders.$inferInsert>) {
      const rows = await tx.update(occupationOrders).set(set).where(eq(occupationOrders.orderNo, orderNo)).returning();
      return rows[0];
    },

    async lockOccupation(tx: Db, orderNo: string) {
      const [row] = await tx.select().from(occupationOrders).where(eq(occupationOrders.orderNo, orderNo)).for('update');
      return row;
    },

    async unpaidOccupation(driverId: string, dealerId: string) {
      const [row] = await db
        .select()
        .from(occupationOrders)
        .where(
          and(
            eq(occupationOrders.driverId, driverId),
            eq(occupationOrders.dealerId, dealerId),
            eq(occupationOrders.state, 'unpaid'),
            sql`${occupationOrders.endedAt} is not null and ${occupationOrders.amountFen} > 0`,
          ),
        )
        .orderBy(desc(occupationOrders.createdAt))
        .limit(1);
      return row;
    },

    async removeDriverData(driverId: string) {
      // Orders are financial records: kept (anonymised plate) for the books.
      await db.update(chargingOrders).set({ plateNo: null }).where(eq(chargingOrders.driverId, driverId));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
