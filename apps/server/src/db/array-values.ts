import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { queryRows } from './query-rows';

/** Which of `values` appear in a text[] column of any row of `table` (one query, whatever the number of values). */
export async function arrayValuesAmong(
  db: Db,
  table: PgTable,
  column: PgColumn,
  values: readonly string[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const list = sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select distinct v as value from ${table}, unnest(${column}) as v where ${column} && ${list} and v = any(${list})`,
  );
  return rows.map((r) => r.value);
}
