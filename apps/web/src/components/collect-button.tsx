import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectPark, parkKeys, uncollectParks } from '../api/discovery/parks';
import { collectStation, stationKeys, uncollectStations } from '../api/discovery/stations';
import { useLoginFirst } from '../lib/use-login-first';
import { Button } from './button';

export type CollectTarget = { kind: 'park'; id: string } | { kind: 'station'; id: string };

const change = (target: CollectTarget, collected: boolean) => {
  if (target.kind === 'park') return collected ? uncollectParks([target.id]) : collectPark(target.id);
  return collected ? uncollectStations([target.id]) : collectStation(target.id);
};

/**
 * 收藏 / 已收藏 for a park or station. Favourites belong to an account: a visitor is sent to log in first and comes
 * back here. After a change every list that shows the star is refreshed.
 */
export function CollectButton({
  target,
  collected,
  size = 'normal',
  remove = false,
}: {
  target: CollectTarget;
  collected: boolean;
  size?: 'normal' | 'small';
  /** In a list of favourites: the button only takes the place out (取消收藏), drawn quietly. */
  remove?: boolean;
}) {
  const labels = remove ? { on: '取消收藏', off: '收藏' } : { on: '已收藏', off: '收藏' };
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => change(target, collected),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: parkKeys.all }),
        client.invalidateQueries({ queryKey: stationKeys.all }),
      ]),
  });
  const onClick = useLoginFirst(() => mutation.mutate());
  return (
    <Button
      variant={collected && !remove ? 'solid' : 'outline'}
      size={size}
      aria-pressed={collected}
      disabled={mutation.isPending}
      onClick={onClick}
    >
      {collected ? labels.on : labels.off}
    </Button>
  );
}
