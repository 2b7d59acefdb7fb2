import { formatFen } from '@parking/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { batchCouponsQuery, batchDetailQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { GivenCoupon } from '../components/given-coupon';

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
      <Gives merchantId={merchantId} batchId={batchId} />
    </div>
  );
}

function Gives({ merchantId, batchId }: { merchantId: string; batchId: string }) {
  const gives = useInfiniteQuery(batchCouponsQuery(merchantId, batchId));
  if (!gives.isSuccess) return <QueryState query={gives} failed="发放记录加载失败" />;
  const rows = gives.data.pages.flatMap((p) => p.results);
  return (
    <Section title="发放记录">
      {rows.length === 0 ? (
        <PageState size="compact" title="暂无发放记录" />
      ) : (
        <ul className={styles.list}>
          {rows.map((coupon) => (
            <li key={coupon.id}>
              <GivenCoupon merchantId={merchantId} coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={gives.hasNextPage}
        loading={gives.isFetchingNextPage}
        failed={gives.isFetchNextPageError}
        onLoad={() => void gives.fetchNextPage()}
      />
    </Section>
  );
}
