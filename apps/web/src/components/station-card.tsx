import { formatDistance, formatKwhPrice, kwhPriceUnits, StationOpenState, type Station } from '@parking/contracts';
import type { ReactNode } from 'react';
import styles from './place-card.module.css';

/** "1.25元/度" from the API's exact decimal; the decimal itself if it is not one. */
export const stationPrice = (station: Pick<Station, 'currentPrice'>) => {
  const units = kwhPriceUnits(station.currentPrice);
  return Number.isNaN(units) ? `${station.currentPrice}元/度` : formatKwhPrice(units);
};

/** One charging station in a list: free fast and slow connectors, the price, and whether it is open. */
export function StationCard({
  station,
  onOpen,
  action,
}: {
  station: Station;
  onOpen: (station: Station) => void;
  action?: ReactNode;
}) {
  const open = station.openState.code === StationOpenState.OPEN;
  return (
    <div className={styles.card}>
      <button type="button" className={styles.main} onClick={() => onOpen(station)}>
        <span className={styles.head}>
          <span className={styles.name}>{station.stationName}</span>
          {station.distance !== null && <span className={styles.distance}>{formatDistance(station.distance)}</span>}
        </span>
        <span className={styles.address}>{station.stationAddr}</span>
        <span className={styles.facts}>
          {open ? (
            <>
              <span className={station.quickChargingInfo.leftNum > 0 ? styles.plenty : styles.full}>
                快充 {station.quickChargingInfo.leftNum}/{station.quickChargingInfo.totalNum}
              </span>
              <span className={station.slowChargingInfo.leftNum > 0 ? styles.plenty : styles.full}>
                慢充 {station.slowChargingInfo.leftNum}/{station.slowChargingInfo.totalNum}
              </span>
            </>
          ) : (
            <span className={styles.offline}>{station.openState.text}</span>
          )}
          <span className={styles.price}>{stationPrice(station)}</span>
        </span>
      </button>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
