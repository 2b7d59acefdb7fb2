import { formatFen, formatYuan } from '@parking/contracts';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { useBalanceInfo, useWallets } from '../api/balance';
import { RechargePanel } from '../components/recharge-panel';
import { WALLET_FAMILY } from '../lib/families';
import styles from '../components/wallet.module.css';

/** /wallet (walletPlan): the driver's wallets with the dealer they belong to, and recharging the default one. */
export function WalletsScreen() {
  const wallets = useWallets();
  const info = useBalanceInfo();
  const navigate = useNavigate();
  if (wallets.isError || info.isError) {
    return <PageState title="钱包加载失败" action={{ text: '重试', onClick: () => void wallets.refetch() }} />;
  }
  if (wallets.isPending || info.isPending) return <PageState title="加载中…" />;
  return (
    <div className={styles.page}>
      {wallets.data.results.map((wallet) => (
        <section key={wallet.walletId} className={styles.hero} aria-label={`${wallet.dealerName}钱包`}>
          <p className={styles.heroLabel}>
            {wallet.dealerName}钱包{wallet.isDefault ? '（默认）' : ''}
          </p>
          <p className={styles.heroAmount} data-testid="balance">
            {formatYuan(wallet.balanceFen)}
          </p>
          <p className={styles.heroNote}>
            {info.data.withdrawingFen > 0
              ? `提现中 ${formatFen(info.data.withdrawingFen)}，将原路退回`
              : '在本平台停车缴费与无感支付时优先使用'}
          </p>
          <div className={styles.heroActions}>
            <button type="button" className={styles.heroButton} onClick={() => navigate(WALLET_FAMILY.detail)}>
              钱包明细
            </button>
            <button type="button" className={styles.heroButton} onClick={() => navigate(WALLET_FAMILY.cash)}>
              提现
            </button>
          </div>
        </section>
      ))}
      {info.data.enabled ? (
        <RechargePanel info={info.data} family={WALLET_FAMILY} />
      ) : (
        <p className={styles.note}>当前平台未开通钱包充值，已有余额可随时提现。</p>
      )}
    </div>
  );
}
