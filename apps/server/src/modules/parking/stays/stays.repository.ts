import { and, asc, desc, eq, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import { OPEN_SESSION_STATES } from '@parking/contracts';
import type { Db } from '../../../db/client';
import { pglitePrepared } from '../../../db/pglite-statement';
import { queryRows } from '../../../db/query-rows';
import { deviceEvents, parkingPayments, parkingSessions } from '../../../db/schema/parking';
import { plateIs } from '../../../db/plates';
import { DUPLICATE_READ_MS } from './stay-rules';
import { publish, publishMany, Topic } from '../../../events/outbox';

export type StayRow = typeof parkingSessions.$inferSelect;
export type NewStay = typeof parkingSessions.$inferInsert;
export type StayChanges = Partial<Omit<NewStay, 'id' | 'dealerId' | 'parkId' | 'createdAt'>>;
export type DeviceEventRow = typeof deviceEvents.$inferSelect;
export type PaymentRow = typeof parkingPayments.$inferSelect;

/** A vehicle as the park sees it: normalised plate and colour flag (2 yellow, 0 not). */
export interface Vehicle {
  parkId: string;
  plateNo: string;
  plateColor: number;
}

const PAYABLE_COLUMNS = {
  id: parkingSessions.id,
  dealerId: parkingSessions.dealerId,
  parkId: parkingSessions.parkId,
  feeRuleId: parkingSessions.feeRuleId,
  plateNo: parkingSessions.plateNo,
  plateColor: parkingSessions.plateColor,
  state: parkingSessions.state,
  enteredAt: parkingSessions.enteredAt,
  totalFen: parkingSessions.totalFen,
  paidFen: parkingSessions.paidFen,
  paidAt: parkingSessions.paidAt,
};
export type PayableStay = Pick<StayRow, keyof typeof PAYABLE_COLUMNS>;
const vehicleIs = (v: Vehicle) => and(eq(parkingSessions.parkId, v.parkId), ...plateIs(parkingSessions, v));

/** An exit to match: the vehicle, the latest entry it may end (`enteredBy`) and the time it was read (`at`). */
export interface DepartureAsk {
  vehicle: Vehicle;
  enteredBy: Date;
  at: Date;
}

/** What an exit may end: the vehicle's latest stay begun by `enteredBy`, and a stay it left just now (a second read). */
export interface DepartureCandidates {
  latest: StayRow | undefined;
  closed: StayRow | undefined;
}

/**
 * What each exit may end, in two statements whatever their number (they are on every exit's path, decision 098): the
 * vehicle's latest stay that had begun by `enteredBy`, under its row lock (as lockStay: the caller closes it in this
 * transaction), and its latest stay that left within DUPLICATE_READ_MS of `at` (a second read of a car that just
 * left). The first statement finds and locks them, the second reads the rows.
 */
async function departureCandidates(db: Db, asks: readonly DepartureAsk[]): Promise<DepartureCandidates[]> {
  if (asks.length === 0) return [];
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const wanted = sql.join(
    asks.map(
      (a, i) =>
        sql`(${i}::int, ${a.vehicle.parkId}::uuid, ${a.vehicle.plateNo}::text, ${a.vehicle.plateColor}::int, ${at(a.enteredBy)}, ${at(new Date(a.at.getTime() - DUPLICATE_READ_MS))}, ${at(new Date(a.at.getTime() + DUPLICATE_READ_MS))})`,
    ),
    sql`, `,
  );
  const found = await queryRows<{ i: number; id: string; which: 'latest' | 'closed' }>(
    db,
    sql`with a(i, park_id, plate_no, plate_color, entered_by, left_from, left_to) as (values ${wanted})
        select a.i, s.id, 'latest' as which from a cross join lateral (
          select id from parking_sessions
          where park_id = a.park_id and plate_no = a.plate_no and plate_color = a.plate_color and entered_at <= a.entered_by
          order by entered_at desc limit 1 for update
        ) s
        union all
        select a.i, s.id, 'closed' from a cross join lateral (
          select id from parking_sessions
          where park_id = a.park_id and plate_no = a.plate_no and plate_color = a.plate_color
            and exited_at >= a.left_from and exited_at <= a.left_to
          order by exited_at desc limit 1
        ) s`,
  );
  const ids = [...new Set(found.map((f) => f.id))];
  const rows = ids.length > 0 ? await db.select().from(parkingSessions).where(inArray(parkingSessions.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const of = (i: number, which: 'latest' | 'closed') => {
    const hit = found.find((f) => Number(f.i) === i && f.which === which);
    return hit ? byId.get(hit.id) : undefined;
  };
  return asks.map((_, i) => ({ latest: of(i, 'latest'), closed: of(i, 'closed') }));
}

/** A stay's changes, for `updateStays`: the stay as read under its row lock in this transaction, and what changes. */
export interface StayUpdate {
  stay: StayRow;
  changes: StayChanges;
}

/**
 * Writes each stay's changes: one statement for all the stays whose changes name the same columns (a batch of exits
 * writes at most three shapes: held, left, arrears), then one outbox statement for those whose state changed. The
 * rows are locked by the caller, so each is what was read with its changes (no trigger writes this table).
 */
async function updateStays(db: Db, updates: readonly StayUpdate[], at: Date): Promise<StayRow[]> {
  const columns = getTableColumns(parkingSessions);
  const typed = (name: keyof typeof columns, value: unknown) =>
    sql`${sql.param(value, columns[name])}::${sql.raw(columns[name].getSQLType())}`;
  const shapes = new Map<string, { names: (keyof StayChanges)[]; group: StayUpdate[] }>();
  for (const u of updates) {
    // As drizzle's set(): a key given as undefined is left alone.
    const names = (Object.keys(u.changes) as (keyof StayChanges)[]).filter((n) => u.changes[n] !== undefined).sort();
    const shape = shapes.get(names.join()) ?? { names, group: [] };
    shape.group.push(u);
    shapes.set(names.join(), shape);
  }
  for (const { names, group } of shapes.values()) {
    const column = (n: keyof StayChanges) => sql.identifier(columns[n].name);
    const rows = group.map(
      (u) => sql`(${sql.join([typed('id', u.stay.id), ...names.map((n) => typed(n, u.changes[n]))], sql`, `)})`,
    );
    const set = [...names.map((n) => sql`${column(n)} = v.${column(n)}`), sql`updated_at = ${typed('updatedAt', at)}`];
    const written = await queryRows<{ id: string }>(
      db,
      sql`update parking_sessions s set ${sql.join(set, sql`, `)}
          from (values ${sql.join(rows, sql`, `)}) as v(id${sql.join(names.map((n) => sql`, ${column(n)}`))})
          where s.id = v.id returning s.id`,
    );
    if (written.length !== group.length) throw new Error('a stay vanished while being updated');
  }
  const updated = updates.map((u) => ({
    ...u.stay,
    ...Object.fromEntries(Object.entries(u.changes).filter(([, v]) => v !== undefined)),
    updatedAt: at,
  }));
  // A state change (left, arrears…) is heard by the pages watching the stay (the gate result page).
  await publishMany(
    db,
    updated
      .filter((_, i) => updates[i]!.changes.state)
      .map((stay) => ({ topic: Topic.PARKING_SESSION, dealerId: stay.dealerId, subject: stay.id })),
  );
  return updated;
}

/** Whether one of `plateNos` was inside the park at `at`. */
interface InsideAsk {
  parkId: string;
  plateNos: readonly string[];
  at: Date;
}

/** For each ask, whether one of its plates was inside its park at its `at`, in one statement; none for no plates. */
async function anyInsideAtEach(db: Db, asks: readonly InsideAsk[]): Promise<boolean[]> {
  const pairs = asks.flatMap((ask, i) =>
    ask.plateNos.map(
      (plateNo) => sql`(${i}::integer, ${ask.parkId}::uuid, ${plateNo}::text, ${ask.at.toISOString()}::timestamptz)`,
    ),
  );
  if (pairs.length === 0) return asks.map(() => false);
  const rows = await queryRows<{ i: number }>(
    db,
    sql`select distinct q.i from (values ${sql.join(pairs, sql`, `)}) as q(i, park_id, plate_no, at)
      where exists (select 1 from ${parkingSessions}
        where ${parkingSessions.parkId} = q.park_id and ${parkingSessions.plateNo} = q.plate_no
          and ${parkingSessions.enteredAt} < q.at
          and (${parkingSessions.exitedAt} is null or ${parkingSessions.exitedAt} > q.at)
          and ${parkingSessions.state} <> 'abnormal')`,
  );
  const inside = new Set(rows.map((r) => Number(r.i)));
  return asks.map((_, i) => inside.has(i));
}

/**
 * Serialises all work on each vehicle until the transaction ends (PostgreSQL advisory locks, taken in key order so two
 * transactions locking several never wait on each other in a circle).
 */
async function lockVehicles(db: Db, vehicles: readonly Vehicle[]): Promise<void> {
  if (vehicles.length === 0) return;
  const keys = [...new Set(vehicles.map((v) => `${v.parkId}|${v.plateNo}|${v.plateColor}`))];
  await db.execute(
    sql`select pg_advisory_xact_lock(k) from (
          select distinct hashtextextended(key, 0) as k from unnest(array[${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[]) as key
        ) keys order by k`,
  );
}

/** Stays, device events and applied payments. Write methods run inside the caller's transaction (pass `tx`). */
export function createStaysRepository(db: Db) {
  const payableQuery = () =>
    db
      .select(PAYABLE_COLUMNS)
      .from(parkingSessions)
      .where(
        and(
          eq(parkingSessions.dealerId, sql.placeholder('dealerId')),
          eq(parkingSessions.plateNo, sql.placeholder('plateNo')),
          inArray(parkingSessions.state, ['parked', 'awaitingPayment', 'arrears']),
          eq(parkingSessions.plateColor, sql.placeholder('plateColor')),
        ),
      )
      .orderBy(asc(parkingSessions.enteredAt));
  // Built once per repository: the lookup runs it on every request, and building its SQL is a tenth of its cost;
  // on PGlite it is also planned once (pglite-statement.ts), which is most of the rest.
  let payable: ReturnType<typeof preparePayable> | undefined;
  const preparePayable = () => payableQuery().prepare('parking_payable_stays');
  const payableOnPglite = pglitePrepared<PayableStay>(
    db,
    'parking_payable_stays',
    payableQuery(),
    Object.keys(PAYABLE_COLUMNS),
  );

  return {
    /**
     * Serialises all work on one vehicle in one park until the transaction ends (PostgreSQL advisory lock; PGlite
     * runs one transaction at a time anyway). Two cameras reading the same car at once cannot both open a stay.
     */
    lockVehicle: (v: Vehicle) => lockVehicles(db, [v]),
    lockVehicles: (vs: readonly Vehicle[]) => lockVehicles(db, vs),

    /** Serialises work on one stay (payments, driver actions) with a row lock. */
    async lockStay(id: string): Promise<StayRow | undefined> {
      const [row] = await db.select().from(parkingSessions).where(eq(parkingSessions.id, id)).for('update');
      return row;
    },

    /** Stays by id under their row locks, taken in id order (the money path's lock order, decision 099). */
    async lockStays(ids: readonly string[]): Promise<StayRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(parkingSessions)
        .where(inArray(parkingSessions.id, [...ids]))
        .orderBy(asc(parkingSessions.id))
        .for('update');
    },

    async stay(id: string): Promise<StayRow | undefined> {
      const [row] = await db.select().from(parkingSessions).where(eq(parkingSessions.id, id));
      return row;
    },

    async event(deviceId: string, eventId: string): Promise<DeviceEventRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceEvents)
        .where(and(eq(deviceEvents.deviceId, deviceId), eq(deviceEvents.eventId, eventId)));
      return row;
    },

    /**
     * Records events once: how many were written (an event whose device's event id is recorded already is not; the
     * caller rolls back then).
     */
    async insertEvents(values: (typeof deviceEvents.$inferInsert)[]): Promise<number> {
      if (values.length === 0) return 0;
      const inserted = await db
        .insert(deviceEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ eventId: deviceEvents.eventId });
      return inserted.length;
    },

    async pairExitEvent(deviceId: string, eventId: string, sessionId: string): Promise<void> {
      await db
        .update(deviceEvents)
        .set({ sessionId })
        .where(and(eq(deviceEvents.deviceId, deviceId), eq(deviceEvents.eventId, eventId)));
    },

    async openStay(v: Vehicle): Promise<StayRow | undefined> {
      const [row] = await db
        .select()
        .from(parkingSessions)
        .where(and(vehicleIs(v), inArray(parkingSessions.state, OPEN_SESSION_STATES)));
      return row;
    },

    async openStayAtBerth(berthId: string): Promise<StayRow | undefined> {
      const [row] = await db
        .select()
        .from(parkingSessions)
        .where(and(eq(parkingSessions.berthId, berthId), inArray(parkingSessions.state, OPEN_SESSION_STATES)));
      return row;
    },

    /** Exits of the vehicle that found no entry and are still waiting for one, oldest first. */
    async unmatchedExits(v: Vehicle) {
      return db
        .select({ deviceId: deviceEvents.deviceId, eventId: deviceEvents.eventId, occurredAt: deviceEvents.occurredAt })
        .from(deviceEvents)
        .where(
          and(
            eq(deviceEvents.parkId, v.parkId),
            ...plateIs(deviceEvents, v),
            eq(deviceEvents.outcome, 'noEntryRecord'),
            isNull(deviceEvents.sessionId),
          ),
        )
        .orderBy(asc(deviceEvents.occurredAt));
    },

    /** The vehicle's latest stay that had begun by `at` (whatever its state). */
    async latestStayEnteredBy(v: Vehicle, at: Date): Promise<StayRow | undefined> {
      const [row] = await db
        .select()
        .from(parkingSessions)
        .where(and(vehicleIs(v), lte(parkingSessions.enteredAt, at)))
        .orderBy(desc(parkingSessions.enteredAt))
        .limit(1);
      return row;
    },

    departureCandidates: (asks: readonly DepartureAsk[]) => departureCandidates(db, asks),

    async insertStay(values: NewStay): Promise<StayRow> {
      const [row] = await db.insert(parkingSessions).values(values).returning();
      // An entry takes a space: followers' availability alerts see the park fill up (decision 059).
      await publish(db, { topic: Topic.PARKING_SESSION, dealerId: row!.dealerId, subject: row!.id });
      return row!;
    },

    /** Changes of stays locked and read in this transaction (a batch of exits). */
    updateStays: (updates: readonly StayUpdate[], at: Date) => updateStays(db, updates, at),

    async updateStay(id: string, changes: StayChanges, at: Date): Promise<StayRow> {
      const [row] = await db
        .update(parkingSessions)
        .set({ ...changes, updatedAt: at })
        .where(eq(parkingSessions.id, id))
        .returning();
      if (!row) throw new Error(`stay ${id} vanished while being updated`);
      // A state change (left, arrears…) is heard by the pages watching the stay (the gate result page).
      if (changes.state) await publish(db, { topic: Topic.PARKING_SESSION, dealerId: row.dealerId, subject: row.id });
      return row;
    },

    async payment(paymentRef: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(parkingPayments).where(eq(parkingPayments.paymentRef, paymentRef));
      return row;
    },

    async insertPayment(values: typeof parkingPayments.$inferInsert): Promise<void> {
      await db.insert(parkingPayments).values(values);
    },

    /** Payments applied to stays, one statement for all. */
    async insertPayments(values: (typeof parkingPayments.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(parkingPayments).values(values);
    },

    async paymentsOf(sessionId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(parkingPayments)
        .where(eq(parkingPayments.sessionId, sessionId))
        .orderBy(asc(parkingPayments.paidAt));
    },

    /** The stays of a plate in a dealer's parks that may owe money, oldest first (the partial index serves it). */
    async payableStays(dealerId: string, plateNo: string, plateColor: number): Promise<StayRow[]> {
      return db
        .select()
        .from(parkingSessions)
        .where(
          and(
            eq(parkingSessions.dealerId, dealerId),
            eq(parkingSessions.plateNo, plateNo),
            inArray(parkingSessions.state, ['parked', 'awaitingPayment', 'arrears']),
            eq(parkingSessions.plateColor, plateColor),
          ),
        )
        .orderBy(asc(parkingSessions.enteredAt));
    },

    /**
     * payableStays for the plate lookup, the hottest query of the product: prepared once, and only the columns
     * pricing reads.
     */
    async lookupCandidates(dealerId: string, plateNo: string, plateColor: number): Promise<PayableStay[]> {
      if (payableOnPglite) return payableOnPglite({ dealerId, plateNo, plateColor });
      payable ??= preparePayable();
      return payable.execute({ dealerId, plateNo, plateColor });
    },

    /** Cars in a park now, the earliest arrivals first. */
    async openStaysOfPark(parkId: string, limit: number): Promise<StayRow[]> {
      return db
        .select()
        .from(parkingSessions)
        .where(and(eq(parkingSessions.parkId, parkId), inArray(parkingSessions.state, OPEN_SESSION_STATES)))
        .orderBy(asc(parkingSessions.enteredAt))
        .limit(limit);
    },

    /**
     * Whether one of `plateNos` was inside the park at `at`: entered before it and not yet gone (monthly plans
     * shared by several plates cover one car at a time). Abnormal stays do not count.
     */
    async anyInsideAt(parkId: string, plateNos: string[], at: Date): Promise<boolean> {
      const [inside] = await anyInsideAtEach(db, [{ parkId, plateNos, at }]);
      return inside!;
    },

    /** `anyInsideAt` for many asks in one statement (a batch of exits, decision 098): one answer per ask, in order. */
    anyInsideAtEach: (asks: readonly InsideAsk[]) => anyInsideAtEach(db, asks),

    /** The car waiting at an exit lane for payment (scan-to-pay at the lane), the most recent one first. */
    async heldAtLane(laneId: string): Promise<StayRow | undefined> {
      const [row] = await db
        .select()
        .from(parkingSessions)
        .where(and(eq(parkingSessions.exitLaneId, laneId), eq(parkingSessions.state, 'awaitingPayment')))
        .orderBy(desc(parkingSessions.heldAt))
        .limit(1);
      return row;
    },
  };
}
export type StaysRepository = ReturnType<typeof createStaysRepository>;
