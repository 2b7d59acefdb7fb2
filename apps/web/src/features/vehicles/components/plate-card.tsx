import type { DriverPlate } from '@parking/contracts';
import { materialStatusLabel, PLATE_CATEGORY_LABELS, plateColorLabel } from '../lib/plate-labels';
import styles from './plate-card.module.css';
import { PlateBadge } from './plate-badge';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';

/** One bound plate in /carManage: the plate, what it is, and its actions. */
export function PlateCard({
  plate,
  busy,
  onOpen,
  onSetDefault,
  onUnbind,
}: {
  plate: DriverPlate;
  busy: boolean;
  onOpen: () => void;
  onSetDefault: () => void;
  onUnbind: () => void;
}) {
  const color = plateColorLabel(plate.plateColor);
  return (
    <li className={styles.card} aria-label={`车辆 ${plate.formatPlateNo}`}>
      {/* Named by what it shows: the plate, its kind and state (WCAG 2.5.3). */}
      <button type="button" className={styles.main} onClick={onOpen}>
        <span className={styles.top}>
          <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
          {plate.isDefault && <span className={styles.default}>默认</span>}
        </span>
        <span className={styles.meta}>
          {PLATE_CATEGORY_LABELS[plate.category]}
          {color && ` · ${color}`}
          {plate.material && ` · 认证${materialStatusLabel(plate.material.status)}`}
        </span>
        <span className={styles.chevron} aria-hidden>
          ›
        </span>
      </button>
      {/* On the card's own row, beside what it acts on (not a lone 解绑 on a line of its own). */}
      <div className={styles.actions}>
        {!plate.isDefault && (
          <button type="button" className={styles.action} disabled={busy} onClick={onSetDefault}>
            设为默认
          </button>
        )}
        <button type="button" className={`${styles.action} ${styles.danger}`} disabled={busy} onClick={onUnbind}>
          解绑
        </button>
      </div>
    </li>
  );
}

/**
 * A plate's card before the plates arrive (the screen's frame, issue 25): grey where the plate, its kind and its
 * action will be, each as high as what replaces it; nothing to tap.
 */
export function PlateCardSkeleton() {
  return (
    <div className={styles.card}>
      <span className={styles.main}>
        <span className={styles.top}>
          <SkeletonBar width="7.5em" height={28} />
        </span>
        <SkeletonLine as="span" className={styles.meta} width="4em" />
      </span>
      <span className={styles.actions}>
        <span className={`${styles.action} ${styles.placeholder}`} />
      </span>
    </div>
  );
}
