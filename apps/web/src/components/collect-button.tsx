import { useQueryClient } from '@tanstack/react-query';
import { collectPark, parkKeys, uncollectParks } from '../api/discovery/parks';
import { collectStation, stationKeys, uncollectStations } from '../api/discovery/stations';
import { MarkButton, type MarkPlacement } from './mark-button';

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
  ...placement
}: MarkPlacement & { target: CollectTarget; collected: boolean }) {
  const labels = placement.remove ? { on: '取消收藏', off: '收藏' } : { on: '已收藏', off: '收藏' };
  const client = useQueryClient();
  return (
    <MarkButton
      {...placement}
      on={collected}
      pressed={collected}
      text={collected ? labels.on : labels.off}
      toggle={() => change(target, collected)}
      refresh={() =>
        Promise.all([
          client.invalidateQueries({ queryKey: parkKeys.all }),
          client.invalidateQueries({ queryKey: stationKeys.all }),
        ])
      }
    />
  );
}
