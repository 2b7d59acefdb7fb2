import layout from '../../../components/card-page.module.css';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import { Section } from '../../../components/section';
import styles from './charging.module.css';
import tags from './tags.module.css';

/**
 * A list of charging or occupation orders before its first answer: three items as drawn (the station and its state,
 * two lines of details) with grey bars for their words, so the list's first paint has its shape.
 */
export function OrderItemsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.item}>
          <span className={styles.itemHead}>
            <SkeletonBar width="9em" />
            <SkeletonBar width="3em" />
          </span>
          <p className={styles.itemMeta}>
            <SkeletonBar width="11em" />
            <br />
            <SkeletonBar width="14em" />
          </p>
        </div>
      ))}
    </div>
  );
}

/** /chargingCard's frame: a card as drawn (its number and state, 卡内余额 and the balance, grey button shapes). */
export function ChargingCardSkeleton() {
  return (
    <div className={layout.page} role="status" aria-busy="true" aria-label="充电卡加载中">
      <Section
        extra={
          <>
            <SkeletonBar width="12em" />
            <SkeletonBar width="3em" />
          </>
        }
      >
        <p className={tags.meta}>卡内余额</p>
        <SkeletonLine className={tags.balance} width="3.5em" />
        <div className={tags.actions}>
          <SkeletonBar width={82} height={44} round />
          <SkeletonBar width={82} height={44} round />
          <SkeletonBar width={56} height={44} round />
        </div>
      </Section>
    </div>
  );
}

/** /chargingVinManage's frame: the 即插即充车辆 card with two rows of grey bars where the VINs and plates will be. */
export function VinListSkeleton() {
  return (
    <div className={layout.page} role="status" aria-busy="true" aria-label="车架号加载中">
      <Section title="即插即充车辆">
        {[0, 1].map((i) => (
          <div key={i} className={tags.row}>
            <div>
              <SkeletonLine as="div" className={tags.mono} width="13em" />
              <SkeletonLine className={tags.meta} width="10em" />
            </div>
            <SkeletonBar width={56} height={44} round />
          </div>
        ))}
      </Section>
    </div>
  );
}
