import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import styles from './wallet.module.css';

/** The screen's main action, full width in the bar at the bottom (above the home indicator). */
export function BarButton({
  children,
  onClick,
  disabled,
  loading,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled: boolean;
  loading: boolean;
}) {
  return (
    <div className={styles.bar}>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </div>
  );
}
