import { z } from 'zod';

export * from './envelope-core';

/** Zod schema of an envelope around `data`, for response validation on both sides. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.optional() });

/** Lists: `pageNo`, `pageSize` in (a list may lower the largest page or change the default size); `results`, `totalRecord` out. */
export const pageQuery = ({ maxSize = 999, defaultSize = 10 } = {}) =>
  z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
export const PageQuery = pageQuery();
export type PageQuery = z.infer<typeof PageQuery>;
/** What a client sends for a page (numbers or their text). */
export type PageQueryInput = z.input<typeof PageQuery>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), totalRecord: z.number().int() });

/** A whole list's answer (not paged): its `results`. */
export const list = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

/** Keyset lists (decision 087): `cursor` (opaque; absent for the first page) and `pageSize` in. */
export const cursorQuery = ({ maxSize = 200, defaultSize = 20 } = {}) =>
  z.object({
    cursor: z.string().trim().max(512, '翻页参数错误').optional(),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
export type CursorQuery = z.infer<ReturnType<typeof cursorQuery>>;

/** A keyset list's answer: one page and the cursor of the next (null on the last page). */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), nextCursor: z.string().nullable() });
