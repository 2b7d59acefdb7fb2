import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PayChannel, StayFilterState } from '@parking/contracts';
import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema/audit';
import { couponTemplates, coupons } from '../../db/schema/coupons';
import { invoiceBills, invoices } from '../../db/schema/invoices';
import { parkingPayments, parkingSessions } from '../../db/schema/parking';
import { lanes, parks } from '../../db/schema/parks';
import { paymentOrderBills, paymentOrders, paymentRefunds } from '../../db/schema/payments';
import { arrearsReminders, arrearsWriteOffs, stayCorrections } from '../../db/schema/stays-desk';
import { supportTickets } from '../../db/schema/support';

export type StayRow = typeof parkingSessions.$inferSelect;
export type CorrectionRow = typeof stayCorrections.$inferSelect;
export type WriteOffRow = typeof arrearsWriteOffs.$inferSelect;

/** Where the next page starts: the last row's entry time and id (keyset paging, decision 091). */
export interface Cursor {
  at: Date;
  id: string;
}
export interface StaysFilter {
  dealerId: string;
  /** Park-scoped operators: only these parks. */
  parkIds?: readonly string[] | undefined;
  plate?: string | undefined;
  /** A whole plate: equality (the plate index); else a part: contains. */
  wholePlate?: boolean;
  parkId?: string | undefined;
  laneId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  state?: StayFilterState | undefined;
  channel?: number | undefined;
}

