import { formatFen, type ParkOrder } from '@parking/contracts';
import Tag from 'antd-mobile/es/components/tag';
import type { ReactNode } from 'react';
import { formatDuration, stateColor } from '../lib/format';
import styles from './order-card.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { leaveBy, leaveByText } from '../../../lib/leave-by';
import { useNow } from '../../../lib/use-now';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';

/** One parking order in a list: park, plate, state, times and money, with optional actions below. */
export function OrderCard({ order, onOpen, actions }: { order: ParkOrder; onOpen?: () => void; actions?: ReactNode }) {
  const open = order.state === 'parked' || order.state === 'awaitingPayment';
  // A paid car still in the park: 已缴 and the time to leave come first, not a running fee.
  const paid = leaveBy(order, useNow());
  return (
    <article className={styles.card} aria-label={`${order.parkName} ${order.formatPlateNo}`}>
      <button type="button" className={styles.main} onClick={onOpen} disabled={!onOpen}>
        <header className={styles.head}>
          <span className={styles.park}>{order.parkName}</span>
          <Tag color={paid ? 'success' : stateColor(order.state)} fill="outline">
            {paid ? '已缴费' : order.stateText}
          </Tag>
        </header>
        {paid && <p className={styles.leaveBy}>{leaveByText(paid)}</p>}
        <div className={styles.plate}>
          {order.formatPlateNo}
          {order.plateColor === 2 && <span className={styles.yellow}>黄牌</span>}
          {order.berthCode && <span className={styles.berth}>泊位 {order.berthCode}</span>}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>入场</dt>
            <dd>{formatShanghaiMinute(order.parkStartTime) || '--'}</dd>
          </div>
          <div>
            <dt>{open ? '已停' : '出场'}</dt>
            <dd>{open ? formatDuration(order.parkDuration) : formatShanghaiMinute(order.parkEndTime) || '--'}</dd>
          </div>
        </dl>
        <footer className={styles.money}>
          {paid ? (
            <span>
              已缴 <strong>{formatFen(order.paidFee)}</strong>
            </span>
          ) : (
            <span>
              {open ? '当前费用' : '停车费'} <strong>{formatFen(order.parkFee)}</strong>
            </span>
          )}
          {order.dueFee > 0 && <span className={styles.due}>待缴 {formatFen(order.dueFee)}</span>}
        </footer>
      </button>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}

/**
 * A card of the list before its orders arrive: the card's labels, grey bars where the park, plate, times and fee will
 * be, each line as high as the one that replaces it (the list paints its frame before the data, issue 25).
 */
export function OrderCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.main}>
        <div className={styles.head}>
          <SkeletonLine as="span" className={styles.park} width="10em" />
        </div>
        <div className={styles.plate}>
          {/* In a span: a bar straight in the flex row would be only 1em high, not a line. */}
          <span>
            <SkeletonBar width="6em" />
          </span>
        </div>
        <dl className={styles.facts}>
          {['入场', '出场'].map((fact) => (
            <div key={fact}>
              <dt>{fact}</dt>
              <dd>
                <SkeletonBar width="8em" />
              </dd>
            </div>
          ))}
        </dl>
        <div className={styles.money}>
          <span>
            停车费{' '}
            <strong>
              <SkeletonBar width="4em" />
            </strong>
          </span>
        </div>
      </div>
    </div>
  );
}
