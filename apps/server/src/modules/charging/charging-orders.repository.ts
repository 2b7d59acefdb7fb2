import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ACTIVE_CHARGING_STATES, type PageQuery } from '@parking/contracts';
import type { Db } from '../../db/client';
import { tablePage } from '../../db/paging';
import { chargerConnectors, chargers, chargingOrders, chargingStations } from '../../db/schema/charging';
import { createChargersRepository, type ConnectorRow } from './charging-orders-chargers.repository';
import { createOccupationRepository } from './charging-orders-occupation.repository';

export type { ChargerRow, ConnectorRow } from './charging-orders-chargers.repository';
export type { OccupationRow } from './charging-orders-occupation.repository';
export type OrderRow = typeof chargingOrders.$inferSelect;
export type NewOrder = typeof chargingOrders.$inferInsert;
/** What a MeterValues changes on its order. */
export type MeterUpdate = Pick<
  OrderRow,
  'orderNo' | 'bandWh' | 'meterLastWh' | 'meterLastAt' | 'powerW' | 'soc' | 'rejectedReadings' | 'stopRequestedAt'
>;

/** Chargers, guns, tariffs and charging orders. Reads a driver can reach are scoped by dealer and driver. */
export function createChargingOrdersRepository(db: Db) {
  return {
    db,

    ...createChargersRepository(db),

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

    /**
     * The orders of these OCPP transactions, locked for the rest of the transaction in transactionId order (batches
     * running side by side lock in the same order: neither waits for the other in a circle).
     */
    async lockOrdersOfTransactions(tx: Db, transactionIds: number[]): Promise<OrderRow[]> {
      if (transactionIds.length === 0) return [];
      return tx
        .select()
        .from(chargingOrders)
        .where(inArray(chargingOrders.transactionId, transactionIds))
        .orderBy(chargingOrders.transactionId)
        .for('update');
    },

    /** The meter's part of many orders in one statement (MeterValues written by the batch: ocpp-metering.ts). */
    async updateMeters(tx: Db, rows: MeterUpdate[]) {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.orderNo}, ${JSON.stringify(r.bandWh)}::jsonb, ${r.meterLastWh}::bigint,
              ${r.meterLastAt?.toISOString() ?? null}::timestamptz, ${r.powerW}::integer, ${r.soc}::smallint,
              ${r.rejectedReadings}::integer, ${r.stopRequestedAt?.toISOString() ?? null}::timestamptz)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`update charging_orders o
        set band_wh = v.band_wh, meter_last_wh = v.meter_last_wh, meter_last_at = v.meter_last_at,
          power_w = v.power_w, soc = v.soc, rejected_readings = v.rejected_readings,
          stop_requested_at = coalesce(o.stop_requested_at, v.stop_requested_at), updated_at = now()
        from (values ${values}) as v(order_no, band_wh, meter_last_wh, meter_last_at, power_w, soc, rejected_readings,
          stop_requested_at)
        where o.order_no = v.order_no`);
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
      return tablePage(db, chargingOrders, where, [desc(chargingOrders.createdAt)], paging);
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

    ...createOccupationRepository(db),

    async removeDriverData(driverId: string) {
      // Orders are financial records: kept (anonymised plate) for the books.
      await db.update(chargingOrders).set({ plateNo: null }).where(eq(chargingOrders.driverId, driverId));
    },
  };
}
export type ChargingOrdersRepository = ReturnType<typeof createChargingOrdersRepository>;
