import { BottomButton } from '../../../components/bottom-button';
import { Section } from '../../../components/section';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import styles from './bookings.module.css';

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
          <SkeletonLine as="span" className={styles.muted} width="16em" />
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
        <SkeletonLine as="div" className={styles.itemHead} width="10em" />
        <p className={styles.lockState}>
          <SkeletonBar width="3.5em" />
          <span className={styles.muted}>
            电量 <SkeletonBar width="2em" />
          </span>
        </p>
        <SkeletonLine className={styles.muted} width="5em" />
        <div className={styles.actions}>
          <SkeletonBar width="auto" height={44} round />
          <SkeletonBar width="auto" height={44} round />
        </div>
      </div>
    </div>
  );
}

/**
 * /bookParks/index?parkId's frame while the park's packages are asked: its sections as drawn (车位类型, 预计到达时间,
 * 预约须知) with grey bars and shapes for the park, the packages, the times and the rules, and 下一步 not yet usable.
 */
export function BookParkSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="预约信息加载中">
      <Section extra={<SkeletonBar width="10em" />}>
        <SkeletonLine className={styles.muted} width="14em" />
      </Section>
      <Section title="车位类型">
        {[0, 1].map((i) => (
          <div key={i} className={styles.packageRow}>
            <SkeletonBar width="9em" />
            <SkeletonBar width="5em" />
          </div>
        ))}
      </Section>
      <Section title="预计到达时间">
        <div className={styles.choices}>
          {[0, 1, 2, 3].map((i) => (
            <SkeletonBar key={i} width={64} height={44} round />
          ))}
        </div>
        <p className={styles.muted}>
          车位保留至 <SkeletonBar width="8em" />
        </p>
      </Section>
      <Section title="预约须知">
        <p className={styles.rules}>
          <SkeletonBar width="16em" />
          <br />
          <SkeletonBar width="12em" />
        </p>
      </Section>
      <BottomButton disabled onClick={() => undefined}>
        下一步：选择车牌
      </BottomButton>
    </div>
  );
}
