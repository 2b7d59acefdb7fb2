import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import layout from './card-page.module.css';

/** The screen's main action, full width in the bar at the bottom (above the home indicator). */
export function BottomButton({
  children,
  onClick,
  disabled = false,
  loading = false,
  primary = true,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  primary?: boolean;
}) {
  return (
    <div className={layout.bottomBar}>
      <Button
        block
        color={primary ? 'primary' : 'default'}
        shape="rounded"
        size="large"
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </Button>
    </div>
  );
}
