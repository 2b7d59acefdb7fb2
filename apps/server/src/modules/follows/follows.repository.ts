import type { FollowAlertSwitchChange, FollowAlertSwitches, FollowKind } from '@parking/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema/follows';

export interface FollowRow {
  kind: FollowKind;
  targetId: string;
  createdAt: Date;
  alerts: FollowAlertSwitches;
}

const f = follows;
const targetOf = (kind: FollowKind, targetId: string) =>
  kind === 'park' ? eq(f.parkId, targetId) : eq(f.stationId, targetId);

/** The follows table; every statement is the driver's own. */
export function createFollowsRepository(db: Db) {
  return {
    async ofDriver(driverId: string): Promise<FollowRow[]> {
      const rows = await db.select().from(f).where(eq(f.driverId, driverId)).orderBy(desc(f.createdAt), desc(f.id));
      return rows.map((r) => ({
        kind: r.parkId ? 'park' : 'station',
        targetId: (r.parkId ?? r.stationId)!,
        createdAt: r.createdAt,
        alerts: { availability: r.alertAvailability, price: r.alertPrice },
      }));
    },

    async has(driverId: string, kind: FollowKind, targetId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: f.id })
        .from(f)
        .where(and(eq(f.driverId, driverId), targetOf(kind, targetId)));
      return row !== undefined;
    },

    async countOf(driverId: string): Promise<number> {
      return (await db.select({ n: count() }).from(f).where(eq(f.driverId, driverId)))[0]?.n ?? 0;
    },

    /**
     * Adds a follow unless the driver already has `limit`: the driver's row is locked first, so N follows at once
     * count one after another and never pass the limit together. 'limit' | 'added' | 'already'.
     */
    async add(driverId: string, kind: FollowKind, targetId: string, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from drivers where id = ${driverId} for update`);
        const [held] = await tx.select({ n: count() }).from(f).where(eq(f.driverId, driverId));
        const existing = await tx
          .select({ id: f.id })
          .from(f)
          .where(and(eq(f.driverId, driverId), targetOf(kind, targetId)));
        if (existing.length > 0) return 'already' as const;
        if ((held?.n ?? 0) >= limit) return 'limit' as const;
        await tx.insert(f).values({ driverId, ...(kind === 'park' ? { parkId: targetId } : { stationId: targetId }) });
        return 'added' as const;
      });
    },

    /** Changes the driver's own follow's alert switches; undefined when the driver does not follow the place. */
    async setAlerts(
      driverId: string,
      kind: FollowKind,
      targetId: string,
      change: FollowAlertSwitchChange,
    ): Promise<FollowAlertSwitches | undefined> {
      const [row] = await db
        .update(f)
        .set({
          ...(change.availability === undefined ? {} : { alertAvailability: change.availability }),
          ...(change.price === undefined ? {} : { alertPrice: change.price }),
        })
        .where(and(eq(f.driverId, driverId), targetOf(kind, targetId)))
        .returning({ availability: f.alertAvailability, price: f.alertPrice });
      return row;
    },

    async remove(driverId: string, kind: FollowKind, targetId: string): Promise<void> {
      await db.delete(f).where(and(eq(f.driverId, driverId), targetOf(kind, targetId)));
    },

    async removeAllOf(driverId: string): Promise<void> {
      await db.delete(f).where(eq(f.driverId, driverId));
    },
  };
}
export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
