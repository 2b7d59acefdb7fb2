import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { href } from '../../../lib/paths';
import { useOrderStatus } from '../api/order-status';
import { FeedbackButton } from '../components/feedback-button';
import styles from '../components/pay.module.css';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { resultPathOf } from '../hooks/use-pay';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /thirdpayFail?orderNo: a wallet's web cashier came back without a confirmed payment. The order is still watched:
 * should the provider confirm it after all, the driver is taken to the result.
 */
export default function ThirdPayFailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const navigate = useNavigate();
  const status = useOrderStatus(orderNo);
  const [first] = status.data?.bills ?? [];
  const paid = status.data?.state === 'paid';
  useEffect(() => {
    if (paid) void navigate(resultPathOf(orderNo), { replace: true });
  }, [paid, navigate, orderNo]);
  return (
    <>
      <ResultPanel tone="failure" title="支付未成功">
        <p className={styles.resultText}>
          {status.data?.state === 'closed' ? '订单已关闭，未扣款' : '未收到支付结果，如已付款请勿重复支付'}
        </p>
      </ResultPanel>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          disabled={!first}
          onClick={() =>
            first && void navigate(href(screen.payPage, { uniqueId: first.uniqueId, parkId: first.parkId }))
          }
        >
          重新支付
        </Button>
        <Button shape="rounded" onClick={() => void navigate(resultPathOf(orderNo))}>
          刷新支付结果
        </Button>
        <FeedbackButton orderNo={orderNo} />
      </div>
    </>
  );
}
