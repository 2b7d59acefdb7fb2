import { z } from 'zod';

/**
 * Follows (/fllowManage, decision 041): parks and charging stations a driver keeps an eye on, in one list with what
 * they have free now and their current price. Unlike favourites (收藏, used to pick a park quickly), a follow is the
 * watch list alerts would be sent for (alerts are not built yet).
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
});
export type FollowedItem = z.infer<typeof FollowedItem>;

export const FollowList = z.object({
  results: z.array(FollowedItem),
  totalRecord: z.number().int(),
  limit: z.number().int(),
});
export type FollowList = z.infer<typeof FollowList>;

export const FollowState = z.object({ followed: z.boolean(), count: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;
