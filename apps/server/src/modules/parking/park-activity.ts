import { and, eq, gte, inArray, like, or, sql } from 'drizzle-orm';
import { OPEN_SESSION_STATES } from '@parking/contracts';
import type { Db } from '../../db/client';
import { parkingPayments, parkingSessions } from '../../db/schema/parking';

/** What happened at a park: cars in it now, the last hour's entries and exits, payments received since a time. */
export interface ParkActivity {
  occupied: number;
  entries: number;
  exits: number;
  revenueFen: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The parking module's port for the live board (decision 085): activity per park, and which parks an outbox event
 * of this module's (a stay) or of payments (an order paying stays) concerns.
 */
export function createParkActivity(db: Db) {
  const open = inArray(parkingSessions.state, [...OPEN_SESSION_STATES]);
  return {
    async activity(parkIds: readonly string[], since: { hour: Date; day: Date }): Promise<Map<string, ParkActivity>> {
      const out = new Map<string, ParkActivity>(
        parkIds.map((id) => [id, { occupied: 0, entries: 0, exits: 0, revenueFen: 0 }]),
      );
      if (parkIds.length === 0) return out;
      const stays = await db
        .select({
          parkId: parkingSessions.parkId,
          occupied: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
          entries: sql<number>`count(*) filter (where ${parkingSessions.enteredAt} >= ${at(since.hour)})`.mapWith(
            Number,
          ),
          exits: sql<number>`count(*) filter (where ${parkingSessions.exitedAt} >= ${at(since.hour)})`.mapWith(Number),
        })
        .from(parkingSessions)
        .where(
          and(
            inArray(parkingSessions.parkId, [...parkIds]),
            or(open, gte(parkingSessions.enteredAt, since.hour), gte(parkingSessions.exitedAt, since.hour)),
          ),
        )
        .groupBy(parkingSessions.parkId);
      const revenue = await db
        .select({
          parkId: parkingSessions.parkId,
          fen: sql<number>`coalesce(sum(${parkingPayments.amountFen}), 0)`.mapWith(Number),
        })
        .from(parkingPayments)
        .innerJoin(parkingSessions, eq(parkingSessions.id, parkingPayments.sessionId))
        .where(and(inArray(parkingSessions.parkId, [...parkIds]), gte(parkingPayments.paidAt, since.day)))
        .groupBy(parkingSessions.parkId);
      for (const { parkId, ...counts } of stays) Object.assign(out.get(parkId)!, counts);
      for (const row of revenue) out.get(row.parkId)!.revenueFen = row.fen;
      return out;
    },

    /** The park of a stay (a parking.session event). */
    async parkOfStay(stayId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ parkId: parkingSessions.parkId })
        .from(parkingSessions)
        .where(eq(parkingSessions.id, stayId));
      return row?.parkId;
    },

    /** The parks whose stays a payment order paid (a payment.order event; none for a recharge or a charge). */
    async parksOfOrder(orderNo: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ parkId: parkingSessions.parkId })
        .from(parkingPayments)
        .innerJoin(parkingSessions, eq(parkingSessions.id, parkingPayments.sessionId))
        .where(like(parkingPayments.paymentRef, `${orderNo.replace(/[%_\\]/g, '\\$&')}:%`));
      return rows.map((r) => r.parkId);
    },
  };
}
export type ParkActivityPort = ReturnType<typeof createParkActivity>;
