import { ACTIVE_CHARGING_STATES } from '@parking/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargingOrders } from '../../db/schema/charging';
import { chargingTagOrders, chargingVins } from '../../db/schema/charging-tags';
import { createCardsRepository } from './cards.repository';
import { createCommandsRepository } from './commands.repository';

export type VinRow = typeof chargingVins.$inferSelect;
export type { CardRecordRow, CardRow } from './cards.repository';
export type { CommandRow } from './commands.repository';

/** VINs, charging cards and their records, tag-started orders, operator commands to chargers (decision 045). */
export function createTagsRepository(db: Db) {
  return {
    db,

    /** Serialises one driver's adds (their count is checked against the limit). */
    async lockDriver(tx: Db, driverId: string, what: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${what}:${driverId}`}, 0))`);
    },

    // ---- VINs ----

    async vinsOf(driverId: string, dealerId: string, tx: Db = db): Promise<VinRow[]> {
      return tx
        .select()
        .from(chargingVins)
        .where(
          and(eq(chargingVins.driverId, driverId), eq(chargingVins.dealerId, dealerId), isNull(chargingVins.removedAt)),
        )
        .orderBy(asc(chargingVins.createdAt));
    },

    async insertVin(tx: Db, row: typeof chargingVins.$inferInsert): Promise<VinRow> {
      const [inserted] = await tx.insert(chargingVins).values(row).returning();
      return inserted!;
    },

    async removeVin(driverId: string, dealerId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(chargingVins)
        .set({ removedAt: sql`now()` })
        .where(
          and(
            eq(chargingVins.id, id),
            eq(chargingVins.driverId, driverId),
            eq(chargingVins.dealerId, dealerId),
            isNull(chargingVins.removedAt),
          ),
        )
        .returning({ id: chargingVins.id });
      return rows.length === 1;
    },

    /** The registered VIN presented by a charger of the dealer, locked when `tx` is a transaction that will act. */
    async vinByTag(dealerId: string, vin: string, tx: Db = db, lock = false): Promise<VinRow | undefined> {
      const q = tx
        .select()
        .from(chargingVins)
        .where(and(eq(chargingVins.dealerId, dealerId), eq(chargingVins.vin, vin), isNull(chargingVins.removedAt)));
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    ...createCardsRepository(db),

    // ---- tag-started orders ----

    async insertTagOrder(tx: Db, row: typeof chargingTagOrders.$inferInsert) {
      await tx.insert(chargingTagOrders).values(row);
    },

    async tagOrder(tx: Db, orderNo: string) {
      const [row] = await tx.select().from(chargingTagOrders).where(eq(chargingTagOrders.orderNo, orderNo));
      return row;
    },

    /** Whether a card or VIN has an order holding a gun now (one session per tag at a time). */
    async activeOrderOf(tx: Db, where: { cardId?: string; vinId?: string }): Promise<string | undefined> {
      const [row] = await tx
        .select({ orderNo: chargingTagOrders.orderNo })
        .from(chargingTagOrders)
        .innerJoin(chargingOrders, eq(chargingOrders.orderNo, chargingTagOrders.orderNo))
        .where(
          and(
            where.cardId ? eq(chargingTagOrders.cardId, where.cardId) : eq(chargingTagOrders.vinId, where.vinId!),
            inArray(chargingOrders.state, [...ACTIVE_CHARGING_STATES]),
          ),
        )
        .limit(1);
      return row?.orderNo;
    },

    /** Cards (of the given ids) with a charge going on. */
    async chargingCards(cardIds: string[]): Promise<Set<string>> {
      if (cardIds.length === 0) return new Set();
      const rows = await db
        .select({ cardId: chargingTagOrders.cardId })
        .from(chargingTagOrders)
        .innerJoin(chargingOrders, eq(chargingOrders.orderNo, chargingTagOrders.orderNo))
        .where(
          and(inArray(chargingTagOrders.cardId, cardIds), inArray(chargingOrders.state, [...ACTIVE_CHARGING_STATES])),
        );
      return new Set(rows.map((r) => r.cardId!));
    },

    ...createCommandsRepository(db),
  };
}
export type TagsRepository = ReturnType<typeof createTagsRepository>;
