import { offers } from '@parking/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { LocationProblem } from '../../../location/location-problem';
import { usePosition, knownPosition } from '../../../location/position-store';
import { STATIONS_FROM_HOME } from '../../../lib/map-links';
import { href, Paths } from '../../../lib/paths';
import section from './home-section.module.css';
import { NearbyRows } from './nearby-rows';
import styles from './home-nearby.module.css';
import * as screen from '../../../lib/screen-paths.gen';

type Tab = 'parks' | 'stations';
const TAB_TITLE: Record<Tab, string> = { parks: '附近停车场', stations: '附近充电站' };

// The lists (the discovery calls, park and station cards: about 4 KB gzip) load once a position is known; until then
// the section's title, tabs and skeleton rows are painted, the same rows the lists show while their data is asked.
const NearbyParks = lazy(() => import('./home-nearby-lists').then((m) => ({ default: m.NearbyParks })));
const NearbyStations = lazy(() => import('./home-nearby-lists').then((m) => ({ default: m.NearbyStations })));

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

  const more = tab === 'stations' ? href(screen.map, { isFromHome: STATIONS_FROM_HOME }) : Paths.MAP;
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
        <Suspense fallback={<NearbyRows rows={3} />}>
          {tab === 'parks' ? <NearbyParks at={at} /> : <NearbyStations at={at} />}
        </Suspense>
      ) : (
        <LocationProblem
          state={state}
          relocate={relocate}
          locating={
            <>
              <p className={styles.locating} role="status">
                正在定位…
              </p>
              <NearbyRows rows={2} />
            </>
          }
        />
      )}
    </section>
  );
}
