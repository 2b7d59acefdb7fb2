import { formatFen, StorageKey, type OrderStatus } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { EMBEDDED } from '../../../lib/env';
import { href, Paths } from '../../../lib/paths';
import { SOURCE_TYPE_SCANNED_LANE } from '../../../lib/source-type';
import { useHasScreen } from '../../../lib/screens';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { SYNC_PATIENCE_MS, useOrderStatus } from '../api/order-status';
import { FeedbackButton } from '../components/feedback-button';
import styles from '../components/pay.module.css';
import { payerProofOf } from '../../../payment-kit/payer-proof';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { useWaited } from '../hooks/use-waited';
import { purchaseNext, resultView } from '../lib/pay-result';
import { formatShanghaiClock } from '@parking/contracts/shanghai-time';
import * as screen from '../../../lib/screen-paths.gen';

const REFUND_TEXT: Record<OrderStatus['refundState'], string> = {
  none: '',
  pending: '退款处理中，将原路退回',
  succeeded: '已原路退回',
  failed: '退款遇到问题，客服将尽快处理',
};

/** The money of a purchase refused after its payment, on its way back (the order's refunds, all of it). */
const REFUSED_REFUND_TEXT: Record<OrderStatus['refundState'], string> = {
  none: '款项将原路退回',
  pending: '款项将原路退回，退款处理中',
  succeeded: '款项已原路退回',
  failed: '退款遇到问题，客服将尽快处理',
};

/** Pay again: back to the bill this order was for (a fresh attempt with a fresh idempotency key). */
function payAgainPath(status: OrderStatus | undefined): string {
  const [first] = status?.bills ?? [];
  if (!status || !first) return Paths.HOME;
  if (status.bills.length === 1) return href(screen.payPage, { uniqueId: first.uniqueId, parkId: first.parkId });
  return href(screen.multiPayPage, { plateNo: first.formatPlateNo.replace('·', '') });
}

/**
 * The result of an order, from the server only (payCharges/sync, polled until final): /payResultPage, /paySuccess.
 * `cancelled` (the wallet sheet was closed) changes the words while waiting, never the verdict.
 */
