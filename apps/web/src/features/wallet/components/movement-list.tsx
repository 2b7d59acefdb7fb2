import { formatSignedYuan, formatYuan } from '@parking/contracts';
import type { WalletMovement } from '@parking/contracts';
import styles from './wallet.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { SkeletonLine } from '../../../components/skeleton-bar';

/** Movements newest first: what, when, how much in or out, and the balance right after. */
export function MovementList({
  movements,
  onOpen,
}: {
  movements: readonly WalletMovement[];
  onOpen: (movement: WalletMovement) => void;
}) {
  return (
    <ul className={styles.movements} aria-label="余额明细">
      {movements.map((m) => (
        <li key={m.movementId}>
          <button type="button" className={styles.movement} onClick={() => onOpen(m)}>
            <span className={styles.movementMain}>
              <span className={styles.movementTitle}>{m.title}</span>
              <span className={styles.movementTime}>{formatShanghaiMinute(m.occurredAt)}</span>
            </span>
            <span className={styles.movementAmount}>
              <span className={m.amountFen > 0 ? styles.in : styles.out}>{formatSignedYuan(m.amountFen)}</span>
              <span className={styles.after}>余额 {formatYuan(m.balanceAfterFen)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The list before its movements arrive: rows as high as a movement's, grey bars where its words will be. */
export function MovementListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className={styles.movements} role="status" aria-busy="true" aria-label="余额明细加载中">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <div className={styles.movement}>
            <span className={styles.movementMain}>
              <SkeletonLine as="span" className={styles.movementTitle} />
              <SkeletonLine as="span" className={styles.movementTime} width="9em" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
