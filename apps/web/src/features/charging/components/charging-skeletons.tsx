import layout from '../../../components/card-page.module.css';
import skeleton from '../../../components/skeleton.module.css';
import { Section } from '../../../components/section';
import styles from './charging.module.css';
import tags from './tags.module.css';

/** A grey bar `width` wide where a value will be, as high as its line (decision 058's frame). */
const Bar = ({ width, height }: { width: string | number; height?: number }) => (
  <span className={skeleton.bar} style={{ width, height }} />
);

/** A grey shape as large as a small outline button (消费记录, 删除) where one will be. */
const ButtonShape = ({ width }: { width: number }) => (
  <span className={skeleton.bar} style={{ width, height: 44, borderRadius: 22 }} />
);

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
            <Bar width="9em" />
            <Bar width="3em" />
          </span>
          <p className={styles.itemMeta}>
            <Bar width="11em" />
            <br />
            <Bar width="14em" />
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
            <Bar width="12em" />
            <Bar width="3em" />
          </>
        }
      >
        <p className={tags.meta}>卡内余额</p>
        <p className={tags.balance}>
          <Bar width="3.5em" />
        </p>
        <div className={tags.actions}>
          <ButtonShape width={82} />
          <ButtonShape width={82} />
          <ButtonShape width={56} />
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
              <div className={tags.mono}>
                <Bar width="13em" />
              </div>
              <p className={tags.meta}>
                <Bar width="10em" />
              </p>
            </div>
            <ButtonShape width={56} />
          </div>
        ))}
      </Section>
    </div>
  );
}
