import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingSessions } from '../../db/schema/parking';
import { parkFeeRules, parks } from '../../db/schema/parks';
import type { FeeRule } from '../tariffs';

/**
 * The nearby list's read model (decision 095, declared in data-owners.mjs): the spaces left in a page of parks count
 * parking's open stays inside the same query as the fee rule in force. Parking imports parks, so parks cannot take a
 * parking port without a circle, and a second query per page would add a round trip to the nearby search. It reads
 * only.
 */
const OPEN_STATES = ['parked', 'awaitingPayment'];

/**
 * For the parks of one page, in one round trip: the cars parked now (open stays, for the spaces left) and the
 * fee rule in force at `at` (decision 084).
 */
export async function nearbyPageDetails(
  db: Db,
  parkIds: string[],
  at: Date,
): Promise<Map<string, { occupied: number; rule: FeeRule | null }>> {
  if (parkIds.length === 0) return new Map();
  // Qualified by hand: drizzle leaves table names off the columns of a one-table select, and inside these
  // subqueries a bare "id" or "park_id" would mean the subquery's own table.
  const q = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const open = sql.raw(OPEN_STATES.map((state) => `'${state}'`).join(', '));
  const rows = await db
    .select({
      parkId: parks.id,
      occupied:
        sql<number>`(select count(*) from ${parkingSessions} where ${q('parking_sessions', 'park_id')} = ${q('parks', 'id')}
        and ${q('parking_sessions', 'state')} in (${open}))`.mapWith(Number),
      rule: sql<FeeRule | null>`(select ${q('park_fee_rules', 'rule')} from ${parkFeeRules}
        where ${q('park_fee_rules', 'park_id')} = ${q('parks', 'id')}
        and coalesce(${q('park_fee_rules', 'effective_from')}, ${q('park_fee_rules', 'created_at')}) <= ${at.toISOString()}::timestamptz
        order by coalesce(${q('park_fee_rules', 'effective_from')}, ${q('park_fee_rules', 'created_at')}) desc,
          ${q('park_fee_rules', 'created_at')} desc, ${q('park_fee_rules', 'id')} desc limit 1)`,
    })
    .from(parks)
    .where(inArray(parks.id, parkIds));
  return new Map(rows.map(({ parkId, occupied, rule }) => [parkId, { occupied, rule }]));
}
