import { and, count, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { HOLDING_STATES, type BookingState } from '@parking/contracts';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { bookings, bookPackages, parkingLocks } from '../../db/schema/bookings';
import { plateIs } from '../../db/plates';
import { stayPayments, stayReads } from '../parking';
import { parkNamesOf } from '../parks';

export type BookingRow = typeof bookings.$inferSelect;
export type PackageRow = typeof bookPackages.$inferSelect;
export type BookingWithPlace = BookingRow & { parkName: string; spaceCode: string; berthType: PackageRow['berthType'] };

const holding = inArray(bookings.state, [...HOLDING_STATES]);
/** A holding booking whose window overlaps [from, to) (half-open: one ending as the other starts does not). */
const holdingOver = (from: Date, to: Date) => [holding, lt(bookings.startAt, to), gt(bookings.endAt, from)];

/** Bookings and booking packages. */
export function createBookingsRepository(db: Db) {
  const withPlace = () =>
    db
      .select({ booking: bookings, spaceCode: parkingLocks.spaceCode, berthType: parkingLocks.berthType })
      .from(bookings)
      .innerJoin(parkingLocks, eq(parkingLocks.id, bookings.lockId));
  type Joined = { booking: BookingRow; spaceCode: string; berthType: PackageRow['berthType'] };
  /** The rows with their park's name (parks' port), in their order; a booking whose park is gone is left out. */
  const placed = async (rows: Joined[]): Promise<BookingWithPlace[]> => {
    const names = await parkNamesOf(db)(rows.map((r) => r.booking.parkId));
    return rows.flatMap((r) => {
      const parkName = names.get(r.booking.parkId);
      return parkName === undefined ? [] : [{ ...r.booking, parkName, spaceCode: r.spaceCode, berthType: r.berthType }];
    });
  };

  return {
    packagesOf: (parkId: string): Promise<PackageRow[]> =>
      db.select().from(bookPackages).where(eq(bookPackages.parkId, parkId)).orderBy(bookPackages.berthType),

    async package(packageId: string): Promise<PackageRow | undefined> {
      const [row] = await db.select().from(bookPackages).where(eq(bookPackages.id, packageId));
      return row;
    },

    async putPackage(values: typeof bookPackages.$inferInsert, now: Date): Promise<void> {
      await db
        .insert(bookPackages)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: [bookPackages.parkId, bookPackages.berthType],
          set: {
            depositFen: values.depositFen,
            holdMinutes: values.holdMinutes,
            slotMinutes: values.slotMinutes,
            horizonDays: values.horizonDays,
            lateCancelFeeFen: values.lateCancelFeeFen,
            guaranteeBatchId: values.guaranteeBatchId ?? null,
            updatedAt: now,
          },
        });
    },

    /** Holding bookings of these locks overlapping [from, to). */
    async holdingOn(lockIds: string[], from: Date, to: Date): Promise<BookingRow[]> {
      if (lockIds.length === 0) return [];
      return db
        .select()
        .from(bookings)
        .where(and(inArray(bookings.lockId, lockIds), ...holdingOver(from, to)));
    },

    /** Holding bookings of a plate at the dealer overlapping [from, to). */
    async holdingOfPlate(dealerId: string, plateNo: string, plateColor: number, from: Date, to: Date) {
      return db
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.dealerId, dealerId), ...plateIs(bookings, { plateNo, plateColor }), ...holdingOver(from, to)),
        );
    },

    async insert(values: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    async byKey(driverId: string, payKey: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.driverId, driverId), eq(bookings.payKey, payKey)));
      return row;
    },

    /** A driver's booking (another driver's is not told apart from a missing one). */
    async ofDriver(driverId: string, bookingId: string): Promise<BookingWithPlace | undefined> {
      const rows = await withPlace().where(and(eq(bookings.id, bookingId), eq(bookings.driverId, driverId)));
      return (await placed(rows))[0];
    },

    async withPlace(bookingId: string): Promise<BookingWithPlace | undefined> {
      const rows = await withPlace().where(eq(bookings.id, bookingId));
      return (await placed(rows))[0];
    },

    /** The driver's bookings, newest first, after the booking `lastId` (a cursor), one more than asked. */
    async listOfDriver(driverId: string, lastId: string | undefined, size: number): Promise<BookingWithPlace[]> {
      const cursor = lastId
        ? sql`(${bookings.createdAt}, ${bookings.id}) < (select created_at, id from bookings where id = ${lastId})`
        : undefined;
      const rows = await withPlace()
        .where(and(eq(bookings.driverId, driverId), cursor))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(size + 1);
      return placed(rows);
    },

    /** The driver's bookings that hold their space now or later (their locks are the driver's locks). */
    async currentOfDriver(driverId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.driverId, driverId), inArray(bookings.state, ['booked', 'arrived'])))
        .orderBy(bookings.startAt);
    },

    lockArrivedOfStays: (stayIds: readonly string[]) => lockArrivedOfStays(db, stayIds),

    /**
     * The booking's payment on its stay (`booking:<id>`, written at the gate) down to what the fee used; gone when it
     * used nothing (payments are positive). The caller changes the stay's paidFen with it: paid = sum of payments.
     */
    async shrinkStayPayment(paymentRef: string, amountFen: number): Promise<void> {
      await stayPayments.shrink(db, paymentRef, amountFen);
    },

    /** Locks the booking row for a change of state. */
    async lockBooking(bookingId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      return row;
    },

    async update(bookingId: string, values: Partial<typeof bookings.$inferInsert>, now: Date): Promise<BookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...values, updatedAt: now })
        .where(eq(bookings.id, bookingId))
        .returning();
      return row!;
    },

    /** The booked (paid, not yet arrived) booking of a plate in a park whose window contains `at`. */
    async bookedForArrival(parkId: string, plateNo: string, plateColor: number, from: Date, at: Date) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.parkId, parkId),
            ...plateIs(bookings, { plateNo, plateColor }),
            eq(bookings.state, 'booked'),
            lt(bookings.startAt, from),
            gt(bookings.endAt, at),
          ),
        )
        .orderBy(bookings.startAt)
        .limit(1)
        .for('update');
      return row;
    },

    /** Stays that came by booking to these locks and left owing (arrears), newest first. */
    async evasionsOn(lockIds: string[], limit: number) {
      if (lockIds.length === 0) return [];
      const booked = await db
        .select({ stayId: bookings.stayId, parkId: bookings.parkId, spaceCode: parkingLocks.spaceCode })
        .from(bookings)
        .innerJoin(parkingLocks, eq(parkingLocks.id, bookings.lockId))
        .where(and(inArray(bookings.lockId, lockIds), isNotNull(bookings.stayId)));
      const stays = await stayReads.arrearsAmong(
        db,
        booked.flatMap((b) => (b.stayId ? [b.stayId] : [])),
        limit,
      );
      const names = await parkNamesOf(db)(booked.map((b) => b.parkId));
      return stays
        .flatMap((stay) =>
          booked
            .filter((b) => b.stayId === stay.id && names.has(b.parkId))
            .map((b) => ({
              stayId: stay.id,
              plateNo: stay.plateNo,
              enteredAt: stay.enteredAt,
              exitedAt: stay.exitedAt,
              totalFen: stay.totalFen,
              paidFen: stay.paidFen,
              parkName: names.get(b.parkId)!,
              spaceCode: b.spaceCode,
            })),
        )
        .slice(0, limit);
    },

    /** The dealer's bookings for the console, newest first; `parkIds`: only those parks' (a park manager's). */
    async ofDealer(
      dealerId: string,
      query: {
        parkId?: string | undefined;
        parkIds?: readonly string[] | undefined;
        state?: BookingState | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<{ rows: BookingWithPlace[]; total: number }> {
      const where = and(
        eq(bookings.dealerId, dealerId),
        query.parkId ? eq(bookings.parkId, query.parkId) : undefined,
        query.parkIds ? (query.parkIds.length ? inArray(bookings.parkId, [...query.parkIds]) : sql`false`) : undefined,
        query.state ? eq(bookings.state, query.state) : undefined,
      );
      const rows = await withPlace()
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      const [total] = await db.select({ n: count() }).from(bookings).where(where);
      return { rows: await placed(rows), total: total?.n ?? 0 };
    },

    inState: (states: BookingState[]): Promise<BookingRow[]> =>
      db.select().from(bookings).where(inArray(bookings.state, states)).orderBy(bookings.startAt).limit(500),

    /** Bookings of a lock that hold it now or soon. */
    holdingOfLock: (lockId: string): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.lockId, lockId), eq(bookings.state, 'booked'))),
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

/**
 * The arrived bookings of these stays in one statement, locked as lockBooking does, in id order (no circle of waits);
 * a row another transaction changed meanwhile is read again once locked, and left out if no longer arrived.
 */
async function lockArrivedOfStays(db: Db, stayIds: readonly string[]): Promise<BookingRow[]> {
  if (stayIds.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.stayId, [...stayIds]), eq(bookings.state, 'arrived')))
    .orderBy(bookings.id)
    .for('update');
}
