import { z } from 'zod';
import { PageQuery, page, list } from '../envelope';

/** A news item as lists show it (spec section 3). publishTime is ISO 8601. */
export const NewsItem = z.object({
  newsId: z.string(),
  title: z.string(),
  summary: z.string(),
  publishTime: z.string(),
  imgUrl: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** PublicityRoutes.news (?pageNo&pageSize): published news, newest first (home asks for pageNo 1, pageSize 3). */
export const NewsListQuery = PageQuery;
export type NewsListQuery = z.input<typeof NewsListQuery>;
export const NewsPage = page(NewsItem);
export type NewsPage = z.infer<typeof NewsPage>;

/** PublicityRoutes.importantNews: the published news flagged important, newest first. */
export const ImportantNews = list(NewsItem);
export type ImportantNews = z.infer<typeof ImportantNews>;

/** PublicityRoutes.newsDetail (?newsId): one published news item with its body (operator-written rich text). */
export const NewsDetailQuery = z.object({ newsId: z.uuid('newsId 格式不正确') });
export type NewsDetailQuery = z.infer<typeof NewsDetailQuery>;
export const NewsDetail = NewsItem.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof NewsDetail>;
