import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPk } from './columns';
import { dealerRef } from './dealers';

/** SMS verification codes, by hash; only the newest code of a phone and purpose is valid. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when used, or when a newer code replaced it. */
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verify_codes_lookup').on(t.dealerId, t.phone, t.purpose, t.createdAt)],
);

/**
 * Events counted by rate limits (an SMS sent to a phone, from an IP; a failed login from an IP), kept in the database
 * so limits hold across restarts and server processes.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuidPk(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('rate_limit_hits_key_at').on(t.key, t.at), index('rate_limit_hits_at').on(t.at)],
);

/**
 * Short-lived single-use secrets, by hash: picture challenges, SSO tickets, OAuth states, sandbox OAuth codes.
 * Claiming one sets used_at in a single statement, so it works once even under concurrent requests.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    dealerId: dealerRef(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_expires').on(t.expiresAt)],
);

/** Messages the development SMS provider "sent": read back in demo and test mode instead of a phone. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuidPk(),
    phone: text('phone').notNull(),
    signName: text('sign_name').notNull(),
    template: text('template').notNull(),
    params: jsonb('params').notNull().$type<Record<string, string>>(),
    content: text('content').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [index('sms_outbox_phone').on(t.phone, t.sentAt)],
);
