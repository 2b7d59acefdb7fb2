import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargerCommands } from '../../db/schema/charging-tags';

export type CommandRow = typeof chargerCommands.$inferSelect;

/** Operator commands to chargers (decision 045), a part of the tags repository. */
export function createCommandsRepository(db: Db) {
  return {
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
