// Zod-free: the operators' content operations (types only).
import { route } from '../../operation';
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
} from '../operator-content';

/**
 * Operators (content or admin) write their own dealer's content.
 * A module of their own, so a bundle that does not use them (the landing pages) drops them.
 */
export const PublicityOperatorRoutes = {
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
};
