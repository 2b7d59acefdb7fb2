import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, ErrorCode, type LockAction, type LockCommandState, type LockStateMessage } from '@parking/contracts';
import type { Db } from '../../db/client';
import { parks } from '../../db/schema/parks';
import { lockCommands, lockGateways, parkingLocks } from '../../db/schema/reservations';
import { publish } from '../../events/outbox';

export type LockRow = typeof parkingLocks.$inferSelect;
export type LockCommandRow = typeof lockCommands.$inferSelect;
export type GatewayRow = typeof lockGateways.$inferSelect;

/** Outbox topic: a lock command was queued; subject: its gateway (the node holding the gateway sends it). */
export const LOCK_COMMAND_TOPIC = 'lock.command';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Locks, their gateways and their commands. */
export function createLocksRepository(db: Db) {
  return {
    async lock(lockId: string): Promise<(LockRow & { parkName: string; online: boolean }) | undefined> {
      const [row] = await db
        .select({ lock: parkingLocks, parkName: parks.name, online: lockGateways.online })
        .from(parkingLocks)
        .innerJoin(parks, eq(parks.id, parkingLocks.parkId))
        .innerJoin(lockGateways, eq(lockGateways.id, parkingLocks.gatewayId))
        .where(eq(parkingLocks.id, lockId));
      return row ? { ...row.lock, parkName: row.parkName, online: row.online } : undefined;
    },

    async locksOfDealer(dealerId: string) {
      const rows = await db
        .select({ lock: parkingLocks, parkName: parks.name, online: lockGateways.online })
        .from(parkingLocks)
        .innerJoin(parks, eq(parks.id, parkingLocks.parkId))
        .innerJoin(lockGateways, eq(lockGateways.id, parkingLocks.gatewayId))
        .where(eq(parkingLocks.dealerId, dealerId))
        .orderBy(parkingLocks.id);
      return rows.map((r) => ({ ...r.lock, parkName: r.parkName, online: r.online }));
    },

    /** The locks of a park (what the berth-type calls count), in id order. */
    spacesOf: (parkId: string): Promise<LockRow[]> =>
      db.select().from(parkingLocks).where(eq(parkingLocks.parkId, parkId)).orderBy(parkingLocks.id),

    /** The locks a driver owns (private berths registered by the operator). */
    async ownedBy(dealerId: string, driverId: string) {
      const rows = await db
        .select({ lock: parkingLocks, parkName: parks.name })
        .from(parkingLocks)
        .innerJoin(parks, eq(parks.id, parkingLocks.parkId))
        .where(and(eq(parkingLocks.dealerId, dealerId), eq(parkingLocks.ownerDriverId, driverId)))
        .orderBy(parkingLocks.id);
      return rows.map((r) => ({ ...r.lock, parkName: r.parkName }));
    },

    async setOwner(lockId: string, driverId: string | null): Promise<void> {
      await db.update(parkingLocks).set({ ownerDriverId: driverId }).where(eq(parkingLocks.id, lockId));
    },

    /** The locks of a park and berth type, locked in id order (the booking's allocation runs under these locks). */
    async lockSpaces(parkId: string, berthType: string): Promise<LockRow[]> {
      return db
        .select()
        .from(parkingLocks)
        .where(and(eq(parkingLocks.parkId, parkId), eq(parkingLocks.berthType, berthType as LockRow['berthType'])))
        .orderBy(parkingLocks.id)
        .for('update');
    },

    async countSpaces(parkId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ berthType: parkingLocks.berthType, n: sql<number>`count(*)::int` })
        .from(parkingLocks)
        .where(eq(parkingLocks.parkId, parkId))
        .groupBy(parkingLocks.berthType);
      return new Map(rows.map((r) => [r.berthType, Number(r.n)]));
    },

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

    /** Stores what a lock reported; returns the row before and after. */
    async report(gatewayId: string, state: LockStateMessage, now: Date) {
      const [before] = await db
        .select()
        .from(parkingLocks)
        .where(and(eq(parkingLocks.id, state.lockId), eq(parkingLocks.gatewayId, gatewayId)));
      if (!before) return undefined;
      // The space became empty with the arm down: the auto-raise clock starts.
      const left = before.occupied && !state.occupied;
      const vacantSince = state.occupied || state.position !== 'lowered' ? null : left ? now : before.vacantSince;
      const [after] = await db
        .update(parkingLocks)
        .set({
          position: state.position,
          occupied: state.occupied,
          batteryPct: Math.max(0, Math.min(100, Math.round(state.batteryPct))),
          fault: state.fault,
          vacantSince,
          reportedAt: now,
        })
        .where(eq(parkingLocks.id, before.id))
        .returning();
      return { before, after: after! };
    },

    async setPosition(lockId: string, position: LockRow['position']): Promise<void> {
      await db.update(parkingLocks).set({ position }).where(eq(parkingLocks.id, lockId));
    },

    async setAlert(lockId: string, alert: string | null): Promise<void> {
      await db.update(parkingLocks).set({ alert }).where(eq(parkingLocks.id, lockId));
    },

    /** Locks of these gateways empty with the arm down since before `before` (auto-raise due). */
    async vacantLowered(gatewayIds: string[], before: Date): Promise<LockRow[]> {
      if (gatewayIds.length === 0) return [];
      return db
        .select()
        .from(parkingLocks)
        .where(
          and(
            inArray(parkingLocks.gatewayId, gatewayIds),
            sql`${parkingLocks.vacantSince} < ${before}`,
            eq(parkingLocks.position, 'lowered'),
            eq(parkingLocks.occupied, false),
          ),
        );
    },

    async clearVacant(lockId: string): Promise<void> {
      await db.update(parkingLocks).set({ vacantSince: null }).where(eq(parkingLocks.id, lockId));
    },

    async setOnline(gatewayId: string, online: boolean): Promise<void> {
      await db.update(lockGateways).set({ online }).where(eq(lockGateways.id, gatewayId));
    },

    /**
     * Takes (or keeps) the leases of gateways nobody holds or whose holder stopped renewing — the database's clock —
     * and answers the gateways this node holds now.
     */
    async leaseGateways(nodeId: string, leaseMs: number): Promise<string[]> {
      const rows = await db
        .update(lockGateways)
        .set({ nodeId, leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(
          sql`${lockGateways.nodeId} = ${nodeId} or ${lockGateways.nodeId} is null or ${lockGateways.leaseExpiresAt} < now()`,
        )
        .returning({ id: lockGateways.id });
      return rows.map((r) => r.id);
    },

    async releaseGateways(nodeId: string): Promise<void> {
      await db.update(lockGateways).set({ nodeId: null, leaseExpiresAt: null }).where(eq(lockGateways.nodeId, nodeId));
    },
  };
}
export type LocksRepository = ReturnType<typeof createLocksRepository>;
