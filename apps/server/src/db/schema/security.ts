import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Nonces of authModel-1 requests, kept until their timestamp could no longer be accepted anyway. */
export const requestNonces = pgTable(
  'request_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('request_nonces_expires').on(t.expiresAt)],
);
