import type { WalletChannel } from '@parking/contracts';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withholdingAgreements } from '../../db/schema/wallet';
import type { WalletOwner } from './wallet-balances.repository';
import { ownedBy } from './wallet-balances.repository';

export type AgreementRow = typeof withholdingAgreements.$inferSelect;

/** A driver's withholding agreements with a provider: signing, activation, ending. */
export function withholdingAgreementsOf(db: Db) {
  return {
    // --- withholding agreements -------------------------------------------------------------------------------

    async insertAgreement(values: typeof withholdingAgreements.$inferInsert): Promise<AgreementRow> {
      const [row] = await db.insert(withholdingAgreements).values(values).returning();
      return row!;
    },

    /** The agreement of this channel that is signing or active, if any. */
    async liveAgreement(owner: WalletOwner, payChannel: WalletChannel): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(
          and(
            ownedBy(withholdingAgreements, owner),
            eq(withholdingAgreements.payChannel, payChannel),
            inArray(withholdingAgreements.state, ['signing', 'active']),
          ),
        );
      return row;
    },

    async agreements(owner: WalletOwner): Promise<AgreementRow[]> {
      return db
        .select()
        .from(withholdingAgreements)
        .where(ownedBy(withholdingAgreements, owner))
        .orderBy(desc(withholdingAgreements.createdAt));
    },

    async agreement(owner: WalletOwner, id: string): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(and(eq(withholdingAgreements.id, id), ownedBy(withholdingAgreements, owner)));
      return row;
    },

    /** Any driver's agreement by id (jobs only: never answer a driver with it). */
    async unsafeAgreementById(id: string): Promise<AgreementRow | undefined> {
      const [row] = await db.select().from(withholdingAgreements).where(eq(withholdingAgreements.id, id));
      return row;
    },

    async agreementByCode(contractCode: string): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(eq(withholdingAgreements.contractCode, contractCode));
      return row;
    },

    /** signing → active, once. */
    async activateAgreement(id: string, providerContractId: string, signedAt: Date, at: Date) {
      const [row] = await db
        .update(withholdingAgreements)
        .set({ state: 'active', providerContractId, signedAt, updatedAt: at })
        .where(and(eq(withholdingAgreements.id, id), eq(withholdingAgreements.state, 'signing')))
        .returning();
      return row;
    },

    /** signing or active → cancelled / expired, once. */
    async endAgreement(id: string, state: 'cancelled' | 'expired', reason: string, at: Date) {
      const [row] = await db
        .update(withholdingAgreements)
        .set({ state, endReason: reason, endedAt: at, updatedAt: at })
        .where(and(eq(withholdingAgreements.id, id), inArray(withholdingAgreements.state, ['signing', 'active'])))
        .returning();
      return row;
    },

    /** Signing agreements whose page lapsed. */
    async lapsedSignings(now: Date, limit: number): Promise<AgreementRow[]> {
      return db
        .select()
        .from(withholdingAgreements)
        .where(and(eq(withholdingAgreements.state, 'signing'), lte(withholdingAgreements.signBefore, now)))
        .limit(limit);
    },

    /** The driver's newest active agreement (auto-pay takes fees under it). */
    /** The active agreement of each owner, as `activeAgreementOf` answers it, in one read; answers in order. */
    async activeAgreementsOf(owners: readonly WalletOwner[]): Promise<(AgreementRow | undefined)[]> {
      if (owners.length === 0) return [];
      const asked = sql.join(
        owners.map((o) => sql`(${o.dealerId}::text, ${o.driverId}::uuid)`),
        sql`, `,
      );
      const rows = await db
        .selectDistinctOn([withholdingAgreements.dealerId, withholdingAgreements.driverId])
        .from(withholdingAgreements)
        .where(
          and(
            sql`(${withholdingAgreements.dealerId}, ${withholdingAgreements.driverId}) in (${asked})`,
            eq(withholdingAgreements.state, 'active'),
          ),
        )
        .orderBy(withholdingAgreements.dealerId, withholdingAgreements.driverId, desc(withholdingAgreements.signedAt));
      return owners.map((o) => rows.find((r) => r.dealerId === o.dealerId && r.driverId === o.driverId));
    },

    async activeAgreementOf(owner: WalletOwner): Promise<AgreementRow | undefined> {
      const [row] = await db
        .select()
        .from(withholdingAgreements)
        .where(and(ownedBy(withholdingAgreements, owner), eq(withholdingAgreements.state, 'active')))
        .orderBy(desc(withholdingAgreements.signedAt))
        .limit(1);
      return row;
    },
  };
}
