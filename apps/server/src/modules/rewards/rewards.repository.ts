import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  goldAccounts,
  goldMovements,
  goldOptions,
  inviteCodes,
  invites,
  rewardGrants,
  rewardSettings,
} from '../../db/schema/rewards';
import { driverReads } from '../driver';

export type SettingsRow = typeof rewardSettings.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
export type GrantRow = typeof rewardGrants.$inferSelect;
export type MovementRow = typeof goldMovements.$inferSelect;
export type OptionRow = typeof goldOptions.$inferSelect;
export type GrantReason = GrantRow['reason'];

/** Rewards' own tables; coupons and payments are reached through their modules' services. */
export function createRewardsRepository(db: Db) {
  return {
    async settings(dealerId: string): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(rewardSettings).where(eq(rewardSettings.dealerId, dealerId));
      return row;
    },
    async saveSettings(row: Omit<SettingsRow, 'updatedAt'>, now: Date): Promise<SettingsRow> {
      const { dealerId, ...values } = row;
      const [saved] = await db
        .insert(rewardSettings)
        .values({ ...row, updatedAt: now })
        .onConflictDoUpdate({ target: rewardSettings.dealerId, set: { ...values, updatedAt: now } })
        .returning();
      void dealerId;
      return saved!;
    },

    async grant(driverId: string, reason: GrantReason, ref: string): Promise<GrantRow | undefined> {
      const [row] = await db
        .select()
        .from(rewardGrants)
        .where(and(eq(rewardGrants.driverId, driverId), eq(rewardGrants.reason, reason), eq(rewardGrants.ref, ref)));
      return row;
    },
    async insertGrant(row: typeof rewardGrants.$inferInsert): Promise<void> {
      await db.insert(rewardGrants).values(row);
    },

    async codeOf(driverId: string): Promise<string | undefined> {
      const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.driverId, driverId));
      return row?.code;
    },
    /** Inserts the driver's code; false when the code is taken (the caller draws another) or the driver has one. */
    async insertCode(dealerId: string, driverId: string, code: string): Promise<void> {
      await db.insert(inviteCodes).values({ dealerId, driverId, code }).onConflictDoNothing();
    },
    /** The code's driver with their names (driver's port: a second query by id). */
    async inviterByCode(dealerId: string, code: string) {
      const [row] = await db
        .select({ driverId: inviteCodes.driverId })
        .from(inviteCodes)
        .where(and(eq(inviteCodes.dealerId, dealerId), eq(inviteCodes.code, code)));
      if (!row) return undefined;
      const names = (await driverReads.names(db, [row.driverId])).get(row.driverId);
      return names && { driverId: row.driverId, ...names };
    },
    /** Locks the inviter's code row: invites of one inviter are counted and added one at a time (the caps). */
    async lockInviter(driverId: string): Promise<void> {
      await db.select().from(inviteCodes).where(eq(inviteCodes.driverId, driverId)).for('update');
    },
    async invitesCount(inviterId: string, since?: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(invites)
        .where(and(eq(invites.inviterId, inviterId), since ? gte(invites.createdAt, since) : undefined));
      return Number(row?.n ?? 0);
    },
    async insertInvite(row: typeof invites.$inferInsert): Promise<InviteRow> {
      const [saved] = await db.insert(invites).values(row).returning();
      return saved!;
    },
    async inviteOf(inviteeId: string): Promise<InviteRow | undefined> {
      const [row] = await db.select().from(invites).where(eq(invites.inviteeId, inviteeId));
      return row;
    },
    async invitesBy(inviterId: string, limit: number): Promise<InviteRow[]> {
      return db
        .select()
        .from(invites)
        .where(eq(invites.inviterId, inviterId))
        .orderBy(desc(invites.createdAt))
        .limit(limit);
    },
    /** Marks a pending invite rewarded; undefined when another transaction did it first (or it is not pending). */
    async markRewarded(inviteId: string, orderNo: string, now: Date): Promise<InviteRow | undefined> {
      const [row] = await db
        .update(invites)
        .set({ state: 'rewarded', rewardedAt: now, paidOrderNo: orderNo })
        .where(and(eq(invites.id, inviteId), eq(invites.state, 'pending')))
        .returning();
      return row;
    },
    /** The 200 inviters with most invites, with their phones (driver's port: a second query by the page's ids). */
    async inviteReport(dealerId: string) {
      const rows = await db
        .select({
          inviterId: invites.inviterId,
          invited: sql<number>`count(*)::int`,
          rewarded: sql<number>`count(*) filter (where ${invites.state} = 'rewarded')::int`,
        })
        .from(invites)
        .where(eq(invites.dealerId, dealerId))
        .groupBy(invites.inviterId)
        .orderBy(desc(sql`count(*)`))
        .limit(200);
      const phones = await driverReads.phones(
        db,
        rows.map((r) => r.inviterId),
      );
      return rows
        .filter((r) => phones.has(r.inviterId))
        .map((r) => ({ ...r, inviterPhone: phones.get(r.inviterId) ?? null }));
    },

    /**
     * The driver's account and its age by the database's clock (which stamped created_at): "registered within the
     * last day" compares like with like.
     */
    async account(dealerId: string, driverId: string) {
      return driverReads.account(db, dealerId, driverId);
    },

    async balance(driverId: string): Promise<number> {
      const [row] = await db.select().from(goldAccounts).where(eq(goldAccounts.driverId, driverId));
      return row?.balance ?? 0;
    },
    /**
     * Moves a balance by `delta` in one statement, never below 0: undefined when the coins are not there (the row
     * the update would take below 0 is not matched, so two redemptions at once cannot both spend the same coins).
     */
    async moveBalance(dealerId: string, driverId: string, delta: number, now: Date): Promise<number | undefined> {
      if (delta > 0) {
        const [row] = await db
          .insert(goldAccounts)
          .values({ dealerId, driverId, balance: delta, updatedAt: now })
          .onConflictDoUpdate({
            target: goldAccounts.driverId,
            set: { balance: sql`${goldAccounts.balance} + ${delta}`, updatedAt: now },
          })
          .returning();
        return row!.balance;
      }
      const [row] = await db
        .update(goldAccounts)
        .set({ balance: sql`${goldAccounts.balance} + ${delta}`, updatedAt: now })
        .where(and(eq(goldAccounts.driverId, driverId), gte(goldAccounts.balance, -delta)))
        .returning();
      return row?.balance;
    },
    /** Inserts a movement once per key; undefined when the key was used (a repeat). */
    async insertMovement(row: typeof goldMovements.$inferInsert): Promise<MovementRow | undefined> {
      const [saved] = await db.insert(goldMovements).values(row).onConflictDoNothing().returning();
      return saved;
    },
    /** Which of these orders earned coins already. */
    async earnedOrders(orderNos: readonly string[]): Promise<Set<string>> {
      if (orderNos.length === 0) return new Set();
      const rows = await db
        .select({ orderNo: goldMovements.orderNo })
        .from(goldMovements)
        .where(and(eq(goldMovements.kind, 'earn'), inArray(goldMovements.orderNo, [...orderNos])));
      return new Set(rows.map((r) => r.orderNo!));
    },
    async movementByKey(key: string): Promise<MovementRow | undefined> {
      const [row] = await db.select().from(goldMovements).where(eq(goldMovements.key, key));
      return row;
    },
    async movements(driverId: string, limit: number): Promise<MovementRow[]> {
      return db
        .select()
        .from(goldMovements)
        .where(eq(goldMovements.driverId, driverId))
        .orderBy(desc(goldMovements.createdAt), desc(goldMovements.id))
        .limit(limit);
    },

    async options(dealerId: string): Promise<OptionRow[]> {
      return db.select().from(goldOptions).where(eq(goldOptions.dealerId, dealerId)).orderBy(goldOptions.coinCost);
    },
    async option(dealerId: string, id: string): Promise<OptionRow | undefined> {
      const [row] = await db
        .select()
        .from(goldOptions)
        .where(and(eq(goldOptions.dealerId, dealerId), eq(goldOptions.id, id)));
      return row;
    },
    async insertOption(row: typeof goldOptions.$inferInsert): Promise<OptionRow> {
      const [saved] = await db.insert(goldOptions).values(row).returning();
      return saved!;
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
