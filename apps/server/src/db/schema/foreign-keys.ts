import { text, uuid, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

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
