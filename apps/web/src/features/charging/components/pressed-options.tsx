import type { ReactNode } from 'react';
import styles from './charging.module.css';

/** A row of option buttons, the chosen one pressed (the car to charge, the amount to prepay). */
export function PressedOptions<T>({
  label,
  items,
  keyOf,
  pressed,
  onChoose,
  children,
}: {
  /** The group's name for screen readers; without one the buttons are not grouped. */
  label?: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  pressed: (item: T) => boolean;
  onChoose: (item: T) => void;
  /** The button's text. */
  children: (item: T) => ReactNode;
}) {
  return (
    <div className={styles.options} role={label ? 'group' : undefined} aria-label={label}>
      {items.map((item) => (
        <button
          key={keyOf(item)}
          type="button"
          className={styles.option}
          aria-pressed={pressed(item)}
          onClick={() => onChoose(item)}
        >
          {children(item)}
        </button>
      ))}
    </div>
  );
}
