import { Link } from 'react-router';
import { useBalanceInfo } from '../api/balance';
import { BalanceHero } from '../components/balance-hero';
import { RechargePanel, RechargePanelFrame } from '../components/recharge-panel';
import type { WalletFamily } from '../lib/families';
import styles from '../components/wallet.module.css';
import { QueryState } from '../../../components/query-state';
import * as screen from '../../../lib/screen-paths.gen';

/** /accountBalance: the balance, and recharging it (when the dealer offers the balance). */
export function BalanceScreen({ family }: { family: WalletFamily }) {
  const info = useBalanceInfo();
  // While the balance is asked, its card paints (title, labels, the ways to details and withdrawal) with a bar
  // where the amount will be, and the recharge panel's frame below it with its small print (the screen's largest
  // text), so nothing moves when the balance arrives (a dealer without recharging shows its one line instead).
  if (info.isPending)
    return (
      <div className={styles.page}>
        <BalanceHero title="账户余额" balanceFen={null} withdrawingFen={0} family={family} />
        <RechargePanelFrame />
      </div>
    );
  if (!info.isSuccess) return <QueryState query={info} failed="余额加载失败" />;
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
      {info.data.enabled && (
        <Link className={styles.row} to={screen.balanceParks}>
          余额适用停车场 ›
        </Link>
      )}
    </div>
  );
}
