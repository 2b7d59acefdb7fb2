import { PageState } from '../../../components/page-state';
import { useBalanceInfo } from '../api/balance';
import { BalanceHero } from '../components/balance-hero';
import { RechargePanel } from '../components/recharge-panel';
import type { WalletFamily } from '../lib/families';
import styles from '../components/wallet.module.css';

/** /accountBalance: the balance, and recharging it (when the dealer offers the balance). */
export function BalanceScreen({ family }: { family: WalletFamily }) {
  const info = useBalanceInfo();
  if (info.isError)
    return <PageState title="余额加载失败" action={{ text: '重试', onClick: () => void info.refetch() }} />;
  if (info.isPending) return <PageState title="加载中…" />;
  return (
    <div className={styles.page}>
      <BalanceHero
        title="账户余额"
        balanceFen={info.data.balanceFen}
        withdrawingFen={info.data.withdrawingFen}
        family={family}
      />
      {info.data.enabled ? (
        <RechargePanel info={info.data} family={family} />
      ) : (
        <p className={styles.note}>当前平台未开通余额充值，已有余额可随时提现。</p>
      )}
    </div>
  );
}
