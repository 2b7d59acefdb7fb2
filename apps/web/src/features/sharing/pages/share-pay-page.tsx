import { formatFen, formatPlateNo } from '@parking/contracts';
import { Button } from '../../../components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { usePurchaseOpener } from '../../../payment-kit/purchase-opener';
import { buyShare, sharingKeys, useSharingProduct } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { kindPaths } from '../lib/kinds';

/**
 * /wrongTimePackagePay, /wrongTimeSubscribePay ?productId&period&plateNo: the order of a share, paid with any
 * channel; the balance answers paid at once (→ 办理成功), a wallet returns to the payment result page.
 */
export default function SharePayPage() {
  const [search] = useSearchParams();
  const productId = search.get('productId') ?? '';
  const period = search.get('period') ?? '';
  const plateNo = search.get('plateNo') ?? '';
  const product = useSharingProduct(productId);
  const model = usePayModel();
  const navigate = useNavigate();
  const client = useQueryClient();
  const opener = usePurchaseOpener();
  const [channel, setChannel] = useState<number | null>(null);
  if (!product.isSuccess) return <QueryState query={product} failed="错时共享产品加载失败" />;
  if (!model.isSuccess) return <QueryState query={model} failed="支付方式加载失败" />;
  const p = product.data;
  const label = p.periods.find((x) => x.period === period)?.label ?? period;
  const chosen = (channel ?? model.data.defaultChannel) as 2 | 3 | 6 | null;

  const pay = async (payChannel: 2 | 3 | 6) => {
    const outcome = await opener.open(`${productId}:${period}:${plateNo}:${payChannel}`, (key) =>
      buyShare({ productId, period, plate: { plateNo }, payChannel }, key),
    );
    if (outcome === 'paid') void navigate(kindPaths[p.kind].done, { replace: true });
    // Marked stale only: this page is being left, the next screens fetch what they show.
    void client.invalidateQueries({ queryKey: sharingKeys.all, refetchType: 'none' });
  };

  return (
    <div className={styles.page}>
      <Section title="订单信息">
        <dl className={styles.meta}>
          <div className={styles.row}>
            <dt>停车场</dt>
            <dd>{p.parkName}</dd>
          </div>
          <div className={styles.row}>
            <dt>{p.kindName}</dt>
            <dd>{p.name}</dd>
          </div>
          <div className={styles.row}>
            <dt>时段</dt>
            <dd>{p.scheduleText}</dd>
          </div>
          <div className={styles.row}>
            <dt>{p.kind === 'package' ? '月份' : '日期'}</dt>
            <dd>{label}</dd>
          </div>
          <div className={styles.row}>
            <dt>车牌号</dt>
            <dd>{formatPlateNo(plateNo)}</dd>
          </div>
        </dl>
        <p className={styles.meta}>时段外停放按临停收费，并记为违规、扣减信用分。</p>
      </Section>
      <ChannelPicker channels={model.data.channels} value={chosen} onChange={setChannel} totalFen={p.priceFen} />
      <div className={styles.actions}>
        <Button
          block
          disabled={chosen === null || opener.busy}
          aria-busy={opener.busy}
          onClick={() => {
            if (chosen !== null) void pay(chosen);
          }}
        >
          支付 {formatFen(p.priceFen)}
        </Button>
      </div>
    </div>
  );
}
