import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { EMBEDDED } from '../../../lib/env';
import { Paths } from '../../../lib/paths';
import { SYNC_PATIENCE_MS, useOrderStatus } from '../api/order-status';
import styles from '../components/pay.module.css';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { useWaited } from '../hooks/use-waited';
import { gateView } from '../lib/pay-result';
import { resultPathOf } from '../hooks/use-pay';
import { formatShanghaiClock, formatShanghaiMinute } from '@parking/contracts/shanghai-time';

/**
 * /BarrierRslt?orderNo: the gate-open result after paying at an exit lane. Polls the order until every car it paid
 * has left (the camera's next read after the payment opens the barrier), then says the gate opened.
 */
export default function BarrierResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const navigate = useNavigate();
  const status = useOrderStatus(orderNo, { watchGate: true });
  const waited = useWaited(true);
  const view = gateView(status.data, { cancelled: false, waitedMs: waited, patienceMs: SYNC_PATIENCE_MS });

  if (!orderNo) return <PageState title="缺少支付单号" />;
  if (view.kind === 'notPaid') {
    if (view.order.kind === 'closed') {
      return (
        <PageState
          title="支付未完成"
          description="订单已关闭，请重新支付后离场"
          action={{ text: '查看订单', onClick: () => void navigate(resultPathOf(orderNo)) }}
        />
      );
    }
    return <ResultPanel tone="waiting" title="正在确认支付结果…" />;
  }
  if (view.kind === 'opened') {
    return (
      <>
        <ResultPanel tone="success" title="道闸已开启">
          <p className={styles.resultText}>车辆已离场，祝您一路顺风</p>
          {view.exitedAt && <p className={styles.resultText}>离场时间 {formatShanghaiMinute(view.exitedAt)}</p>}
        </ResultPanel>
        {!EMBEDDED && (
          <div className={styles.actions}>
            <Button color="primary" shape="rounded" onClick={() => void navigate(Paths.HOME)}>
              返回首页
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <ResultPanel tone="waiting" title="支付成功，请驶向出口">
      <p className={styles.resultText}>道闸识别车牌后将自动抬杆</p>
      {view.leaveBy && <p className={styles.resultText}>请在 {formatShanghaiClock(view.leaveBy)} 前离场</p>}
    </ResultPanel>
  );
}
