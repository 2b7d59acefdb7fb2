// Zod-free on purpose: the 我的 badge and the 消息中心 import these without pulling zod into their chunk.

/** The 消息中心's categories (issue 44): the dealer's system notices and bulletins, the driver's order events. */
export const MessageCategory = {
  SYSTEM: 'system',
  BULLETIN: 'bulletin',
  ORDER: 'order',
} as const;
export type MessageCategory = (typeof MessageCategory)[keyof typeof MessageCategory];
export const MESSAGE_CATEGORIES = [MessageCategory.SYSTEM, MessageCategory.BULLETIN, MessageCategory.ORDER] as const;

/** Each category's name in the 消息中心. */
export const MESSAGE_CATEGORY_TEXT: Record<MessageCategory, string> = {
  system: '系统通知',
  bulletin: '公告栏',
  order: '订单消息',
};

/** How far back the order events go: a driver's orders, plan reviews and ticket replies of the last 30 days. */
export const ORDER_MESSAGE_DAYS = 30;
