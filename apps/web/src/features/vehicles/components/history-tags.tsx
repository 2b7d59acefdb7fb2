import { formatPlateNo, type PlateHistoryRecord } from '@parking/contracts';
import styles from './history-tags.module.css';

/**
 * The recently searched plates as tags (spec section 4): a tap searches that plate again, the × forgets it. The
 * yellow plate keeps its colour so the driver tells 浙A12345 and its yellow twin apart.
 */
export function HistoryTags({
  records,
  onPick,
  onDelete,
  disabled = false,
}: {
  records: readonly PlateHistoryRecord[];
  onPick: (record: PlateHistoryRecord) => void;
  onDelete: (record: PlateHistoryRecord) => void;
  disabled?: boolean;
}) {
  if (records.length === 0) return null;
  return (
    <section className={styles.section} aria-label="历史车牌">
      <h2 className={styles.title}>历史车牌</h2>
      <ul className={styles.tags}>
        {records.map((record) => {
          const label = formatPlateNo(record.plateNo);
          const yellow = record.plateColor === 2;
          return (
            <li key={record.id} className={`${styles.tag} ${yellow ? styles.yellow : ''}`}>
              <button
                type="button"
                className={styles.pick}
                disabled={disabled}
                aria-label={`查询${label}${yellow ? '黄牌' : ''}`}
                onClick={() => onPick(record)}
              >
                {label}
                {yellow && <span className={styles.mark}>黄</span>}
              </button>
              <button
                type="button"
                className={styles.remove}
                disabled={disabled}
                aria-label={`删除${label}`}
                onClick={() => onDelete(record)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
