import { operations } from '../operation-schemas';
import { Advertisings, AdvertisingsRequest } from './advertisings';
import { ImportantNews, NewsDetail, NewsDetailQuery, NewsListQuery, NewsPage } from './news';
import { MessagePage, MessageQuery, MessagesRead, MessageUnread } from './messages';
import { NoticeDetail, NoticeDetailQuery, NoticeListQuery, NoticePage } from './notices';
import {
  AdInput,
  ContentIdParams,
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
import { PublicityOperatorRoutes } from './operator/routes';
import { PublicityRoutes } from './routes';

const byId = { params: ContentIdParams };

export const PublicityOps = operations(PublicityRoutes, {
  // The app may post no body at all; that means the default city.
  advertisings: { body: AdvertisingsRequest.nullish(), response: Advertisings },
  news: { query: NewsListQuery, response: NewsPage },
  importantNews: { response: ImportantNews },
  newsDetail: { query: NewsDetailQuery, response: NewsDetail },
  notices: { query: NoticeListQuery, response: NoticePage },
  noticeDetail: { query: NoticeDetailQuery, response: NoticeDetail },
  messageUnread: { response: MessageUnread },
  messages: { query: MessageQuery, response: MessagePage },
  readMessages: { body: MessagesRead, response: MessageUnread },
});

export const PublicityOperatorOps = operations(PublicityOperatorRoutes, {
  listAds: { query: OperatorContentQuery, response: OperatorAdPage },
  createAd: { body: AdInput, response: OperatorAd },
  updateAd: { ...byId, body: AdInput, response: OperatorAd },
  deleteAd: { ...byId, response: ContentIdParams },
  listNews: { query: OperatorContentQuery, response: OperatorNewsPage },
  createNews: { body: NewsInput, response: OperatorNews },
  updateNews: { ...byId, body: NewsInput, response: OperatorNews },
  deleteNews: { ...byId, response: ContentIdParams },
  listNotices: { query: OperatorNoticeQuery, response: OperatorNoticePage },
  createNotice: { body: NoticeInput, response: OperatorNotice },
  updateNotice: { ...byId, body: NoticeInput, response: OperatorNotice },
  deleteNotice: { ...byId, response: ContentIdParams },
});
