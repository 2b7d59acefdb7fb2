import { DiscoveryText, StorageKey, type Park, type Station } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { homeParksQuery } from '../../../api/discovery/parks';
import { homeStationsQuery } from '../../../api/discovery/stations';
import { PageState } from '../../../components/page-state';
import { ParkCard } from '../../../components/park-card';
import { StationCard } from '../../../components/station-card';
import type { LatLng } from '../../../location/coords';
import { parkOnMap, stationOnMap } from '../../../lib/map-links';
import { browserStore } from '../../../lib/storage';
import { NearbyRows as Rows } from './nearby-rows';
import styles from './home-nearby.module.css';

// The lists of home's 附近 section, loaded after the first paint (home-nearby.tsx): /home is a landing page
// (90 KB budget) and the lists show only once a position is known, below the menu.

/** Ads follow the driver's city; until a map SDK can tell it, the nearest park's city is a good answer. */
function rememberCity(parks: Park[]) {
  const city = parks.find((p) => p.cityName)?.cityName;
  if (city && !browserStore.get(StorageKey.locationCity)) browserStore.set(StorageKey.locationCity, city);
}

/** A list not yet shown: grey rows while it is asked, or the failure with a retry. */
function Unanswered({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  if (!query.isError) return <Rows rows={3} />;
  return (
    <PageState
      size="compact"
      title={DiscoveryText.QUERY_FAILED}
      action={{ text: '重试', onClick: () => void query.refetch() }}
    />
  );
}

export function NearbyParks({ at }: { at: LatLng }) {
  const navigate = useNavigate();
  const parks = useQuery(homeParksQuery(at));
  const found = parks.data?.results;
  useEffect(() => {
    if (found) rememberCity(found);
  }, [found]);
  if (!parks.isSuccess) return <Unanswered query={parks} />;
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

export function NearbyStations({ at }: { at: LatLng }) {
  const navigate = useNavigate();
  const stations = useQuery(homeStationsQuery(at));
  if (!stations.isSuccess) return <Unanswered query={stations} />;
  if (stations.data.results.length === 0) return <PageState size="compact" title={DiscoveryText.NO_STATIONS} />;
  const open = (station: Station) => void navigate(stationOnMap(station));
  return stations.data.results.map((station) => (
    <StationCard key={station.stationId} station={station} onOpen={open} />
  ));
}
