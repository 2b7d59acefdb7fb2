import { bigint, text, timestamp, uuid, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

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

/** The foreign key's `on delete`; none given: no action. */
const onDeleteOf = (onDelete?: UpdateDeleteAction) => (onDelete ? { onDelete } : {});

/** A uuid that must point at a row of another table. */
export const uuidRef = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  uuid(name).notNull().references(target, onDeleteOf(onDelete));

/** A text key that must point at a row of another table. */
export const textRef = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  text(name).notNull().references(target, onDeleteOf(onDelete));

/** A uuid primary key that is a row of another table: at most one row here per row there. */
export const uuidPkRef = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  uuid(name).primaryKey().references(target, onDeleteOf(onDelete));

/** A text primary key that is a row of another table: at most one row here per row there. */
export const textPkRef = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  text(name).primaryKey().references(target, onDeleteOf(onDelete));
