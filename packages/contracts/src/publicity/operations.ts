import { operations } from '../operation-schemas';
import { Advertisings, AdvertisingsRequest } from './advertisings';
import { ImportantNews, NewsDetail, NewsDetailQuery, NewsListQuery, NewsPage } from './news';
import { MessagePage, MessageQuery, MessagesRead, MessageUnread } from './messages';
import { NoticeDetail, NoticeDetailQuery, NoticeListQuery, NoticePage } from './notices';
import * as OperatorContent from './operator-content';
import { PublicityOperatorRoutes } from './operator/routes';
import { PublicityRoutes } from './routes';

const byId = { params: OperatorContent.ContentIdParams };

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
  listAds: { query: OperatorContent.OperatorContentQuery, response: OperatorContent.OperatorAdPage },
  createAd: { body: OperatorContent.AdInput, response: OperatorContent.OperatorAd },
  updateAd: { ...byId, body: OperatorContent.AdInput, response: OperatorContent.OperatorAd },
  deleteAd: { ...byId, response: OperatorContent.ContentIdParams },
  listNews: { query: OperatorContent.OperatorContentQuery, response: OperatorContent.OperatorNewsPage },
  createNews: { body: OperatorContent.NewsInput, response: OperatorContent.OperatorNews },
  updateNews: { ...byId, body: OperatorContent.NewsInput, response: OperatorContent.OperatorNews },
  deleteNews: { ...byId, response: OperatorContent.ContentIdParams },
  listNotices: { query: OperatorContent.OperatorNoticeQuery, response: OperatorContent.OperatorNoticePage },
  createNotice: { body: OperatorContent.NoticeInput, response: OperatorContent.OperatorNotice },
  updateNotice: { ...byId, body: OperatorContent.NoticeInput, response: OperatorContent.OperatorNotice },
  deleteNotice: { ...byId, response: OperatorContent.ContentIdParams },
});
