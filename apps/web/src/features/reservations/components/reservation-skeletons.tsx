import skeleton from '../../../components/skeleton.module.css';
import styles from './reservations.module.css';

/** Grey bars `width` wide, as high as the line they stand in for (decision 058's frame). */
const Bar = ({ width }: { width: string }) => <span className={skeleton.bar} style={{ width }} />;

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
            <Bar width="9em" />
            <Bar width="3em" />
          </span>
          <span className={styles.muted}>
            <Bar width="16em" />
          </span>
          <br />
          <span className={styles.muted}>
            预计到达 <Bar width="8em" />
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
          <Bar width="10em" />
        </div>
        <p className={styles.lockState}>
          <Bar width="3.5em" />
          <span className={styles.muted}>
            电量 <Bar width="2em" />
          </span>
        </p>
        <p className={styles.muted}>
          <Bar width="5em" />
        </p>
        <div className={styles.actions}>
          <span className={skeleton.bar} style={{ height: 44, borderRadius: 22 }} />
          <span className={skeleton.bar} style={{ height: 44, borderRadius: 22 }} />
        </div>
      </div>
    </div>
  );
}
