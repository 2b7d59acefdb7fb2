import type { Coupon } from '@parking/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useRevokeCoupon, type batchCouponsQuery, type givenQuery } from '../api/coupons';
import { parkingDetailPath } from '../lib/merchant';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

/**
 * A coupon the store gave, as its records show it (/merchantManage's 发放记录, /couponsDetail): 撤销 while it may
 * still be taken back (10 minutes, before the car leaves), 停车详情 once it paid a stay (/parkingDetail).
 */
export function GivenCoupon({ merchantId, coupon }: { merchantId: string; coupon: Coupon }) {
  const navigate = useNavigate();
  const revoke = useRevokeCoupon(merchantId);
  async function takeBack() {
    const sure = await installedEffects.confirm({ title: '撤销优惠券', content: '撤销后车主将无法使用该优惠券' });
    if (sure) await revoke.mutateAsync(coupon.id).catch(() => {});
  }
  return (
    <CouponCard coupon={coupon}>
      {coupon.revocable && (
        <Button size="small" fill="outline" onClick={() => void takeBack()}>
          撤销
        </Button>
      )}
      {coupon.state === 'used' && (
        <Button
          size="small"
          fill="outline"
          aria-label={`停车详情：${coupon.plateNo ?? coupon.title}`}
          onClick={() => void navigate(parkingDetailPath(merchantId, coupon.id))}
        >
          停车详情
        </Button>
      )}
    </CouponCard>
  );
}

/** 发放记录: the store's given coupons from `query` (all of them, or one batch's), page by page. */
export function GivenRecords({
  merchantId,
  query,
}: {
  merchantId: string;
  query: ReturnType<typeof givenQuery> | ReturnType<typeof batchCouponsQuery>;
}) {
  const given = useInfiniteQuery(query as ReturnType<typeof givenQuery>);
  if (!given.isSuccess) return <QueryState query={given} failed="发放记录加载失败" />;
  const rows = given.data.pages.flatMap((p) => p.results);
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
      <LoadMore pages={given} />
    </Section>
  );
}
