import { sql } from 'drizzle-orm';

/** A stay as a batch read asks about it: its dealer, park, plate and entry. */
export interface StayAsk {
  dealerId: string;
  parkId: string;
  plateNo: string;
  enteredAt: Date;
}

/**
 * Stays as a numbered `values` list, `a(i, dealer_id, park_id, plate_no, entered_at)`, for one statement that answers
 * each stay by a lateral join (decision 098); `i` is the stay's place in `stays`, to put the answers back in order.
 */
export function stayAsks(stays: readonly StayAsk[]) {
  const asks = sql.join(
    stays.map(
      (s, i) =>
        sql`(${i}::integer, ${s.dealerId}::text, ${s.parkId}::uuid, ${s.plateNo}::text, ${s.enteredAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`(values ${asks}) as a(i, dealer_id, park_id, plate_no, entered_at)`;
}
