import { z } from 'zod';
import { latitude, longitude, nearbyPaging } from './nearby';

/** collectParks?destLng&destLat: the driver's favourite parks, newest first, with distances. */
export const CollectListQuery = z.object({
  destLng: longitude.optional(),
  destLat: latitude.optional(),
  ...nearbyPaging,
});
export type CollectListQuery = z.input<typeof CollectListQuery>;

/** collectPark {parkId}: adds a favourite (adding it twice is fine). */
export const CollectParkRequest = z.object({ parkId: z.uuid('parkId 格式不正确') });
export type CollectParkRequest = z.infer<typeof CollectParkRequest>;

/** uncollectParks/{id}: id is one park id or several joined by commas (the spec's parkIds). */
export const CollectIdsParams = z.object({
  id: z
    .string()
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        .min(1, '请选择要取消收藏的项')
        .max(100)
        .refine((ids) => ids.every((id) => z.uuid().safeParse(id).success), 'id 格式不正确'),
    ),
});

/** How many favourites a change touched. */
export const CollectResult = z.object({ count: z.number().int() });
export type CollectResult = z.infer<typeof CollectResult>;
