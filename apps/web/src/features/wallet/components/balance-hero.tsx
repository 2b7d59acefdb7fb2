import { formatFen, formatYuan } from '@parking/contracts';
import { useNavigate } from 'react-router';
import type { WalletFamily } from '../lib/families';
import styles from './wallet.module.css';

/** The balance card: what the wallet holds, what is on its way back, and the way to details and withdrawal. */
export function BalanceHero({
  title,
  balanceFen,
  withdrawingFen,
  family,
}: {
  title: string;
  /** null while the balance is asked: the card paints with a bar where the amount will be. */
  balanceFen: number | null;
  withdrawingFen: number;
  family: WalletFamily;
}) {
  const navigate = useNavigate();
  return (
    <section className={styles.hero} aria-label={title}>
      <p className={styles.heroLabel}>{title}（元）</p>
      {balanceFen === null ? (
        <p className={styles.heroAmount} role="status" aria-label="余额加载中">
          <span className={styles.heroPlaceholder} />
        </p>
      ) : (
        <p className={styles.heroAmount} data-testid="balance">
          {formatYuan(balanceFen)}
        </p>
      )}
      <p className={styles.heroNote}>
        {withdrawingFen > 0 ? `提现中 ${formatFen(withdrawingFen)}，将原路退回` : '可用于停车缴费，可随时原路提现'}
      </p>
      <div className={styles.heroActions}>
        <button type="button" className={styles.heroButton} onClick={() => navigate(family.detail)}>
          余额明细
        </button>
        <button type="button" className={styles.heroButton} onClick={() => navigate(family.cash)}>
          提现
        </button>
      </div>
    </section>
  );
}
