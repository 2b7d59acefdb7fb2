import { SkeletonBar } from '../../../components/skeleton-bar';
import styles from './reservations.module.css';

/**
 * /bookRecord's frame while its first page is asked: three bookings as drawn (the park and its state, the plate and
 * space, 预计到达) with grey bars for their words, so the list's first paint has its shape.
 */
export function BookingListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label="预约记录加载中">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.item}>
          <span className={styles.itemHead}>
            <SkeletonBar width="9em" />
            <SkeletonBar width="3em" />
          </span>
          <span className={styles.muted}>
            <SkeletonBar width="16em" />
          </span>
          <br />
          <span className={styles.muted}>
            预计到达 <SkeletonBar width="8em" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * /lockControl's frame: a lock card as drawn (its space, the arm's state in large type, the space's occupancy) with
 * grey bars, and grey shapes where 降锁 and 升锁 will be: no button before the lock is known.
 */
export function LockListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label="地锁加载中">
      <div className={styles.item}>
        <div className={styles.itemHead}>
          <SkeletonBar width="10em" />
        </div>
        <p className={styles.lockState}>
          <SkeletonBar width="3.5em" />
          <span className={styles.muted}>
            电量 <SkeletonBar width="2em" />
          </span>
        </p>
        <p className={styles.muted}>
          <SkeletonBar width="5em" />
        </p>
        <div className={styles.actions}>
          <SkeletonBar width="auto" height={44} round />
          <SkeletonBar width="auto" height={44} round />
        </div>
      </div>
    </div>
  );
}
