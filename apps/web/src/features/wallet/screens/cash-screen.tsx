import { formatFen } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { installedEffects } from '../../../api/ui-effects';
import { href } from '../../../lib/paths';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { useBalanceInfo } from '../api/balance';
import { walletKeys } from '../api/keys';
import { withdraw } from '../api/withdrawals';
import { BarButton } from '../components/bar-button';
import type { WalletFamily } from '../lib/families';
import styles from '../components/wallet.module.css';
import fieldList from '../../../components/field-list.module.css';
import { QueryState } from '../../../components/query-state';

/**
 * /accountBalanceCash, /walletCash: one tap withdraws everything that can go back the way it came (refunds of the
 * recharges, newest first, possibly in several parts); the result page follows each part.
 */
export function CashScreen({ family }: { family: WalletFamily }) {
  const info = useBalanceInfo();
  const navigate = useNavigate();
  const client = useQueryClient();
  const keys = useRef(createAttemptKeys()).current;
  const [busy, setBusy] = useState(false);

  if (!info.isSuccess) return <QueryState query={info} failed="余额加载失败" />;
  const { balanceFen, withdrawableFen, withdrawingFen } = info.data;
  const stuck = balanceFen - withdrawableFen;

  async function submit() {
    const sure = await installedEffects.confirm({
      title: '确认提现',
      content: `${formatFen(withdrawableFen)}将原路退回至充值时的支付账户：退款成功后零钱即时到账，银行卡以发卡行为准（一般1-3个工作日）。`,
      confirmText: '确认提现',
    });
    if (!sure) return;
    const key = keys.keyFor(String(withdrawableFen));
    setBusy(true);
    try {
      const made = await withdraw(undefined, key);
      keys.forget();
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void navigate(href(family.result, { withdrawalId: made.withdrawalId }), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.kind === 'business') {
        keys.forget();
        void info.refetch();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} style={{ marginTop: 0 }} aria-label="可提现金额">
        <h2 className={styles.heading}>可提现金额</h2>
        <p className={styles.walletBalance} data-testid="withdrawable">
          {formatFen(withdrawableFen)}
        </p>
        <dl className={fieldList.list} style={{ marginTop: 12 }}>
          <div className={fieldList.field}>
            <dt>账户余额</dt>
            <dd>{formatFen(balanceFen)}</dd>
          </div>
          {withdrawingFen > 0 && (
            <div className={fieldList.field}>
              <dt>提现中</dt>
              <dd>{formatFen(withdrawingFen)}</dd>
            </div>
          )}
          {stuck > 0 && (
            <div className={fieldList.field}>
              <dt>不可原路退回</dt>
              <dd>{formatFen(stuck)}</dd>
            </div>
          )}
        </dl>
      </section>
      <p className={styles.note}>
        提现按充值时间从近到远原路退回至充值时使用的微信或支付宝，可能分多笔到账；超过退款期限（微信一年、支付宝三个月）的充值无法原路退回，如需帮助请联系客服。
      </p>
      <BarButton loading={busy} disabled={withdrawableFen <= 0 || busy} onClick={() => void submit()}>
        {withdrawableFen > 0 ? `全部提现 ${formatFen(withdrawableFen)}` : '暂无可提现金额'}
      </BarButton>
    </div>
  );
}
