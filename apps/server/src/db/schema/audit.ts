import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The operators' audit log (decision 082): one row per write an operator made, inserted in the write's own transaction
 * where the operation records its change. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, and no API
 * offers either. No foreign keys: an entry outlives the account, park or device it names.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: text('dealer_id').notNull(),
    at: timestamptz('at').notNull(),
    operatorId: uuid('operator_id').notNull(),
    /** Username and display name when it was written: the account may be renamed later. */
    operatorName: text('operator_name').notNull(),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
    /** The route key: `PUT /operator/v1/parks/:parkId`. */
    operation: text('operation').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    /** Field → {before, after}, of the fields that changed; null when only the request is known. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    /** The request body (passwords and keys masked), for operations that do not record their change. */
    request: jsonb('request'),
    reason: text('reason'),
  },
  (t) => [
    index('operator_audit_dealer_id').on(t.dealerId, t.id),
    index('operator_audit_object').on(t.dealerId, t.objectType, t.objectId),
    index('operator_audit_operator').on(t.dealerId, t.operatorId, t.id),
  ],
);
