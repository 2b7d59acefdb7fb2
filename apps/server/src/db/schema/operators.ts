import { integer, boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';

/** Console users of one dealer; separate from drivers. */
export const operators = pgTable(
  'operators',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    /** Stored lower-case, so logins are case-insensitive. */
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    /** Argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default([]),
    /** The parks a park-scoped operator (park manager, cashier) may see and act on; empty for dealer-wide roles. */
    parkIds: uuid('park_ids').array().notNull().default([]),
    disabled: boolean('disabled').notNull().default(false),
    /** Failed logins since the last success or lockout. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    ...timestamps(),
  },
  (t) => [unique('operators_dealer_username').on(t.dealerId, t.username)],
);

/** Operator logins; only the SHA-256 of the token is stored, so a database leak yields no usable token. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuidPk(),
    operatorId: uuidRef('operator_id', () => operators.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId), index('operator_sessions_expires').on(t.expiresAt)],
);
