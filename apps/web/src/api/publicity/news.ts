import { NEWS_LIST_PAGE_SIZE, PublicityRoutes } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { nextPageNo } from '../paging';

export const NEWS_PAGE_SIZE = NEWS_LIST_PAGE_SIZE;

const newsKeys = { all: ['publicity', 'news'] as const };

/** One page of published news, newest first; the home page asks for page 1 of 3 (spec section 7). */
export const newsPageQuery = (pageNo: number, pageSize: number, { quiet = false } = {}) =>
  queryOptions({
    queryKey: [...newsKeys.all, 'page', pageNo, pageSize],
    queryFn: ({ signal }) => api.call(PublicityRoutes.news, { query: { pageNo, pageSize }, signal, quiet }),
  });

/** The news list page: pages of NEWS_PAGE_SIZE until totalRecord is reached. */
export const newsListQuery = () =>
  infiniteQueryOptions({
    queryKey: [...newsKeys.all, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api.call(PublicityRoutes.news, { query: { pageNo: pageParam, pageSize: NEWS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const newsDetailQuery = (newsId: string) =>
  queryOptions({
    queryKey: [...newsKeys.all, 'detail', newsId],
    queryFn: ({ signal }) => api.call(PublicityRoutes.newsDetail, { query: { newsId }, signal }),
    staleTime: 5 * 60_000,
  });

export const importantNewsQuery = () =>
  queryOptions({
    queryKey: [...newsKeys.all, 'important'],
    queryFn: ({ signal }) => api.call(PublicityRoutes.importantNews, { signal, quiet: true }),
  });
