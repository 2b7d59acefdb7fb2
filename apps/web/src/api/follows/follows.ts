import { FollowsRoutes, type FollowKind } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { FOLLOWS_CALL } from './follows-first-call';

/** Follows (decision 041): the /fllowManage list and the follow buttons of the park sheet and station page. */
export const followKeys = {
  all: ['follows'] as const,
  state: (kind: FollowKind, targetId: string) => ['follows', 'state', kind, targetId] as const,
};

export const followsQuery = () =>
  queryOptions({
    queryKey: followKeys.all,
    queryFn: ({ signal }) => api.call(FOLLOWS_CALL.route, { signal }),
  });

export const followStateQuery = (kind: FollowKind, targetId: string) =>
  queryOptions({
    queryKey: followKeys.state(kind, targetId),
    queryFn: ({ signal }) => api.call(FollowsRoutes.followState, { params: { kind, targetId }, signal, quiet: true }),
  });

export const follow = (kind: FollowKind, targetId: string) =>
  api.call(FollowsRoutes.follow, { body: { kind, targetId } });
export const unfollow = (kind: FollowKind, targetId: string) =>
  api.call(FollowsRoutes.unfollow, { params: { kind, targetId } });
