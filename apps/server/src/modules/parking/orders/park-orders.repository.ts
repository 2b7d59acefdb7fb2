import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { OPEN_SESSION_STATES, type Page, type PageQuery, type ParkKind } from '@parking/contracts';
import type { Db } from '../../../db/client';
import { fetchPage, offsetOf } from '../../../db/paging';
import { parkingSessions } from '../../../db/schema/parking';
import { berths, lanes, parks } from '../../../db/schema/parks';
import { driverPlates } from '../../../db/schema/vehicles';
import { plateIs } from '../../../db/plates';
import type { StayRow } from '../stays/stays.repository';

/*
 * A driver's park orders: the read model of decision 095 (declared in data-owners.mjs). The order list joins the
 * stays to their parks and berths (names, the park-kind filter) and to the driver's bound plates (who may see a
 * stay) in one paged query; ports would turn each page into several queries. It reads only.
 */

/** A stay with what an order shows of its park. */
export interface OrderRow {
  stay: StayRow;
  parkName: string;
  parkKind: ParkKind;
  berthCode: string | null;
}

const s = parkingSessions;

/**
 * The stays a driver may see: those of plates the driver has bound now, that were still going (or unpaid) when the
 * driver bound the plate, or ended after. A plate's earlier owner's finished history stays private; its unpaid
 * arrears do not (they are the plate's debt, and the app offers "误绑他人车牌" for them).
 */
export const visibleTo = (driverId: string): SQL => sql`exists (
  select 1 from ${driverPlates}
  where ${driverPlates.driverId} = ${driverId}
    and ${driverPlates.unboundAt} is null
    and ${driverPlates.dealerId} = ${s.dealerId}
    and ${driverPlates.plateNo} = ${s.plateNo}
    and ${driverPlates.plateColor} = ${s.plateColor}
    and (${s.state} in ('parked', 'awaitingPayment', 'arrears') or coalesce(${s.exitedAt}, ${s.updatedAt}) >= ${driverPlates.boundAt})
)`;

/** The order list's park-kind filter. */
export const parkKindIs = (kind: ParkKind): SQL => eq(parks.kind, kind);

/** The order list filters (ParkOrderRequestType 0–4). */
export const REQUEST_TYPE_FILTERS: Record<number, SQL | undefined> = {
  0: undefined,
  1: inArray(s.state, OPEN_SESSION_STATES),
  2: eq(s.state, 'arrears'),
  3: inArray(s.state, ['left', 'abnormal']),
  // Bills: anything owed or paid — a stay paid at the pay station and still in the park is a bill the driver may appeal.
  4: sql`(${s.state} = 'arrears' or ${s.paidFen} > 0 or (${s.state} = 'left' and ${s.totalFen} > 0))`,
};

export function createParkOrdersRepository(db: Db) {
  const withPark = () =>
    db
      .select({ stay: s, parkName: parks.name, parkKind: parks.kind, berthCode: berths.code })
      .from(s)
      .innerJoin(parks, eq(parks.id, s.parkId))
      .leftJoin(berths, eq(berths.id, s.berthId));

  return {
    /** A page of the driver's orders, newest entry first. */
    async page(where: SQL, page: PageQuery): Promise<Page<OrderRow>> {
      return fetchPage(
        withPark().where(where).orderBy(desc(s.enteredAt), desc(s.id)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(s).innerJoin(parks, eq(parks.id, s.parkId)).where(where),
      );
    },

    /** One stay with its park, whoever it belongs to (callers check visibility). */
    async order(stayId: string): Promise<OrderRow | undefined> {
      const [row] = await withPark().where(eq(s.id, stayId));
      return row;
    },

    async isVisibleTo(driverId: string, stayId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.id, stayId), visibleTo(driverId)));
      return row !== undefined;
    },

    /** The driver's plates that are in a park now, with their open stay (one per plate: the latest entry). */
    async parkedPlates(driverId: string): Promise<(OrderRow & { plateId: string })[]> {
      const rows = await db
        .select({
          plateId: driverPlates.id,
          stay: s,
          parkName: parks.name,
          parkKind: parks.kind,
          berthCode: berths.code,
        })
        .from(driverPlates)
        .innerJoin(
          s,
          and(
            eq(s.dealerId, driverPlates.dealerId),
            ...plateIs(s, driverPlates),
            inArray(s.state, OPEN_SESSION_STATES),
          ),
        )
        .innerJoin(parks, eq(parks.id, s.parkId))
        .leftJoin(berths, eq(berths.id, s.berthId))
        .where(and(eq(driverPlates.driverId, driverId), isNull(driverPlates.unboundAt)))
        .orderBy(desc(driverPlates.isDefault), driverPlates.boundAt, desc(s.enteredAt));
      const seen = new Set<string>();
      return rows.filter((r) => !seen.has(r.plateId) && seen.add(r.plateId));
    },

    /** The latest open stay of a plate in the dealer's parks. */
    async openStayOfPlate(dealerId: string, plateNo: string, plateColor: number): Promise<OrderRow | undefined> {
      const [row] = await withPark()
        .where(
          and(eq(s.dealerId, dealerId), ...plateIs(s, { plateNo, plateColor }), inArray(s.state, OPEN_SESSION_STATES)),
        )
        .orderBy(desc(s.enteredAt))
        .limit(1);
      return row;
    },

    async countUnfinished(driverId: string): Promise<{ parking: number; arrears: number }> {
      const rows = await db
        .select({ state: s.state, n: count() })
        .from(s)
        .where(and(inArray(s.state, [...OPEN_SESSION_STATES, 'arrears']), visibleTo(driverId)))
        .groupBy(s.state);
      const of = (states: readonly string[]) =>
        rows.filter((r) => states.includes(r.state)).reduce((n, r) => n + r.n, 0);
      return { parking: of(OPEN_SESSION_STATES), arrears: of(['arrears']) };
    },

    async laneNames(ids: (string | null)[]): Promise<Map<string, string>> {
      const wanted = ids.filter((id): id is string => id !== null);
      if (wanted.length === 0) return new Map();
      const rows = await db.select({ id: lanes.id, name: lanes.name }).from(lanes).where(inArray(lanes.id, wanted));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type ParkOrdersRepository = ReturnType<typeof createParkOrdersRepository>;
