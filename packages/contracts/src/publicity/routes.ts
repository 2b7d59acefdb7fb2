// Zod-free: ads, news and notices as the landing pages and the request layer see them (types only).
import { route } from '../operation';
import type { Advertisings, AdvertisingsRequest } from './advertisings';
import type { ImportantNews, NewsDetail, NewsDetailQuery, NewsListQuery, NewsPage } from './news';
import type { NoticeDetail, NoticeDetailQuery, NoticeListQuery, NoticePage } from './notices';
import type {
  AdInput,
  ContentId,
  NewsInput,
  NoticeInput,
  OperatorAd,
  OperatorAdPage,
  OperatorContentQuery,
  OperatorNews,
  OperatorNewsPage,
  OperatorNotice,
  OperatorNoticePage,
  OperatorNoticeQuery,
} from './operator-content';

/** What drivers read (spec section 7) and what operators (content or admin) write of their own dealer's content. */
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

/**
 * Operators (content or admin) write their own dealer's content. Apart, and built in a pure call, so a bundle that
 * does not use them (the landing pages) drops them.
 */
export const PublicityOperatorRoutes = /*#__PURE__*/ (() => ({
  listAds: route('GET', '/operator/v1/advertisings').io<{ query: OperatorContentQuery; response: OperatorAdPage }>(),
  createAd: route('POST', '/operator/v1/advertisings').io<{ body: AdInput; response: OperatorAd }>(),
  updateAd: route('PUT', '/operator/v1/advertisings/:id').io<{ body: AdInput; response: OperatorAd }>(),
  deleteAd: route('DELETE', '/operator/v1/advertisings/:id').io<{ response: ContentId }>(),
  listNews: route('GET', '/operator/v1/news').io<{ query: OperatorContentQuery; response: OperatorNewsPage }>(),
  createNews: route('POST', '/operator/v1/news').io<{ body: NewsInput; response: OperatorNews }>(),
  updateNews: route('PUT', '/operator/v1/news/:id').io<{ body: NewsInput; response: OperatorNews }>(),
  deleteNews: route('DELETE', '/operator/v1/news/:id').io<{ response: ContentId }>(),
  listNotices: route('GET', '/operator/v1/notices').io<{ query: OperatorNoticeQuery; response: OperatorNoticePage }>(),
  createNotice: route('POST', '/operator/v1/notices').io<{ body: NoticeInput; response: OperatorNotice }>(),
  updateNotice: route('PUT', '/operator/v1/notices/:id').io<{ body: NoticeInput; response: OperatorNotice }>(),
  deleteNotice: route('DELETE', '/operator/v1/notices/:id').io<{ response: ContentId }>(),
}))();
