import { BasicRoutes, NoticeType, PublicityRoutes } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { nextPageNo } from '../paging';

const PAGE_SIZE = 20;

/**
 * The newest published version of a notice type (the agreement, the privacy policy, the latest announcement).
 * `quiet`: asked in passing (home's notice bar), where none published is normal and a failure only hides the bar.
 */
export const viewNoticeQuery = (noticeType: string, { quiet = false }: { quiet?: boolean } = {}) =>
  queryOptions({
    queryKey: ['publicity', 'notice', 'latest', noticeType],
    queryFn: ({ signal }) => api.call(BasicRoutes.viewNotice, { query: { noticeType }, signal, quiet }),
    staleTime: 10 * 60_000,
  });

/** One version by id: an earlier privacy policy, one bulletin. */
export const noticeDetailQuery = (noticeId: string) =>
  queryOptions({
    queryKey: ['publicity', 'notice', 'detail', noticeId],
    queryFn: ({ signal }) => api.call(PublicityRoutes.noticeDetail, { query: { noticeId }, signal }),
    staleTime: 10 * 60_000,
  });

/** Every published version of a type, newest first (the bulletin board, the privacy policy history). */
export const noticeListQuery = (noticeType: string) =>
  infiniteQueryOptions({
    queryKey: ['publicity', 'notice', 'list', noticeType],
    queryFn: ({ pageParam, signal }) =>
      api.call(PublicityRoutes.notices, { query: { noticeType, pageNo: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/**
 * The newest published bulletin (公告栏), or null when there is none; asked in passing by home's notice bar, where a
 * failure only hides the bar.
 */
export const latestBulletinQuery = () =>
  queryOptions({
    queryKey: ['publicity', 'notice', 'newestBulletin'],
    queryFn: async ({ signal }) => {
      const page = await api.call(PublicityRoutes.notices, {
        query: { noticeType: NoticeType.BULLETIN, pageNo: 1, pageSize: 1 },
        signal,
        quiet: true,
      });
      return page.results[0] ?? null;
    },
    staleTime: 10 * 60_000,
  });
