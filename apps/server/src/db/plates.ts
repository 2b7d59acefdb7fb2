import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table's plate columns (or an alias's). */
export interface PlateColumns {
  plateNo: PgColumn;
  plateColor: PgColumn;
}

/**
 * The conditions that a row's plate is `plate` (values, or another table's columns in a join): its number and its
 * colour, since the same number in blue and in yellow are two vehicles. Spread into `and(…)` beside the others.
 */
export function plateIs(
  columns: PlateColumns,
  plate: { plateNo: string | PgColumn; plateColor: number | PgColumn },
): [SQL, SQL] {
  return [eq(columns.plateNo, plate.plateNo), eq(columns.plateColor, plate.plateColor)];
}
