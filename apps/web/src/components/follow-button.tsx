import type { FollowKind } from '@parking/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { follow, followKeys, followStateQuery, unfollow } from '../api/follows/follows';
import { isLoggedIn } from '../lib/session';
import { browserStore } from '../lib/storage';
import { useLoginFirst } from '../lib/use-login-first';
import { Button } from './button';

/**
 * 关注 / 已关注 for a park or station (decision 041): followed places appear in /fllowManage with their availability
 * and price. A visitor is sent to log in first; the state is only asked for when logged in.
 */
export function FollowButton({
  kind,
  targetId,
  size = 'normal',
  remove = false,
}: {
  kind: FollowKind;
  targetId: string;
  size?: 'normal' | 'small';
  /** In the follows list: the button only takes the place out (取消关注). */
  remove?: boolean;
}) {
  const loggedIn = isLoggedIn(browserStore);
  const state = useQuery({ ...followStateQuery(kind, targetId), enabled: loggedIn && !remove });
  const followed = remove || state.data?.followed === true;
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => (followed ? unfollow(kind, targetId) : follow(kind, targetId)),
    onSuccess: () => client.invalidateQueries({ queryKey: followKeys.all }),
  });
  const onClick = useLoginFirst(() => mutation.mutate());
  return (
    <Button
      variant={followed && !remove ? 'solid' : 'outline'}
      size={size}
      aria-pressed={remove ? undefined : followed}
      disabled={mutation.isPending || (loggedIn && !remove && state.isPending)}
      onClick={onClick}
    >
      {remove ? '取消关注' : followed ? '已关注' : '关注'}
    </Button>
  );
}
