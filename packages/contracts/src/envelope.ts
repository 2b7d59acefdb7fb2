import { z } from 'zod';

/** The code every successful response carries. */
export const OK_CODE = '200';

/** Every API response: `{code, message, data?}`; `code: "200"` is success (DESIGN.md, spec section 8). */
export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data?: T;
}

/** Zod schema of an envelope around `data`, for response validation on both sides. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string(), data: data.optional() });

export const ok = <T>(data?: T): Envelope<T> =>
  data === undefined ? { code: OK_CODE, message: 'success' } : { code: OK_CODE, message: 'success', data };

/** Lists: `pageNo`, `pageSize` in; `results`, `totalRecord` out. */
export const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), totalRecord: z.number().int() });
export interface Page<T> {
  results: T[];
  totalRecord: number;
}
