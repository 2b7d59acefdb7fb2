// Zod-free: ads, news and notices as the landing pages and the request layer see them (types only).
import { routes } from '../operation';
import type { Advertisings, AdvertisingsRequest } from './advertisings';
import type { ImportantNews, NewsDetail, NewsDetailQuery, NewsListQuery, NewsPage } from './news';
import type { MessagePage, MessageQuery, MessagesRead, MessageUnread } from './messages';
import type { NoticeDetail, NoticeDetailQuery, NoticeListQuery, NoticePage } from './notices';

/** What drivers read of their dealer's ads, news and notices (spec section 7). */
export const PublicityRoutes = routes<PublicityIo>()({
  advertisings: 'POST /publicity/v2/api/advertisings',
  news: 'GET /publicity/v2/api/news',
  importantNews: 'GET /publicity/v2/api/news/important',
  newsDetail: 'GET /publicity/v2/api/news/detail',
  notices: 'GET /publicity/v2/api/notices',
  noticeDetail: 'GET /publicity/v2/api/notices/detail',
  messageUnread: 'GET /publicity/v2/api/messages/unread',
  messages: 'GET /publicity/v2/api/messages',
  readMessages: 'POST /publicity/v2/api/messages/read',
});

/** What each of PublicityRoutes' operations takes and answers. */
interface PublicityIo {
  /** The home banner ads of a city; no body (or no city) means 全国. */
  advertisings: { body: AdvertisingsRequest | null | undefined; response: Advertisings };
  /** Published news, newest first (home asks for pageNo 1, pageSize 3). */
  news: { query: NewsListQuery; response: NewsPage };
  importantNews: { response: ImportantNews };
  newsDetail: { query: NewsDetailQuery; response: NewsDetail };
  /** Published versions of a notice type, newest first. */
  notices: { query: NoticeListQuery; response: NoticePage };
  noticeDetail: { query: NoticeDetailQuery; response: NoticeDetail };
  /** The signed-in driver's unread messages per category (the 我的 badge, the 消息中心). */
  messageUnread: { response: MessageUnread };
  /** One category of the driver's 消息中心, newest first, each with its read state. */
  messages: { query: MessageQuery; response: MessagePage };
  /** Marks messages read (the listed ones of a category, or all of it); answers what is left unread. */
  readMessages: { body: MessagesRead; response: MessageUnread };
}
