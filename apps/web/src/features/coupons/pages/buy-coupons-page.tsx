import { formatFen, MAX_BATCH_PURCHASE } from '@parking/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { usePurchaseOpener } from '../../../payment-kit/purchase-opener';
import { buyBatch, couponKeys, forSaleQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { buyResultPath } from '../lib/merchant';
import { MainButton } from '../../../components/main-button';

/**
 * /buyCoupons?merchantId&templateId: how many coupons, paid by this staff account through any channel (its balance
 * too); a balance purchase is done at once, a wallet one comes back to /buyCouponsReslut (decision 049).
 */
export default function BuyCouponsPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const templateId = params.get('templateId') ?? '';
  const forSale = useQuery({ ...forSaleQuery(merchantId), enabled: merchantId !== '' });
  const model = usePayModel();
  const [quantity, setQuantity] = useState(10);
  const [channel, setChannel] = useState<number | null>(null);
  const opener = usePurchaseOpener();
  const navigate = useNavigate();
  const client = useQueryClient();
  if (!forSale.isSuccess) return <QueryState query={forSale} failed="停车券加载失败" />;
  const template = forSale.data.find((t) => t.templateId === templateId);
  if (!template) return <PageState title="该停车券已停售" description="请返回选择其他停车券" />;
  if (!model.isSuccess) return <QueryState query={model} failed="支付方式加载失败" />;
  const totalFen = template.priceFen * quantity;
  const chosen = (channel ?? model.data.defaultChannel) as 2 | 3 | 6 | null;
  async function pay(payChannel: 2 | 3 | 6) {
    let orderNo = '';
    const outcome = await opener.open(`${templateId}:${quantity}:${payChannel}`, async (key) => {
      const order = await buyBatch(merchantId, { templateId, quantity, payChannel }, key);
      orderNo = order.orderNo;
      return order;
    });
    void client.invalidateQueries({ queryKey: couponKeys.all });
    if (outcome === 'paid') void navigate(buyResultPath(orderNo));
  }
  return (
    <div className={styles.page}>
      <Section title={template.name}>
        <Facts
          rows={[
            ['优惠', template.title],
            ['单价', `${formatFen(template.priceFen)}/张`],
            ['有效期', `领取后${Math.round(template.validMinutes / 1440) || 1}天`],
          ]}
        />
        <Quantity value={quantity} onChange={setQuantity} />
      </Section>
      <Section title="支付方式">
        <ChannelPicker channels={model.data.channels} value={chosen} onChange={setChannel} totalFen={totalFen} />
      </Section>
      <div className={styles.actions}>
        <MainButton
          disabled={chosen === null}
          loading={opener.busy}
          onClick={() => {
            if (chosen !== null) void pay(chosen);
          }}
        >
          支付 {formatFen(totalFen)}
        </MainButton>
      </div>
    </div>
  );
}

/** 购买数量: − and + (44 px) around the number, which may also be typed; kept within 1…MAX_BATCH_PURCHASE. */
function Quantity({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const set = (n: number) => onChange(Math.min(MAX_BATCH_PURCHASE, Math.max(1, Math.floor(n) || 1)));
  return (
    <div className={styles.quantity}>
      <span className={styles.name}>购买数量（张）</span>
      <button
        type="button"
        aria-label="减少"
        disabled={value <= 1}
        onClick={() => set(value - 10 >= 1 ? value - 10 : 1)}
      >
        −
      </button>
      <input
        aria-label="购买数量"
        inputMode="numeric"
        value={value}
        onChange={(e) => set(Number(e.currentTarget.value))}
      />
      <button type="button" aria-label="增加" onClick={() => set(value + 10)}>
        +
      </button>
    </div>
  );
}
