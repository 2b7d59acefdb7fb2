import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { href } from '../../../lib/paths';
import { SYNC_PATIENCE_MS, useOrderStatus } from '../api/order-status';
import styles from '../components/pay.module.css';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { useWaited } from '../hooks/use-waited';
import { resultView } from '../lib/pay-result';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /thirdpay?orderNo: where a wallet's web cashier (WeChat H5, Alipay wap) sends the browser back. The return itself
 * proves nothing: the server is asked until the order is final, then /thirdpaySuccess or /thirdpayFail.
 */
export default function ThirdPayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const navigate = useNavigate();
  const status = useOrderStatus(orderNo);
  const waited = useWaited(!status.data?.final);
  const view = resultView(status.data, { cancelled: false, waitedMs: waited, patienceMs: SYNC_PATIENCE_MS });

  useEffect(() => {
    // A purchase refused after its payment is told on the same page as a paid one (the money going back).
    if (view.kind === 'paid' || view.kind === 'refused')
      void navigate(href(screen.thirdpaySuccess, { orderNo }), { replace: true });
    if (view.kind === 'closed' || view.kind === 'slow')
      void navigate(href(screen.thirdpayFail, { orderNo }), { replace: true });
  }, [view.kind, navigate, orderNo]);

  if (!orderNo) return <PageState title="缺少支付单号" />;
  return (
    <ResultPanel tone="waiting" title="正在确认支付结果…">
      <p className={styles.resultText}>请勿关闭页面</p>
    </ResultPanel>
  );
}
