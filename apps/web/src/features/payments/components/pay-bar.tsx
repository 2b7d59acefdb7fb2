import { formatFen } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import styles from './pay.module.css';

/** The bottom bar: what the order costs now and the pay button. */
export function PayBar({
  totalFen,
  disabled,
  paying,
  onPay,
}: {
  totalFen: number;
  disabled: boolean;
  paying: boolean;
  onPay: () => void;
}) {
  return (
    <div className={styles.bar}>
      <span className={styles.total}>
        合计 <span className={styles.totalAmount}>{formatFen(totalFen)}</span>
      </span>
      <Button
        className={styles.payButton}
        color="primary"
        shape="rounded"
        loading={paying}
        disabled={disabled || paying}
        onClick={onPay}
      >
        立即支付
      </Button>
    </div>
  );
}
