import { StorageKey, formatDistance } from '@parking/contracts';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { browserStore } from '../../../lib/storage';
import { useNearbyBagParks } from '../api/bag';
import styles from '../../../components/offer-page.module.css';

/** Where to look when the app knows no position yet: the city centre of the demo (西湖区). */
const FALLBACK = { lat: 30.2741, lng: 120.1551 };

const spaces = (n: number) => (n < 0 ? '名额充足' : n === 0 ? '名额已满' : `剩余 ${n} 个名额`);

/** /nearbyBagParks: parks selling monthly plans, nearest first; a park opens its plans and the application. */
export default function NearbyBagParksPage() {
  const lat = Number(browserStore.get(StorageKey.lat)) || FALLBACK.lat;
  const lng = Number(browserStore.get(StorageKey.lng)) || FALLBACK.lng;
  const parks = useNearbyBagParks({ destLat: lat, destLng: lng, radius: 20_000, pageNo: 1, pageSize: 30 });
  if (!parks.isSuccess) return <QueryState query={parks} failed="停车场加载失败" />;
  if (parks.data.results.length === 0) return <PageState title="附近暂无可办理月卡的停车场" illustration="list" />;
  return (
    <ul className={styles.list} aria-label="可办理月卡的停车场">
      {parks.data.results.map((park) => (
        <li key={park.parkId}>
          <Link className={styles.card} to={`/mounthlyNotarize?parkId=${park.parkId}`}>
            <p className={styles.name}>{park.parkName}</p>
            <p className={styles.meta}>
              {park.parkAddr}
              {park.distance !== null ? ` · ${formatDistance(park.distance)}` : ''}
            </p>
            <p className={styles.meta}>{spaces(park.leftBagSpaceNum)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
