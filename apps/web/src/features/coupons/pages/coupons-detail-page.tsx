import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { batchCouponsQuery, batchDetailQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { GivenRecords } from '../components/given-coupon';

/**
 * /couponsDetail?merchantId&batchId (decision 053): one batch of the store — its stock, how many were given, used,
 * expired or taken back, what they took off bills — and every coupon given from it with its plate and state.
 */
export default function CouponsDetailPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const batchId = params.get('batchId') ?? '';
  const detail = useQuery({ ...batchDetailQuery(merchantId, batchId), enabled: Boolean(merchantId && batchId) });
  if (!merchantId || !batchId) return <PageState title="停车券不存在" />;
  if (!detail.isSuccess) return <QueryState query={detail} failed="停车券加载失败" />;
  const { batch, counts, discountFen } = detail.data;
  return (
    <div className={styles.page}>
      <Section title={`${batch.name}（${batch.title}）`}>
        <Facts
          rows={[
            ['总数量', `${batch.quantity} 张`],
            ['剩余', `${batch.quantity - batch.issued} 张`],
            ['已发放', `${batch.issued} 张`],
            ['未使用', `${counts.unused + counts.locked} 张`],
            ['已使用', `${counts.used} 张`],
            ['已过期', `${counts.expired} 张`],
            ['已撤销', `${counts.revoked} 张`],
            ['累计抵扣', formatFen(discountFen)],
          ]}
        />
      </Section>
      <GivenRecords merchantId={merchantId} query={batchCouponsQuery(merchantId, batchId)} />
    </div>
  );
}