const s = parkingSessions;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The parks a search is held to (the operator's, or one) and its plate, whole (equality) or a part (contains). */
function parkAndPlateWhere(f: Pick<StaysFilter, 'parkIds' | 'parkId' | 'plate' | 'wholePlate'>) {
  return [
    f.parkIds ? inArray(s.parkId, [...f.parkIds]) : undefined,
    f.parkId ? eq(s.parkId, f.parkId) : undefined,
    f.plate
      ? f.wholePlate
        ? eq(s.plateNo, f.plate)
        : sql`${s.plateNo} like ${`%${likeEscaped(f.plate)}%`}`
      : undefined,
  ];
}

function stateWhere(db: Db, state: StayFilterState | undefined): SQL | undefined {
  switch (state) {
    case 'inPark':
      return inArray(s.state, ['parked', 'awaitingPayment']);
    case 'left':
      return eq(s.state, 'left');
    case 'paid':
      return sql`${s.paidFen} > 0`;
    case 'owed':
      return eq(s.state, 'arrears');
    case 'appealed':
      return inArray(
        s.id,
        db
          .select({ id: sql<string>`${supportTickets.sessionId}` })
          .from(supportTickets)
          .where(eq(supportTickets.kind, 'appeal')),
      );
    default:
      return undefined;
  }
}

/** What is attached to a stay, for its detail: refunds, coupons, invoices, tickets and its audit trail. */
function createStayAttachments(db: Db) {
  return {
    async refunds(sessionId: string) {
      return db
        .select({
          id: paymentRefunds.id,
          orderNo: paymentOrders.orderNo,
          amountFen: paymentRefunds.amountFen,
          state: paymentRefunds.state,
          at: paymentRefunds.createdAt,
        })
        .from(paymentRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
        .innerJoin(paymentOrderBills, eq(paymentOrderBills.orderId, paymentOrders.id))
        .where(eq(paymentOrderBills.sessionId, sessionId))
        .orderBy(asc(paymentRefunds.createdAt));
    },

    async coupons(sessionId: string) {
      return db
        .select({ id: coupons.id, name: couponTemplates.name, state: coupons.state })
        .from(coupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
        .where(eq(coupons.sessionId, sessionId));
    },

    async invoices(sessionId: string) {
      return db
        .select({ id: invoices.id, state: invoices.state, amountFen: invoiceBills.amountFen })
        .from(invoiceBills)
        .innerJoin(invoices, eq(invoices.id, invoiceBills.invoiceId))
        .innerJoin(paymentOrders, eq(paymentOrders.orderNo, invoiceBills.orderNo))
        .innerJoin(paymentOrderBills, eq(paymentOrderBills.orderId, paymentOrders.id))
        .where(and(eq(paymentOrderBills.sessionId, sessionId), eq(invoiceBills.active, true)));
    },

    async tickets(sessionId: string) {
      return db
        .select({
          id: supportTickets.id,
          seq: supportTickets.seq,
          kind: supportTickets.kind,
          state: supportTickets.state,
          decision: supportTickets.decision,
        })
        .from(supportTickets)
        .where(eq(supportTickets.sessionId, sessionId))
        .orderBy(asc(supportTickets.seq));
    },

    async audit(dealerId: string, sessionId: string) {
      return db
        .select()
        .from(operatorAudit)
        .where(
          and(
            eq(operatorAudit.dealerId, dealerId),
            eq(operatorAudit.objectType, 'stay'),
            eq(operatorAudit.objectId, sessionId),
          ),
        )
        .orderBy(desc(operatorAudit.id))
        .limit(100);
    },
  };
}

/** The desk's reads and writes on stays; write methods run in the caller's transaction (pass `tx`). */
export function createStaysDeskRepository(db: Db) {
  return {
    /** A keyset page of stays, newest entry first; one row more than `limit` tells there is a next page. */
    async search(f: StaysFilter, cursor: Cursor | undefined, limit: number) {
      const where = and(
        eq(s.dealerId, f.dealerId),
        ...parkAndPlateWhere(f),
        f.laneId ? or(eq(s.entryLaneId, f.laneId), eq(s.exitLaneId, f.laneId)) : undefined,
        f.from ? gte(s.enteredAt, f.from) : undefined,
        f.to ? lte(s.enteredAt, f.to) : undefined,
        stateWhere(db, f.state),
        f.channel !== undefined
          ? inArray(
              s.id,
              db
                .select({ id: sql<string>`${parkingPayments.sessionId}` })
                .from(parkingPayments)
                .where(eq(parkingPayments.channel, f.channel as PayChannel)),
            )
          : undefined,
        cursor
          ? sql`(${s.enteredAt}, ${s.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      );
      return (
        db
          .select({ stay: s, parkName: parks.name })
          .from(s)
          .innerJoin(parks, eq(parks.id, s.parkId))
          .where(where)
          // `nulls last` as the indexes are declared (drizzle's `.desc()`): a plain `desc` means nulls first, which an
          // index in the other order cannot serve, and the dealer's newest page sorted every stay (0.5 s at 1 M).
          .orderBy(sql`${s.enteredAt} desc nulls last`, sql`${s.id} desc nulls last`)
          .limit(limit + 1)
      );
    },

    async laneNames(ids: (string | null)[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db.select({ id: lanes.id, name: lanes.name }).from(lanes).where(inArray(lanes.id, wanted));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async stayOfDealer(dealerId: string, id: string) {
      const [row] = await db
        .select({ stay: s, parkName: parks.name })
        .from(s)
        .innerJoin(parks, eq(parks.id, s.parkId))
        .where(and(eq(s.id, id), eq(s.dealerId, dealerId)));
      return row;
    },

    async payments(sessionId: string) {
      return db
        .select()
        .from(parkingPayments)
        .where(eq(parkingPayments.sessionId, sessionId))
        .orderBy(asc(parkingPayments.paidAt));
    },

    ...createStayAttachments(db),

    async corrections(sessionId: string): Promise<CorrectionRow[]> {
      return db
        .select()
        .from(stayCorrections)
        .where(eq(stayCorrections.sessionId, sessionId))
        .orderBy(asc(stayCorrections.createdAt));
    },

    async insertCorrection(values: typeof stayCorrections.$inferInsert): Promise<void> {
      await db.insert(stayCorrections).values(values);
    },

    // -- arrears ---------------------------------------------------------------------------------------------------

    arrearsWhere(
      f: Pick<StaysFilter, 'dealerId' | 'parkIds' | 'parkId' | 'plate' | 'wholePlate'> & { plateColor?: number },
    ) {
      return and(
        eq(s.dealerId, f.dealerId),
        eq(s.state, 'arrears'),
        ...parkAndPlateWhere(f),
        f.plateColor !== undefined ? eq(s.plateColor, f.plateColor) : undefined,
      )!;
    },

    /** Arrears oldest first (keyset on arrearsAt, id). */
    async arrears(where: SQL, cursor: Cursor | undefined, limit: number) {
      return db
        .select({
          stay: s,
          parkName: parks.name,
          pending: sql<boolean>`exists (select 1 from ${arrearsWriteOffs} where ${arrearsWriteOffs.sessionId} = ${s.id} and ${arrearsWriteOffs.state} = 'pending')`,
        })
        .from(s)
        .innerJoin(parks, eq(parks.id, s.parkId))
        .where(
          and(
            where,
            cursor
              ? sql`(${s.arrearsAt}, ${s.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(s.arrearsAt), asc(s.id))
        .limit(limit + 1);
    },

    async arrearsTotals(where: SQL) {
      const [row] = await db
        .select({
          stays: sql<number>`count(*)::int`,
          plates: sql<number>`count(distinct (${s.plateNo}, ${s.plateColor}))::int`,
          owedFen: sql<number>`coalesce(sum(greatest(0, coalesce(${s.totalFen}, 0) - ${s.paidFen})), 0)::bigint`,
        })
        .from(s)
        .where(where);
      return { stays: Number(row?.stays ?? 0), plates: Number(row?.plates ?? 0), owedFen: Number(row?.owedFen ?? 0) };
    },

    async insertReminder(values: typeof arrearsReminders.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(arrearsReminders)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: arrearsReminders.id });
      return rows.length > 0;
    },

    async writeOff(dealerId: string, id: string): Promise<WriteOffRow | undefined> {
      const [row] = await db
        .select()
        .from(arrearsWriteOffs)
        .where(and(eq(arrearsWriteOffs.id, id), eq(arrearsWriteOffs.dealerId, dealerId)))
        .for('update');
      return row;
    },

    async writeOffs(dealerId: string, parkIds: readonly string[] | undefined, state?: string) {
      return db
        .select({ w: arrearsWriteOffs, plateNo: s.plateNo })
        .from(arrearsWriteOffs)
        .innerJoin(s, eq(s.id, arrearsWriteOffs.sessionId))
        .where(
          and(
            eq(arrearsWriteOffs.dealerId, dealerId),
            parkIds ? inArray(arrearsWriteOffs.parkId, [...parkIds]) : undefined,
            state ? eq(arrearsWriteOffs.state, state) : undefined,
          ),
        )
        .orderBy(desc(arrearsWriteOffs.requestedAt))
        .limit(200);
    },

    async writeOffsOfStay(sessionId: string) {
      return db
        .select({ w: arrearsWriteOffs, plateNo: s.plateNo })
        .from(arrearsWriteOffs)
        .innerJoin(s, eq(s.id, arrearsWriteOffs.sessionId))
        .where(eq(arrearsWriteOffs.sessionId, sessionId))
        .orderBy(desc(arrearsWriteOffs.requestedAt));
    },

    async insertWriteOff(values: typeof arrearsWriteOffs.$inferInsert): Promise<WriteOffRow> {
      const [row] = await db.insert(arrearsWriteOffs).values(values).returning();
      return row!;
    },

    async updateWriteOff(id: string, values: Partial<typeof arrearsWriteOffs.$inferInsert>): Promise<WriteOffRow> {
      const [row] = await db.update(arrearsWriteOffs).set(values).where(eq(arrearsWriteOffs.id, id)).returning();
      return row!;
    },
  };
}
export type StaysDeskRepository = ReturnType<typeof createStaysDeskRepository>;
