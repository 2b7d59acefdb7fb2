import { formatFen, type Withdrawal } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { installedEffects } from '../../../api/ui-effects';
import { usePartAction } from '../api/withdrawals';
import styles from './wallet.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';

/**
 * The parts of a withdrawal, one per recharge the money goes back through, each with its own state. A failed part
 * can be tried again (the same refund, so it can never be paid twice) or put back into the balance.
 */
export function WithdrawalParts({ withdrawal }: { withdrawal: Withdrawal }) {
  const act = usePartAction(withdrawal.withdrawalId);
  const putBack = async (partId: string, amountFen: number) => {
    const sure = await installedEffects.confirm({
      title: '退回余额',
      content: `${formatFen(amountFen)}将退回账户余额，可继续用于缴费或稍后再次提现。`,
      confirmText: '退回余额',
    });
    if (sure) act.mutate({ partId, action: 'return' });
  };
  return (
    <div aria-label="退款明细">
      {withdrawal.parts.map((part) => (
        <div key={part.partId} className={styles.part} data-testid="withdrawal-part">
          <div className={styles.partTop}>
            <span>
              退回{part.payChannelText} {formatFen(part.amountFen)}
            </span>
            <span className={styles.state} data-state={part.state}>
              {part.stateText}
            </span>
          </div>
          <p className={styles.partMeta}>
            原充值 {formatShanghaiMinute(part.rechargedAt)} · 订单 {part.orderNo}
            {part.retries > 0 ? ` · 已重试${part.retries}次` : ''}
          </p>
          {part.state === 'failed' && (
            <div className={styles.partActions}>
              <Button
                size="small"
                color="primary"
                fill="outline"
                loading={act.isPending}
                onClick={() => act.mutate({ partId: part.partId, action: 'retry' })}
              >
                重试退款
              </Button>
              <Button size="small" loading={act.isPending} onClick={() => void putBack(part.partId, part.amountFen)}>
                退回余额
              </Button>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
