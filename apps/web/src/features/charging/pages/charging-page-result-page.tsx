import { chargingOrderStateText, formatFen, type ChargingOrderDetail } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { href } from '../../../lib/paths';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { paidOrderQuery, useChargingOrder } from '../api/charging';
import styles from '../components/charging.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /chargingPageResult?orderNo (or ?payOrderNo, back from a wallet): the outcome of 开始充电 on /chargingPage —
 * waiting for the payment, the charger starting, started (→ the live progress on /chargingResults), or failed with
 * the reason and what to do next. /chargingResults follows the session itself; this page answers "did it start?".
 */
export default function ChargingPageResultPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const payOrderNo = search.get('payOrderNo') ?? '';
  if (orderNo) return <StartResult orderNo={orderNo} />;
  if (payOrderNo) return <FromPayment payOrderNo={payOrderNo} />;
  return <PageState title="订单不存在" description="链接缺少订单编号" />;
}

/** Back from a wallet with the payment order's number: its purchase names the charging order. */
function FromPayment({ payOrderNo }: { payOrderNo: string }) {
  const paid = useQuery(paidOrderQuery(payOrderNo));
  if (!paid.isSuccess) return <QueryState query={paid} failed="订单加载失败" />;
  const ref = paid.data.purchase?.ref;
  if (!ref) return <PageState title="订单不存在" />;
  return <Navigate to={href(screen.chargingPageResult, { orderNo: ref })} replace />;
}

function StartResult({ orderNo }: { orderNo: string }) {
  const order = useChargingOrder(orderNo);
  if (!order.isSuccess) return <QueryState query={order} failed="订单加载失败" gone="订单不存在" />;
  return <Outcome order={order.data} />;
}

function Outcome({ order: o }: { order: ChargingOrderDetail }) {
  const navigate = useNavigate();
  const progress = () => void navigate(href(screen.chargingResults, { orderNo: o.orderNo }), { replace: true });
  const retry = () => void navigate(href(screen.chargingPage, { gunNo: o.gunNo }), { replace: true });
  const where = `${o.stationName} ${o.deviceName} ${o.gunName}`;
  if (o.orderState === 'awaitingPayment' || o.orderState === 'starting') {
    return (
      <div className={layout.page}>
        <ResultPanel tone="waiting" title={o.orderState === 'awaitingPayment' ? '等待支付完成' : '充电桩启动中…'}>
          <p className={layout.note}>{where}</p>
          <p className={layout.note}>请确认充电枪已插好，充电桩启动后将自动开始充电</p>
        </ResultPanel>
      </div>
    );
  }
  if (o.orderState === 'failed' || o.orderState === 'cancelled') {
    return (
      <div className={layout.page}>
        <ResultPanel tone="failure" title={o.orderState === 'failed' ? '启动失败' : '订单已取消'}>
          <p className={layout.note}>
            {o.stopReasonText ?? (o.orderState === 'failed' ? '充电桩未能启动' : '未完成支付')}
          </p>
          <p className={layout.note}>
            {o.refundFen > 0 ? `预付的${formatFen(o.refundFen)}已原路退回，` : ''}
            请检查充电枪是否插好后重试，或更换其他空闲充电枪
          </p>
        </ResultPanel>
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => void navigate(href(screen.chargeStationDetail, { stationId: o.stationId }))}
          >
            更换充电枪
          </Button>
          <Button onClick={retry}>重新启动</Button>
        </div>
      </div>
    );
  }
  // Opened again later (a link, the wallet's back button): a finished order says so and leads to its bill.
  const ended = o.orderState === 'finished' || o.orderState === 'settled';
  const bill = () => void navigate(href(screen.chargeBillDetail, { orderNo: o.orderNo }), { replace: true });
  return (
    <div className={layout.page}>
      <ResultPanel tone="success" title={ended ? chargingOrderStateText[o.orderState] : '充电已启动'}>
        <p className={layout.note}>{where}</p>
        {o.coupon && (
          <p className={layout.note}>
            已使用优惠券：{o.coupon.title}（{o.coupon.partText}）
          </p>
        )}
      </ResultPanel>
      <div className={styles.actions}>
        {ended ? <Button onClick={bill}>查看充电账单</Button> : <Button onClick={progress}>查看充电进度</Button>}
      </div>
    </div>
  );
}
