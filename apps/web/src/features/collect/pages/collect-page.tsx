import { offers, type Page, type Park, type Station } from '@parking/contracts';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { collectedParksQuery } from '../../../api/discovery/parks';
import { collectedStationsQuery } from '../../../api/discovery/stations';
import { CollectButton, type CollectTarget } from '../../../components/collect-button';
import { LoadMore } from '../../../components/load-more';
import { PageState, type PageStateProps } from '../../../components/page-state';
import { ParkCard, PlaceCardSkeleton } from '../../../components/park-card';
import { StationCard } from '../../../components/station-card';
import { knownPosition, usePosition } from '../../../location/position-store';
import { parkOnMap, stationOnMap, STATIONS_FROM_HOME } from '../../../lib/map-links';
import { href, Paths } from '../../../lib/paths';
import { PlaceKindTabs } from '../../../components/place-kind-tabs';
import styles from './collect-page.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/** A list while it is asked (the screen's frame, issue 25): cards in grey, as high as the places that replace them. */
function ListFrame() {
  return (
    <section className={styles.list} role="status" aria-busy="true" aria-label="收藏加载中">
      <PlaceCardSkeleton />
      <PlaceCardSkeleton />
      <PlaceCardSkeleton />
    </section>
  );
}

/** Every loaded item, the same array until a page arrives. */
const useAll = <T,>(query: UseInfiniteQueryResult<InfiniteData<Page<T>>>) => {
  const pages = query.data?.pages;
  return useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
};

/**
 * A tab's states: its frame while the first page loads, a failure with nothing to show, the empty line, or the list:
 * each place's card (`card`) with the button that takes it out of the favourites (`target`: which place it is).
 */
function CollectedList<T>({
  query,
  empty,
  label,
  target,
  card,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  empty: PageStateProps;
  label: string;
  target: (item: T) => CollectTarget;
  card: (item: T, remove: ReactNode) => ReactNode;
}) {
  const list = useAll(query);
  if (query.isPending) return <ListFrame />;
  if (query.isError && list.length === 0) {
    return (
      <PageState size="compact" title="收藏加载失败" action={{ text: '重试', onClick: () => void query.refetch() }} />
    );
  }
  if (list.length === 0) return <PageState size="compact" {...empty} />;
  return (
    <section className={styles.list} aria-label={label}>
      {list.map((item) => card(item, <CollectButton target={target(item)} collected size="small" remove />))}
      <LoadMore pages={query} />
    </section>
  );
}

function CollectedParks() {
  const navigate = useNavigate();
  const parks = useInfiniteQuery(collectedParksQuery(knownPosition(usePosition().state)));
  const open = (park: Park) => void navigate(parkOnMap(park));
  const empty = {
    title: '还没有收藏的停车场',
    description: '在地图上打开停车场，点“收藏”即可加入',
    action: { text: '去地图看看', onClick: () => void navigate(Paths.MAP) },
  };
  return (
    <CollectedList
      query={parks}
      empty={empty}
      label="收藏的停车场"
      target={(park) => ({ kind: 'park', id: park.parkId })}
      card={(park, remove) => <ParkCard key={park.parkId} park={park} onOpen={open} action={remove} />}
    />
  );
}

function CollectedStations() {
  const navigate = useNavigate();
  const stations = useInfiniteQuery(collectedStationsQuery(knownPosition(usePosition().state)));
  const open = (station: Station) => void navigate(stationOnMap(station));
  const toMap = () => void navigate(href(screen.map, { isFromHome: STATIONS_FROM_HOME }));
  return (
    <CollectedList
      query={stations}
      empty={{ title: '还没有收藏的充电站', action: { text: '去找充电站', onClick: toMap } }}
      label="收藏的充电站"
      target={(station) => ({ kind: 'station', id: station.stationId })}
      card={(station, remove) => (
        <StationCard key={station.stationId} station={station} onOpen={open} action={remove} />
      )}
    />
  );
}

/** /collect: the driver's favourite parks, and stations where the dealer has charging (login required). */
export default function CollectPage() {
  const config = useMenuConfig();
  const stationsAllowed = config.data ? offers(config.data).charging : false;
  const [tab, setTab] = useState<'parks' | 'stations'>('parks');
  const shown = stationsAllowed ? tab : 'parks';
  return (
    <div className={styles.page}>
      {stationsAllowed && (
        <PlaceKindTabs
          chosen={shown}
          onChoose={setTab}
          label="收藏"
          look={{ tabs: styles.tabs, tab: styles.tab, active: styles.tabActive }}
        />
      )}
      {shown === 'parks' ? <CollectedParks /> : <CollectedStations />}
    </div>
  );
}
