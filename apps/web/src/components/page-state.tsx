import type { ReactNode } from 'react';
import { Button } from './button';
import { Illustration, type IllustrationKind } from './illustration';
import styles from './page-state.module.css';

export interface PageStateProps {
  title: string;
  description?: string;
  action?: { text: string; onClick: () => void };
  /** A second way out, drawn lighter (the 404 page: 返回上一页, then 返回首页). */
  secondaryAction?: { text: string; onClick: () => void };
  /** Compact for a section inside a page; full for a whole screen. */
  size?: 'compact' | 'full';
  /** A drawing above the title, for empty and missing states. */
  illustration?: IllustrationKind;
  /** Other ways on, under the actions (links). */
  children?: ReactNode;
}

/**
 * An empty or error state: a drawing (optional), a line saying what happened and, when something can be done, one
 * button: an empty list says what to do next (暂无绑定车辆 → 添加车辆).
 */
export function PageState({
  title,
  description,
  action,
  secondaryAction,
  size = 'full',
  illustration,
  children,
}: PageStateProps) {
  return (
    <div className={size === 'full' ? styles.full : styles.compact}>
      {illustration && <Illustration kind={illustration} />}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && (
        <Button className={styles.action} variant="outline" onClick={action.onClick}>
          {action.text}
        </Button>
      )}
      {secondaryAction && (
        <Button className={styles.secondary} variant="outline" onClick={secondaryAction.onClick}>
          {secondaryAction.text}
        </Button>
      )}
      {children}
    </div>
  );
}
