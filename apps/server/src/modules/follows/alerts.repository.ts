import type { FollowAlertKind, FollowKind } from '@parking/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import { followAlerts, followPlaceStates, follows } from '../../db/schema/follows';
import type { PlaceFacts } from './alert-rules';

const a = followAlerts;
const s = followPlaceStates;

export interface AlertDraft {
  kind: FollowAlertKind;
  targetKind: FollowKind;
  targetId: string;
  dealerId: string;
  name: string;
  text: string;
  hourBucket: string;
  at: Date;
}

/** An agent's answer to tell the ticket's driver about (`bucket`: `reply:<ticket event id>`, once per answer). */
export interface TicketAlertDraft {
  driverId: string;
  dealerId: string;
  ticketId: string;
  name: string;
  text: string;
  bucket: string;
  at: Date;
}

/** Follow alerts and the last seen state of followed places (decision 059). */
export function createAlertsRepository(db: Db) {
  return {
    /** Whether anyone follows the place (most parking events are of places nobody follows: nothing more to do). */
    async followed(kind: FollowKind, targetId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: follows.id })
        .from(follows)
        .where(kind === 'park' ? eq(follows.parkId, targetId) : eq(follows.stationId, targetId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A new follow's starting point: what the place looks like now. A row kept up to date by events for other
     * followers stays as it is (a change on its way is still judged against it); a row nobody else follows has not
     * been kept up to date since its last follower left, so the new follower's view replaces it.
     */
    async remember(kind: FollowKind, targetId: string, facts: PlaceFacts, at: Date): Promise<void> {
      const target = kind === 'park' ? follows.parkId : follows.stationId;
      const values = { freeNum: facts.freeNum, priceText: facts.priceText, updatedAt: at };
      await db
        .insert(s)
        .values({ targetKind: kind, targetId, ...values })
        .onConflictDoUpdate({
          target: [s.targetKind, s.targetId],
          set: values,
          setWhere: sql`(select count(*) from ${follows} where ${target} = ${targetId}) <= 1`,
        });
    },

    /**
     * The place's last seen state, locked until `tx` ends, and replaced by `facts`: handlers of the same place run
     * one after another, and each judges the change against what the one before saw.
     */
    async swapState(tx: Db, kind: FollowKind, targetId: string, facts: PlaceFacts, at: Date) {
      const [before] = await tx
        .select({ freeNum: s.freeNum, priceText: s.priceText })
        .from(s)
        .where(and(eq(s.targetKind, kind), eq(s.targetId, targetId)))
        .for('update');
      const values = { freeNum: facts.freeNum, priceText: facts.priceText, updatedAt: at };
      await tx
        .insert(s)
        .values({ targetKind: kind, targetId, ...values })
        .onConflictDoUpdate({ target: [s.targetKind, s.targetId], set: values });
      return before;
    },

    /**
     * One alert for every follower of the place of the place's dealer whose switch for this kind is on, unless they
     * already have one of this kind for this place in this hour. Answers how many were written.
     */
    async fanOut(tx: Db, d: AlertDraft): Promise<number> {
      const switchOn = d.kind === 'availability' ? sql`f.alert_availability` : sql`f.alert_price`;
      const target = d.targetKind === 'park' ? sql`f.park_id` : sql`f.station_id`;
      const written = await queryRows<{ id: string }>(
        tx,
        sql`
        insert into follow_alerts (driver_id, dealer_id, kind, target_kind, target_id, name, text, hour_bucket, created_at)
        select f.driver_id, ${d.dealerId}, ${d.kind}, ${d.targetKind}, ${d.targetId}, ${d.name}, ${d.text},
               ${d.hourBucket}, ${d.at.toISOString()}::timestamptz
        from follows f join drivers dr on dr.id = f.driver_id
        where ${target} = ${d.targetId} and ${switchOn} and dr.dealer_id = ${d.dealerId}
        on conflict (driver_id, kind, target_id, hour_bucket) do nothing
        returning id`,
      );
      return written.length;
    },

    /**
     * One alert for one driver (an agent's answer to their ticket, decision 088 amended), in `tx`; none when the same
     * one (driver, kind, target, bucket) was written before. Answers whether it was written.
     */
    async notify(tx: Db, d: TicketAlertDraft): Promise<boolean> {
      const written = await tx
        .insert(a)
        .values({
          driverId: d.driverId,
          dealerId: d.dealerId,
          kind: 'ticketReply',
          targetKind: 'ticket',
          targetId: d.ticketId,
          name: d.name,
          text: d.text,
          hourBucket: d.bucket,
          createdAt: d.at,
        })
        .onConflictDoNothing()
        .returning({ id: a.id });
      return written.length > 0;
    },

    /** The latest alert about a ticket: when, and whether its driver read it. */
    async latestOfTicket(ticketId: string): Promise<{ createdAt: Date; readAt: Date | null } | undefined> {
      const [row] = await db
        .select({ createdAt: a.createdAt, readAt: a.readAt })
        .from(a)
        .where(and(eq(a.targetKind, 'ticket'), eq(a.targetId, ticketId)))
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(1);
      return row;
    },

    async page(driverId: string, pageNo: number, pageSize: number) {
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(a)
          .where(eq(a.driverId, driverId))
          .orderBy(desc(a.createdAt), desc(a.id))
          .limit(pageSize)
          .offset(offsetOf({ pageNo, pageSize })),
        db.select({ n: count() }).from(a).where(eq(a.driverId, driverId)),
        db
          .select({ n: count() })
          .from(a)
          .where(and(eq(a.driverId, driverId), isNull(a.readAt))),
      ]);
      return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
    },

    /**
     * Marks the driver's own alerts read (the listed ones, or all); another driver's ids change nothing. Answers the
     * unread count left and the tickets whose alerts were just read (the service desk shows 车主已读).
     */
    async markRead(driverId: string, ids: number[] | undefined, at: Date, tx: Db = db) {
      const read = await tx
        .update(a)
        .set({ readAt: at })
        .where(and(eq(a.driverId, driverId), isNull(a.readAt), ids ? inArray(a.id, ids) : undefined))
        .returning({ targetKind: a.targetKind, targetId: a.targetId, dealerId: a.dealerId });
      const tickets = read.filter((r) => r.targetKind === 'ticket');
      const [unread] = await tx
        .select({ n: count() })
        .from(a)
        .where(and(eq(a.driverId, driverId), isNull(a.readAt)));
      return { unread: unread?.n ?? 0, tickets };
    },

    async removeAllOf(driverId: string): Promise<void> {
      await db.delete(a).where(eq(a.driverId, driverId));
    },
  };
}
export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
