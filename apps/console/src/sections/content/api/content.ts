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
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

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
export const homeQuery = queryOptions({
  queryKey: ['dealerSettings'],
  queryFn: () => api.call(BasicOperatorOps.dealerSettings),
});
export const rewardSettingsQuery = queryOptions({
  queryKey: [...root, 'rewardSettings'],
  queryFn: () => api.call(RewardOperatorOps.rewardSettings),
});
export const goldOptionsQuery = queryOptions({
  queryKey: [...root, 'goldOptions'],
  queryFn: () => api.call(RewardOperatorOps.goldOptions),
});
export const inviteReportQuery = queryOptions({
  queryKey: [...root, 'invites'],
  queryFn: () => api.call(RewardOperatorOps.inviteReport),
});

/** Every write of the content desk; a success refreshes the desk (and the settings page's home entries). */
export function useContentMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: root });
    await queryClient.invalidateQueries({ queryKey: ['dealerSettings'] });
  };
  const useSaveOf = <B>(create: (body: B) => Promise<unknown>, update: (id: string, body: B) => Promise<unknown>) =>
    useMutation({
      mutationFn: ({ id, body }: { id?: string | undefined; body: B }) => (id ? update(id, body) : create(body)),
      onSuccess,
    });
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
    remove: useMutation({
      mutationFn: ({ kind, id }: { kind: 'notice' | 'news' | 'ad'; id: string }) =>
        kind === 'notice'
          ? api.call(PublicityOperatorOps.deleteNotice, { params: { id } })
          : kind === 'news'
            ? api.call(PublicityOperatorOps.deleteNews, { params: { id } })
            : api.call(PublicityOperatorOps.deleteAd, { params: { id } }),
      onSuccess,
    }),
    saveHome: useMutation({
      mutationFn: (body: HomeFuncEntriesUpdate) => api.call(BasicOperatorOps.saveHomeFuncEntries, { body }),
      onSuccess,
    }),
    saveRewards: useMutation({
      mutationFn: (body: RewardSettingsInput) => api.call(RewardOperatorOps.saveRewardSettings, { body }),
      onSuccess,
    }),
    createGoldOption: useMutation({
      mutationFn: (body: GoldOptionInput) => api.call(RewardOperatorOps.createGoldOption, { body }),
      onSuccess,
    }),
  };
}
