import { PublicityRoutes, type MessageCategory, type MessageUnread } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { nextPageNo } from '../paging';

const PAGE_SIZE = 20;

/** Query keys of the 消息中心 (issue 44); they start with 'driver' so logging out drops them. */
export const messageKeys = {
  all: ['driver', 'messages'] as const,
  unread: ['driver', 'messages', 'unread'] as const,
  list: (category: MessageCategory) => ['driver', 'messages', 'list', category] as const,
};

/** Unread messages per category and in all (the 我的 badge); asked in passing, a failure only hides the badge. */
export const messageUnreadQuery = ({ quiet = false }: { quiet?: boolean } = {}) =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api.call(PublicityRoutes.messageUnread, { signal, quiet }),
    staleTime: 30_000,
  });

/** One category's messages, newest first, 20 a page; every page carries the category's unread count. */
export const messagesQuery = (category: MessageCategory) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(category),
    queryFn: ({ pageParam, signal }) =>
      api.call(PublicityRoutes.messages, { query: { category, pageNo: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** Marks the listed messages of a category read, or all of it; answers what is left unread. */
export const readMessages = ({ category, messageIds }: { category: MessageCategory; messageIds?: string[] }) =>
  api.call(PublicityRoutes.readMessages, { body: messageIds ? { category, messageIds } : { category } });

/** After a read: the new counts at once, the category's list again. */
export function afterRead(client: QueryClient, category: MessageCategory, unread: MessageUnread) {
  client.setQueryData(messageKeys.unread, unread);
  return client.invalidateQueries({ queryKey: messageKeys.list(category) });
}
