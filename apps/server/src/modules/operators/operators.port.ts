import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema/operators';

/**
 * What other modules read of operators (decision 095): the service staff a ticket may be assigned to, and operators'
 * names by ids (a ticket's assignee, a difference's resolver). Takes the caller's connection or transaction.
 */
export function operatorsPort(db: Db) {
  return {
    /** Operators of the dealer who may take tickets: enabled, with the service or admin role. */
    async serviceAgents(dealerId: string, operatorId?: string) {
      return db
        .select({ operatorId: operators.id, displayName: operators.displayName })
        .from(operators)
        .where(
          and(
            eq(operators.dealerId, dealerId),
            eq(operators.disabled, false),
            sql`${operators.roles} && array['service', 'admin']::text[]`,
            operatorId ? eq(operators.id, operatorId) : undefined,
          ),
        )
        .orderBy(asc(operators.displayName));
    },

    /** Display names of these operators (ids not found are absent). */
    async namesByIds(ids: readonly (string | null)[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: operators.id, name: operators.displayName })
        .from(operators)
        .where(inArray(operators.id, wanted));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
