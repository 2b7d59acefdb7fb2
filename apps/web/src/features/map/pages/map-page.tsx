import { useSearchParams } from 'react-router';
import { browserStore } from '../../../lib/storage';
import { LocationPanel } from '../components/location-panel';
import { useCurrentPosition, type Coordinates } from '../hooks/use-current-position';
import styles from './map-page.module.css';

function givenCoordinates(params: URLSearchParams): Coordinates | undefined {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  return params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : undefined;
}

/** The map tab: the driver's position and the parks around it (kept alive when the driver leaves it). */
export default function MapPage() {
  const [params] = useSearchParams();
  const { state, relocate } = useCurrentPosition(browserStore, givenCoordinates(params));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>附近停车点</h1>
        <p className={styles.status} aria-live="polite">
          {state.status === 'located' ? '已获取当前位置' : state.status === 'locating' ? '定位中' : '未获取位置'}
        </p>
      </header>
      <section className={styles.card} aria-label="停车点">
        <LocationPanel state={state} onRelocate={relocate} />
      </section>
    </div>
  );
}
