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
