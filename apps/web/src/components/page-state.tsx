import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './page-state.module.css';

export interface PageStateProps {
  title: string;
  description?: string;
  action?: { text: string; onClick: () => void };
  /** Compact for a section inside a page; full for a whole screen. */
  size?: 'compact' | 'full';
  /** Other ways on, under the action (links). */
  children?: ReactNode;
}

/** An empty or error state: a line saying what happened and, when something can be done, one button. */
export function PageState({ title, description, action, size = 'full', children }: PageStateProps) {
  return (
    <div className={size === 'full' ? styles.full : styles.compact}>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && (
        <Button className={styles.action} variant="outline" onClick={action.onClick}>
          {action.text}
        </Button>
      )}
      {children}
    </div>
  );
}
