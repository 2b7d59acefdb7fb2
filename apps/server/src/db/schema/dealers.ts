import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { textRef } from './foreign-keys';

/** A platform tenant (an operator or city platform); drivers pick it with driverDealerId. */
export const dealers = pgTable(
  'dealers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    /** The dealer a request without driverDealerId belongs to; at most one. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_single_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** The owning dealer of a row; the row goes when its dealer does. */
export const dealerRef = () => textRef('dealer_id', () => dealers.id, 'cascade');

/** The dealer of a row of money history, which outlives nothing: a dealer that still has such rows cannot be deleted. */
export const dealerKeptRef = () => textRef('dealer_id', () => dealers.id, 'restrict');
