import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { textPkRef, textRef } from './foreign-keys';
import { devices } from './parks';

/**
 * Which node holds a device's socket (decision 034): written when a device connects, renewed while it stays
 * connected, deleted when it leaves; a node that dies stops renewing and its rows expire, so the device, reconnecting
 * to another node, is taken over there.
 */
export const deviceLeases = pgTable('device_leases', {
  deviceId: textPkRef('device_id', () => devices.id, 'cascade'),
  nodeId: text('node_id').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  /** When the current holder took the lease. */
  createdAt: createdAt(),
});

/**
 * Commands for devices (open the gate, hold, later charging): written on whichever node issues them, announced on the
 * outbox, sent by the node holding the device's lease until the device acknowledges or the command expires.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: textRef('device_id', () => devices.id, 'cascade'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /** A command not acknowledged by then is dropped: a gate must not open minutes after it was asked to. */
    expiresAt: timestamptz('expires_at').notNull(),
    ackedAt: timestamptz('acked_at'),
  },
  (t) => [
    index('device_commands_pending')
      .on(t.deviceId, t.id)
      .where(sql`acked_at is null`),
  ],
);
