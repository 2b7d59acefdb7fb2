import { useEffect, useRef, type ReactNode } from 'react';
import styles from './place-sheet.module.css';

/** A bottom sheet over the map with one place's detail; closes on its button, the backdrop or Escape. */
export function PlaceSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.layer}>
      <button type="button" className={styles.backdrop} aria-label="关闭详情" tabIndex={-1} onClick={onClose} />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <div className={styles.grip} aria-hidden />
        <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
