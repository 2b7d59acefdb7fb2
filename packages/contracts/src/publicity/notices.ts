import { z } from 'zod';
import { PageQuery, page } from '../envelope';

const noticeType = z.string().trim().min(1).max(64);

/** PublicityRoutes.notices (?noticeType&pageNo&pageSize): published versions of a notice type, newest first. */
export const NoticeListQuery = PageQuery.extend({ noticeType });
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

export const NoticeSummary = z.object({
  noticeId: z.string(),
  noticeType: z.string(),
  title: z.string(),
  version: z.string(),
  publishTime: z.string(),
});
export type NoticeSummary = z.infer<typeof NoticeSummary>;
export const NoticePage = page(NoticeSummary);
export type NoticePage = z.infer<typeof NoticePage>;

/** PublicityRoutes.noticeDetail (?noticeId): one published version, e.g. an earlier privacy policy. */
export const NoticeDetailQuery = z.object({ noticeId: z.uuid('noticeId 格式不正确') });
export type NoticeDetailQuery = z.infer<typeof NoticeDetailQuery>;
export const NoticeDetail = NoticeSummary.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof NoticeDetail>;
