import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceLeases } from '../../db/schema/device-links';

/**
 * The device links' port for the live board (decision 085): which devices hold a live link now (a gate connected to
 * any node is online however long it stays quiet). Lease times are the database's clock, as the leases are.
 */
export function createLinkHealth(db: Db) {
  return {
    async linked(deviceIds: readonly string[]): Promise<Set<string>> {
      if (deviceIds.length === 0) return new Set();
      const rows = await db
        .select({ deviceId: deviceLeases.deviceId })
        .from(deviceLeases)
        .where(and(inArray(deviceLeases.deviceId, [...deviceIds]), gt(deviceLeases.expiresAt, sql`now()`)));
      return new Set(rows.map((r) => r.deviceId));
    },
  };
}
export type LinkHealth = ReturnType<typeof createLinkHealth>;
