import { ACTIVE_CHARGING_STATES, type PageQuery } from '@parking/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { chargingOrders } from '../../db/schema/charging';
import {
  chargerCommands,
  chargingCardRecords,
  chargingCards,
  chargingTagOrders,
  chargingVins,
} from '../../db/schema/charging-tags';

export type VinRow = typeof chargingVins.$inferSelect;
export type CardRow = typeof chargingCards.$inferSelect;
export type CardRecordRow = typeof chargingCardRecords.$inferSelect;
export type CommandRow = typeof chargerCommands.$inferSelect;

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

    // ---- cards ----

    async insertCard(
      row: typeof chargingCards.$inferInsert,
      record: Omit<typeof chargingCardRecords.$inferInsert, 'cardId'>,
    ) {
      return db.transaction(async (tx) => {
        const [card] = await tx.insert(chargingCards).values(row).returning();
        await tx.insert(chargingCardRecords).values({ ...record, cardId: card!.id });
        return card!;
      });
    },

    async card(dealerId: string, cardNo: string, tx: Db = db, lock = false): Promise<CardRow | undefined> {
      const q = tx
        .select()
        .from(chargingCards)
        .where(and(eq(chargingCards.dealerId, dealerId), eq(chargingCards.cardNo, cardNo)));
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async lockCardById(tx: Db, id: string): Promise<CardRow | undefined> {
      const [row] = await tx.select().from(chargingCards).where(eq(chargingCards.id, id)).for('update');
      return row;
    },

    async cardsOf(driverId: string, dealerId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(chargingCards)
        .where(and(eq(chargingCards.driverId, driverId), eq(chargingCards.dealerId, dealerId)))
        .orderBy(asc(chargingCards.boundAt));
    },

    async countCards(tx: Db, driverId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(chargingCards).where(eq(chargingCards.driverId, driverId));
      return row?.n ?? 0;
    },

    async updateCard(tx: Db, id: string, set: Partial<typeof chargingCards.$inferInsert>) {
      await tx
        .update(chargingCards)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(chargingCards.id, id));
    },

    /**
     * Moves a locked card's balance once per key: the record is written first and the balance only when it is new.
     * Answers whether it moved.
     */
    async moveBalance(
      tx: Db,
      card: CardRow,
      move: { kind: CardRecordRow['kind']; amountFen: number; key: string; orderNo?: string | null },
    ): Promise<boolean> {
      const balanceFen = card.balanceFen + move.amountFen;
      const rows = await tx
        .insert(chargingCardRecords)
        .values({
          cardId: card.id,
          dealerId: card.dealerId,
          kind: move.kind,
          amountFen: move.amountFen,
          balanceFen,
          orderNo: move.orderNo ?? null,
          key: move.key,
        })
        .onConflictDoNothing({ target: [chargingCardRecords.cardId, chargingCardRecords.key] })
        .returning({ id: chargingCardRecords.id });
      if (rows.length === 0) return false;
      await tx
        .update(chargingCards)
        .set({ balanceFen, updatedAt: sql`now()` })
        .where(eq(chargingCards.id, card.id));
      return true;
    },

    async recordByKey(tx: Db, cardId: string, key: string): Promise<CardRecordRow | undefined> {
      const [row] = await tx
        .select()
        .from(chargingCardRecords)
        .where(and(eq(chargingCardRecords.cardId, cardId), eq(chargingCardRecords.key, key)));
      return row;
    },

    async records(cardId: string, paging: PageQuery) {
      const where = eq(chargingCardRecords.cardId, cardId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chargingCardRecords)
          .where(where)
          .orderBy(desc(chargingCardRecords.createdAt), desc(chargingCardRecords.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(chargingCardRecords).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

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

    // ---- operator commands ----

    async insertCommand(tx: Db, row: typeof chargerCommands.$inferInsert): Promise<CommandRow> {
      const [inserted] = await tx.insert(chargerCommands).values(row).returning();
      return inserted!;
    },

    async command(dealerId: string, id: string): Promise<CommandRow | undefined> {
      const [row] = await db
        .select()
        .from(chargerCommands)
        .where(and(eq(chargerCommands.id, id), eq(chargerCommands.dealerId, dealerId)));
      return row;
    },

    async pendingCommands(chargerId: string): Promise<CommandRow[]> {
      return db
        .select()
        .from(chargerCommands)
        .where(and(eq(chargerCommands.chargerId, chargerId), eq(chargerCommands.state, 'pending')))
        .orderBy(asc(chargerCommands.createdAt));
    },

    /** Takes a pending command for sending; false when another wake-up took it. */
    async markCommandSent(id: string): Promise<boolean> {
      const rows = await db
        .update(chargerCommands)
        .set({ state: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(chargerCommands.id, id), eq(chargerCommands.state, 'pending')))
        .returning({ id: chargerCommands.id });
      return rows.length === 1;
    },

    async commandDone(id: string, outcome: { answer: Record<string, unknown> } | { error: string }) {
      await db
        .update(chargerCommands)
        .set({
          ...('answer' in outcome
            ? { state: 'answered', answer: outcome.answer }
            : { state: 'failed', error: outcome.error }),
          answeredAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(chargerCommands.id, id));
    },

    /** Commands nobody sent within `olderThanMs` (their charger left): failed, so operators are not left waiting. */
    async expireCommands(olderThanMs: number) {
      await db
        .update(chargerCommands)
        .set({ state: 'failed', error: 'not delivered', answeredAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(chargerCommands.state, 'pending'),
            sql`${chargerCommands.createdAt} < now() - ${`${olderThanMs} milliseconds`}::interval`,
          ),
        );
    },
  };
}
export type TagsRepository = ReturnType<typeof createTagsRepository>;
