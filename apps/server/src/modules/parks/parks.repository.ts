import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publish, Topic } from '../../events/outbox';
import { berths, collectors, devices, lanes, parkFeeRules, parks } from '../../db/schema/parks';
import { dealerProvince } from '../basic';
import type { FeeRule } from '../tariffs';

export type ParkRow = typeof parks.$inferSelect;
export type LaneRow = typeof lanes.$inferSelect;
export type BerthRow = typeof berths.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
/** A stored version of a park's rule; `effectiveFrom` is when it took (or takes) effect. */
export interface FeeRuleVersionRow {
  id: string;
  rule: FeeRule;
  effectiveFrom: Date;
  createdAt: Date;
  createdBy: string | null;
}

/** When a rule takes effect: its effective_from, or when it was stored (rules stored before decision 084). */
const effectiveAt = () => sql<Date>`coalesce(${parkFeeRules.effectiveFrom}, ${parkFeeRules.createdAt})`;
/** Rules whose effective time has come by `at`. */
const inForceBy = (at: Date) => sql`${effectiveAt()} <= ${at.toISOString()}::timestamptz`;

/** A device with its park and the lane it serves (null: none assigned). */
export type DeviceInPark = { device: DeviceRow; park: ParkRow; lane: LaneRow | null };

export type NewPark = Omit<typeof parks.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Devices with their parks and the lanes they serve, by id, in one statement. */
async function devicesInParks(db: Db, ids: readonly string[]): Promise<Map<string, DeviceInPark>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ device: devices, park: parks, lane: lanes })
    .from(devices)
    .innerJoin(parks, eq(parks.id, devices.parkId))
    .leftJoin(lanes, eq(lanes.id, devices.laneId))
    .where(inArray(devices.id, [...ids]));
  return new Map(rows.map((row) => [row.device.id, row]));
}

