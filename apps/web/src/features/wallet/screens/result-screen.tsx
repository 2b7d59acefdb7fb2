import { formatFen, WALLET_MAX_BALANCE_FEN } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { useRechargeStatus } from '../api/recharge';
import { useWithdrawal } from '../api/withdrawals';
import { WithdrawalParts } from '../components/withdrawal-parts';
import type { WalletFamily } from '../lib/families';
import styles from '../components/wallet.module.css';

/**
 * /accountBalanceReslut, /walletReslut: the result of a recharge (?orderNo=, asked of the server until the provider
 * confirms — never the wallet's redirect) or of a withdrawal (?withdrawalId=, each part as it goes).
 */
export function ResultScreen({ family }: { family: WalletFamily }) {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const withdrawalId = params.get('withdrawalId') ?? '';
  if (orderNo) return <RechargeResult family={family} orderNo={orderNo} cancelled={params.get('cancelled') === '1'} />;
  if (withdrawalId) return <WithdrawalResult family={family} withdrawalId={withdrawalId} />;
  return <PageState title="没有要查看的结果" />;
}

function Actions({ family }: { family: WalletFamily }) {
  const navigate = useNavigate();
  return (
    <div className={styles.bar} style={{ display: 'flex', gap: 12 }}>
      <Button block shape="rounded" size="large" onClick={() => navigate(family.detail, { replace: true })}>
        查看明细
      </Button>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        onClick={() => navigate(family.home, { replace: true })}
      >
        返回余额
      </Button>
    </div>
  );
}

function RechargeResult({ family, orderNo, cancelled }: { family: WalletFamily; orderNo: string; cancelled: boolean }) {
  const status = useRechargeStatus(orderNo);
  if (status.isError) return <PageState title="充值订单不存在" />;
  const data = status.data;
  return (
    <div className={styles.page}>
      {!data || data.state === 'pending' ? (
        <ResultPanel tone="waiting" title={cancelled ? '支付未完成' : '正在确认支付结果…'}>
          <p className={styles.note}>
            {cancelled ? '如已付款，到账后余额会自动更新' : '支付平台确认后余额即到账，请稍候'}
          </p>
        </ResultPanel>
      ) : data.state === 'paid' && data.capRefundFen > 0 ? (
        // Paid, but the wallet was already full (another recharge arrived first): the money goes back, none kept.
        <ResultPanel tone="failure" title="充值未到账" amount={formatFen(data.capRefundFen)}>
          <p className={styles.note} data-testid="cap-refund">
            账户余额已达上限 {formatFen(WALLET_MAX_BALANCE_FEN)}，本次充值将原路退回至{data.payChannelText}
          </p>
        </ResultPanel>
      ) : data.state === 'paid' ? (
        <ResultPanel tone="success" title="充值成功" amount={`+${formatFen(data.amountFen)}`}>
          <p className={styles.note} data-testid="balance-after">
            当前余额 {formatFen(data.balanceFen)} · {data.payChannelText}
          </p>
        </ResultPanel>
      ) : (
        <ResultPanel tone="failure" title="充值未完成" amount={formatFen(data.amountFen)}>
          <p className={styles.note}>订单已关闭，未扣款；如需充值请重新发起</p>
        </ResultPanel>
      )}
      <Actions family={family} />
    </div>
  );
}

function WithdrawalResult({ family, withdrawalId }: { family: WalletFamily; withdrawalId: string }) {
  const withdrawal = useWithdrawal(withdrawalId);
  if (withdrawal.isError) return <PageState title="提现记录不存在" />;
  const data = withdrawal.data;
  if (!data) return <ResultPanel tone="waiting" title="加载中…" />;
  const panel = {
    processing: { tone: 'waiting', title: '提现处理中' },
    done: { tone: 'success', title: '退款成功' },
    failed: { tone: 'failure', title: '部分退款失败' },
  } as const;
  return (
    <div className={styles.page}>
      {data.review && data.review.state !== 'approved' ? (
        <ResultPanel
          tone={data.review.state === 'waiting' ? 'waiting' : 'failure'}
          title={data.review.state === 'waiting' ? '提现审核中' : '提现未通过审核'}
          amount={formatFen(data.amountFen)}
        >
          <p className={styles.note}>
            {data.review.state === 'waiting'
              ? '金额较大的提现需经审核，通过后原路退回至充值时的支付账户'
              : `原因：${data.review.note ?? '—'}。款项已退回账户余额`}
          </p>
        </ResultPanel>
      ) : (
        <ResultPanel tone={panel[data.state].tone} title={panel[data.state].title} amount={formatFen(data.amountFen)}>
          <p className={styles.note}>
            {data.state === 'done'
              ? '已原路退回至充值时的支付账户：零钱即时到账，银行卡以发卡行为准（一般1-3个工作日）'
              : '原路退回至充值时的支付账户'}
          </p>
        </ResultPanel>
      )}
      <section className={styles.card} aria-label="退款进度">
        <h2 className={styles.heading}>退款进度</h2>
        <WithdrawalParts withdrawal={data} />
      </section>
      <Actions family={family} />
    </div>
  );
}
