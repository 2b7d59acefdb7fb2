import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { driverRef } from './drivers';

// Login sessions and their tokens: the sessions module's tables (decision 095; they were in drivers.ts).

/**
 * One login of a driver on one phone. Its tokens rotate (driver_tokens); revoking the session ends all of them.
 * Kept after revocation: the reason decides what the old phone is told (logged in elsewhere, or simply logged out).
 */
export const driverSessions = pgTable(
  'driver_sessions',
  {
    id: uuidPk(),
    driverId: driverRef(),
    /** How it began: password, verifyCode, register, oauth, sso, token, bindPhone. */
    method: text('method').notNull(),
    clientType: smallint('client_type'),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
    /** logout, otherDevice, refreshReuse, passwordChanged, phoneChanged, deleted, merged. */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('driver_sessions_driver').on(t.driverId)],
);

/**
 * Access and refresh tokens of driver sessions, by SHA-256 only (a database leak yields no usable token). A refresh
 * token is used once: `used_at` marks its rotation, so presenting it again is detected as reuse.
 */
export const driverTokens = pgTable(
  'driver_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuidRef('session_id', () => driverSessions.id, 'cascade'),
    /** access or refresh. */
    kind: text('kind').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /**
     * A rotated refresh token's successor pair, sealed with the rotated token itself (only its holder can open it), so
     * a retry within the grace period gets the same pair; cleared once the grace is over.
     */
    successor: text('successor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('driver_tokens_session').on(t.sessionId),
    index('driver_tokens_expires').on(t.expiresAt),
    check('driver_tokens_kind', sql`${t.kind} in ('access', 'refresh')`),
  ],
);
