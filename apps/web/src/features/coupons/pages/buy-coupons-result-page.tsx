import { BATCH_ORDER_STATE_TEXT, formatFen, PaymentRoutes } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { ResultPanel } from '../../../payment-kit/result-panel';
import { purchaseQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { buyRecordPath, merchantPath } from '../lib/merchant';

/**
 * /buyCouponsReslut?orderNo (the spec's spelling): the payment order names its purchase (payChargesSync), which is
 * asked again until its money is in (the stock bought) or the order closed.
 */
export default function BuyCouponsResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useQuery({
    queryKey: ['payments', 'order', orderNo],
    queryFn: ({ signal }) => api.call(PaymentRoutes.payChargesSync, { params: { id: orderNo }, signal }),
    enabled: /^[0-9A-Za-z_-]{6,32}$/.test(orderNo),
    refetchInterval: (q) => (q.state.data && !q.state.data.final ? 2000 : false),
  });
  if (!orderNo) return <PageState title="购买记录不存在" description="链接缺少支付单号" />;
  if (!order.isSuccess) return <QueryState query={order} failed="支付结果加载失败" />;
  const ref = order.data.purchase?.purpose === 'couponBatch' ? order.data.purchase.ref : undefined;
  if (!ref) return <PageState title="购买记录不存在" description="该支付单不是停车券购买" />;
  return <Purchase id={ref} />;
}

function Purchase({ id }: { id: string }) {
  const navigate = useNavigate();
  const q = useQuery(purchaseQuery(id));
  if (!q.isSuccess) return <QueryState query={q} failed="购买记录加载失败" />;
  const p = q.data;
  const panel =
    p.state === 'open' ? (
      <ResultPanel tone="waiting" title="支付确认中…" amount={formatFen(p.amountFen)} />
    ) : p.state === 'fulfilled' ? (
      <ResultPanel tone="success" title="购买成功" amount={formatFen(p.amountFen)} />
    ) : (
      <ResultPanel tone="failure" title={BATCH_ORDER_STATE_TEXT[p.state]}>
        {p.state === 'refused' && <p className={styles.muted}>该停车券已停售，款项将原路退回</p>}
      </ResultPanel>
    );
  return (
    <div className={styles.page}>
      {panel}
      <Section title="购买信息">
        <Facts
          rows={[
            ['停车券', `${p.name}（${p.title}）`],
            ['数量', `${p.quantity}张`],
            ['单价', formatFen(p.unitPriceFen)],
          ]}
        />
      </Section>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => void navigate(merchantPath(p.merchantId))}>
          去发券
        </Button>
        <Button block onClick={() => void navigate(buyRecordPath(p.merchantId))}>
          购买记录
        </Button>
      </div>
    </div>
  );
}
