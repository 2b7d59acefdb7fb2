import { COUPON_TABS, type CouponTab } from '@parking/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { countsQuery, walletQuery } from '../api/coupons';
import { CouponCard, CouponListSkeleton } from '../components/coupon-card';
import styles from '../components/coupons.module.css';
import * as screen from '../../../lib/screen-paths.gen';

const TAB_TEXT: Record<CouponTab, string> = { unused: '未使用', used: '已使用', past: '已过期' };
const EMPTY: Record<CouponTab, string> = {
  unused: '暂无可用优惠券',
  used: '暂无使用记录',
  past: '暂无过期优惠券',
};

/** /discount (and /discount/unused, /used, /past): the driver's coupons by tab, each tab with its count. */
/** Each tab's own screen. */
const TAB_SCREEN: Record<CouponTab, string> = {
  unused: screen.discountUnused,
  used: screen.discountUsed,
  past: screen.discountPast,
};

export default function DiscountPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: CouponTab = COUPON_TABS.find((t) => pathname.endsWith(`/${t}`)) ?? 'unused';
  const counts = useQuery(countsQuery());
  const coupons = useInfiniteQuery(walletQuery(tab));
  const rows = coupons.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <div className={styles.page}>
      <nav className={styles.tabs} aria-label="优惠券状态">
        {COUPON_TABS.map((t) => (
          <button
            key={t}
            type="button"
            aria-current={t === tab ? 'page' : undefined}
            className={t === tab ? styles.tabActive : styles.tab}
            onClick={() => void navigate(TAB_SCREEN[t], { replace: true })}
          >
            {TAB_TEXT[t]}
            {counts.data ? `(${counts.data[t]})` : ''}
          </button>
        ))}
      </nav>
      {!coupons.isSuccess ? (
        <QueryState query={coupons} failed="优惠券加载失败" loading={<CouponListSkeleton />} />
      ) : rows.length === 0 ? (
        <PageState title={EMPTY[tab]} description="在合作商户消费后扫码领取停车优惠券" />
      ) : (
        <>
          <ul className={styles.list}>
            {rows.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} />
              </li>
            ))}
          </ul>
          <LoadMore pages={coupons} />
        </>
      )}
    </div>
  );
}
