import { formatDistance, type Park } from '@parking/contracts';
import type { ReactNode } from 'react';
import { availabilityText, parkAvailability, parkOffers } from '../lib/park-availability';
import styles from './place-card.module.css';
import { SkeletonLine } from './skeleton-bar';

/** One park in a list (home, map, search, favourites): tap it to open it; `action` adds a button on the right. */
export function ParkCard({ park, onOpen, action }: { park: Park; onOpen: (park: Park) => void; action?: ReactNode }) {
  const availability = parkAvailability(park);
  return (
    <div className={styles.card}>
      <button type="button" className={styles.main} onClick={() => onOpen(park)}>
        <span className={styles.head}>
          <span className={styles.name}>{park.parkName}</span>
          {park.distance !== null && <span className={styles.distance}>{formatDistance(park.distance)}</span>}
        </span>
        <span className={styles.address}>{park.parkAddr}</span>
        <span className={styles.facts}>
          <span className={styles[availability]} data-availability={availability}>
            {availability === 'offline'
              ? availabilityText.offline
              : `空位 ${park.leftParkSpaceNum}/${park.totalParkSpaceNum}`}
          </span>
          {parkOffers(park).map((offer) => (
            <span key={offer} className={styles.tag}>
              {offer}
            </span>
          ))}
        </span>
        {/* The park's price (issue 44): the rule's headline, not its first label (often the free period). */}
        {park.priceSummary && <span className={styles.fee}>{park.priceSummary}</span>}
      </button>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

/**
 * A park's or a station's card before the list arrives (a screen's frame, issue 25): grey bars where the name, the
 * distance, the address and the spaces will be, each line as high as the text that replaces it.
 */
export function PlaceCardSkeleton() {
  return (
    <div className={styles.card}>
      <span className={styles.main}>
        <span className={styles.head}>
          <SkeletonLine as="span" className={styles.name} width="9em" />
          <SkeletonLine as="span" className={styles.distance} width="3em" />
        </span>
        <SkeletonLine as="span" className={styles.address} width="16em" />
        <SkeletonLine as="span" className={styles.facts} width="6em" />
      </span>
    </div>
  );
}
