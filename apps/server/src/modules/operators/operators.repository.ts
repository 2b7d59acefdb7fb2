import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema/operators';
import { attemptReservation, reservationOf, type AttemptPolicy, type AttemptReservation } from '../../security/lockout';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Pick<
  typeof operators.$inferInsert,
  'dealerId' | 'username' | 'displayName' | 'passwordHash' | 'roles' | 'disabled' | 'parkIds'
>;
export type OperatorChanges = Partial<Pick<OperatorRow, 'displayName' | 'roles' | 'parkIds' | 'disabled'>>;

export function createOperatorsRepository(db: Db) {
  return {
    async findByUsername(dealerId: string, username: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.dealerId, dealerId), eq(operators.username, username)));
      return row;
    },

    async findById(dealerId: string, id: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.dealerId, dealerId), eq(operators.id, id)));
      return row;
    },

    async listOfDealer(dealerId: string): Promise<OperatorRow[]> {
      return db.select().from(operators).where(eq(operators.dealerId, dealerId)).orderBy(asc(operators.createdAt));
    },

    /** Whether a dealer has any operator at all (the set-up command refuses a dealer that has). */
    async anyOfDealer(dealerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.dealerId, dealerId))
        .limit(1);
      return row !== undefined;
    },

    /** Updates an operator of the dealer; a disabled account's sessions end with it. */
    async update(
      dealerId: string,
      id: string,
      changes: OperatorChanges,
      now: Date,
      /** Runs in the update's transaction with the row before and after it (the audit entry, decision 082). */
      onUpdated?: (tx: Db, before: OperatorRow, after: OperatorRow) => Promise<void> | undefined,
    ): Promise<OperatorRow | undefined> {
      return db.transaction(async (tx) => {
        const mine = and(eq(operators.dealerId, dealerId), eq(operators.id, id));
        const [before] = await tx.select().from(operators).where(mine).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(operators)
          .set({ ...changes, updatedAt: now })
          .where(mine)
          .returning();
        if (row!.disabled) await revokeAllSessions(tx, id, now);
        await onUpdated?.(tx, before, row!);
        return row;
      });
    },

    /** A new password: the lockout is lifted and every session but `keepSessionId` ends. */
    async setPassword(id: string, passwordHash: string, now: Date, keepSessionId?: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now })
          .where(eq(operators.id, id));
        await revokeAllSessions(tx, id, now, keepSessionId);
      });
    },

    /** Inserts unless the dealer already has this username; returns the new id or undefined. */
    async insertIfAbsent(operator: NewOperator): Promise<string | undefined> {
      const [row] = await db.insert(operators).values(operator).onConflictDoNothing().returning({ id: operators.id });
      return row?.id;
    },

    /** Reserves a password attempt before the password is checked (see attemptReservation). */
    async reservePasswordAttempt(id: string, policy: AttemptPolicy): Promise<AttemptReservation> {
      const { set, where } = attemptReservation(operators, id, policy);
      const [row] = await db.update(operators).set(set).where(where).returning({ lockedUntil: operators.lockedUntil });
      if (row) return reservationOf(row, policy.now);
      const [current] = await db
        .select({ lockedUntil: operators.lockedUntil })
        .from(operators)
        .where(eq(operators.id, id));
      return reservationOf(undefined, policy.now, current);
    },

    async clearFailedLogins(id: string): Promise<void> {
      await db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, id));
    },

    async createSession(operatorId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(operatorSessions).values({ operatorId, tokenHash, expiresAt });
    },

    /** The enabled operator behind an unexpired, unrevoked session. */
    async findBySession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: operatorSessions.id, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            eq(operators.disabled, false),
          ),
        );
      return row;
    },

    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },
  };
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function revokeAllSessions(tx: Tx, operatorId: string, now: Date, keepSessionId?: string): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        keepSessionId ? ne(operatorSessions.id, keepSessionId) : undefined,
      ),
    );
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
