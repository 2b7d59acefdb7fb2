import { useMenuConfig } from '../../../api/basic/menu-config';
import { menuGates } from '../../../lib/menu-gates';
import { useScanCharging } from '../../../lib/scan-charging';
import styles from './vehicle-shortcuts.module.css';

/**
 * 扫码充电 from home (issue 44: scan first for charging), for a dealer with charging: the host's scanner, then the
 * scanned gun. Shown once the config says charging (the first screen carries it), so nothing appears late.
 */
export function ScanChargeEntry() {
  const config = useMenuConfig().data;
  const { scan, typing } = useScanCharging();
  if (!config || !menuGates.charging(config)) return null;
  return (
    <section className={styles.card} aria-label="充电">
      <button type="button" className={styles.search} onClick={() => void scan()}>
        <span className={styles.title}>扫码充电</span>
        <span className={styles.hint}>扫描充电枪上的二维码，直接开始充电</span>
        <span className={styles.arrow} aria-hidden>
          ›
        </span>
      </button>
      {typing}
    </section>
  );
}
