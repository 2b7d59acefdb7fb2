import { z } from 'zod';

export * from './envelope-core';

/** Zod schema of an envelope around `data`, for response validation on both sides. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.optional() });

/** Lists: `pageNo`, `pageSize` in; `results`, `totalRecord` out. */
export const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), totalRecord: z.number().int() });
