import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverPlates, plateMaterials } from '../../db/schema/vehicles';
import { plateIs } from '../../db/plates';

/**
 * Vehicles' port for other modules' plate reads (decision 095): bound plates and certifications, each read through
 * the caller's connection or transaction. A plate is bound while it has no `unboundAt`.
 */
export const plateReads = {
  /** A plate the driver has bound now (another driver's plate id is not found). */
  async boundPlate(db: Db, driverId: string, plateId: string) {
    const [row] = await db
      .select({ plateNo: driverPlates.plateNo, plateColor: driverPlates.plateColor })
      .from(driverPlates)
      .where(and(eq(driverPlates.id, plateId), eq(driverPlates.driverId, driverId), isNull(driverPlates.unboundAt)));
    return row;
  },

  /** Who has this plate bound now at the dealer (with the plate's id and deduction order). */
  boundNow(db: Db, dealerId: string, plateNo: string, plateColor: number) {
    return db
      .select({ id: driverPlates.id, driverId: driverPlates.driverId, deductionOrder: driverPlates.deductionOrder })
      .from(driverPlates)
      .where(
        and(
          eq(driverPlates.dealerId, dealerId),
          ...plateIs(driverPlates, { plateNo, plateColor }),
          isNull(driverPlates.unboundAt),
        ),
      );
  },

  /**
   * Who has each of these plates bound now at its dealer, in one read (a batch of exits, decision 098): the rows of
   * `boundNow` for every plate asked, each with the plate it answers.
   */
  async boundNowOf(db: Db, plates: readonly { dealerId: string; plateNo: string; plateColor: number }[]) {
    if (plates.length === 0) return [];
    const asked = sql.join(
      plates.map((p) => sql`(${p.dealerId}::text, ${p.plateNo}::text, ${p.plateColor}::smallint)`),
      sql`, `,
    );
    return db
      .select({
        id: driverPlates.id,
        driverId: driverPlates.driverId,
        deductionOrder: driverPlates.deductionOrder,
        dealerId: driverPlates.dealerId,
        plateNo: driverPlates.plateNo,
        plateColor: driverPlates.plateColor,
      })
      .from(driverPlates)
      .where(
        and(
          sql`(${driverPlates.dealerId}, ${driverPlates.plateNo}, ${driverPlates.plateColor}) in (${asked})`,
          isNull(driverPlates.unboundAt),
        ),
      );
  },

  /** The plates the driver has bound now at the dealer. */
  boundByDriver(db: Db, dealerId: string, driverId: string) {
    return db
      .select({ plateNo: driverPlates.plateNo, plateColor: driverPlates.plateColor })
      .from(driverPlates)
      .where(
        and(eq(driverPlates.dealerId, dealerId), eq(driverPlates.driverId, driverId), isNull(driverPlates.unboundAt)),
      );
  },

  /** The driver's first approved ownership certification of a plate (车辆认证), if any. */
  async firstCertification(db: Db, driverId: string) {
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
};
