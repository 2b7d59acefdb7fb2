import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every point in time is a timestamptz, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Money in fen (分), a bigint read as a number. */
export const fen = (name: string) => bigint(name, { mode: 'number' });

/** A row's own id: a random uuid. */
export const uuidPk = () => uuid('id').primaryKey().defaultRandom();

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
