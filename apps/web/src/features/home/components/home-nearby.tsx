import { DiscoveryText, offers, StorageKey, type Park, type Station } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { homeParksQuery } from '../../../api/discovery/parks';
import { homeStationsQuery } from '../../../api/discovery/stations';
import { PageState } from '../../../components/page-state';
import { LocationProblem } from '../../../location/location-problem';
import { ParkCard } from '../../../components/park-card';
import { StationCard } from '../../../components/station-card';
import { usePosition, knownPosition } from '../../../location/position-store';
import type { LatLng } from '../../../location/coords';
import { parkOnMap, stationOnMap, STATIONS_FROM_HOME } from '../../../lib/map-links';
import { Paths } from '../../../lib/paths';
import { browserStore } from '../../../lib/storage';
import section from './home-section.module.css';
import styles from './home-nearby.module.css';

type Tab = 'parks' | 'stations';
const TAB_TITLE: Record<Tab, string> = { parks: '附近停车场', stations: '附近充电站' };

function Rows({ rows }: { rows: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="附近加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.rowPlaceholder} />
      ))}
    </div>
  );
}

/** Ads follow the driver's city; until a map SDK can tell it, the nearest park's city is a good answer. */
function rememberCity(parks: Park[]) {
  const city = parks.find((p) => p.cityName)?.cityName;
  if (city && !browserStore.get(StorageKey.locationCity)) browserStore.set(StorageKey.locationCity, city);
}

function NearbyParks({ at }: { at: LatLng }) {
  const navigate = useNavigate();
  const parks = useQuery(homeParksQuery(at));
  const found = parks.data?.results;
  useEffect(() => {
    if (found) rememberCity(found);
  }, [found]);
  if (parks.isPending) return <Rows rows={3} />;
  if (parks.isError) {
    return (
      <PageState
        size="compact"
        title={DiscoveryText.QUERY_FAILED}
        action={{ text: '重试', onClick: () => void parks.refetch() }}
      />
    );
  }
  const [nearest, ...others] = parks.data.results;
  if (!nearest) return <PageState size="compact" title={DiscoveryText.NO_PARKS} />;
  const open = (park: Park) => void navigate(parkOnMap(park));
  return (
    <>
      <div className={styles.nearest}>
        <span className={styles.badge}>离您最近</span>
        <ParkCard park={nearest} onOpen={open} />
      </div>
      {/* Spec section 9: the list shows items 2 to 4; the first is the one above. */}
      {others.slice(0, 3).map((park) => (
        <ParkCard key={park.parkId} park={park} onOpen={open} />
      ))}
    </>
  );
}

function NearbyStations({ at }: { at: LatLng }) {
  const navigate = useNavigate();
  const stations = useQuery(homeStationsQuery(at));
  if (stations.isPending) return <Rows rows={3} />;
  if (stations.isError) {
    return (
      <PageState
        size="compact"
        title={DiscoveryText.QUERY_FAILED}
        action={{ text: '重试', onClick: () => void stations.refetch() }}
      />
    );
  }
  if (stations.data.results.length === 0) return <PageState size="compact" title={DiscoveryText.NO_STATIONS} />;
  const open = (station: Station) => void navigate(stationOnMap(station));
  return stations.data.results.map((station) => (
    <StationCard key={station.stationId} station={station} onOpen={open} />
  ));
}

/**
 * Nearby parks or charging stations by the dealer's business type (spec sections 1 and 9): parking only, charging
 * only, or both behind two tabs. Needs the driver's position; says so when it cannot be had.
 */
export function HomeNearby() {
  const config = useMenuConfig();
  const offered = config.data && offers(config.data);
  // A charging-only platform has nothing else to show nearby.
  const tabs: Tab[] = offered?.parking ? (offered.charging ? ['parks', 'stations'] : ['parks']) : ['stations'];
  const [chosen, setChosen] = useState<Tab>('parks');
  const tab = tabs.includes(chosen) ? chosen : tabs[0]!;
  const { state, relocate } = usePosition();
  const at = knownPosition(state);
  if (!offered) return null;

  const more = tab === 'stations' ? `${Paths.MAP}?isFromHome=${STATIONS_FROM_HOME}` : Paths.MAP;
  return (
    <section className={section.card} aria-labelledby="home-nearby-title">
      <header className={section.head}>
        {tabs.length > 1 ? (
          <div className={styles.tabs} role="tablist" aria-labelledby="home-nearby-title">
            <span id="home-nearby-title" hidden>
              附近
            </span>
            {tabs.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={t === tab}
                className={t === tab ? styles.tabActive : styles.tab}
                onClick={() => {
                  setChosen(t);
                  // Tapping 附近… is the driver asking for what is near: the first moment to ask for the position.
                  if (state.status === 'idle' && !at) relocate();
                }}
              >
                {TAB_TITLE[t]}
              </button>
            ))}
          </div>
        ) : (
          <h2 id="home-nearby-title" className={section.title}>
            {TAB_TITLE[tab]}
          </h2>
        )}
        <Link className={section.more} to={more}>
          查看地图
        </Link>
      </header>
      {at ? (
        tab === 'parks' ? (
          <NearbyParks at={at} />
        ) : (
          <NearbyStations at={at} />
        )
      ) : (
        <LocationProblem
          state={state}
          relocate={relocate}
          locating={
            <>
              <p className={styles.locating} role="status">
                正在定位…
              </p>
              <Rows rows={2} />
            </>
          }
        />
      )}
    </section>
  );
}
