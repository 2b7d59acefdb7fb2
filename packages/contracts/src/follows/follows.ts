import { z } from 'zod';
import { page, pageQuery } from '../envelope';

/**
 * Follows (/fllowManage, decision 041): parks and charging stations a driver keeps an eye on, in one list with what
 * they have free now and their current price. Unlike favourites (收藏, used to pick a park quickly), a follow is the
 * watch list alerts are sent for (decision 059): 空位提醒 when a full place has space again, 调价提醒 when its price
 * changes, each switched per follow.
 */

export const FOLLOW_LIMIT = 50;
export const FOLLOW_KINDS = ['park', 'station'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const FollowTarget = z
  .object({
    kind: z.enum(FOLLOW_KINDS, { error: '关注类型不正确' }),
    targetId: z.uuid({ error: '关注对象不存在' }),
  })
  .strict();
export type FollowTarget = z.infer<typeof FollowTarget>;

/** Which alerts one follow sends (decision 059). */
export const FollowAlertSwitches = z.object({ availability: z.boolean(), price: z.boolean() });
export type FollowAlertSwitches = z.infer<typeof FollowAlertSwitches>;

export const FollowedItem = z.object({
  kind: z.enum(FOLLOW_KINDS),
  targetId: z.string(),
  name: z.string(),
  address: z.string(),
  /** GCJ-02, to open the place on the map. */
  latitude: z.number(),
  longitude: z.number(),
  /** Spaces (parks) or free connectors (stations) now; -1 when a park does not count its spaces. */
  freeNum: z.number().int(),
  totalNum: z.number().int(),
  /** The price as the park sheet or station page shows it (fee rule labels; price per kWh). */
  priceText: z.string(),
  /** False when the park is offline or the station is closed. */
  open: z.boolean(),
  followedAt: z.string(),
  /** Which alerts this follow sends (both on when followed). */
  alerts: FollowAlertSwitches,
});
export type FollowedItem = z.infer<typeof FollowedItem>;

export const FollowList = page(FollowedItem).extend({ limit: z.number().int() });
export type FollowList = z.infer<typeof FollowList>;

export const FollowState = z.object({ followed: z.boolean(), count: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;

/**
 * The kinds of alert: a full place has space again; the place's price changed (decision 059); an agent answered one
 * of the driver's tickets (decision 088, amended: the alert's target is the ticket, opened in 我的反馈).
 */
export const FOLLOW_ALERT_KINDS = ['availability', 'price', 'ticketReply'] as const;
export type FollowAlertKind = (typeof FOLLOW_ALERT_KINDS)[number];
/** What an alert is about: a followed place, or one of the driver's tickets. */
export const ALERT_TARGET_KINDS = [...FOLLOW_KINDS, 'ticket'] as const;
export type AlertTargetKind = (typeof ALERT_TARGET_KINDS)[number];

/** A change of one or both switches of one follow. */
export const FollowAlertSwitchChange = z
  .object({
    availability: z.boolean({ error: '提醒开关不正确' }).optional(),
    price: z.boolean({ error: '提醒开关不正确' }).optional(),
  })
  .strict()
  .refine((b) => b.availability !== undefined || b.price !== undefined, { error: '请选择要修改的提醒' });
export type FollowAlertSwitchChange = z.infer<typeof FollowAlertSwitchChange>;

/** One alert in the driver's 提醒 list, newest first. */
export const FollowAlert = z.object({
  alertId: z.string(),
  kind: z.enum(FOLLOW_ALERT_KINDS),
  targetKind: z.enum(ALERT_TARGET_KINDS),
  targetId: z.string(),
  /** The place's name when the alert was written (a ticket: its title and number). */
  name: z.string(),
  /** What changed, in words: "有空车位了：空车位 3/120", "价格调整：旧 → 新", "客服回复：…". */
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type FollowAlert = z.infer<typeof FollowAlert>;

export const FollowAlertQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type FollowAlertQuery = z.input<typeof FollowAlertQuery>;

export const FollowAlertPage = page(FollowAlert).extend({
  /** Alerts not read yet, over the whole list. */
  unread: z.number().int(),
});
export type FollowAlertPage = z.infer<typeof FollowAlertPage>;

/** Marks the listed alerts read, or every alert of the driver when `alertIds` is left out. */
export const FollowAlertsRead = z
  .object({
    alertIds: z
      .array(z.string().regex(/^\d{1,18}$/, { error: '提醒不存在' }))
      .max(50)
      .optional(),
  })
  .strict();
export type FollowAlertsRead = z.infer<typeof FollowAlertsRead>;

export const FollowAlertUnread = z.object({ unread: z.number().int() });
export type FollowAlertUnread = z.infer<typeof FollowAlertUnread>;
