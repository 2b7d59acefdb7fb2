import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, ErrorCode, type LockAction, type LockCommandState } from '@parking/contracts';
import type { Db } from '../../db/client';
import { lockCommands } from '../../db/schema/bookings';
import { publish } from '../../events/outbox';
import type { LockRow } from './lock-spaces.repository';

export type LockCommandRow = typeof lockCommands.$inferSelect;

/** Outbox topic: a lock command was queued; subject: its gateway (the node holding the gateway sends it). */
export const LOCK_COMMAND_TOPIC = 'lock.command';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Commands to a lock: issued, sent by its gateway's node, ended. */
export function lockCommandsOf(db: Db) {
  return {
    async lastCommand(lockId: string): Promise<LockCommandRow | undefined> {
      const [row] = await db
        .select()
        .from(lockCommands)
        .where(eq(lockCommands.lockId, lockId))
        .orderBy(desc(lockCommands.id))
        .limit(1);
      return row;
    },

    async command(id: number): Promise<LockCommandRow | undefined> {
      const [row] = await db.select().from(lockCommands).where(eq(lockCommands.id, id));
      return row;
    },

    /**
     * Queues a command and announces it on the outbox, in the caller's transaction. A command already in flight for
     * the lock is refused by the database's one-in-flight index (LOCK_BUSY), whichever node races.
     */
    async issue(
      lock: Pick<LockRow, 'id' | 'gatewayId' | 'dealerId'>,
      command: { action: LockAction; driverId?: string | null; bookingId?: string | null },
    ): Promise<LockCommandRow> {
      let row: LockCommandRow | undefined;
      try {
        await db.transaction(async (tx) => {
          [row] = await tx
            .insert(lockCommands)
            .values({
              lockId: lock.id,
              gatewayId: lock.gatewayId,
              action: command.action,
              driverId: command.driverId ?? null,
              bookingId: command.bookingId ?? null,
            })
            .returning();
          await publish(tx, { topic: LOCK_COMMAND_TOPIC, dealerId: lock.dealerId, subject: lock.gatewayId });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.LOCK_BUSY);
        throw error;
      }
      return row!;
    },

    /** Withdraws a command still queued (not yet sent); false when it was sent or ended meanwhile. */
    async cancelQueued(lockId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(lockCommands)
        .set({ state: 'cancelled', result: '已撤销', endedAt: now })
        .where(and(eq(lockCommands.lockId, lockId), eq(lockCommands.state, 'queued')))
        .returning({ id: lockCommands.id });
      return rows.length > 0;
    },

    /** Commands in flight of the given gateways, oldest first. */
    async inFlight(gatewayIds: string[]): Promise<LockCommandRow[]> {
      if (gatewayIds.length === 0) return [];
      return db
        .select()
        .from(lockCommands)
        .where(and(inArray(lockCommands.gatewayId, gatewayIds), inArray(lockCommands.state, ['queued', 'sent'])))
        .orderBy(lockCommands.id);
    },

    /** Marks an attempt sent (from the state it was read in: another node's change wins). */
    async markSent(c: LockCommandRow, deadlineAt: Date): Promise<boolean> {
      const rows = await db
        .update(lockCommands)
        .set({ state: 'sent', attempts: c.attempts + 1, deadlineAt })
        .where(and(eq(lockCommands.id, c.id), eq(lockCommands.state, c.state), eq(lockCommands.attempts, c.attempts)))
        .returning({ id: lockCommands.id });
      return rows.length === 1;
    },

    /** Sends every queued command of these gateways: one statement; answers the rows now sent (attempt 1). */
    async sendQueued(gatewayIds: string[], deadlineAt: Date): Promise<LockCommandRow[]> {
      if (gatewayIds.length === 0) return [];
      return db
        .update(lockCommands)
        .set({ state: 'sent', attempts: sql`${lockCommands.attempts} + 1`, deadlineAt })
        .where(and(inArray(lockCommands.gatewayId, gatewayIds), eq(lockCommands.state, 'queued')))
        .returning();
    },

    /** Commands sent whose attempt timed out by `at`. */
    async timedOut(gatewayIds: string[], at: Date): Promise<LockCommandRow[]> {
      if (gatewayIds.length === 0) return [];
      return db
        .select()
        .from(lockCommands)
        .where(
          and(
            inArray(lockCommands.gatewayId, gatewayIds),
            eq(lockCommands.state, 'sent'),
            sql`${lockCommands.deadlineAt} <= ${at}`,
          ),
        )
        .orderBy(lockCommands.id);
    },

    /**
     * Ends a command in flight: acked, failed. Only from queued or sent — a stale ACK (the command ended already, or
     * belongs to another gateway) changes nothing and answers undefined.
     */
    async end(
      where: { id: number; gatewayId?: string; lockId?: string },
      state: Extract<LockCommandState, 'acked' | 'failed'>,
      result: string,
      now: Date,
    ): Promise<LockCommandRow | undefined> {
      const [row] = await db
        .update(lockCommands)
        .set({ state, result, endedAt: now, deadlineAt: null })
        .where(
          and(
            eq(lockCommands.id, where.id),
            inArray(lockCommands.state, ['queued', 'sent']),
            where.gatewayId ? eq(lockCommands.gatewayId, where.gatewayId) : undefined,
            where.lockId ? eq(lockCommands.lockId, where.lockId) : undefined,
          ),
        )
        .returning();
      return row;
    },
  };
}
