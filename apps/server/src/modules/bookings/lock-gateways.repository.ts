import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockGateways } from '../../db/schema/bookings';

export type GatewayRow = typeof lockGateways.$inferSelect;

/** Gateways: online state and the nodes' leases on them. */
export function lockGatewaysOf(db: Db) {
  return {
    async setOnline(gatewayId: string, online: boolean): Promise<void> {
      await db.update(lockGateways).set({ online }).where(eq(lockGateways.id, gatewayId));
    },

    /**
     * Takes (or keeps) the leases of gateways nobody holds or whose holder stopped renewing — the database's clock —
     * and answers the gateways this node holds now.
     */
    async leaseGateways(nodeId: string, leaseMs: number): Promise<string[]> {
      const rows = await db
        .update(lockGateways)
        .set({ nodeId, leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(
          sql`${lockGateways.nodeId} = ${nodeId} or ${lockGateways.nodeId} is null or ${lockGateways.leaseExpiresAt} < now()`,
        )
        .returning({ id: lockGateways.id });
      return rows.map((r) => r.id);
    },

    async releaseGateways(nodeId: string): Promise<void> {
      await db.update(lockGateways).set({ nodeId: null, leaseExpiresAt: null }).where(eq(lockGateways.nodeId, nodeId));
    },
  };
}
