import type { ReactNode } from 'react';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import styles from './result-panel.module.css';

const TONES = {
  success: { color: 'var(--app-success-solid)', mark: '✓' },
  waiting: { color: 'var(--app-primary-solid)', mark: '' },
  failure: { color: 'var(--app-danger-solid)', mark: '!' },
} as const;

/** The big status block of the result pages: icon, title, optional amount and explanation. */
export function ResultPanel({
  tone,
  title,
  amount,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  amount?: string;
  children?: ReactNode;
}) {
  const look = TONES[tone];
  return (
    <section className={styles.result} aria-live="polite">
      {tone === 'waiting' ? (
        <span role="status" aria-label="加载中">
          <SpinLoading color="primary" style={{ '--size': '56px' }} />
        </span>
      ) : (
        <span className={styles.resultIcon} style={{ background: look.color }} aria-hidden>
          {look.mark}
        </span>
      )}
      <h1 className={styles.resultTitle}>{title}</h1>
      {amount && <p className={styles.resultAmount}>{amount}</p>}
      {children}
    </section>
  );
}
