// Zod-free: ads, news and notices as the landing pages and the request layer see them (types only).
import { route } from '../operation';
import type { Advertisings, AdvertisingsRequest } from './advertisings';
import type { ImportantNews, NewsDetail, NewsDetailQuery, NewsListQuery, NewsPage } from './news';
import type { NoticeDetail, NoticeDetailQuery, NoticeListQuery, NoticePage } from './notices';

/** What drivers read of their dealer's ads, news and notices (spec section 7). */
export const PublicityRoutes = {
  /** The home banner ads of a city; no body (or no city) means 全国. */
  advertisings: route('POST', '/publicity/v2/api/advertisings').io<{
    body: AdvertisingsRequest | null | undefined;
    response: Advertisings;
  }>(),
  /** Published news, newest first (home asks for pageNo 1, pageSize 3). */
  news: route('GET', '/publicity/v2/api/news').io<{ query: NewsListQuery; response: NewsPage }>(),
  importantNews: route('GET', '/publicity/v2/api/news/important').io<{ response: ImportantNews }>(),
  newsDetail: route('GET', '/publicity/v2/api/news/detail').io<{ query: NewsDetailQuery; response: NewsDetail }>(),
  /** Published versions of a notice type, newest first. */
  notices: route('GET', '/publicity/v2/api/notices').io<{ query: NoticeListQuery; response: NoticePage }>(),
  noticeDetail: route('GET', '/publicity/v2/api/notices/detail').io<{
    query: NoticeDetailQuery;
    response: NoticeDetail;
  }>(),
};
