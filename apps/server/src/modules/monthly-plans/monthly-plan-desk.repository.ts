import type { PageQuery } from '@parking/contracts';
import { BagApplicationStatus } from '@parking/contracts';
import { and, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePage } from '../../db/paging';
import { bagApplications, bagParks, bagPlanPlates, bagPlans } from '../../db/schema/monthly-plans';
import { dealerParkFactsOf } from '../parks';
import { NO_PARK, type BagPlanRow } from './monthly-plans.repository';

/** The plans desk's reads (issue 41): quota use across parks, and the plans of the dealer's parks. */
export function createMonthlyPlanDeskRepository(db: Db) {
  return {
    /** The dealer's parks (among `parkIds` when given) with their plan settings, if opened, and pending reviews. */
    async quotaParks(dealerId: string, parkIds: readonly string[] | undefined) {
      const [dealerParks, pending] = await Promise.all([
        dealerParkFactsOf(db)(dealerId, parkIds),
        db
          .select({ parkId: bagApplications.parkId, n: count() })
          .from(bagApplications)
          .where(and(eq(bagApplications.dealerId, dealerId), eq(bagApplications.status, BagApplicationStatus.PENDING)))
          .groupBy(bagApplications.parkId),
      ]);
      const settings = await db
        .select({ parkId: bagParks.parkId, quotaShare: bagParks.quotaShare })
        .from(bagParks)
        .where(inArray(bagParks.parkId, [...dealerParks.map((park) => park.id), NO_PARK]));
      const shares = new Map(settings.map((row) => [row.parkId, row.quotaShare]));
      const rows = dealerParks.map((park) => ({
        parkId: park.id,
        parkName: park.name,
        totalSpaces: park.totalSpaces,
        quotaShare: shares.get(park.id) ?? null,
      }));
      const waiting = new Map(pending.map((p) => [p.parkId, p.n]));
      return rows.map((row) => ({ ...row, pending: waiting.get(row.parkId) ?? 0 }));
    },

    /** The plans of the dealer's parks, newest first, by park (within `parkIds`), kind, state at `now` and plate. */
    async operatorPlans(
      dealerId: string,
      filter: {
        parkIds?: readonly string[] | undefined;
        parkId?: string | undefined;
        kind?: BagPlanRow['kind'] | undefined;
        state?: 'inForce' | 'ended' | undefined;
        plateNo?: string | undefined;
      },
      now: Date,
      paging: PageQuery,
    ) {
      const ended = or(lte(bagPlans.validUntil, now), isNotNull(bagPlans.endedAt));
      const where = and(
        eq(bagPlans.dealerId, dealerId),
        filter.parkIds ? inArray(bagPlans.parkId, [...filter.parkIds, NO_PARK]) : undefined,
        filter.parkId ? eq(bagPlans.parkId, filter.parkId) : undefined,
        filter.kind ? eq(bagPlans.kind, filter.kind) : undefined,
        filter.state === 'ended' ? ended : filter.state === 'inForce' ? sql`not (${ended})` : undefined,
        filter.plateNo
          ? sql`exists (select 1 from ${bagPlanPlates} where ${bagPlanPlates.planId} = ${bagPlans.id}
            and ${bagPlanPlates.plateNo} like ${`%${filter.plateNo.replace(/[%_\\·]/g, '')}%`})`
          : undefined,
      );
      return tablePage(db, bagPlans, where, [desc(bagPlans.createdAt), desc(bagPlans.id)], paging);
    },
  };
}
