import type { ReactNode } from 'react';
import styles from './section.module.css';

/** A white card with an optional title (and something beside it), the building block of detail and form screens. */
export function Section({ title, extra, children }: { title?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      {(title || extra) && (
        <header className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

/** Label–value rows. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
