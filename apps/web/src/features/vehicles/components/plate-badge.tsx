import { formatPlateNo, parsePlate, type PlateCategory } from '@parking/contracts';
import styles from './plate-badge.module.css';

type Look = 'blue' | 'yellow' | 'green' | 'yellowGreen' | 'white' | 'black';

/**
 * The colour a plate has on the road (GA 36-2018): yellow when flagged, green for small new-energy plates, white
 * for police, armed police and emergency plates, black for cross-border and diplomatic plates, blue otherwise.
 */
export function plateLook(
  category: PlateCategory | undefined,
  plateColor: 2 | null | undefined,
  plateNo: string,
): Look {
  if (category === 'newEnergy') return plateColor === 2 || /\d[A-HJ-NP-Z]$/.test(plateNo) ? 'yellowGreen' : 'green';
  if (plateColor === 2) return 'yellow';
  if (category === 'police' || category === 'armedPolice' || category === 'emergency') return 'white';
  if (category === 'hongKong' || category === 'macao' || category === 'embassy' || category === 'consulate')
    return 'black';
  return 'blue';
}

/** A plate drawn like the real one: 浙A·12345 on its colour. */
export function PlateBadge({
  plateNo,
  plateColor,
  size = 'medium',
}: {
  plateNo: string;
  plateColor: 2 | null | undefined;
  size?: 'medium' | 'large';
}) {
  const parsed = parsePlate(plateNo);
  const look = plateLook(parsed.ok ? parsed.plate.category : undefined, plateColor, plateNo);
  return (
    <span className={`${styles.badge} ${styles[look]} ${size === 'large' ? styles.large : ''}`} data-look={look}>
      {formatPlateNo(plateNo)}
    </span>
  );
}
