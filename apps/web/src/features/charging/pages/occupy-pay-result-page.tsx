import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { occupyOrderQuery } from '../api/charging';
import styles from '../components/charging.module.css';
import { occupyDetailPath, OccupyPaths } from '../lib/occupy';

/**
 * /occupyPayResult?orderNo: after paying an occupation fee (at once from the balance, or back from a wallet): asks
 * the server until the order is paid. `cancelled=1` (the wallet was left) says the payment was not completed.
 */
export default function OccupyPayResultPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  if (!orderNo) return <PageState title="占位订单不存在" description="链接缺少订单编号" />;
  return <Result orderNo={orderNo} cancelled={search.get('cancelled') === '1'} />;
}

function Result({ orderNo, cancelled }: { orderNo: string; cancelled: boolean }) {
  const navigate = useNavigate();
  const order = useQuery(occupyOrderQuery(orderNo, { poll: true }));
  if (!order.isSuccess) return <QueryState query={order} failed="支付结果加载失败" gone="占位订单不存在" />;
  const o = order.data;
  const paid = o.phase === 'paid' || o.phase === 'free';
  return (
    <div className={layout.page}>
      {paid ? (
        <ResultPanel tone="success" title="支付成功" amount={formatFen(o.amountFen)}>
          <p className={layout.note}>占位费已结清，感谢您及时挪车</p>
        </ResultPanel>
      ) : (
        <ResultPanel tone="waiting" title={cancelled ? '支付未完成' : '支付确认中…'} amount={formatFen(o.amountFen)}>
          <p className={layout.note}>如已完成支付，请稍候；也可返回订单重新支付</p>
        </ResultPanel>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => void navigate(occupyDetailPath(o.orderNo), { replace: true })}>
          查看订单
        </Button>
        <Button onClick={() => void navigate(OccupyPaths.LIST, { replace: true })}>占位订单</Button>
      </div>
    </div>
  );
}
