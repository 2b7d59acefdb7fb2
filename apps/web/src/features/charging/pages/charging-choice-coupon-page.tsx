import { formatFen, type ChargingCoupon } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { href } from '../../../lib/paths';
import { chargingCouponsQuery } from '../api/charging';
import styles from '../components/charging.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /chargingChoiceCoupon?gunNo&couponId: the driver's charging coupons usable now, and 不使用优惠券; choosing one goes
 * back to /chargingPage with it. What it takes off is known at the stop (the bill by energy), so none is preselected.
 */
export default function ChargingChoiceCouponPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gunNo = params.get('gunNo') ?? '';
  const current = params.get('couponId') ?? '';
  const coupons = useQuery(chargingCouponsQuery());
  if (!gunNo) return <PageState title="未识别到充电枪" description="请先扫描充电枪上的二维码" />;
  if (!coupons.isSuccess) return <QueryState query={coupons} failed="优惠券加载失败" />;
  const choose = (couponId: string) => void navigate(href(screen.chargingPage, { gunNo, couponId }), { replace: true });
  return (
    <div className={layout.page}>
      {coupons.data.results.length === 0 && (
        <PageState size="compact" title="暂无可用的充电优惠券" description="扫描商户出示的充电券二维码即可领取" />
      )}
      {coupons.data.results.map((c) => (
        <CouponChoice key={c.id} coupon={c} selected={c.id === current} onChoose={() => choose(c.id)} />
      ))}
      <button type="button" className={styles.item} aria-pressed={current === ''} onClick={() => choose('')}>
        <span className={styles.itemHead}>不使用优惠券</span>
      </button>
    </div>
  );
}

function CouponChoice({
  coupon: c,
  selected,
  onChoose,
}: {
  coupon: ChargingCoupon;
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    <button type="button" className={styles.item} aria-pressed={selected} onClick={onChoose}>
      <span className={styles.itemHead}>
        <span className={styles.strong}>{c.title}</span>
        <span>{selected ? '已选择' : c.name}</span>
      </span>
      <p className={styles.itemMeta}>
        {c.partText}
        {c.minSpendFen > 0 ? `，满${formatFen(c.minSpendFen)}可用` : ''}
        {c.merchantName ? ` · ${c.merchantName}赠送` : ''}
        <br />
        有效期至 {formatShanghaiMinute(c.validUntil)}
      </p>
    </button>
  );
}
