import { type Batch } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { givenQuery, myMerchantsQuery, useSendPlateCoupon } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { GivenRecords } from '../components/given-coupon';
import { buyListPath, buyRecordPath, couponsDetailPath, showQrPath } from '../lib/merchant';

/**
 * /merchantManage?merchantId: one store's coupon stock (出示二维码 for drivers to scan, or 赠送 to a typed plate),
 * and the coupons it gave with their use (/giveCouponsRecord), each revocable for 10 minutes before the car leaves.
 */
export default function MerchantManagePage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const merchants = useQuery(myMerchantsQuery());
  const navigate = useNavigate();
  if (!merchants.isSuccess) return <QueryState query={merchants} failed="商户加载失败" />;
  const merchant = merchants.data.find((m) => m.id === merchantId);
  if (!merchant) return <PageState title="商户不存在" description="您不是该商户的店员" />;
  return (
    <div className={styles.page}>
      <Section
        title={merchant.name}
        extra={
          <span className={styles.actions}>
            <Button size="small" color="primary" onClick={() => void navigate(buyListPath(merchant.id))}>
              购买停车券
            </Button>
            <Button size="small" onClick={() => void navigate(buyRecordPath(merchant.id))}>
              购买记录
            </Button>
          </span>
        }
      >
        <ul className={styles.list}>
          {merchant.batches.map((batch) => (
            <li key={batch.id}>
              <BatchRow merchantId={merchant.id} batch={batch} />
            </li>
          ))}
        </ul>
      </Section>
      <GivenRecords merchantId={merchant.id} query={givenQuery(merchant.id)} />
    </div>
  );
}

function BatchRow({ merchantId, batch }: { merchantId: string; batch: Batch }) {
  const navigate = useNavigate();
  const send = useSendPlateCoupon();
  const [plateNo, setPlateNo] = useState('');
  const left = batch.quantity - batch.issued;
  async function give() {
    if (!plateNo.trim()) return installedEffects.toast('请输入车牌号', { fail: true });
    await send.mutateAsync({ merchantId, batchId: batch.id, plateNo: plateNo.trim() });
    setPlateNo('');
    installedEffects.toast('赠送成功');
  }
  return (
    <div className={styles.form}>
      <span className={styles.name}>
        {batch.name}（{batch.title}）
      </span>
      <span className={styles.muted}>剩余 {left} 张</span>
      <div className={styles.actions}>
        <Button
          color="primary"
          aria-label={`出示二维码：${batch.name}`}
          disabled={left === 0}
          onClick={() => void navigate(showQrPath(merchantId, batch.id))}
        >
          出示二维码
        </Button>
        <Button
          aria-label={`券详情：${batch.name}`}
          onClick={() => void navigate(couponsDetailPath(merchantId, batch.id))}
        >
          券详情
        </Button>
      </div>
      <Input
        aria-label={`赠送车牌号：${batch.name}`}
        placeholder="输入车牌号赠送，如 浙A12345"
        value={plateNo}
        onChange={setPlateNo}
      />
      <Button
        aria-label={`赠送到车牌：${batch.name}`}
        disabled={left === 0}
        loading={send.isPending}
        onClick={() => void give().catch(() => {})}
      >
        赠送到车牌
      </Button>
    </div>
  );
}