export function OrderResult({ orderNo, cancelled }: { orderNo: string; cancelled: boolean }) {
  const navigate = useNavigate();
  // 开发票: a signed-in payer's bills are invoiceable once paid (the invoice screens are in this build), this one
  // already chosen; signed out, the tab that paid (it holds the pay key) invoices the bill by itself.
  const hasScreen = useHasScreen();
  const invoicePath = isLoggedIn(browserStore)
    ? hasScreen(Paths.INVOICE_BILLS) && href(screen.invoiceBillList, { orderNo })
    : hasScreen(Paths.INVOICE_BY_SELF) &&
      payerProofOf(orderNo) !== undefined &&
      href(screen.makeInvoiceBySelf, { orderNo });
  const status = useOrderStatus(orderNo);
  const waited = useWaited(!status.data?.final);
  const view = resultView(status.data, { cancelled, waitedMs: waited, patienceMs: SYNC_PATIENCE_MS });
  const scannedLane = browserStore.get(StorageKey.sourceType) === SOURCE_TYPE_SCANNED_LANE;

  const payAgain = (
    <Button color="primary" shape="rounded" onClick={() => void navigate(payAgainPath(status.data))}>
      重新支付
    </Button>
  );

  /** 返回首页, the main action unless another comes first; an embedded page has no home to go back to. */
  const backHome = (primary: boolean) =>
    !EMBEDDED && (
      <Button color={primary ? 'primary' : 'default'} shape="rounded" onClick={() => void navigate(Paths.HOME)}>
        返回首页
      </Button>
    );

  if (!orderNo) return <PageState title="缺少支付单号" />;
  if (status.isError && !status.data) {
    return <PageState title="支付结果查询失败" action={{ text: '重新查询', onClick: () => void status.refetch() }} />;
  }

  switch (view.kind) {
    case 'checking':
      return (
        <>
          <ResultPanel tone="waiting" title={view.cancelled ? '支付未完成' : '正在确认支付结果…'}>
            <p className={styles.resultText}>
              {view.cancelled ? '您已取消支付，如已完成付款，结果将自动更新' : '请稍候，正在向支付平台确认'}
            </p>
          </ResultPanel>
          {view.cancelled && <div className={styles.actions}>{payAgain}</div>}
        </>
      );
    case 'slow':
      return (
        <>
          <ResultPanel tone="waiting" title="支付结果确认中">
            <p className={styles.resultText}>支付平台尚未返回结果。如已付款，请勿重复支付，稍后刷新查看。</p>
          </ResultPanel>
          <div className={styles.actions}>
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void status.refetch()}>
              刷新
            </Button>
          </div>
        </>
      );
    case 'closed':
      return (
        <>
          <ResultPanel tone="failure" title="支付未完成">
            <p className={styles.resultText}>订单已关闭，未扣款。如需离场请重新支付。</p>
          </ResultPanel>
          <div className={styles.actions}>
            {payAgain}
            <FeedbackButton orderNo={orderNo} />
          </div>
        </>
      );
    case 'refused':
      // Paid, but what was bought could no longer be had when the money came in: nothing was bought, all goes back.
      return (
        <>
          <ResultPanel tone="failure" title="购买未成功" amount={formatFen(view.amountFen)}>
            <p className={styles.resultText}>所购项目已无法提供，{REFUSED_REFUND_TEXT[view.refundState]}</p>
            {view.refundFen > 0 && (
              <p className={styles.resultText}>
                退款金额 {formatFen(view.refundFen)}（{status.data?.payChannelText}）
              </p>
            )}
          </ResultPanel>
          <div className={styles.actions}>
            {view.refundState === 'failed' && <FeedbackButton orderNo={orderNo} primary />}
            {backHome(view.refundState !== 'failed')}
          </div>
        </>
      );
    case 'paid': {
      const data = status.data!;
      // A car still in the park drives to the exit next: the gate page follows it out.
      const toGate = view.atExitLane || scannedLane || view.leaveBy !== null;
      const bought = purchaseNext(data);
      return (
        <>
          <ResultPanel tone="success" title="支付成功" amount={formatFen(view.amountFen)}>
            <p className={styles.resultText}>
              {/* A purchase has no bills, so no plates: no dot left hanging (issue 44). */}
              {[data.payChannelText, [...new Set(data.bills.map((b) => b.formatPlateNo))].join('、')]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {view.leaveBy && (
              <p className={styles.resultText}>请在 {formatShanghaiClock(view.leaveBy)} 前离场，超时将继续计费</p>
            )}
            {view.refundFen - (data.operatorRefundFen ?? 0) > 0 && (
              <p className={styles.resultText}>
                其中 {formatFen(view.refundFen - (data.operatorRefundFen ?? 0))} 对应的订单已由其他支付结清，
                {REFUND_TEXT[view.refundState]}
              </p>
            )}
            {(data.operatorRefundFen ?? 0) > 0 && (
              <p className={styles.resultText}>
                已退款 {formatFen(data.operatorRefundFen ?? 0)}，{REFUND_TEXT[view.refundState]}
              </p>
            )}
          </ResultPanel>
          <div className={styles.actions}>
            {toGate && (
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigate(href(screen.barrierRslt, { orderNo }))}
              >
                查看出场结果
              </Button>
            )}
            {bought && (
              <Button color="primary" shape="rounded" onClick={() => void navigate(bought.path, { replace: true })}>
                {bought.text}
              </Button>
            )}
            {invoicePath && (
              <Button shape="rounded" onClick={() => void navigate(invoicePath)}>
                开发票
              </Button>
            )}
            {backHome(!toGate && !bought)}
          </div>
        </>
      );
    }
  }
}
