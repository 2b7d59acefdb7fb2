import type { PageQuery } from '@parking/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePage } from '../../db/paging';
import { chargingCardRecords, chargingCards } from '../../db/schema/charging-tags';

export type CardRow = typeof chargingCards.$inferSelect;
export type CardRecordRow = typeof chargingCardRecords.$inferSelect;

/** Charging cards and their balance records (decision 045), a part of the tags repository. */
export function createCardsRepository(db: Db) {
  return {
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
      return tablePage(
        db,
        chargingCardRecords,
        where,
        [desc(chargingCardRecords.createdAt), desc(chargingCardRecords.id)],
        paging,
      );
    },
  };
}
