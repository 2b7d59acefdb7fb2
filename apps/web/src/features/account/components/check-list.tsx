import type { DeletionCheckOutcome } from '@parking/contracts';
import styles from '../pages/account-pages.module.css';

const iconOf = (item: DeletionCheckOutcome) =>
  item.passed
    ? { className: styles.passed, mark: '✓', label: '已满足' }
    : item.blocking
      ? { className: styles.blocked, mark: '✕', label: '未满足' }
      : { className: styles.notice, mark: '!', label: '请知悉' };

/** The deletion check list with the driver's results: met, blocking, or a notice of what will be lost. */
export function CheckList({ items }: { items: DeletionCheckOutcome[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => {
        const icon = iconOf(item);
        return (
          <li key={item.key} className={styles.check}>
            <span className={`${styles.checkIcon} ${icon.className}`} role="img" aria-label={icon.label}>
              {icon.mark}
            </span>
            <div>
              <p className={styles.checkTitle}>{item.title}</p>
              <p className={styles.checkDetail}>{item.passed ? item.description : item.detail}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
