import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { usableQuery } from '../api/coupons';
import { CouponCard } from '../components/coupon-card';
import styles from '../components/coupons.module.css';

/** Only a path of this app (no scheme, no host): the page goes back there with the choice. */
const safeBack = (back: string | null) => (back && back.startsWith('/') && !back.startsWith('//') ? back : '/');

/**
 * /choiceDiscountPage?uniqueId&parkId&couponId&back: the coupons that can pay this bill, best first, with the fee
 * each leaves, and 不使用优惠券; choosing one goes back to the pay page with it.
 */
export default function ChoiceDiscountPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const bill = { uniqueId: params.get('uniqueId') ?? '', parkId: params.get('parkId') ?? '' };
  const current = params.get('couponId') ?? 'none';
  const usable = useQuery({ ...usableQuery(bill), enabled: bill.uniqueId !== '' && bill.parkId !== '' });
  if (bill.uniqueId === '' || bill.parkId === '') return <PageState title="缺少订单信息" />;
  if (!usable.isSuccess) return <QueryState query={usable} failed="优惠券加载失败" />;

  const choose = (couponId: string) => {
    const [path, search = ''] = safeBack(params.get('back')).split('?');
    const query = new URLSearchParams(search);
    query.set('couponId', couponId);
    void navigate(`${path}?${query.toString()}`, { replace: true });
  };
  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        {usable.data.results.map((coupon) => (
          <li key={coupon.id}>
            <button
              type="button"
              className={`${styles.pick} ${coupon.id === current ? styles.selected : ''}`}
              aria-pressed={coupon.id === current}
              onClick={() => choose(coupon.id)}
            >
              <CouponCard coupon={coupon}>
                <span>
                  抵扣 {formatFen(coupon.discountFen)}，需付 {formatFen(coupon.dueFen)}
                </span>
              </CouponCard>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${styles.card} ${current === 'none' ? styles.selected : ''}`}
            aria-pressed={current === 'none'}
            onClick={() => choose('none')}
          >
            <span className={styles.body}>
              <span className={styles.name}>不使用优惠券</span>
              <span className={styles.muted}>需付 {formatFen(usable.data.dueFen)}</span>
            </span>
          </button>
        </li>
      </ul>
    </div>
  );
}
