import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/drivers';
import { driverSessions, driverTokens } from '../../db/schema/sessions';

/**
 * The token lookup's read model (decision 095, declared in data-owners.mjs): authentication reads a token with its
 * session and its driver's standing in one indexed query on every request. The driver module uses sessions (it
 * revokes them), so a driver port here would be a circle, and a second query would add a round trip to every
 * authenticated call. It reads only; sessions writes its own tables, the driver module the drivers.
 */

export type TokenKind = 'access' | 'refresh';

/** A token with its session and driver, as authentication needs them. */
export interface TokenRecord {
  kind: TokenKind;
  expiresAt: Date;
  usedAt: Date | null;
  /** Sealed successor pair of a rotated refresh token, while a retry may still ask for it. */
  successor: string | null;
  sessionId: string;
  revokedAt: Date | null;
  revokeReason: string | null;
  driver: {
    id: string;
    dealerId: string;
    phone: string | null;
    nickName: string;
    deletedAt: Date | null;
    disabledAt: Date | null;
  };
}

export async function tokenWithDriver(db: Db, tokenHash: string): Promise<TokenRecord | undefined> {
  const [row] = await db
    .select({
      kind: driverTokens.kind,
      expiresAt: driverTokens.expiresAt,
      usedAt: driverTokens.usedAt,
      successor: driverTokens.successor,
      sessionId: driverSessions.id,
      revokedAt: driverSessions.revokedAt,
      revokeReason: driverSessions.revokeReason,
      driver: {
        id: drivers.id,
        dealerId: drivers.dealerId,
        phone: drivers.phone,
        nickName: drivers.nickName,
        deletedAt: drivers.deletedAt,
        disabledAt: drivers.disabledAt,
      },
    })
    .from(driverTokens)
    .innerJoin(driverSessions, eq(driverSessions.id, driverTokens.sessionId))
    .innerJoin(drivers, eq(drivers.id, driverSessions.driverId))
    .where(eq(driverTokens.tokenHash, tokenHash));
  return row && { ...row, kind: row.kind as TokenKind };
}

/** When an operator disabled the driver's account (null: not disabled). */
export async function driverDisabledAt(db: Db, driverId: string): Promise<Date | null> {
  const [row] = await db.select({ at: drivers.disabledAt }).from(drivers).where(eq(drivers.id, driverId));
  return row?.at ?? null;
}
