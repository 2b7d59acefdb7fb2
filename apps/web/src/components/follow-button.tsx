import type { FollowKind } from '@parking/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { follow, followKeys, followStateQuery, unfollow } from '../api/follows/follows';
import { isLoggedIn } from '../lib/session';
import { browserStore } from '../lib/storage';
import { MarkButton, type MarkPlacement } from './mark-button';

/**
 * 关注 / 已关注 for a park or station (decision 041): followed places appear in /fllowManage with their availability
 * and price. A visitor is sent to log in first; the state is only asked for when logged in.
 */
export function FollowButton({ kind, targetId, ...placement }: MarkPlacement & { kind: FollowKind; targetId: string }) {
  const remove = placement.remove === true;
  const loggedIn = isLoggedIn(browserStore);
  const state = useQuery({ ...followStateQuery(kind, targetId), enabled: loggedIn && !remove });
  const followed = remove || state.data?.followed === true;
  const client = useQueryClient();
  return (
    <MarkButton
      {...placement}
      on={followed}
      pressed={remove ? undefined : followed}
      waiting={loggedIn && !remove && state.isPending}
      text={remove ? '取消关注' : followed ? '已关注' : '关注'}
      toggle={() => (followed ? unfollow(kind, targetId) : follow(kind, targetId))}
      refresh={() => client.invalidateQueries({ queryKey: followKeys.all })}
    />
  );
}
