import type { ReactNode } from 'react';
import styles from './form-page.module.css';
import { MainButton } from '../../../components/main-button';

/** An account form screen: an optional note, the fields, one submit button. */
export function FormPage(props: {
  note?: ReactNode;
  children: ReactNode;
  submitText: string;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className={styles.page}>
      {props.note && <p className={styles.note}>{props.note}</p>}
      <div className={styles.card}>{props.children}</div>
      <div className={styles.actions}>
        <MainButton shape="rounded" loading={props.busy} onClick={props.onSubmit}>
          {props.submitText}
        </MainButton>
      </div>
    </div>
  );
}
