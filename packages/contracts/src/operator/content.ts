import { z } from 'zod';
import { HomeFuncEntries, HomeFuncEntry } from '../basic/menu';

/** Icons are small inline pictures: a base64 data URL of an accepted picture type or SVG. */
const ICON_DATA_URL = /^data:image\/(svg\+xml|png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
export const ICON_MAX_LENGTH = 64 * 1024;

/** BasicRoutes.saveHomeFuncEntries: the whole ordered list replaces the dealer's entries. */
export const HomeFuncEntriesUpdate = HomeFuncEntries.extend({
  list: z
    .array(
      HomeFuncEntry.extend({
        entryId: z.string().trim().min(1).max(64),
        entryName: z.string().trim().min(1).max(16),
        entryType: z.union([z.literal(1), z.literal(2)]),
        icon: z.string().max(ICON_MAX_LENGTH).regex(ICON_DATA_URL, '图标须为 base64 图片 data URL'),
        entryUrl: z.string().max(512),
      }),
    )
    .max(30)
    .refine((list) => new Set(list.map((e) => e.entryId)).size === list.length, '菜单项 entryId 不能重复'),
});
export type HomeFuncEntriesUpdate = z.infer<typeof HomeFuncEntriesUpdate>;