/** Parks, their lanes, berths, fee rules, devices and collectors. Reads that a driver triggers are dealer-scoped. */
export function createParksRepository(db: Db) {
  return {
    async park(parkId: string): Promise<ParkRow | undefined> {
      const [row] = await db.select().from(parks).where(eq(parks.id, parkId));
      return row;
    },

    async parkOfDealer(dealerId: string, parkId: string): Promise<ParkRow | undefined> {
      const [row] = await db
        .select()
        .from(parks)
        .where(and(eq(parks.id, parkId), eq(parks.dealerId, dealerId)));
      return row;
    },

    async parksOfDealer(dealerId: string): Promise<ParkRow[]> {
      return db.select().from(parks).where(eq(parks.dealerId, dealerId)).orderBy(asc(parks.name));
    },

    async parksByIds(ids: string[]): Promise<ParkRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(parks).where(inArray(parks.id, ids));
    },

    async insertPark(values: NewPark): Promise<ParkRow> {
      const [row] = await db.insert(parks).values(values).returning();
      return row!;
    },

    async updatePark(parkId: string, values: Partial<Omit<NewPark, 'id' | 'dealerId'>>): Promise<ParkRow> {
      const [row] = await db
        .update(parks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(parks.id, parkId))
        .returning();
      return row!;
    },

    /** The park's rule in force at `at`: the latest effective time that has come (decision 084). */
    async currentFeeRule(parkId: string, at: Date): Promise<{ id: string; rule: FeeRule } | undefined> {
      const [row] = await db
        .select({ id: parkFeeRules.id, rule: parkFeeRules.rule })
        .from(parkFeeRules)
        .where(and(eq(parkFeeRules.parkId, parkId), inForceBy(at)))
        .orderBy(desc(effectiveAt()), desc(parkFeeRules.createdAt), desc(parkFeeRules.id))
        .limit(1);
      return row;
    },

    async feeRule(id: string): Promise<FeeRule | undefined> {
      const [row] = await db.select({ rule: parkFeeRules.rule }).from(parkFeeRules).where(eq(parkFeeRules.id, id));
      return row?.rule;
    },

    /** Every version of the park's rule, latest effective time first (the history the console shows). */
    async feeRuleVersions(parkId: string): Promise<FeeRuleVersionRow[]> {
      return db
        .select({
          id: parkFeeRules.id,
          rule: parkFeeRules.rule,
          effectiveFrom: effectiveAt().mapWith(parkFeeRules.createdAt),
          createdAt: parkFeeRules.createdAt,
          createdBy: parkFeeRules.createdBy,
        })
        .from(parkFeeRules)
        .where(eq(parkFeeRules.parkId, parkId))
        .orderBy(desc(effectiveAt()), desc(parkFeeRules.createdAt), desc(parkFeeRules.id));
    },

    /**
     * A new fee rule. In force at once (no `effectiveFrom`, or one not after `at`): in its transaction the park.price
     * event followers' price alerts read (decision 059). Scheduled for later: announced by announceDueFeeRules.
     */
    async addFeeRule(
      park: { id: string; dealerId: string },
      rule: FeeRule,
      at: Date,
      options: { effectiveFrom?: Date; createdBy?: string } = {},
    ): Promise<string> {
      const scheduled = options.effectiveFrom !== undefined && options.effectiveFrom > at;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(parkFeeRules)
          .values({
            parkId: park.id,
            rule,
            createdAt: at,
            effectiveFrom: options.effectiveFrom ?? at,
            createdBy: options.createdBy ?? null,
            announcedAt: scheduled ? null : at,
          })
          .returning({ id: parkFeeRules.id });
        if (!scheduled) await publish(tx, { topic: Topic.PARK_PRICE, dealerId: park.dealerId, subject: park.id });
        return row!.id;
      });
    },

    /** Scheduled rules whose time has come by `at`: marked announced, each with its park.price event; how many. */
    async announceDueFeeRules(at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .update(parkFeeRules)
          .set({ announcedAt: at })
          .where(
            and(
              isNull(parkFeeRules.announcedAt),
              isNotNull(parkFeeRules.effectiveFrom),
              lte(parkFeeRules.effectiveFrom, at),
            ),
          )
          .returning({ parkId: parkFeeRules.parkId });
        const parkIds = [...new Set(due.map((r) => r.parkId))];
        for (const row of await (parkIds.length
          ? tx.select({ id: parks.id, dealerId: parks.dealerId }).from(parks).where(inArray(parks.id, parkIds))
          : Promise.resolve([]))) {
          await publish(tx, { topic: Topic.PARK_PRICE, dealerId: row.dealerId, subject: row.id });
        }
        return due.length;
      });
    },

    async lanes(parkId: string): Promise<LaneRow[]> {
      return db.select().from(lanes).where(eq(lanes.parkId, parkId)).orderBy(asc(lanes.code));
    },

    async lane(parkId: string, laneId: string): Promise<LaneRow | undefined> {
      const [row] = await db
        .select()
        .from(lanes)
        .where(and(eq(lanes.parkId, parkId), eq(lanes.id, laneId)));
      return row;
    },

    async insertLane(values: typeof lanes.$inferInsert): Promise<LaneRow> {
      const [row] = await db.insert(lanes).values(values).returning();
      return row!;
    },

    async updateLane(laneId: string, values: Pick<LaneRow, 'code' | 'name' | 'direction'>): Promise<LaneRow> {
      const [row] = await db.update(lanes).set(values).where(eq(lanes.id, laneId)).returning();
      return row!;
    },

    async insertBerth(values: typeof berths.$inferInsert): Promise<BerthRow> {
      const [row] = await db.insert(berths).values(values).returning();
      return row!;
    },

    async laneByCode(parkId: string, code: string): Promise<LaneRow | undefined> {
      const [row] = await db
        .select()
        .from(lanes)
        .where(and(eq(lanes.parkId, parkId), eq(lanes.code, code)));
      return row;
    },

    async berths(parkId: string): Promise<BerthRow[]> {
      return db.select().from(berths).where(eq(berths.parkId, parkId)).orderBy(asc(berths.code));
    },

    async berthByCode(parkId: string, code: string): Promise<BerthRow | undefined> {
      const [row] = await db
        .select()
        .from(berths)
        .where(and(eq(berths.parkId, parkId), eq(berths.code, code)));
      return row;
    },

    async device(id: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.id, id));
      return row;
    },

    /**
     * A device with its park and the lane it serves, in one read: what authenticating a device request needs and
     * what its events read next (a statement less on the exit lane's path, issue 42).
     */
    async deviceInPark(id: string): Promise<DeviceInPark | undefined> {
      return (await devicesInParks(db, [id])).get(id);
    },

    /** `deviceInPark` of several devices in one statement (the requests of a burst), by id. */
    devicesInParks: (ids: readonly string[]) => devicesInParks(db, ids),

    async devicesOfDealer(dealerId: string) {
      return db
        .select({ device: devices, parkName: parks.name })
        .from(devices)
        .innerJoin(parks, eq(parks.id, devices.parkId))
        .where(eq(devices.dealerId, dealerId))
        .orderBy(asc(devices.id));
    },

    /** The dealer's default plate prefix (浙A), empty when it has no settings. */
    async platePrefix(dealerId: string): Promise<string> {
      return dealerProvince(db, dealerId);
    },

    async touchDevice(id: string, at: Date): Promise<void> {
      await db.update(devices).set({ lastSeenAt: at }).where(eq(devices.id, id));
    },

    async insertDevice(values: typeof devices.$inferInsert): Promise<void> {
      await db.insert(devices).values(values);
    },

    async updateDevice(id: string, values: Partial<Pick<DeviceRow, 'name' | 'laneId' | 'disabled' | 'secret'>>) {
      const [row] = await db.update(devices).set(values).where(eq(devices.id, id)).returning();
      return row!;
    },

    /** The enabled gate cameras serving a lane. */
    async gatesOfLane(laneId: string): Promise<DeviceRow[]> {
      return db
        .select()
        .from(devices)
        .where(and(eq(devices.laneId, laneId), eq(devices.kind, 'gate'), eq(devices.disabled, false)))
        .orderBy(asc(devices.id));
    },

    async activeCollectors(dealerId: string) {
      return db
        .select({ code: collectors.code, name: collectors.name })
        .from(collectors)
        .where(and(eq(collectors.dealerId, dealerId), eq(collectors.disabled, false)))
        .orderBy(asc(collectors.code));
    },

    async activeCollector(dealerId: string, code: string) {
      const [row] = await db
        .select()
        .from(collectors)
        .where(and(eq(collectors.dealerId, dealerId), eq(collectors.code, code), eq(collectors.disabled, false)));
      return row;
    },
  };
}
export type ParksRepository = ReturnType<typeof createParksRepository>;
