import { formatDistance, UNLIMITED_SPACES, type Park, type Station } from '@parking/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CollectButton } from '../../../components/collect-button';
import { FollowButton } from '../../../components/follow-button';
import { stationPrice } from '../../../components/station-card';
import type { LatLng } from '../../../location/coords';
import { haversineMeters } from '../../../lib/geo';
import { amapMarkerUrl, baiduMarkerUrl, type Destination } from '../../../lib/navigation';
import { availabilityText, parkAvailability, parkOffers } from '../../../lib/park-availability';
import { useScanCharging } from '../../../lib/scan-charging';
import { useHasScreen } from '../../../lib/screens';
import styles from './place-detail.module.css';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

const spaces = (n: number) => (n === UNLIMITED_SPACES ? '不限' : String(n));

/** Distance from the driver when known (the map may be centred elsewhere), else from the map's centre. */
const distanceText = (place: LatLng, me: LatLng | undefined, fallback: number | null) => {
  const meters = me ? haversineMeters(me, place) : fallback;
  return meters === null ? undefined : `距您 ${formatDistance(meters)}`;
};

/**
 * Navigation in AMap or Baidu Maps (spec section 7: deep links to either of two maps services): a row of its own, two
 * equal pills, so each label fits on one line at 375 px whatever buttons share the row above.
 */
function Navigate({ to }: { to: Destination }) {
  return (
    <div className={styles.navigate}>
      <a className={styles.navPrimary} href={amapMarkerUrl(to)}>
        高德地图导航
      </a>
      <a className={styles.navSecondary} href={baiduMarkerUrl(to)}>
        百度地图导航
      </a>
    </div>
  );
}

/** One row of a place's facts: what it is, and its value. */
function Fact({ term, className, children }: { term: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** A station's free and total guns of one kind. */
const free = (guns: Station['quickChargingInfo']) => `${guns.leftNum}/${guns.totalNum}`;

/** The booking screens' entry for a bookable park (decision 038), where this build has them. */
const BOOK_PATH = screen.bookParksIndex;

/** A place's name, and its address with how far it is when that is known. */
function Heading({ name, address, distance }: { name: string; address: string; distance: string | undefined }) {
  return (
    <>
      <h2 className={styles.title}>{name}</h2>
      <p className={styles.address}>
        {address}
        {distance && <span> · {distance}</span>}
      </p>
    </>
  );
}

export function ParkDetail({ park, me }: { park: Park; me: LatLng | undefined }) {
  const hasScreen = useHasScreen();
  const availability = parkAvailability(park);
  const position = { lat: park.latitude, lng: park.longitude };
  return (
    <article className={styles.detail}>
      <Heading name={park.parkName} address={park.parkAddr} distance={distanceText(position, me, park.distance)} />
      <dl className={styles.facts}>
        <Fact term="空余车位" className={styles[availability]}>
          {availability === 'offline' ? availabilityText.offline : `${park.leftParkSpaceNum}/${park.totalParkSpaceNum}`}
        </Fact>
        {park.supportBag && <Fact term="月租剩余">{spaces(park.leftBagSpaceNum)}</Fact>}
        {park.supportBook && <Fact term="可预约">{spaces(park.leftBookSpaceNum)}</Fact>}
        {(park.supportDiffTimeBag || park.supportDiffTimeBook) && (
          <Fact term="错时共享">{`${park.diffTimeBagLeftNum}/${park.diffTimeBagTotalNum}`}</Fact>
        )}
      </dl>
      {parkOffers(park).length > 0 && (
        <p className={styles.tags}>
          {parkOffers(park).map((offer) => (
            <span key={offer}>{offer}</span>
          ))}
        </p>
      )}
      {park.feeRuleLabels.length > 0 && (
        <section className={styles.fees} aria-label="收费标准">
          <h3>收费标准</h3>
          <ul>
            {park.feeRuleLabels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </section>
      )}
      {park.description && <p className={styles.description}>{park.description}</p>}
      <div className={styles.actions}>
        <CollectButton target={{ kind: 'park', id: park.parkId }} collected={park.collected} />
        {park.supportBook && hasScreen(BOOK_PATH) && (
          <Link className={styles.navSecondary} to={href(BOOK_PATH, { parkId: park.parkId })}>
            预约车位
          </Link>
        )}
        <FollowButton kind="park" targetId={park.parkId} />
      </div>
      <Navigate to={{ ...position, name: park.parkName, address: park.parkAddr }} />
    </article>
  );
}

export function StationDetail({ station, me }: { station: Station; me: LatLng | undefined }) {
  const position = { lat: station.latitude, lng: station.longitude };
  const { scan, typing } = useScanCharging();
  return (
    <article className={styles.detail}>
      <Heading
        name={station.stationName}
        address={station.stationAddr}
        distance={distanceText(position, me, station.distance)}
      />
      <dl className={styles.facts}>
        <Fact term="状态">{station.openState.text}</Fact>
        <Fact term="快充空闲">{free(station.quickChargingInfo)}</Fact>
        <Fact term="慢充空闲">{free(station.slowChargingInfo)}</Fact>
        <Fact term="当前电价">{stationPrice(station)}</Fact>
        <Fact term="使用率">{station.usageRate}%</Fact>
      </dl>
      <p className={styles.tags}>
        {station.supportBook && <span>可预约</span>}
        {station.supportOccupy && <span>收取占位费</span>}
      </p>
      {station.parkingFeeDesc && <p className={styles.description}>停车费：{station.parkingFeeDesc}</p>}
      <div className={styles.actions}>
        <CollectButton target={{ kind: 'station', id: station.stationId }} collected={station.collected} />
        <FollowButton kind="station" targetId={station.stationId} />
      </div>
      <Navigate to={{ ...position, name: station.stationName, address: station.stationAddr }} />
      {/* Scan first (issue 44): the gun's code leads straight to it; the station page lists guns and prices. */}
      <div className={styles.navigate}>
        <Link className={styles.navSecondary} to={href(screen.chargeStationDetail, { stationId: station.stationId })}>
          充电枪与电价
        </Link>
        <button type="button" className={`${styles.navPrimary} ${styles.scan}`} onClick={() => void scan()}>
          扫码充电
        </button>
      </div>
      {typing}
    </article>
  );
}
