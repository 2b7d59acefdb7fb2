import { connectorKindText, type Gun } from '@parking/contracts';
import styles from './charging.module.css';

/** A gun with its live state; tapping a free one opens /chargingPage for it. */
export function GunRow({ gun, onPick }: { gun: Gun; onPick: (gunNo: string) => void }) {
  return (
    <button type="button" className={styles.gun} disabled={!gun.startable} onClick={() => onPick(gun.gunNo)}>
      <span className={styles.gunName}>
        {gun.deviceName} {gun.gunName}
        <span className={styles.gunMeta}>
          {connectorKindText[gun.kind]} {gun.maxKw}kW · 编号 {gun.gunNo}
        </span>
      </span>
      <span className={gun.startable ? styles.badgeFree : styles.badge}>{gun.statusText}</span>
    </button>
  );
}
