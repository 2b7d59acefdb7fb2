// Zod-free: the operators' content operations (types only).
import { route } from '../../operation';
import type * as OperatorContent from '../operator-content';

/**
 * Operators (content or admin) write their own dealer's content.
 * A module of their own, so a bundle that does not use them (the landing pages) drops them.
 */
export const PublicityOperatorRoutes = {
  listAds: route('GET', '/operator/v1/advertisings').io<{
    query: OperatorContent.OperatorContentQuery;
    response: OperatorContent.OperatorAdPage;
  }>(),
  createAd: route('POST', '/operator/v1/advertisings').io<{
    body: OperatorContent.AdInput;
    response: OperatorContent.OperatorAd;
  }>(),
  updateAd: route('PUT', '/operator/v1/advertisings/:id').io<{
    body: OperatorContent.AdInput;
    response: OperatorContent.OperatorAd;
  }>(),
  deleteAd: route('DELETE', '/operator/v1/advertisings/:id').io<{ response: OperatorContent.ContentId }>(),
  listNews: route('GET', '/operator/v1/news').io<{
    query: OperatorContent.OperatorContentQuery;
    response: OperatorContent.OperatorNewsPage;
  }>(),
  createNews: route('POST', '/operator/v1/news').io<{
    body: OperatorContent.NewsInput;
    response: OperatorContent.OperatorNews;
  }>(),
  updateNews: route('PUT', '/operator/v1/news/:id').io<{
    body: OperatorContent.NewsInput;
    response: OperatorContent.OperatorNews;
  }>(),
  deleteNews: route('DELETE', '/operator/v1/news/:id').io<{ response: OperatorContent.ContentId }>(),
  listNotices: route('GET', '/operator/v1/notices').io<{
    query: OperatorContent.OperatorNoticeQuery;
    response: OperatorContent.OperatorNoticePage;
  }>(),
  createNotice: route('POST', '/operator/v1/notices').io<{
    body: OperatorContent.NoticeInput;
    response: OperatorContent.OperatorNotice;
  }>(),
  updateNotice: route('PUT', '/operator/v1/notices/:id').io<{
    body: OperatorContent.NoticeInput;
    response: OperatorContent.OperatorNotice;
  }>(),
  deleteNotice: route('DELETE', '/operator/v1/notices/:id').io<{ response: OperatorContent.ContentId }>(),
};
