import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import { ShareStatus, type CreditRuleCode, type HolidayKind } from '@parking/contracts';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/drivers';
import { parkingSessions } from '../../db/schema/parking';
import { parks } from '../../db/schema/parks';
import {
  creditEvents,
  creditRules,
  sharingHolidays,
  sharingProducts,
  sharingRefundRules,
  sharingShares,
  sharingViolations,
} from '../../db/schema/sharing';
import { driverPlates, plateMaterials } from '../../db/schema/vehicles';

export type SharingProductRow = typeof sharingProducts.$inferSelect;
export type ShareRow = typeof sharingShares.$inferSelect;
export type ViolationRow = typeof sharingViolations.$inferSelect;
export type CreditEventRow = typeof creditEvents.$inferSelect;

/** Shares that hold a slot: being paid or active. */
const HOLDING = [ShareStatus.PAYING, ShareStatus.ACTIVE];

/** Off-peak sharing's rows; writes run in the caller's transaction when given one (`via`). */
export function createSharingRepository(db: Db) {
  const sharesWhere = (where: SQL, limit = 500) =>
    db
      .select({ share: sharingShares, product: sharingProducts, parkName: parks.name })
      .from(sharingShares)
      .innerJoin(sharingProducts, eq(sharingProducts.id, sharingShares.productId))
      .innerJoin(parks, eq(parks.id, sharingShares.parkId))
      .where(where)
      .orderBy(desc(sharingShares.createdAt))
      .limit(limit);

  const violationsWhere = (where: SQL, limit = 500) =>
    db
      .select({ violation: sharingViolations, parkName: parks.name, stayState: parkingSessions.state })
      .from(sharingViolations)
      .innerJoin(parks, eq(parks.id, sharingViolations.parkId))
      .leftJoin(parkingSessions, eq(parkingSessions.id, sharingViolations.stayId))
      .where(where)
      .orderBy(desc(sharingViolations.exitedAt))
      .limit(limit);

  return {
    async parkName(dealerId: string, parkId: string, via: Db = db) {
      const [row] = await via
        .select({ name: parks.name, address: parks.address })
        .from(parks)
        .where(and(eq(parks.id, parkId), eq(parks.dealerId, dealerId)));
      return row;
    },

    async productsOnSale(dealerId: string) {
      return db
        .select({ product: sharingProducts, parkName: parks.name, parkAddr: parks.address })
        .from(sharingProducts)
        .innerJoin(parks, eq(parks.id, sharingProducts.parkId))
        .where(and(eq(sharingProducts.dealerId, dealerId), eq(sharingProducts.onSale, true)))
        .orderBy(asc(parks.name), asc(sharingProducts.kind), asc(sharingProducts.priceFen));
    },

    /** Products on sale at these parks (discovery's slots). */
    async productsOnSaleAt(parkIds: string[]) {
      if (parkIds.length === 0) return [];
      return db
        .select()
        .from(sharingProducts)
        .where(and(inArray(sharingProducts.parkId, parkIds), eq(sharingProducts.onSale, true)));
    },

    async productsOfPark(dealerId: string, parkId: string) {
      return db
        .select()
        .from(sharingProducts)
        .where(and(eq(sharingProducts.dealerId, dealerId), eq(sharingProducts.parkId, parkId)))
        .orderBy(asc(sharingProducts.createdAt));
    },

    async product(id: string, via: Db = db, { lock = false } = {}): Promise<SharingProductRow | undefined> {
      const query = via.select().from(sharingProducts).where(eq(sharingProducts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async upsertProduct(row: typeof sharingProducts.$inferInsert & { id?: string | undefined }, now: Date) {
      const [saved] = await db
        .insert(sharingProducts)
        .values(row)
        .onConflictDoUpdate({
          target: sharingProducts.id,
          set: {
            kind: row.kind,
            name: row.name,
            priceFen: row.priceFen,
            quota: row.quota,
            rules: row.rules,
            onSale: row.onSale,
            updatedAt: now,
          },
          // An id of another dealer's product, or of another park's (a park manager names their park), changes
          // nothing, and then nothing is returned.
          setWhere: and(eq(sharingProducts.dealerId, row.dealerId), eq(sharingProducts.parkId, row.parkId)),
        })
        .returning();
      return saved;
    },

    /** Slots held per product and period (paying or active shares). */
    async held(productIds: string[], periods: string[], via: Db = db): Promise<Map<string, number>> {
      const held = new Map<string, number>();
      if (productIds.length === 0 || periods.length === 0) return held;
      const rows = await via
        .select({ productId: sharingShares.productId, period: sharingShares.period, n: count() })
        .from(sharingShares)
        .where(
          and(
            inArray(sharingShares.productId, productIds),
            inArray(sharingShares.period, periods),
            inArray(sharingShares.status, HOLDING),
          ),
        )
        .groupBy(sharingShares.productId, sharingShares.period);
      for (const r of rows) held.set(`${r.productId}|${r.period}`, Number(r.n));
      return held;
    },

    async holidays(dealerId: string, firstDay: string, untilDay: string, via: Db = db) {
      const rows = await via
        .select({ day: sharingHolidays.day, kind: sharingHolidays.kind })
        .from(sharingHolidays)
        .where(
          and(
            eq(sharingHolidays.dealerId, dealerId),
            sql`${sharingHolidays.day} >= ${firstDay}`,
            lt(sharingHolidays.day, untilDay),
          ),
        );
      return new Map<string, HolidayKind>(rows.map((r) => [r.day, r.kind]));
    },

    async putHoliday(row: typeof sharingHolidays.$inferInsert) {
      const [saved] = await db
        .insert(sharingHolidays)
        .values(row)
        .onConflictDoUpdate({
          target: [sharingHolidays.dealerId, sharingHolidays.day],
          set: { kind: row.kind, name: row.name },
        })
        .returning();
      return saved!;
    },

    /** A holding share of the plate at the park overlapping [from, until). */
    async shareOverlapping(parkId: string, plateNo: string, from: Date, until: Date, via: Db = db) {
      const [row] = await via
        .select({ id: sharingShares.id })
        .from(sharingShares)
        .where(
          and(
            eq(sharingShares.parkId, parkId),
            eq(sharingShares.plateNo, plateNo),
            inArray(sharingShares.status, HOLDING),
            lt(sharingShares.coversFrom, until),
            gt(sharingShares.coversUntil, from),
          ),
        )
        .limit(1);
      return row;
    },

    async insertShare(tx: Db, row: typeof sharingShares.$inferInsert): Promise<ShareRow> {
      const [saved] = await tx.insert(sharingShares).values(row).returning();
      return saved!;
    },

    async share(id: string, via: Db = db, { lock = false } = {}): Promise<ShareRow | undefined> {
      const query = via.select().from(sharingShares).where(eq(sharingShares.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async shareByKey(driverId: string, key: string, via: Db = db): Promise<ShareRow | undefined> {
      const [row] = await via
        .select()
        .from(sharingShares)
        .where(and(eq(sharingShares.driverId, driverId), eq(sharingShares.payKey, key)));
      return row;
    },

    async sharesOf(driverId: string) {
      return sharesWhere(and(eq(sharingShares.driverId, driverId), inArray(sharingShares.status, HOLDING))!);
    },

    /** A park's shares of the dealer, every status, newest first (operators). */
    async sharesOfPark(dealerId: string, parkId: string) {
      return sharesWhere(and(eq(sharingShares.dealerId, dealerId), eq(sharingShares.parkId, parkId))!, 200);
    },

    async updateShare(via: Db, id: string, changes: Partial<ShareRow>, where?: SQL): Promise<ShareRow | undefined> {
      const [row] = await via
        .update(sharingShares)
        .set({ ...changes, updatedAt: new Date() })
        .where(where ? and(eq(sharingShares.id, id), where) : eq(sharingShares.id, id))
        .returning();
      return row;
    },

    /** The order number, once, on a share still without one. */
    async recordOrder(id: string, orderNo: string) {
      await db
        .update(sharingShares)
        .set({ orderNo })
        .where(and(eq(sharingShares.id, id), isNull(sharingShares.orderNo)));
    },

    /** Active shares of a plate at a park whose cover has not ended by `from` (the gate, the violation check). */
    async activeSharesOf(dealerId: string, parkId: string, plateNo: string, from: Date, via: Db = db) {
      return via
        .select()
        .from(sharingShares)
        .where(
          and(
            eq(sharingShares.dealerId, dealerId),
            eq(sharingShares.parkId, parkId),
            eq(sharingShares.plateNo, plateNo),
            eq(sharingShares.status, ShareStatus.ACTIVE),
            gt(sharingShares.coversUntil, from),
          ),
        )
        .orderBy(asc(sharingShares.coversFrom))
        .limit(12);
    },

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
      const [row] = await db
        .select({ id: plateMaterials.id, plateNo: plateMaterials.plateNo, reviewedAt: plateMaterials.reviewedAt })
        .from(plateMaterials)
        .where(
          and(
            eq(plateMaterials.driverId, driverId),
            eq(plateMaterials.status, 'approved'),
            eq(plateMaterials.purpose, 'ownership'),
          ),
        )
        .orderBy(asc(plateMaterials.reviewedAt))
        .limit(1);
      return row;
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

    /** A plate the driver has bound now (another driver's plate id is not found). */
    async boundPlate(driverId: string, plateId: string) {
      const [row] = await db
        .select({ plateNo: driverPlates.plateNo, plateColor: driverPlates.plateColor })
        .from(driverPlates)
        .where(and(eq(driverPlates.id, plateId), eq(driverPlates.driverId, driverId), isNull(driverPlates.unboundAt)));
      return row;
    },

    async refundRule(dealerId: string, parkId: string, via: Db = db) {
      const [row] = await via
        .select({ fullBeforeHours: sharingRefundRules.fullBeforeHours, partPercent: sharingRefundRules.partPercent })
        .from(sharingRefundRules)
        .where(and(eq(sharingRefundRules.parkId, parkId), eq(sharingRefundRules.dealerId, dealerId)));
      return row;
    },

    async putRefundRule(dealerId: string, parkId: string, rule: { fullBeforeHours: number; partPercent: number }) {
      const [saved] = await db
        .insert(sharingRefundRules)
        .values({ dealerId, parkId, ...rule })
        .onConflictDoUpdate({ target: sharingRefundRules.parkId, set: { ...rule, updatedAt: new Date() } })
        .returning();
      return saved!;
    },

    async driverOfDealer(dealerId: string, driverId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.id, driverId), eq(drivers.dealerId, dealerId)));
      return row !== undefined;
    },
  };
}
export type SharingRepository = ReturnType<typeof createSharingRepository>;
