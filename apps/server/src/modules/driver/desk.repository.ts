import type { PageQuery } from '@parking/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, offsetOf, tablePage } from '../../db/paging';
import { benefitApplications } from '../../db/schema/applications';
import { bagApplications, bagPlans } from '../../db/schema/monthly-plans';
import { drivers } from '../../db/schema/drivers';
import { parkingSessions } from '../../db/schema/parking';
import { parks } from '../../db/schema/parks';
import { paymentOrders } from '../../db/schema/payments';
import { supportTickets } from '../../db/schema/support';
import { driverPlates } from '../../db/schema/vehicles';

const LIMIT = 20;
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The drivers desk's reads (decision 088): a dealer's drivers by phone or plate, and what an operator sees of one —
 * every read names the dealer, so another dealer's driver is never found.
 */
export function createDriverDeskRepository(db: Db) {
  const live = (dealerId: string) => and(eq(drivers.dealerId, dealerId), isNull(drivers.deletedAt));

  async function platesOf(driverIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (driverIds.length === 0) return map;
    const rows = await db
      .select({ driverId: driverPlates.driverId, plateNo: driverPlates.plateNo })
      .from(driverPlates)
      .where(and(inArray(driverPlates.driverId, driverIds), isNull(driverPlates.unboundAt)))
      .orderBy(desc(driverPlates.isDefault), driverPlates.boundAt);
    for (const r of rows) map.set(r.driverId, [...(map.get(r.driverId) ?? []), r.plateNo]);
    return map;
  }

  return {
    platesOf,

    /** Digits search the phone, anything else the bound plates (normalised: upper case, no dot or space). */
    async search(dealerId: string, q: string | undefined, page: PageQuery) {
      let where: SQL | undefined = live(dealerId);
      if (q) {
        const digits = /^\d+$/.test(q);
        const plate = q.toUpperCase().replace(/[·.\s]/g, '');
        where = and(
          where,
          digits
            ? sql`${drivers.phone} like ${likeOf(q)}`
            : sql`exists (select 1 from ${driverPlates} where ${driverPlates.driverId} = ${drivers.id}
                     and ${driverPlates.unboundAt} is null and ${driverPlates.plateNo} like ${likeOf(plate)})`,
        );
      }
      return tablePage(db, drivers, where, [desc(drivers.createdAt), desc(drivers.id)], page);
    },

    async deleted(dealerId: string, page: PageQuery) {
      const where = and(eq(drivers.dealerId, dealerId), isNotNull(drivers.deletedAt));
      return fetchPage(
        db
          .select({ id: drivers.id, createdAt: drivers.createdAt, deletedAt: drivers.deletedAt })
          .from(drivers)
          .where(where)
          .orderBy(desc(drivers.deletedAt))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(drivers).where(where),
      );
    },

    async driver(dealerId: string, driverId: string) {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(live(dealerId), eq(drivers.id, driverId)));
      return row;
    },

    async setDisabled(driverId: string, disabled: { at: Date; reason: string } | null, now: Date) {
      await db
        .update(drivers)
        .set({ disabledAt: disabled?.at ?? null, disabledReason: disabled?.reason ?? null, updatedAt: now })
        .where(eq(drivers.id, driverId));
    },

    /** The stays of the driver's plates at the dealer's parks (those of `parkIds` when given), newest first. */
    async stays(dealerId: string, plates: string[], parkIds: readonly string[] | undefined) {
      if (plates.length === 0 || parkIds?.length === 0) return [];
      return db
        .select({
          uniqueId: parkingSessions.id,
          parkName: parks.name,
          plateNo: parkingSessions.plateNo,
          state: parkingSessions.state,
          enteredAt: parkingSessions.enteredAt,
          exitedAt: parkingSessions.exitedAt,
          totalFen: parkingSessions.totalFen,
          paidFen: parkingSessions.paidFen,
        })
        .from(parkingSessions)
        .innerJoin(parks, eq(parks.id, parkingSessions.parkId))
        .where(
          and(
            eq(parkingSessions.dealerId, dealerId),
            inArray(parkingSessions.plateNo, plates),
            parkIds ? inArray(parkingSessions.parkId, [...parkIds]) : undefined,
          ),
        )
        .orderBy(desc(parkingSessions.enteredAt))
        .limit(LIMIT);
    },

    async orders(dealerId: string, driverId: string) {
      return db
        .select({
          orderNo: paymentOrders.orderNo,
          kind: paymentOrders.kind,
          channel: paymentOrders.channel,
          amountFen: paymentOrders.amountFen,
          state: paymentOrders.state,
          createdAt: paymentOrders.createdAt,
        })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.dealerId, dealerId), eq(paymentOrders.driverId, driverId)))
        .orderBy(desc(paymentOrders.createdAt))
        .limit(LIMIT);
    },

    async plans(dealerId: string, driverId: string, parkIds: readonly string[] | undefined) {
      if (parkIds?.length === 0) return [];
      return db
        .select({
          planId: bagPlans.id,
          parkName: parks.name,
          kind: bagPlans.kind,
          validFrom: bagPlans.validFrom,
          validUntil: bagPlans.validUntil,
          endedAt: bagPlans.endedAt,
        })
        .from(bagPlans)
        .innerJoin(parks, eq(parks.id, bagPlans.parkId))
        .where(
          and(
            eq(bagPlans.dealerId, dealerId),
            eq(bagPlans.driverId, driverId),
            parkIds ? inArray(bagPlans.parkId, [...parkIds]) : undefined,
          ),
        )
        .orderBy(desc(bagPlans.validUntil))
        .limit(LIMIT);
    },

    async tickets(dealerId: string, driverId: string) {
      return db
        .select({
          ticketId: supportTickets.id,
          seq: supportTickets.seq,
          kind: supportTickets.kind,
          state: supportTickets.state,
          createdAt: supportTickets.createdAt,
        })
        .from(supportTickets)
        .where(and(eq(supportTickets.dealerId, dealerId), eq(supportTickets.driverId, driverId)))
        .orderBy(desc(supportTickets.createdAt))
        .limit(LIMIT);
    },

    /** The ID numbers the driver gave with monthly-plan and benefit applications (distinct), in full. */
    async idNumbers(dealerId: string, driverId: string): Promise<{ source: string; idNumber: string }[]> {
      const [plans, benefits] = await Promise.all([
        db
          .selectDistinct({ idNumber: bagApplications.idNumber })
          .from(bagApplications)
          .where(and(eq(bagApplications.dealerId, dealerId), eq(bagApplications.driverId, driverId))),
        db
          .selectDistinct({ idNumber: benefitApplications.idNumber })
          .from(benefitApplications)
          .where(and(eq(benefitApplications.dealerId, dealerId), eq(benefitApplications.driverId, driverId))),
      ]);
      return [
        ...plans.map((r) => ({ source: '月卡申请', idNumber: r.idNumber })),
        ...benefits.map((r) => ({ source: '权益申请', idNumber: r.idNumber })),
      ];
    },
  };
}
export type DriverDeskRepository = ReturnType<typeof createDriverDeskRepository>;
