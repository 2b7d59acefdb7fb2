import { and, count, desc, eq, sum, type SQL } from 'drizzle-orm';
import { type CreditRuleCode } from '@parking/contracts';
import type { Db } from '../../db/client';
import { creditEvents, creditRules, sharingViolations } from '../../db/schema/sharing';
import { stayReads } from '../parking';
import { parkNamesOf } from '../parks';
import { plateReads } from '../vehicles';

export type ViolationRow = typeof sharingViolations.$inferSelect;

export type CreditEventRow = typeof creditEvents.$inferSelect;

/** Violations of a share's hours and the credit score they cost. */
export function creditOf(db: Db) {
  const violationsWhere = async (where: SQL, limit = 500) => {
    const violations = await db
      .select()
      .from(sharingViolations)
      .where(where)
      .orderBy(desc(sharingViolations.exitedAt))
      .limit(limit);
    const [names, stays] = await Promise.all([
      parkNamesOf(db)(violations.map((violation) => violation.parkId)),
      stayReads.byIds(
        db,
        violations.map((violation) => violation.stayId),
      ),
    ]);
    const states = new Map(stays.map((stay) => [stay.id, stay.state]));
    return violations.flatMap((violation) => {
      const parkName = names.get(violation.parkId);
      if (parkName === undefined) return [];
      return [{ violation, parkName, stayState: states.get(violation.stayId) ?? null }];
    });
  };
  return {
    async insertViolation(tx: Db, row: typeof sharingViolations.$inferInsert): Promise<boolean> {
      const saved = await tx
        .insert(sharingViolations)
        .values(row)
        .onConflictDoNothing({ target: sharingViolations.stayId })
        .returning({ id: sharingViolations.id });
      return saved.length > 0;
    },

    async violationOfStay(stayId: string, via: Db = db): Promise<ViolationRow | undefined> {
      const [row] = await via.select().from(sharingViolations).where(eq(sharingViolations.stayId, stayId));
      return row;
    },

    /** A driver's violations with whether their stay's fee is paid (a stay in arrears is not). */
    async violationsOf(driverId: string) {
      return violationsWhere(eq(sharingViolations.driverId, driverId));
    },

    /** A park's violations of the dealer, newest first (operators). */
    async violationsOfPark(dealerId: string, parkId: string) {
      return violationsWhere(and(eq(sharingViolations.dealerId, dealerId), eq(sharingViolations.parkId, parkId))!, 200);
    },

    /** Adds a credit event once per driver and source; false when that source already counted. */
    async addCreditEvent(via: Db, row: typeof creditEvents.$inferInsert): Promise<boolean> {
      const saved = await via
        .insert(creditEvents)
        .values(row)
        .onConflictDoNothing({ target: [creditEvents.driverId, creditEvents.source] })
        .returning({ id: creditEvents.id });
      return saved.length > 0;
    },

    async score(driverId: string, via: Db = db): Promise<{ score: number; events: number }> {
      const [row] = await via
        .select({ score: sum(creditEvents.points), events: count() })
        .from(creditEvents)
        .where(eq(creditEvents.driverId, driverId));
      return { score: Number(row?.score ?? 0), events: Number(row?.events ?? 0) };
    },

    async creditEventsOf(driverId: string): Promise<CreditEventRow[]> {
      return db
        .select()
        .from(creditEvents)
        .where(eq(creditEvents.driverId, driverId))
        .orderBy(desc(creditEvents.createdAt))
        .limit(200);
    },

    async creditEvent(driverId: string, eventId: string): Promise<CreditEventRow | undefined> {
      const [row] = await db
        .select()
        .from(creditEvents)
        .where(and(eq(creditEvents.id, eventId), eq(creditEvents.driverId, driverId)));
      return row;
    },

    /** The driver's first approved ownership certification of a plate (车辆认证), if any. */
    async firstCertification(driverId: string) {
      return plateReads.firstCertification(db, driverId);
    },

    async creditRules(dealerId: string, via: Db = db) {
      return via.select().from(creditRules).where(eq(creditRules.dealerId, dealerId));
    },

    async putCreditRule(dealerId: string, code: CreditRuleCode, points: number, title: string, now: Date) {
      const [saved] = await db
        .insert(creditRules)
        .values({ dealerId, code, points, title, updatedAt: now })
        .onConflictDoUpdate({
          target: [creditRules.dealerId, creditRules.code],
          set: { points, title, updatedAt: now },
        })
        .returning();
      return saved!;
    },
  };
}
