import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { uuidPkRef } from './foreign-keys';
import { driverRef } from './drivers';
import { parkRef, parks } from './parks';

/**
 * What drivers discover about a park beyond its operations (spec section 3): its city, a description, and what it
 * offers with how many spaces. One row per park; a park without one offers only temporary parking. The monthly-plan,
 * booking and off-peak issues subtract the spaces their plans hold from these capacities; until they exist the
 * spaces left equal the capacity.
 */
export const parkProfiles = pgTable(
  'park_profiles',
  {
    parkId: uuidPkRef('park_id', () => parks.id, 'cascade'),
    city: text('city').notNull(),
    description: text('description').notNull().default(''),
    supportBag: boolean('support_bag').notNull().default(false),
    supportBook: boolean('support_book').notNull().default(false),
    supportCharge: boolean('support_charge').notNull().default(false),
    supportDiffTimeBag: boolean('support_diff_time_bag').notNull().default(false),
    supportDiffTimeBook: boolean('support_diff_time_book').notNull().default(false),
    /** Monthly-plan spaces; -1 unlimited. */
    bagCapacity: integer('bag_capacity').notNull().default(-1),
    /** Bookable spaces; -1 unlimited. */
    bookCapacity: integer('book_capacity').notNull().default(-1),
    diffTimeBagCapacity: integer('diff_time_bag_capacity').notNull().default(0),
    diffTimeBookCapacity: integer('diff_time_book_capacity').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('park_profiles_city').on(t.city),
    check('park_profiles_bag_capacity', sql`${t.bagCapacity} >= -1`),
    check('park_profiles_book_capacity', sql`${t.bookCapacity} >= -1`),
    check('park_profiles_diff_time_capacity', sql`${t.diffTimeBagCapacity} >= 0 and ${t.diffTimeBookCapacity} >= 0`),
  ],
);

/** A driver's favourite parks (/collect). */
export const parkCollections = pgTable(
  'park_collections',
  {
    driverId: driverRef(),
    parkId: parkRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.parkId] }), index('park_collections_park').on(t.parkId)],
);
