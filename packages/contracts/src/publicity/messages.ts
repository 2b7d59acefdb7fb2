import { z } from 'zod';
import { page, pageQuery } from '../envelope';
import { MESSAGE_CATEGORIES } from './message-categories';

const category = z.enum(MESSAGE_CATEGORIES, { error: '消息类别不正确' });

/** Unread messages per category and in all (the 我的 badge), for the signed-in driver only. */
export const MessageUnread = z.object({
  total: z.number().int(),
  system: z.number().int(),
  bulletin: z.number().int(),
  order: z.number().int(),
});
export type MessageUnread = z.infer<typeof MessageUnread>;

/** PublicityRoutes.messages (?category&pageNo&pageSize): one category's messages, newest first. */
export const MessageQuery = pageQuery({ maxSize: 50, defaultSize: 20 }).extend({ category });
export type MessageQuery = z.input<typeof MessageQuery>;

/**
 * One message: a notice (messageId is its noticeId, opened on /sysnotice or /bulletin) or an order event
 * (messageId is the payment order's number, or a prefixed id: `refund:`, `charge:`, a plan application's review
 * `plan:`, a customer-service reply `ticket:` or resolution `ticket-done:`). `time` is ISO 8601.
 */
export const Message = z.object({
  messageId: z.string(),
  category,
  title: z.string(),
  summary: z.string(),
  time: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const MessagePage = page(Message).extend({
  /** Unread messages of this category, over the whole list. */
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof MessagePage>;

/** Marks the listed messages of a category read, or every message of it when `messageIds` is left out. */
export const MessagesRead = z
  .object({
    category,
    messageIds: z
      .array(z.string().trim().min(1).max(64, { error: '消息不存在' }))
      .min(1)
      .max(50)
      .optional(),
  })
  .strict();
export type MessagesRead = z.infer<typeof MessagesRead>;
