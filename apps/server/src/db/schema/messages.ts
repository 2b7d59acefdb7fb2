import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { dealerRef } from './dealers';
import { driverRef } from './drivers';

/**
 * What a driver has read in the 消息中心 (issue 44): one row per read message, kept on the server so the unread
 * counts survive reloads and other devices. `category` is system | bulletin | order; `messageId` is the notice's id
 * or the payment order's number. No row means unread.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    driverId: driverRef(),
    dealerId: dealerRef(),
    category: text('category', { enum: ['system', 'bulletin', 'order'] }).notNull(),
    messageId: text('message_id').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'message_reads_pk', columns: [t.driverId, t.category, t.messageId] })],
);
