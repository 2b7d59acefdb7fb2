import type { ReactNode } from 'react';
import styles from './bookings.module.css';

/** One of a few, a row each (车位类型, the plate to book for): radios that keyboards and screen readers know. */
export function RowChoice<T>({
  label,
  items,
  keyOf,
  chosen,
  onChoose,
  children,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  chosen: T;
  onChoose: (key: string) => void;
  /** The row's content. */
  children: (item: T) => ReactNode;
}) {
  return (
    <div role="radiogroup" aria-label={label}>
      {items.map((item) => (
        <button
          key={keyOf(item)}
          type="button"
          role="radio"
          aria-checked={keyOf(item) === keyOf(chosen)}
          className={styles.packageRow}
          onClick={() => onChoose(keyOf(item))}
        >
          {children(item)}
        </button>
      ))}
    </div>
  );
}
