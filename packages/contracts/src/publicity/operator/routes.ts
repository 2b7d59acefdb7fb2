// Zod-free: the operators' content operations (types only).
import { routes } from '../../operation';
import type * as OperatorContent from '../operator-content';

/**
 * Operators (content or admin) write their own dealer's content.
 * A module of their own, so a bundle that does not use them (the landing pages) drops them.
 */
export const PublicityOperatorRoutes = routes<PublicityOperatorIo>()({
  listAds: 'GET /operator/v1/advertisings',
  createAd: 'POST /operator/v1/advertisings',
  updateAd: 'PUT /operator/v1/advertisings/:id',
  deleteAd: 'DELETE /operator/v1/advertisings/:id',
  listNews: 'GET /operator/v1/news',
  createNews: 'POST /operator/v1/news',
  updateNews: 'PUT /operator/v1/news/:id',
  deleteNews: 'DELETE /operator/v1/news/:id',
  listNotices: 'GET /operator/v1/notices',
  createNotice: 'POST /operator/v1/notices',
  updateNotice: 'PUT /operator/v1/notices/:id',
  deleteNotice: 'DELETE /operator/v1/notices/:id',
});

/** What each of PublicityOperatorRoutes' operations takes and answers. */
interface PublicityOperatorIo {
  listAds: { query: OperatorContent.OperatorContentQuery; response: OperatorContent.OperatorAdPage };
  createAd: { body: OperatorContent.AdInput; response: OperatorContent.OperatorAd };
  updateAd: { body: OperatorContent.AdInput; response: OperatorContent.OperatorAd };
  deleteAd: { response: OperatorContent.ContentId };
  listNews: { query: OperatorContent.OperatorContentQuery; response: OperatorContent.OperatorNewsPage };
  createNews: { body: OperatorContent.NewsInput; response: OperatorContent.OperatorNews };
  updateNews: { body: OperatorContent.NewsInput; response: OperatorContent.OperatorNews };
  deleteNews: { response: OperatorContent.ContentId };
  listNotices: { query: OperatorContent.OperatorNoticeQuery; response: OperatorContent.OperatorNoticePage };
  createNotice: { body: OperatorContent.NoticeInput; response: OperatorContent.OperatorNotice };
  updateNotice: { body: OperatorContent.NoticeInput; response: OperatorContent.OperatorNotice };
  deleteNotice: { response: OperatorContent.ContentId };
}
