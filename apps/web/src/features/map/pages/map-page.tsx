import { DiscoveryText, offers, type Page, type Park, type Station } from '@parking/contracts';
import { useInfiniteQuery, type UseInfiniteQueryResult, type InfiniteData } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { nearbyParksQuery, type ParkKind } from '../../../api/discovery/parks';
import { nearbyStationsQuery } from '../../../api/discovery/stations';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { LocationProblem } from '../../../location/location-problem';
import { ParkCard } from '../../../components/park-card';
import { StationCard } from '../../../components/station-card';
import type { LatLng } from '../../../location/coords';
import { knownPosition, usePosition } from '../../../location/position-store';
import { parkAvailability } from '../../../lib/park-availability';
import { LiveMap } from '../components/live-map';
import { ParkDetail, StationDetail } from '../components/place-detail';
import { PlaceSheet } from '../components/place-sheet';
import { SchematicMap } from '../components/schematic-map';
import { useMapSdk } from '../hooks/use-map-sdk';
import { readMapParams, type MapMode } from '../lib/map-params';
import type { MapMarker } from '../lib/map-view';
import { PlaceKindTabs } from '../../../components/place-kind-tabs';
import styles from './map-page.module.css';

/** Every loaded item, the same array until a page arrives (markers are redrawn only then). */
const useAll = <T,>(query: UseInfiniteQueryResult<InfiniteData<Page<T>>>) => {
  const pages = query.data?.pages;
  return useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
};

/** Whose sheet is open: the place tapped, else the one the link names (detailId) until its sheet is closed. */
function useSelection(detailId: string | undefined) {
  const [picked, setPicked] = useState<string | undefined>();
  const [dismissed, setDismissed] = useState<string | undefined>();
  const selectedId = picked ?? (detailId !== dismissed ? detailId : undefined);
  const close = () => {
    setPicked(undefined);
    setDismissed(detailId);
  };
  return { selectedId, setPicked, close };
}

/** The list under the map: while the first page loads, a failure with nothing to show, none near, or the places. */
function NearbyList({
  label,
  query,
  found,
  finding,
  none,
  children,
}: {
  label: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  found: number;
  finding: string;
  none: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.list} aria-label={label}>
      {query.isPending ? (
        <p className={styles.loading} role="status">
          {finding}
        </p>
      ) : query.isError && found === 0 ? (
        <PageState
          size="compact"
          title={DiscoveryText.QUERY_FAILED}
          action={{ text: '重试', onClick: () => void query.refetch() }}
        />
      ) : found === 0 ? (
        <PageState size="compact" title={none} />
      ) : (
        children
      )}
    </section>
  );
}

const PARK_FILTERS: { kind: ParkKind; label: string }[] = [
  { kind: 'all', label: '全部' },
  { kind: 'bag', label: '月租' },
  { kind: 'book', label: '可预约' },
];

const parkMarker = (park: Park): MapMarker => ({
  id: park.parkId,
  position: { lat: park.latitude, lng: park.longitude },
  label: `${park.parkName}，${park.isOnline ? `空位 ${park.leftParkSpaceNum}` : '暂无数据'}`,
  tone: parkAvailability(park),
});
const stationMarker = (station: Station): MapMarker => {
  const free = station.quickChargingInfo.leftNum + station.slowChargingInfo.leftNum;
  return {
    id: station.stationId,
    position: { lat: station.latitude, lng: station.longitude },
    label: `${station.stationName}，${station.openState.code === 1 ? `空闲 ${free}` : station.openState.text}`,
    tone: station.openState.code !== 1 ? 'offline' : free === 0 ? 'full' : free < 3 ? 'few' : 'plenty',
  };
};

