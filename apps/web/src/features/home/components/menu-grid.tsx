import { menuIconSize, type HomeFuncEntry } from '@parking/contracts';
import type { CSSProperties } from 'react';
import styles from './menu-grid.module.css';

const gridStyle = (column: number) => ({ '--menu-columns': column }) as CSSProperties;

/** The configured home menu: `column` entries per row, icons 48px in a 5-column menu and 60px otherwise. */
export function MenuGrid({
  entries,
  column,
  onOpen,
}: {
  entries: readonly HomeFuncEntry[];
  column: number;
  onOpen: (entry: HomeFuncEntry) => void;
}) {
  const size = menuIconSize(column);
  return (
    <ul className={styles.grid} style={gridStyle(column)}>
      {entries.map((entry) => (
        <li key={entry.entryId}>
          <button type="button" className={styles.entry} onClick={() => onOpen(entry)}>
            {/* Sized up front: icons arrive late on slow networks and must not push the labels around. */}
            <img className={styles.icon} src={entry.icon} width={size} height={size} alt="" decoding="async" />
            <span className={styles.label}>{entry.entryName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders in the grid's shape while the menu loads (two rows of the default 4 columns). */
export function MenuGridSkeleton({ column = 4 }: { column?: number }) {
  const size = menuIconSize(column);
  return (
    <ul className={styles.grid} style={gridStyle(column)} aria-busy="true" aria-label="菜单加载中">
      {Array.from({ length: column * 2 }, (_, index) => (
        <li key={index} className={styles.entry}>
          <span className={styles.iconPlaceholder} style={{ width: size, height: size }} />
          <span className={styles.labelPlaceholder} />
        </li>
      ))}
    </ul>
  );
}
