import { offers, type Park, type Station } from '@parking/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { collectedParksQuery } from '../../../api/discovery/parks';
import { collectedStationsQuery } from '../../../api/discovery/stations';
import { CollectButton } from '../../../components/collect-button';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { ParkCard, PlaceCardSkeleton } from '../../../components/park-card';
import { StationCard } from '../../../components/station-card';
import { knownPosition, usePosition } from '../../../location/position-store';
import { parkOnMap, stationOnMap, STATIONS_FROM_HOME } from '../../../lib/map-links';
import { href, Paths } from '../../../lib/paths';
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

function CollectedParks() {
  const navigate = useNavigate();
  const parks = useInfiniteQuery(collectedParksQuery(knownPosition(usePosition().state)));
  const pages = parks.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
  if (parks.isPending) return <ListFrame />;
  if (parks.isError && list.length === 0) {
    return (
      <PageState size="compact" title="收藏加载失败" action={{ text: '重试', onClick: () => void parks.refetch() }} />
    );
  }
  if (list.length === 0) {
    return (
      <PageState
        size="compact"
        title="还没有收藏的停车场"
        description="在地图上打开停车场，点“收藏”即可加入"
        action={{ text: '去地图看看', onClick: () => void navigate(Paths.MAP) }}
      />
    );
  }
  const open = (park: Park) => void navigate(parkOnMap(park));
  return (
    <section className={styles.list} aria-label="收藏的停车场">
      {list.map((park) => (
        <ParkCard
          key={park.parkId}
          park={park}
          onOpen={open}
          action={<CollectButton target={{ kind: 'park', id: park.parkId }} collected size="small" remove />}
        />
      ))}
      <LoadMore pages={parks} />
    </section>
  );
}

function CollectedStations() {
  const navigate = useNavigate();
  const stations = useInfiniteQuery(collectedStationsQuery(knownPosition(usePosition().state)));
  const pages = stations.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
  if (stations.isPending) return <ListFrame />;
  if (stations.isError && list.length === 0) {
    return (
      <PageState
        size="compact"
        title="收藏加载失败"
        action={{ text: '重试', onClick: () => void stations.refetch() }}
      />
    );
  }
  if (list.length === 0) {
    return (
      <PageState
        size="compact"
        title="还没有收藏的充电站"
        action={{
          text: '去找充电站',
          onClick: () => void navigate(href(screen.map, { isFromHome: STATIONS_FROM_HOME })),
        }}
      />
    );
  }
  const open = (station: Station) => void navigate(stationOnMap(station));
  return (
    <section className={styles.list} aria-label="收藏的充电站">
      {list.map((station) => (
        <StationCard
          key={station.stationId}
          station={station}
          onOpen={open}
          action={<CollectButton target={{ kind: 'station', id: station.stationId }} collected size="small" remove />}
        />
      ))}
      <LoadMore pages={stations} />
    </section>
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
        <div className={styles.tabs} role="tablist" aria-label="收藏">
          {(['parks', 'stations'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={t === shown}
              className={t === shown ? styles.tabActive : styles.tab}
              onClick={() => setTab(t)}
            >
              {t === 'parks' ? '停车场' : '充电站'}
            </button>
          ))}
        </div>
      )}
      {shown === 'parks' ? <CollectedParks /> : <CollectedStations />}
    </div>
  );
}
