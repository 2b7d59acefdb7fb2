// Zod-free: ads, news and notices as the landing pages and the request layer see them (types only).
import { route } from '../operation';
import type { Advertisings, AdvertisingsRequest } from './advertisings';
import type { ImportantNews, NewsDetail, NewsDetailQuery, NewsListQuery, NewsPage } from './news';
import type { MessagePage, MessageQuery, MessagesRead, MessageUnread } from './messages';
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
  /** The signed-in driver's unread messages per category (the 我的 badge, the 消息中心). */
  messageUnread: route('GET', '/publicity/v2/api/messages/unread').io<{ response: MessageUnread }>(),
  /** One category of the driver's 消息中心, newest first, each with its read state. */
  messages: route('GET', '/publicity/v2/api/messages').io<{ query: MessageQuery; response: MessagePage }>(),
  /** Marks messages read (the listed ones of a category, or all of it); answers what is left unread. */
  readMessages: route('POST', '/publicity/v2/api/messages/read').io<{
    body: MessagesRead;
    response: MessageUnread;
  }>(),
};