/** The map (AMap/Baidu) when it loads, else the schematic; the driver sees a note saying which. */
function MapArea(props: {
  center: LatLng;
  me: LatLng | undefined;
  markers: MapMarker[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const sdk = useMapSdk();
  return (
    <>
      <div className={styles.mapArea}>
        {sdk.status === 'ready' ? (
          <LiveMap
            sdk={sdk.sdk}
            center={props.center}
            markers={
              props.me
                ? [...props.markers, { id: 'me', position: props.me, label: '我的位置', tone: 'me' }]
                : props.markers
            }
            onSelect={props.onSelect}
          />
        ) : (
          <SchematicMap {...props} />
        )}
      </div>
      {sdk.status === 'unavailable' && (
        <p className={styles.fallbackNote} role="note">
          地图暂不可用，已为您显示附近地点示意图与列表
        </p>
      )}
    </>
  );
}

function ParkResults({
  center,
  me,
  kind,
  detailId,
}: {
  center: LatLng;
  me: LatLng | undefined;
  kind: ParkKind;
  detailId?: string;
}) {
  const parks = useInfiniteQuery(nearbyParksQuery(kind, center));
  const list = useAll(parks);
  const { selectedId, setPicked, close } = useSelection(detailId);
  const selected = list.find((park) => park.parkId === selectedId);
  const markers = useMemo(() => list.map(parkMarker), [list]);

  return (
    <>
      <MapArea center={center} me={me} markers={markers} selectedId={selectedId} onSelect={setPicked} />
      <NearbyList
        label="停车场列表"
        query={parks}
        found={list.length}
        finding="正在查找附近停车场…"
        none={DiscoveryText.NO_PARKS}
      >
        <p className={styles.count}>附近 {parks.data?.pages[0]?.totalRecord ?? list.length} 个停车点</p>
        {list.map((park) => (
          <ParkCard key={park.parkId} park={park} onOpen={(p) => setPicked(p.parkId)} />
        ))}
        <LoadMore pages={parks} endText={DiscoveryText.NO_MORE_PARKS} />
      </NearbyList>
      {selected && (
        <PlaceSheet title={selected.parkName} onClose={close}>
          <ParkDetail park={selected} me={me} />
        </PlaceSheet>
      )}
    </>
  );
}

function StationResults({ center, me, detailId }: { center: LatLng; me: LatLng | undefined; detailId?: string }) {
  const stations = useInfiniteQuery(nearbyStationsQuery(center));
  const list = useAll(stations);
  const { selectedId, setPicked, close } = useSelection(detailId);
  const selected = list.find((station) => station.stationId === selectedId);
  const markers = useMemo(() => list.map(stationMarker), [list]);

  return (
    <>
      <MapArea center={center} me={me} markers={markers} selectedId={selectedId} onSelect={setPicked} />
      <NearbyList
        label="充电站列表"
        query={stations}
        found={list.length}
        finding="正在查找附近充电站…"
        none={DiscoveryText.NO_STATIONS}
      >
        <p className={styles.count}>附近 {stations.data?.pages[0]?.totalRecord ?? list.length} 个充电站</p>
        {list.map((station) => (
          <StationCard key={station.stationId} station={station} onOpen={(s) => setPicked(s.stationId)} />
        ))}
        <LoadMore pages={stations} />
      </NearbyList>
      {selected && (
        <PlaceSheet title={selected.stationName} onClose={close}>
          <StationDetail station={selected} me={me} />
        </PlaceSheet>
      )}
    </>
  );
}

/**
 * The map tab (spec section 2): parks or charging stations around the driver (or around the place the query names),
 * on the dealer's map when its SDK loads and on a schematic otherwise, with the list below and a detail sheet with
 * navigation. Kept alive when the driver leaves it, so position, list and scroll survive a trip to another tab.
 */
export default function MapPage() {
  const [searchParams] = useSearchParams();
  const params = readMapParams(searchParams);
  const config = useMenuConfig();
  const stationsAllowed = config.data ? offers(config.data).charging : false;
  // The query chooses the starting tab and filter; the driver may switch, until the query changes again.
  const queryKey = searchParams.toString();
  const [choice, setChoice] = useState<{ for: string; mode?: MapMode; kind?: ParkKind }>({ for: queryKey });
  const current = choice.for === queryKey ? choice : { for: queryKey };
  const mode: MapMode = (current.mode ?? params.mode) === 'stations' && stationsAllowed ? 'stations' : 'parks';
  const kind = current.kind ?? params.parkKind;

  const { state, relocate } = usePosition();
  const me = knownPosition(state);
  const center = params.center ?? me;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {stationsAllowed ? (
          <PlaceKindTabs
            chosen={mode}
            onChoose={(m) => setChoice({ ...current, mode: m })}
            label="查找"
            look={{ tabs: styles.modes, tab: styles.mode, active: styles.modeActive }}
          />
        ) : (
          <h1 className={styles.title}>附近停车点</h1>
        )}
        {mode === 'parks' && (
          <div className={styles.filters} role="group" aria-label="筛选">
            {PARK_FILTERS.map((filter) => (
              <button
                key={filter.kind}
                type="button"
                aria-pressed={filter.kind === kind}
                className={filter.kind === kind ? styles.filterActive : styles.filter}
                onClick={() => setChoice({ ...current, kind: filter.kind })}
              >
                {filter.label}
              </button>
            ))}
          </div>
        )}
        <p className={styles.status} aria-live="polite">
          {state.status === 'located' ? '已获取当前位置' : state.status === 'locating' ? '定位中' : '未获取位置'}
          {state.status !== 'locating' && (
            <button type="button" className={styles.relocate} onClick={relocate}>
              {state.status === 'idle' ? '定位' : '重新定位'}
            </button>
          )}
        </p>
      </header>
      {center ? (
        mode === 'parks' ? (
          <ParkResults
            key={`${kind}`}
            center={center}
            me={me}
            kind={kind}
            detailId={params.detail?.kind === 'park' ? params.detail.id : undefined}
          />
        ) : (
          <StationResults
            center={center}
            me={me}
            detailId={params.detail?.kind === 'station' ? params.detail.id : undefined}
          />
        )
      ) : (
        <LocationProblem
          state={state}
          relocate={relocate}
          locating={
            <p className={styles.loading} role="status">
              正在定位…
            </p>
          }
        />
      )}
    </div>
  );
}
