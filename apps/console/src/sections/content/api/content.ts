import {
  BasicOperatorOps,
  PublicityOperatorOps,
  RewardOperatorOps,
  type AdInput,
  type GoldOptionInput,
  type HomeFuncEntriesUpdate,
  type NewsInput,
  type NoticeInput,
  type OperatorNoticeQuery,
  type PageQueryInput,
  type RewardSettingsInput,
} from '@parking/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { opQuery, useWrite } from '../../../api/queries';

const root = ['content'] as const;

export const noticesQuery = (query: OperatorNoticeQuery) =>
  queryOptions({
    queryKey: [...root, 'notices', query],
    queryFn: () => api.call(PublicityOperatorOps.listNotices, { query }),
    placeholderData: keepPreviousData,
  });
export const newsQuery = (query: PageQueryInput) =>
  queryOptions({
    queryKey: [...root, 'news', query],
    queryFn: () => api.call(PublicityOperatorOps.listNews, { query }),
    placeholderData: keepPreviousData,
  });
export const adsQuery = (query: PageQueryInput) =>
  queryOptions({
    queryKey: [...root, 'ads', query],
    queryFn: () => api.call(PublicityOperatorOps.listAds, { query }),
    placeholderData: keepPreviousData,
  });
/** The dealer's settings (the settings section's cache entry, same key): the home entries are in it. */
export const homeQuery = opQuery(['dealerSettings'], BasicOperatorOps.dealerSettings);
export const rewardSettingsQuery = opQuery([...root, 'rewardSettings'], RewardOperatorOps.rewardSettings);
export const goldOptionsQuery = opQuery([...root, 'goldOptions'], RewardOperatorOps.goldOptions);
export const inviteReportQuery = opQuery([...root, 'invites'], RewardOperatorOps.inviteReport);

/** Every write of the content desk; a success refreshes the desk (and the settings page's home entries). */
export function useContentMutations() {
  const desk = [root, ['dealerSettings']];
  const useSaveOf = <B>(create: (body: B) => Promise<unknown>, update: (id: string, body: B) => Promise<unknown>) =>
    useWrite(({ id, body }: { id?: string | undefined; body: B }) => (id ? update(id, body) : create(body)), ...desk);
  return {
    saveNotice: useSaveOf<NoticeInput>(
      (body) => api.call(PublicityOperatorOps.createNotice, { body }),
      (id, body) => api.call(PublicityOperatorOps.updateNotice, { params: { id }, body }),
    ),
    saveNews: useSaveOf<NewsInput>(
      (body) => api.call(PublicityOperatorOps.createNews, { body }),
      (id, body) => api.call(PublicityOperatorOps.updateNews, { params: { id }, body }),
    ),
    saveAd: useSaveOf<AdInput>(
      (body) => api.call(PublicityOperatorOps.createAd, { body }),
      (id, body) => api.call(PublicityOperatorOps.updateAd, { params: { id }, body }),
    ),
    remove: useWrite(
      ({ kind, id }: { kind: 'notice' | 'news' | 'ad'; id: string }) =>
        kind === 'notice'
          ? api.call(PublicityOperatorOps.deleteNotice, { params: { id } })
          : kind === 'news'
            ? api.call(PublicityOperatorOps.deleteNews, { params: { id } })
            : api.call(PublicityOperatorOps.deleteAd, { params: { id } }),
      ...desk,
    ),
    saveHome: useWrite(
      (body: HomeFuncEntriesUpdate) => api.call(BasicOperatorOps.saveHomeFuncEntries, { body }),
      ...desk,
    ),
    saveRewards: useWrite(
      (body: RewardSettingsInput) => api.call(RewardOperatorOps.saveRewardSettings, { body }),
      ...desk,
    ),
    createGoldOption: useWrite(
      (body: GoldOptionInput) => api.call(RewardOperatorOps.createGoldOption, { body }),
      ...desk,
    ),
  };
}
