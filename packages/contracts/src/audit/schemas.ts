import { z } from 'zod';
import { page, pageQuery } from '../envelope';

/** One field an operator's write changed: its value before (null when created) and after (null when removed). */
export const AuditFieldChange = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditFieldChange = z.infer<typeof AuditFieldChange>;

/**
 * One write of an operator (decision 082): who, when, from where, the operation (`POST /operator/v1/parks`), the
 * object, the fields it changed and the reason given. `changes` is null for an operation that records the request
 * it was sent instead (`request` then holds its body, passwords and keys masked).
 */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.string(),
  operatorName: z.string(),
  ip: z.string(),
  operation: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  changes: z.record(z.string(), AuditFieldChange).nullable(),
  request: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const Instant = (error: string) => z.iso.datetime({ offset: true, error }).optional();

/** The filters of the audit log (and of its export): each narrows the list; times are ISO 8601 with an offset. */
export const AuditFilter = z
  .object({
    operatorId: z.uuid({ error: '操作人编号格式错误' }).optional(),
    objectType: z.string().trim().max(64, '对象类型最多 64 个字符').optional(),
    objectId: z.string().trim().max(128, '对象编号最多 128 个字符').optional(),
    operation: z.string().trim().max(128, '操作最多 128 个字符').optional(),
    from: Instant('开始时间格式错误'),
    to: Instant('结束时间格式错误'),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: '结束时间不能早于开始时间' });
export type AuditFilter = z.input<typeof AuditFilter>;

export const AuditQuery = z.intersection(pageQuery({ maxSize: 200, defaultSize: 20 }), AuditFilter);
export type AuditQuery = z.input<typeof AuditQuery>;
export const AuditPage = page(AuditEntry);
